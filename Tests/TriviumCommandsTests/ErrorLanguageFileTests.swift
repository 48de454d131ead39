import Foundation
import Headless
import Localization
import Pictures
import QuizCore
import Review
import Store
import Testing
import TriviumEngine

@testable import TerminalUI
@testable import TriviumCommands

/// The errors about files a player names or keeps (themes, pictures, logs, profile files, the
/// progress database, JSON) and the system's reasons behind them are in the interface
/// language: in the pseudo-language no English word of ours is left, only the values.
extension ErrorLanguageTests {
  /// A fresh folder, removed by the caller.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-errfile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Fails when `error`, said in the pseudo-language, keeps an English word besides `values`.
  static func expectTranslated(
    _ error: any Error, values: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let said = pseudo(error)
    let left = englishWords(said, values: values)
    #expect(left.isEmpty, "\(left) in \(said)", sourceLocation: sourceLocation)
  }

  @Test func themeErrorsAreTranslated() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    try FileManager.default.createDirectory(
      atPath: root + "/themes", withIntermediateDirectories: true)
    try "{}".write(toFile: root + "/themes/calm.json", atomically: true, encoding: .utf8)
    // No such theme: its name, the file tried and the known ones are values.
    do {
      _ = try PlayCommand.loadTheme("nope", root: root)
      Issue.record("a missing theme loaded")
    } catch {
      Self.expectTranslated(error, values: ["'nope'", root + "/themes/nope.json", "calm"])
      #expect(
        "\(error)" == "no theme 'nope' (\(root)/themes/nope.json cannot be read; known: calm)")
    }
    let themes: [(String, [String])] = [
      ("{", []),
      ("[1]", []),
      (#"{"name": 3}"#, ["name"]),
      (#"{"border": "wavy"}"#, ["border", #""wavy""#] + BorderSet.named.keys.map { "\"\($0)\"" }),
      (#"{"cover_dim": 2}"#, ["cover_dim"]),
      (#"{"styles": 1}"#, ["styles"]),
      (#"{"styles": {"nope": "red"}}"#, ["styles.nope"]),
      (#"{"styles": {"accent": {"fg": "blu"}}}"#, ["styles.accent.fg", "'blu'", "#rrggbb"]),
      (#"{"styles": {"accent": {"fg": true}}}"#, ["styles.accent.fg"]),
      (#"{"styles": {"accent": {"bold": 1}}}"#, ["styles.accent.bold"]),
      (#"{"styles": {"accent": {"x": 1}}}"#, ["styles.accent.x"]),
      (#"{"styles": {"accent": 3.5}}"#, ["styles.accent"]),
      (#"{"popups": {"nope": {}}}"#, ["popups.nope"]),
      (#"{"popups": {"default": {"width": 3}}}"#, ["popups.default.width"]),
      (
        #"{"popups": {"default": {"placement": "left"}}}"#,
        ["popups.default.placement", #""left""#, #""center""#, #""top""#, #""bottom""#]
      ),
      (#"{"popups": {"default": {"toast_seconds": 99}}}"#, ["popups.default.toast_seconds"]),
      (#"{"popups": {"default": {"y": 1}}}"#, ["popups.default.y"]),
      (#"{"colours": {}}"#, ["colours"]),
    ]
    let file = root + "/bad.json"
    for (text, keys) in themes {
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      do {
        _ = try PlayCommand.loadTheme(file, root: root)
        Issue.record("accepted: \(text)")
      } catch {
        // The names a theme file uses (keys, styles, popups, colours) are values too.
        let names =
          Array(Theme.fallback.styles.keys) + ["default"] + PopupTemplate.allCases.map(\.rawValue)
          + Theme.colorNames + [
            "name", "border", "cover_dim", "styles", "popups", "box", "title", "width",
            "placement", "toast_seconds", "fg", "bg", "bold", "dim", "italic", "underline",
            "reverse", "center", "top", "bottom",
          ]
        Self.expectTranslated(error, values: [file] + keys + names)
        #expect("\(error)".hasPrefix(file + ": "), "\(error)")
      }
    }
  }

  @Test func pictureErrorsAreTranslated() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var errors: [(any Error, [String])] = []
    func record(_ values: [String], _ body: () throws -> Void) {
      do { try body() } catch { errors.append((error, values)) }
    }
    record(["x.png"]) { _ = try PNGDecoder.decode(Array("not a picture".utf8), path: "x.png") }
    record([folder.path + "/none.png"]) { _ = try PNGDecoder.load(path: folder.path + "/none.png") }
    // A folder where a picture should be: refused by the confined reader.
    try FileManager.default.createDirectory(
      atPath: folder.path + "/dir.png", withIntermediateDirectories: true)
    record([folder.path + "/dir.png"]) { _ = try PNGDecoder.load(path: folder.path + "/dir.png") }
    #expect(errors.count == 3)
    for (error, values) in errors { Self.expectTranslated(error, values: values) }
    Self.expectTranslated(
      PictureError.tooLarge(path: "big.png", width: 9000, height: 9000), values: ["big.png"])
    Self.expectTranslated(
      PictureError.corrupt(path: "c.png", reason: Phrase(trLater("empty picture"))),
      values: ["c.png"])
    #expect(
      PictureError.notPNG(path: "x.png").description == "x.png: not a PNG file")
  }

  @Test func fsrsAndRecordErrorsAreTranslated() {
    let errors: [any Error] = [
      FSRSError.weightCount(3), FSRSError.weightOutOfBounds(index: 2, value: 9, bounds: 0...1),
      FSRSError.retentionOutOfBounds(0.5), FSRSError.maximumInterval(0),
      RecordError.missing("seed"), RecordError.badAction(index: 2),
    ]
    for error in errors { Self.expectTranslated(error, values: ["'seed'", "FSRS", "w2"]) }
    #expect(FSRSError.weightCount(3).description == "FSRS-6 needs 21 weights, got 3")
    #expect(RecordError.missing("seed").description == "the entry has no valid 'seed'")
  }

  @Test func jsonSyntaxErrorsAreTranslated() {
    let texts = [
      "", "1 2", "[1,", "{\"a\" 1}", "{1: 2}", "[1 2]", "{\"a\": 1 2}", "\"a", "\"\\q\"",
      "\"\\u12\"", "\"\\udc00\"", "01", "-x", "1.", "1e", "1e400", "tru", "[\"\u{1}\"]",
      "[[[[]]]]",
    ]
    for text in texts {
      do {
        _ = try ValueJSON.decode(text, maxDepth: 3)
        Issue.record("decoded \(text)")
      } catch {
        Self.expectTranslated(error, values: ["JSON", "NaN", "UTF", "tru", "true", "FF"])
      }
    }
    do { _ = try ValueJSON.decode([0x22, 0xFF, 0x22]) } catch {
      Self.expectTranslated(error, values: ["UTF", "FF"])
    }
    Self.expectTranslated(ValueJSONError.nonFinite(path: "$.a"), values: ["$.a", "JSON", "NaN"])
  }

  @Test func storeRecordProblemsAreTranslated() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + "/t.sqlite3"
    let store = try Store.open(at: path)
    let profile = try store.createProfile(named: "P", createdAt: 0)
    let bad = SavedSession(
      profileID: profile.id, gameID: "g", seed: 0, actions: [["delay": .double(.infinity)]],
      questionIndex: 0, score: 0, updatedAt: 0)
    do {
      try store.saveSession(bad)
      Issue.record("saved an infinity")
    } catch {
      Self.expectTranslated(error, values: [path, "$[0].delay", "JSON", "NaN"])
    }
  }

  /// The launcher's cards: a game with questions left out, a mod that is skipped.
  @Test func launcherCardsSayTheirProblemsInTheInterfaceLanguage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let game = folder.path + "/quiz"
    let mods = folder.path + "/mods"
    for path in [game, mods + "/broken"] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    try #"{"id": "quiz", "title": "Quiz", "questions": "questions.json"}"#.write(
      toFile: game + "/game.json", atomically: true, encoding: .utf8)
    try
      (#"[{"id": "a", "type": "single", "text": "Q", "options": ["x", "y"], "answer": "A"}, "#
      + #"{"id": "b", "type": "single"}]"#).write(
        toFile: game + "/questions.json", atomically: true, encoding: .utf8)
    try #"{"id": "Broken", "name": "Broken", "version": "1.0.0", "api": 1}"#.write(
      toFile: mods + "/broken/mod.json", atomically: true, encoding: .utf8)
    let options = EngineOptions(mods: mods)
    let host = try PlayHost(
      makeEngine: { try Engine(options: options) }, store: nil, profile: nil, extraPaths: [game],
      dateClock: SystemDateClock())
    let cards = Localizer.$current.withValue(.pseudo) { host.cards() }
    let quiz = try #require(cards.first { $0.id == game })
    #expect(Self.englishWords(quiz.summary).isEmpty, "\(quiz.summary)")
    let broken = try #require(cards.first { $0.id == "mod:broken" })
    guard case .broken(let why) = broken.state else {
      Issue.record("\(broken.state)")
      return
    }
    let left = Self.englishWords(
      why, values: [mods + "/broken", "mod.json", "Broken", "'broken'", "'Broken'"])
    #expect(left.isEmpty, "\(why)")
  }

  @Test func systemReasonsAreTranslated() {
    for code in [ENOENT, EACCES, EPERM, ENOSPC, EISDIR, ENOTDIR, EEXIST, EROFS] {
      let phrase = SystemError.phrase(code)
      let said = Localizer.$current.withValue(.pseudo) { phrase.translated }
      #expect(Self.englishWords(said).isEmpty, "\(said)")
      // In English, the system's own words, lower-cased to sit inside a sentence.
      #expect(phrase.description == SystemError.text(code))
    }
    // Any other reason is the system's own text, kept as it is.
    #expect(SystemError.phrase(EIO).description == SystemError.text(EIO))
  }

  /// `trivium replay`, `profile` and `new` through the command line: the refusals, the
  /// summaries and the hints in the interface language, English's statuses. Each sequence
  /// runs twice, in English and in the pseudo-language, on folders of its own (the commands
  /// change what the next one finds).
  @Test func replayProfileAndNewSpeakTheInterfaceLanguage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func write(_ text: String, _ name: String) throws {
      try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    }
    /// Runs each step (words, values) made for a language's own folder, in both languages.
    func check(_ steps: (String) -> [([String], [String])]) throws {
      for language in ["en", "en-XA"] {
        try FileManager.default.createDirectory(
          atPath: path(language) + "/mods", withIntermediateDirectories: true)
      }
      for (english, pseudo) in zip(steps(path("en")), steps(path("en-XA"))) {
        let said = Trivium.run(english.0)
        let run = Trivium.run(["--lang", "en-XA"] + pseudo.0)
        #expect(said.status == run.status, "\(pseudo.0): \(said.stderr) \(run.stderr)")
        let text = run.stderr + run.stdout
        let left = Self.englishWords(text, values: pseudo.1 + ["trivium", pseudo.0[0]])
        #expect(left.isEmpty, "\(pseudo.0): \(left) in \(text)")
      }
    }
    // A log whose entries cannot be replayed: a missing field, a bad action, bad JSON.
    try write(
      #"{"game": "arithmetic"}"# + "\n"
        + #"{"game": "arithmetic", "seed": "1", "score": 0, "actions": [3]}"# + "\n{\n",
      "log.jsonl")
    try check { _ in [(["replay", path("log.jsonl")], [path("log.jsonl"), "'seed'"])] }
    // A log that replays: as logged; the same score by other answers; another score, with a
    // plugin changed since.
    _ = Trivium.run(["run", "arithmetic", "--bot", "oracle", "--log", path("run.jsonl")])
    let line = try String(contentsOfFile: path("run.jsonl"), encoding: .utf8)
    #expect(line.contains(#""outcomes":["right","right","right""#) && line.contains("type/numeric"))
    let other = line.replacingOccurrences(
      of: #""outcomes":["right","right","right""#, with: #""outcomes":["right","right","wrong""#)
    let plugin = try #require(try ValueJSON.decode(line)["plugins"]["type/numeric"].stringValue)
    let changed = line.replacingOccurrences(of: #""score":1000"#, with: #""score":999"#)
      .replacingOccurrences(of: plugin, with: "0000")
    try write(line + other + changed, "replay.jsonl")
    try check { _ in
      [
        (
          ["replay", path("replay.jsonl")],
          [path("replay.jsonl"), "arithmetic", "type/numeric", "right", "wrong"]
        )
      ]
    }
    // Profile files: bad JSON, a newer version, a wrong kind, an unknown field; a database
    // that cannot be opened (its folder is a file); then a good import and what follows it.
    let good =
      #"{"format": "trivium-profile", "version": 1, "profile": {"name": "Ana", "#
      + #""created_at": 1, "settings": {}}, "history": [], "question_stats": [], "#
      + #""review_events": [], "review_state": [], "saved_sessions": []}"#
    try write(good, "good.json")
    try write("x", "plain")
    let bad: [(String, String)] = [
      ("{", ""),
      (good.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#), "version: "),
      (
        good.replacingOccurrences(of: #""created_at": 1"#, with: #""created_at": "1""#),
        "profile.created_at: "
      ),
      (
        good.replacingOccurrences(of: #""history": []"#, with: #""history": [], "x": 1"#),
        "format, history, profile, question_stats, review_events, review_state, saved_sessions, "
          + "version"
      ),
    ]
    for (index, (text, _)) in bad.enumerated() {
      try write(text, "bad\(index).json")
    }
    let broken = path("plain") + "/sub/t.sqlite3"
    try check { home in
      let data = home + "/d.sqlite3"
      return bad.indices.map { index in
        (
          ["profile", "import", path("bad\(index).json"), "--data", data],
          [path("bad\(index).json"), bad[index].1]
        )
      } + [
        (
          ["profile", "import", path("good.json"), "--data", broken],
          [broken, path("plain") + "/sub"]
        ),
        (["profile", "import", path("good.json"), "--data", data], [path("good.json"), "'Ana'"]),
        (
          ["profile", "import", path("good.json"), "--data", data],
          [path("good.json"), "'Ana'", data, "--as", "NAME", "--replace"]
        ),
        (["profile", "list", "--data", data], ["Ana"]),
        (["profile", "rename", "Ana", "Bo", "--data", data], ["'Ana'", "'Bo'"]),
        (
          ["profile", "export", "Bo", "--out", home + "/out.json", "--data", data],
          ["'Bo'", home + "/out.json"]
        ),
        (["profile", "rename", "Bo", "", "--data", data], ["''"]),
        (["profile", "delete", "Bo", "--yes", "--data", data], ["'Bo'"]),
        (["profile", "list", "--data", data], []),
      ]
    }
    // `mod install` without --yes away from a terminal: what the mod holds, then with --yes.
    let pack = path("pack")
    try FileManager.default.createDirectory(
      atPath: pack + "/games/pack-quiz", withIntermediateDirectories: true)
    try write(#"{"id": "pack", "name": "Pack", "version": "1.0.0", "api": 1}"#, "pack/mod.json")
    try write(
      #"{"id": "pack-quiz", "title": "Pack", "questions": "questions.json"}"#,
      "pack/games/pack-quiz/game.json")
    try write(
      #"[{"id": "a", "type": "single", "text": "Q", "options": ["x", "y"], "answer": "A"}]"#,
      "pack/games/pack-quiz/questions.json")
    // Validate's "ok" prefix stays for scripts.
    let found = [
      "ok", pack + "/games/pack-quiz", "'pack-quiz'", "'pack'", "1.0.0", "Pack", "pack-quiz",
    ]
    try check { home in
      [
        (["mod", "install", pack, "--mods", home + "/mods"], found + ["--yes"]),
        (
          ["mod", "install", pack, "--mods", home + "/mods", "--yes"], found + [home + "/mods/pack"]
        ),
      ]
    }
    // Usage errors: the words ours, the names values.
    try check { home in
      [
        (["man", "nope"], ["'nope'"]), (["man", "a", "b"], []), (["completion", "x"], []),
        (["replay"], []), (["new", "x"], ["`new type <name>`", "`new game <name>`"]),
        (["list", "x"], []),
        (["stats", "--now", "x", "--data", home + "/d.sqlite3"], ["--now", "'x'", "Unix"]),
      ].map { ($0.0, $0.1 + ["--help"]) }
    }
    // `new`: what it made and what to do next (the commands are values).
    try check { home in
      let mods = home + "/mods"
      let kit = ["mod.json", ".luacheckrc", ".luarc.json", "trivium.lua"]
      let game = (kit + ["games/zz/game.json", "games/zz/questions.json"]).map {
        mods + "/zz/" + $0
      }
      let type = (kit + ["plugins/types/yy.lua"]).map { mods + "/yy/" + $0 }
      return [
        (
          ["new", "game", "zz", "--mods", mods],
          game + ["trivium validate", "trivium run zz --bot oracle"]
        ),
        (
          ["new", "type", "yy", "--mods", mods],
          type + ["trivium new game yy-demo --type yy", "trivium run yy-demo --bot oracle"]
        ),
        (["new", "game", "Bad!", "--mods", mods], ["'Bad!'"]),
        (["new", "type", "ww", "--type", "x", "--mods", mods], ["--type", "`new game`"]),
      ]
    }
  }
}
