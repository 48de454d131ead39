import Foundation
import Localization
import Testing

@Suite struct POFileTests {
  let sample = """
    # A comment
    msgid ""
    msgstr ""
    "Plural-Forms: nplurals=1; plural=0;\\n"

    #: Sources/A.swift
    msgctxt "button"
    msgid "Check"
    msgstr "检查"

    msgid "Hint: {text}"
    msgstr "提示：{text}"

    msgid ""
    "two "
    "lines\\n\\"quoted\\""
    msgstr "两\\t行"

    #, fuzzy
    msgid "Finish"
    msgstr "完成"

    msgid "{n} game"
    msgid_plural "{n} games"
    msgstr[0] "{n} 个游戏"

    msgid "Score {score}"
    msgstr "得分 {points}"

    msgid "Untranslated"
    msgstr ""
    """

  @Test func readsContextsContinuationsEscapesAndPlurals() throws {
    let entries = try POFile.parse(sample, file: "sample.po")
    #expect(entries.count == 8)
    #expect(entries[1].context == "button" && entries[1].translations == ["检查"])
    #expect(entries[3].msgid == "two lines\n\"quoted\"" && entries[3].translations == ["两\t行"])
    #expect(entries[4].fuzzy && !entries[5].fuzzy)
    #expect(entries[5].plural == "{n} games")
  }

  @Test func lookupFallsBackToEnglish() throws {
    let catalog = Catalog(language: "zh-Hans", entries: try POFile.parse(sample, file: "s.po"))
    #expect(catalog.translation("Check", context: "button") == "检查")
    // Without its context it is another message.
    #expect(catalog.translation("Check") == nil)
    // Fuzzy and empty entries are not used.
    #expect(catalog.translation("Finish") == nil)
    #expect(catalog.translation("Untranslated") == nil)
    // Chinese has one plural form.
    #expect(catalog.translation("{n} game", plural: "{n} games", count: 3) == "{n} 个游戏")
    #expect(catalog.translation("{n} game", plural: "{n} games", count: 1) == "{n} 个游戏")
  }

  @Test func aTranslationWithOtherPlaceholdersShowsEnglish() throws {
    let catalog = Catalog(language: "zh-Hans", entries: try POFile.parse(sample, file: "s.po"))
    #expect(catalog.translation("Score {score}") == nil)
    let shown = Localizer.$current.withValue(catalog) { tr("Score {score}", ["score": 5]) }
    #expect(shown == "Score 5")
    let hint = Localizer.$current.withValue(catalog) { tr("Hint: {text}", ["text": "看图"]) }
    #expect(hint == "提示：看图")
  }

  @Test func errorsNameTheLine() {
    #expect(throws: POError.self) { try POFile.parse("msgid \"a\"\nmsgstr \"b\\q\"\n", file: "x") }
    do {
      _ = try POFile.parse("msgid \"a\"\nbogus \"b\"\n", file: "x.po")
      Issue.record("no error")
    } catch {
      #expect(error.description == "x.po:2: unknown keyword 'bogus'")
    }
  }

  @Test func placeholdersNeverCrash() {
    #expect(Placeholders.fill("{a} and {b", ["a": 1]) == "1 and {b")
    #expect(Placeholders.fill("{missing} {}", [:]) == "{missing} {}")
    #expect(Placeholders.fill("{{a}}", ["a": "x"]) == "{x}")
    #expect(Placeholders.names(in: "{b} {a} {a}") == ["a", "a", "b"])
  }

  @Test func thePseudoLanguageAccentsAndLengthens() {
    let shown = Pseudo.transform(" Hint {cost} ")
    #expect(shown.hasPrefix(" ⟦Ĥíñţ {cost}") && shown.hasSuffix("⟧ "))
    #expect(Pseudo.transform("…") == "…")
  }
}
