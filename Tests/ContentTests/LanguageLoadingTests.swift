import Content
import Foundation
import QuizCore
import Testing

/// Games in several languages: localized maps resolved by the loader, per-value fallback, the
/// draw of `draw` questions, a generator's `lang`, and what validate is told.
@Suite struct LanguageLoadingTests {
  static let manifest = #"""
    {"id": "flags", "questions": "questions.json", "languages": ["zh-Hans", "en"],
     "title": {"en": "Flags", "zh-Hans": "国旗"},
     "description": {"en": "Name the flag.", "zh-Hans": "说出国旗。"}}
    """#
  static let questions = #"""
    [{"id": "q1", "type": "single",
      "text": {"en": "Which country?", "zh-Hans": "哪个国家？"},
      "options": {"en": ["A. Peru", "B. Chad"], "zh-Hans": ["A. 秘鲁", "B. 乍得"]},
      "answer": "A"},
     {"id": "q2", "type": "truefalse",
      "text": {"en": "Chad is in Africa."},
      "answer": true}]
    """#

  func load(_ language: String?, manifest: String = manifest, questions: String = questions)
    throws -> LoadedGame
  {
    try loadGame(
      ["game.json": Array(manifest.utf8), "questions.json": Array(questions.utf8)],
      id: "flags", language: language)
  }

  @Test func theLoaderResolvesEveryLocalizedMapToTheSessionLanguage() throws {
    let english = try load("en")
    #expect(english.game.title == "Flags")
    #expect(english.manifest.description == "Name the flag.")
    #expect(english.game.questions[0]["text"] == "Which country?")
    #expect(english.game.questions[0]["options"] == ["A. Peru", "B. Chad"])
    #expect(english.game.language == ContentLanguage("en", gameDefault: "zh-Hans"))
    #expect(english.game.languages == ["zh-Hans", "en"])
    let chinese = try load("zh-Hans")
    #expect(chinese.game.title == "国旗")
    #expect(chinese.game.questions[0]["options"] == ["A. 秘鲁", "B. 乍得"])
    // Per value: q2 has no Chinese text, so the English one is shown.
    #expect(chinese.game.questions[1]["text"] == "Chad is in Africa.")
    // Not asked, or asked for a language it does not offer: the game's default.
    #expect(try load(nil).game.title == "国旗")
    #expect(try load("fr").game.language?.code == "zh-Hans")
    #expect(chinese.manifest.title(in: "en") == "Flags")
  }

  @Test func validateIsToldOfMissingVariantsAndPlainTitles() throws {
    let loaded = try load("en")
    #expect(
      loaded.languageProblems.map(\.description) == [
        "games/flags/questions.json:5: question 'q2': field 'text' has no variant in 'zh-Hans'"
      ])
    let plain = manifestText(title: #""Flags""#)
    #expect(
      try load("en", manifest: plain).languageProblems.first?.description
        == "games/flags/game.json:1: field 'title' is one plain string, but the game offers "
        + "zh-Hans, en: give it as a map from each language to its text")
  }

  func manifestText(title: String, extra: String = "") -> String {
    #"{"title": \#(title), "id": "flags", "questions": "questions.json", "languages": ["zh-Hans", "en"]\#(extra)}"#
  }

  @Test func aGameWithoutLanguagesIsReadAsBefore() throws {
    let loaded = try loadGame(
      [
        "game.json": Array(#"{"id": "x", "title": "X", "questions": "questions.json"}"#.utf8),
        "questions.json": Array(
          #"[{"id": "q", "type": "truefalse", "text": "?", "note": {"en": "?"}, "answer": true}]"#
            .utf8),
      ], id: "x", language: "en")
    #expect(loaded.game.language == nil)
    #expect(loaded.game.questions[0]["note"] == ["en": "?"])
    #expect(loaded.languageProblems.isEmpty)
  }

  @Test func badLanguageDeclarationsAreRefused() throws {
    for (languages, message) in [
      (#"[]"#, "field 'languages' must not be empty"),
      (#"["en", "en"]"#, "names a language twice"), (#"["e n"]"#, "no language tag"),
      (
        "[" + (1...17).map { #""l\#($0)""# }.joined(separator: ", ") + "]",
        "field 'languages' must have at most 16 items"
      ),
      (#"["en", 3]"#, "field 'languages[2]' must be a string, not 3"),
    ] {
      let text =
        #"{"id": "flags", "title": "T", "questions": "questions.json", "languages": \#(languages)}"#
      #expect(throws: ContentError.self) { try load("en", manifest: text) }
      do { _ = try load("en", manifest: text) } catch {
        #expect("\(error)".contains(message))
      }
    }
    // A title map with a key that is no declared language is no localized map.
    let odd = manifestText(title: #"{"en": "A", "fr": "B"}"#)
    #expect(throws: ContentError.self) { try load("en", manifest: odd) }
  }

  @Test func drawTakesSeededQuestionsFromThePool() throws {
    let pool = (1...20).map {
      #"{"id": "q\#($0)", "type": "truefalse", "text": "?", "answer": true}"#
    }
    let files: [String: [UInt8]] = [
      "game.json": Array(
        #"{"id": "d", "title": "D", "questions": "questions.json", "draw": 5}"#.utf8),
      "questions.json": Array("[\(pool.joined(separator: ","))]".utf8),
    ]
    let ids = { (seed: UInt64) in
      try loadGame(files, id: "d", seed: seed).game.questions.map { $0["id"].stringValue! }
    }
    let first = try ids(1)
    #expect(first.count == 5)
    #expect(try ids(1) == first)
    #expect(try ids(2) != first)
    #expect(try loadGame(files, id: "d", seed: 1).poolCount == 20)
    #expect(Set(try (1...30).flatMap { try ids($0) }).count > 15)
  }

  @Test func aGeneratorIsGivenTheLanguage() throws {
    let generator = """
      return {
        kind = "game-source", id = "gen", api = 1, name = "Gen",
        generate = function(seed, count, lang)
          return { {
            id = "g1", type = "truefalse", answer = true,
            text = tostring(lang),
            title = { en = "Title", ["zh-Hans"] = "标题" },
          } }
        end,
      }
      """
    let files: [String: [UInt8]] = [
      "game.json": Array(
        #"{"id": "gen", "title": {"en": "G", "zh-Hans": "G"}, "questions": "generate.lua", "languages": ["en", "zh-Hans"]}"#
          .utf8),
      "generate.lua": Array(generator.utf8),
    ]
    let chinese = try loadGame(files, id: "gen", language: "zh-Hans").game.questions[0]
    #expect(chinese["text"] == "zh-Hans")
    // A generator may return localized maps too: the loader resolves them.
    #expect(chinese["title"] == "标题")
  }
}
