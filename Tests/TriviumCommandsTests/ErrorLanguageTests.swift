import Content
import Foundation
import Localization
import LuaHost
import QuizCore
import Store
import Testing
import Tournament
import TriviumEngine
import UserFiles

@testable import TriviumCommands

/// The errors of the lower layers reach the player in the interface language: each is said
/// in the pseudo-language, and no English word of ours is left (only the values: paths, ids,
/// a plugin's own text). In English their words are what logs and tests always read.
@Suite struct ErrorLanguageTests {
  /// The English words left in `text` once `values` are taken out: runs of two or more
  /// ASCII letters (the pseudo-language accents every letter of ours).
  static func englishWords(_ text: String, values: [String] = []) -> [String] {
    var rest = text
    for value in values.sorted(by: { $0.count > $1.count }) {
      rest = rest.replacingOccurrences(of: value, with: " ")
    }
    var words: [String] = []
    var word = ""
    for char in rest + " " {
      if char.isASCII, char.isLetter {
        word.append(char)
      } else {
        if word.count >= 2 { words.append(word) }
        word = ""
      }
    }
    return words
  }

  static func pseudo(_ error: any Error) -> String {
    Localizer.$current.withValue(.pseudo) { translated(error) }
  }

  @Test func everyStoreErrorIsTranslated() {
    let path = "/p/d.db"
    let what = Phrase(trLater("profile {id}"), ["id": 7])
    let errors: [StoreError] =
      [
        .cannotOpen(path: path, reason: .verbatim("r")), .notADatabase(path: path, detail: "d"),
        .damaged(path: path, detail: "d"), .newerVersion(path: path, found: 9, supported: 7),
        .cannotMoveAside(path: path, reason: .verbatim("r")), .notFound(path: path, what: what),
        .conflict(path: path, what: what), .savedElsewhere(path: path, what: what),
        .invalidRecord(path: path, detail: .verbatim("d")),
      ] + [5, 3, 8, 10, 13, 14, 11, 1].map { .sqlite(path: path, code: $0, message: "m") }
    for error in errors {
      let said = Self.pseudo(error)
      // SQLite's name stays a name.
      #expect(Self.englishWords(said, values: [path, "SQLite"]).isEmpty, "\(said)")
      #expect(said != error.description)
    }
    // In English, the words are the ones logs and tests have always read.
    #expect(
      StoreError.notFound(path: path, what: what).description == "/p/d.db: no profile 7")
  }

  @Test func userFileErrorsAreTranslated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-errlang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let existing = folder.appendingPathComponent("x").path
    try "x".write(toFile: existing, atomically: true, encoding: .utf8)
    let missing = folder.appendingPathComponent("y/z").path
    var failures: [(any Error, [String])] = []
    func record(_ values: [String], _ body: () throws -> Void) {
      do { try body() } catch { failures.append((error, values)) }
    }
    record([folder.path]) { _ = try InputFile.text(folder.path) }
    record([existing + "0"]) { _ = try InputFile.text(existing + "0") }
    record([]) { _ = try InputFile.text("") }
    record([folder.path, folder.path + "/log.jsonl"]) { try OutputFile.write("x", to: folder.path) }
    record([missing, folder.path + "/y"]) { try OutputFile.write("x", to: missing) }
    record([existing]) {
      var plan = OutputPlan(force: false)
      plan.output(existing, role: Phrase(trLater("the log")))
      _ = try plan.claim()
    }
    record([existing]) {
      var plan = OutputPlan(force: true)
      plan.input(existing, role: Phrase(trLater("the tournament file")))
      plan.output(existing, role: Phrase(trLater("the log")))
      _ = try plan.claim()
    }
    #expect(failures.count == 7)
    for (error, values) in failures {
      let said = Self.pseudo(error)
      #expect(Self.englishWords(said, values: values).isEmpty, "\(said)")
    }
  }

  @Test func aPluginsHostWordsAreTranslatedAndItsOwnAreNot() throws {
    let plugin = try LuaPlugin(
      id: "p", source: "return { kind = 'bot', id = 'p' }", chunkName: "p.lua")
    #expect(throws: PluginError.self) { try plugin.call("nothing") }
    do { _ = try plugin.call("nothing") } catch {
      let said = Self.pseudo(error)
      #expect(Self.englishWords(said, values: ["'p'", "'nothing'"]).isEmpty, "\(said)")
      #expect(error.description == "plugin 'p': has no function 'nothing'")
    }
    // The plugin's own message is its own: kept as it is, only the frame is translated.
    let own = PluginError(pluginID: "p", kind: .runtime, message: "Boom", file: "p.lua", line: 3)
    #expect(Self.englishWords(Self.pseudo(own), values: ["Boom", "p.lua"]).isEmpty)
    #expect(Self.pseudo(own).contains("Boom"))
  }

  /// What a player meets loading games, through the command line: every word of ours
  /// translated, the exit statuses and validate's prefixes as in English.
  @Test func loadingErrorsAtTheEdgeAreTranslated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-errlang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let questions = folder.appendingPathComponent("q.json").path
    try #"[{"id": "a"}, {"id": "b", "type": 3}]"#.write(
      toFile: questions, atomically: true, encoding: .utf8)
    let cases: [([String], [String])] = [
      (["run", "no-such-game", "--bot", "random"], ["no-such-game", "trivium run"]),
      (["validate", questions], [questions, "'a'", "'b'", "'type'", "error"]),
      (
        ["run", "arithmetic", "--bot", "random", "--log", folder.path],
        [folder.path, "trivium run"]
      ),
    ]
    for (words, values) in cases {
      let english = Trivium.run(words)
      let pseudo = Trivium.run(["--lang", "en-XA"] + words)
      #expect(english.status == pseudo.status && english.status != 0)
      let said = pseudo.stderr + pseudo.stdout
      // Known game ids are values too (the list after "known:").
      let ids = (try? Engine().library.gameIDs()) ?? []
      let left = Self.englishWords(said, values: values + ids + ["log.jsonl"])
      #expect(left.isEmpty, "\(words): \(left) in \(said)")
    }
    // validate's prefixes stay for scripts.
    let validate = Trivium.run(["--lang", "zh-Hans", "validate", questions])
    #expect(validate.stdout.hasPrefix("error   "), "\(validate.stdout)")
    #expect(validate.stdout.contains("缺少字段“type”"), "\(validate.stdout)")
  }

  /// A tournament description's errors, an SPRT's and an external bot's fault: every word of
  /// ours translated, the English of logs and tests as it was.
  @Test func tournamentSPRTAndBotFaultMessagesAreTranslated() throws {
    let file = "t.json"
    let descriptions: [(String, [String])] = [
      ("[]", []),
      (#"{"games": [], "bots": ["a"]}"#, ["games"]),
      (#"{"games": ["g", "g"], "bots": ["a"]}"#, ["games[2]", "'g'"]),
      (
        #"{"games": ["g"], "bots": ["a"], "colour": 1}"#,
        [
          "colour", "book", "bots", "format", "games",
          "rounds", "rules", "seed", "sessions", "shuffle",
        ]
      ),
      (
        #"{"games": ["g"], "bots": ["a"], "format": "swiss"}"#,
        [
          "format", "round-robin",
          "gauntlet", "each", "swiss",
        ]
      ),
      (#"{"games": ["g"], "bots": ["a"], "format": "gauntlet"}"#, ["format", "gauntlet"]),
      (#"{"games": ["g"], "bots": ["a b"]}"#, ["bots[1]", "'a b'"]),
      (#"{"games": ["g"], "bots": ["a", "a"]}"#, ["bots[2]", "'a'"]),
      (#"{"games": ["g"], "bots": ["a"], "seed": -1}"#, ["seed"]),
      (#"{"games": ["g"], "bots": ["a"], "sessions": 0}"#, ["sessions"]),
      (
        #"{"games": ["g"], "bots": [{"id": "x", "command": ["p"], "move_time": 0}]}"#,
        ["bots[1].move_time"]
      ),
      (
        #"{"games": ["g"], "bots": [{"id": "x", "command": ["p"], "restart": "no"}]}"#,
        ["bots[1].restart", "worker", "session", "no"]
      ),
    ]
    var errors: [(any Error, [String])] = []
    for (json, values) in descriptions {
      do {
        _ = try TournamentSpec.parse(ValueJSON.decode(json), file: file)
        Issue.record("accepted: \(json)")
      } catch { errors.append((error, values)) }
    }
    for text in ["elo0=5,elo1=1,alpha=0.05,beta=0.05", "elo0=0,elo1=5,alpha=0.7,beta=0.05", "x=1"] {
      do {
        _ = try SPRT(parsing: text)
        Issue.record("accepted: \(text)")
      } catch { errors.append((error, ["elo0=0,elo1=10,alpha=0.05,beta=0.05", "'x=1'", "alpha"])) }
    }
    for (error, values) in errors {
      let said = Self.pseudo(error)
      #expect(Self.englishWords(said, values: [file] + values).isEmpty, "\(said)")
      #expect(said != "\(error)")
    }
    // The English words are those logs and scripts always read.
    #expect("\(errors[1].0)" == "t.json: games: must not be empty")
    #expect(
      "\(errors[errors.count - 2].0)" == "alpha = 0.7 must be between 0 and 0.5")
    // A bot that cannot start, said at the edge in the interface language.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-errlang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("t.json").path
    try
      #"{"games": ["arithmetic"], "bots": [{"id": "broken", "command": ["sh", "-c", "echo oops >&2; exit 1"]}, "random"], "sessions": 1}"#
      .write(toFile: spec, atomically: true, encoding: .utf8)
    let words = [
      "tournament", spec, "--allow-commands", "--quiet", "--data",
      folder.appendingPathComponent("t.db").path,
    ]
    let pseudo = Trivium.run(["--lang", "en-XA"] + words)
    #expect(pseudo.status == 3)
    #expect(
      Self.englishWords(pseudo.stderr, values: ["trivium tournament", "'broken'", "oops"]).isEmpty,
      "\(pseudo.stderr)")
    let english = Trivium.run(words + ["--restart"])
    #expect(
      english.stderr.contains(
        "bot 'broken' cannot start: exited with status 1; its last stderr lines: oops; its "
          + "sessions are not played"), "\(english.stderr)")
  }
}
