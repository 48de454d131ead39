import Foundation
import Localization
import Testing

/// The catalogues against the sources: every message has a Chinese translation with the same
/// placeholders, and no entry is left that nothing uses.
@Suite struct CatalogueTests {
  let locale = repositoryRoot.appendingPathComponent("locale")

  func sourceMessages() -> [SourceMessage] {
    let (messages, problems) = MessageExtraction.all()
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    return messages
  }

  /// locale/trivium.pot is what the sources ask for (TRIVIUM_RECORD_POT=1 writes it again).
  @Test func theTemplateMatchesTheSources() throws {
    let messages = sourceMessages()
    #expect(messages.count > 100, "only \(messages.count) messages found: is the reader broken?")
    let template = MessageExtraction.template(messages)
    let url = locale.appendingPathComponent("trivium.pot")
    if ProcessInfo.processInfo.environment["TRIVIUM_RECORD_POT"] == "1" {
      try template.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let stored = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    #expect(
      stored == template,
      "locale/trivium.pot is out of date: run TRIVIUM_RECORD_POT=1 swift test --filter LocalizationTests"
    )
  }

  @Test func everyMessageHasAChineseTranslation() throws {
    let entries = try POFile.read(path: locale.appendingPathComponent("zh-Hans.po").path)
    let byKey = Dictionary(
      entries.filter { !$0.msgid.isEmpty }.map {
        (($0.context.map { $0 + "\u{4}" } ?? "") + $0.msgid, $0)
      }, uniquingKeysWith: { first, _ in first })
    var missing: [String] = []
    for message in sourceMessages() {
      guard let entry = byKey[message.key], !entry.fuzzy, !entry.translations.isEmpty,
        entry.translations.allSatisfy({ !$0.isEmpty })
      else {
        missing.append("\(message.context.map { "[\($0)] " } ?? "")\(message.msgid)")
        continue
      }
      #expect(entry.plural == message.plural, "plural of '\(message.msgid)' differs")
    }
    #expect(missing.isEmpty, "no zh-Hans translation:\n\(missing.joined(separator: "\n"))")
  }

  @Test func everyTranslationKeepsThePlaceholders() throws {
    let entries = try POFile.read(path: locale.appendingPathComponent("zh-Hans.po").path)
    for entry in entries where !entry.msgid.isEmpty {
      for (form, translation) in entry.translations.enumerated() {
        #expect(
          entry.plural.map { Placeholders.fits(translation, $0, entry.msgid) }
            ?? Placeholders.same(translation, entry.msgid),
          "zh-Hans.po:\(entry.line): form \(form) of '\(entry.msgid)' has other placeholders")
      }
    }
  }

  @Test func noEntryIsUnused() throws {
    let used = Set(sourceMessages().map(\.key))
    for file in ["zh-Hans.po", "trivium.pot"] {
      let entries = try POFile.read(path: locale.appendingPathComponent(file).path)
      let unused = entries.filter { entry in
        !entry.msgid.isEmpty
          && !used.contains((entry.context.map { $0 + "\u{4}" } ?? "") + entry.msgid)
      }
      #expect(
        unused.isEmpty,
        "\(file): entries no source uses: \(unused.map { "\(file):\($0.line) \($0.msgid)" })")
    }
  }

  /// The Chinese catalogue loads whole: no translation was dropped for its placeholders.
  @Test func theChineseCatalogueLoadsEveryEntry() throws {
    let entries = try POFile.read(path: locale.appendingPathComponent("zh-Hans.po").path)
    let catalog = try Catalog.load(language: "zh-Hans", folder: locale)
    #expect(catalog.count == entries.filter { !$0.msgid.isEmpty }.count)
  }
}
