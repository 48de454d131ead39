import Content
import Foundation
import LuaHost
import QuizCore
import Testing

@Suite struct LoaderTests {
  @Test func plistValuesKeepTheirKinds() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array><dict>
        <key>id</key><string>p1</string><key>type</key><string>numeric</string>
        <key>answer</key><real>3</real><key>points</key><integer>3</integer>
        <key>exact</key><true/><key>tolerance</key><real>0.5</real>
        <key>steps</key><array><integer>1</integer><string>two</string><false/></array>
      </dict></array></plist>
      """
    let loaded = try loadGame(
      [
        "game.json": Array(manifest("typed", questions: "q.plist").utf8),
        "q.plist": Array(plist.utf8),
      ], id: "typed")
    #expect(
      loaded.game.questions == [
        [
          "id": "p1", "type": "numeric", "answer": .double(3), "points": .int(3), "exact": true,
          "tolerance": 0.5, "steps": [1, "two", false],
        ]
      ])
  }

  @Test func jsonQuestionsComeAsAListOrInAMap() throws {
    let question = #"{"id": "a", "type": "truefalse", "text": "?", "answer": true}"#
    for text in ["[\(question)]", #"{"questions": [\#(question)]}"#, "\u{FEFF}[\(question)]"] {
      let loaded = try loadGame(
        ["game.json": Array(manifest("j").utf8), "questions.json": Array(text.utf8)], id: "j")
      #expect(
        loaded.game.questions == [["id": "a", "type": "truefalse", "text": "?", "answer": true]])
    }
  }

  @Test func missingPicturesAndUnknownFieldsAreWarnings() throws {
    let questions = """
      [{"id": "a", "type": "letters", "picture": "gone.png"},
       {"id": "b", "type": "letters", "picture": "cat"}]
      """
    let loaded = try loadGame(
      [
        "game.json": Array(manifest("w", extra: #", "icon": "logo.png", "colour": "red""#).utf8),
        "questions.json": Array(questions.utf8), "cat.png": [0x89],
      ], id: "w")
    #expect(
      loaded.warnings.map(\.description) == [
        "games/w/game.json: unknown field 'colour' (ignored)",
        "games/w/questions.json: question 'a': picture 'gone.png' is not in games/w (a "
          + "placeholder is shown)",
        "games/w/game.json: icon 'logo.png' is not in games/w (a placeholder is shown)",
      ])
    // A name without extension finds its PNG, as the seed's `imageNamed:` did.
    #expect(loaded.game.questions[1]["picture"] == "cat.png")
  }

  @Test func theManifestFillsTheGame() throws {
    let loaded = try loadGame(
      [
        "game.json": Array(
          (#"{"id": "m", "title": "Mine", "icon": "猜", "rules": "strict", "#
            + #""questions": "q.json", "description": "d"}"#).utf8),
        "q.json": Array(#"[{"id": "a", "type": "short"}]"#.utf8),
      ], id: "m")
    #expect(loaded.game.title == "Mine")
    #expect(loaded.game.rules == "strict")
    #expect(loaded.game.icon == "猜")
    #expect(loaded.game.folder?.hasSuffix("/games/m") == true)
    #expect(
      loaded.manifest
        == GameManifest(
          id: "m", title: "Mine", questions: "q.json", icon: "猜", rules: "strict",
          description: "d")
    )
    #expect(loaded.manifest.questionFormat == QuestionFormat.json)
  }

  @Test func theGeneratorGetsTheManifestsCountAndTheSeed() throws {
    let generator = """
      return {kind = "game-source", api = 1, name = "G", generate = function(seed, count)
        local out = {}
        for i = 1, count do
          out[i] = {id = "g" .. i, type = "numeric", text = tostring(seed),
                    value = math.random(1000)}
        end
        return out
      end}
      """
    let files = [
      "game.json": Array(manifest("g", questions: "g.lua", extra: #", "count": 3"#).utf8),
      "g.lua": Array(generator.utf8),
    ]
    let first = try loadGame(files, id: "g", seed: 9).game.questions
    #expect(first.map { $0["id"] } == ["g1", "g2", "g3"])
    #expect(first.allSatisfy { $0["text"] == "9" })
    #expect(try loadGame(files, id: "g", seed: 9).game.questions == first)
    #expect(try loadGame(files, id: "g", seed: 10).game.questions != first)
  }
}

/// The built-in games against the question-type plugins that exist: every question passes its
/// type's own `validate`.
@Suite struct BuiltInGamesMeetTheirTypes {
  @Test(arguments: ["arithmetic", "picture-guess", "question-bank", "superguess-classic"])
  func everyQuestionValidates(id: String) throws {
    let catalog = try PluginCatalog(root: repository.appendingPathComponent("plugins"))
    let library = GameLibrary(root: repository.appendingPathComponent("games"))
    let questions = try library.load(id, loader: builtInLoader, seed: 3).game.questions
    var plugins: [String: LuaPlugin] = [:]
    for question in questions {
      let type = question["type"].stringValue ?? ""
      guard let entry = catalog.entry(.questionType, id: type) else { continue }
      if plugins[type] == nil {
        let source = try String(contentsOf: entry.mainFile, encoding: .utf8)
        plugins[type] = try LuaPlugin(
          id: type, source: source, chunkName: entry.displayPath,
          modules: FolderModules(
            plugin: entry.mainFile, moduleFolder: entry.moduleFolder,
            displayPath: entry.displayPath))
      }
      let problems = try plugins[type]!.call("validate", [question])
      #expect(problems == [], "\(id) \(question["id"]): \(problems)")
    }
  }
}
