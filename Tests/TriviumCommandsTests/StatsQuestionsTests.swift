import Foundation
import QuizCore
import Store
import Testing

@testable import TriviumCommands

/// `trivium stats --questions`: item analysis from players' histories and from tournaments,
/// checked against figures computed here apart from the command.
@Suite(.serialized) struct StatsQuestionsTests {
  static let questions = """
    [
      {"id": "cat", "type": "short", "text": "Pet that\\u0007 purrs, and a rather long question text that goes on", "reference": "a cat",
       "keywords": ["cat"]},
      {"id": "dog", "type": "short", "text": "Pet that barks?", "reference": "a dog",
       "keywords": ["dog"]},
      {"id": "capital", "type": "single", "text": "Capital of France?",
       "options": ["Paris", "Lyon"], "answer": "A"}
    ]
    """

  /// Four questions for bots; nobody can answer the last (the sharp bot leaves it, and the
  /// random one never types its word).
  static let botQuestions = """
    [
      {"id": "a", "type": "single", "text": "2 + 2?", "options": ["3", "4", "5"], "answer": "B"},
      {"id": "b", "type": "truefalse", "text": "The sky is green.", "answer": false},
      {"id": "c", "type": "single", "text": "Largest?", "options": ["1", "9", "5", "7"], "answer": "B"},
      {"id": "z", "type": "short", "text": "Say the secret word.", "reference": "zqxv",
       "keywords": ["zqxv"]}
    ]
    """

  /// Knows every answer but the last question's, which it leaves unanswered.
  static let sharpBot = """
    local bot = require("bot")
    return {
      kind = "bot", id = "sharp", api = 1, name = "Sharp", params = {}, oracle = true,
      act = function(seen)
        for index = #(seen.popups or {}), 1, -1 do
          local popup = seen.popups[index]
          if type(popup) == "table" and popup.modal ~= false then
            return { op = "popup", button = bot.popup_button(popup), popup = popup.id }
          end
        end
        local question = seen.question or {}
        if seen.checked ~= nil or question.failure or question.graded == false
          or question.index == question.count then
          return bot.move_on(seen)
        end
        local action = bot.next_step(question.view or {}, seen.solution or {})
        if action ~= nil then return { op = "act", action = action } end
        return { op = "check" }
      end,
    }
    """

  /// Plays one move, then raises: every session it plays is forfeited, so left out.
  static let crashingBot = """
    return {
      kind = "bot", id = "crash", api = 1, name = "Crash",
      act = function(seen)
        if (seen.question or {}).index == 2 then error("lost its way") end
        return { op = "next" }
      end,
    }
    """

  /// Noon UTC, 1 December 2026.
  static let day1: Int64 = 1_796_126_400

  let home: TemporaryHome
  let options: [String]
  let database: String

  init() throws {
    home = try TemporaryHome(games: [
      "pets": [
        "game.json": #"{"id": "pets", "title": "Pets", "questions": "q.json"}"#,
        "q.json": Self.questions,
      ],
      "tiny": [
        "game.json": #"{"id": "tiny", "title": "Tiny", "questions": "q.json"}"#,
        "q.json": Self.botQuestions,
      ],
    ])
    try Data(Self.sharpBot.utf8).write(
      to: home.url.appendingPathComponent("plugins/bots/sharp.lua"))
    try Data(Self.crashingBot.utf8).write(
      to: home.url.appendingPathComponent("plugins/bots/crash.lua"))
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    database = home.path + "/trivium.sqlite3"
    options = ["--home", home.path, "--mods", home.path + "/no-mods", "--data", database]
  }

  func run(_ arguments: [String], columns: String = "100") -> CommandOutput {
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = columns
    return Trivium.run(arguments + options, environment: environment)
  }

  /// Players' sessions: profile → outcomes of (cat, dog, capital) per session.
  static let histories: [String: [[Outcome]]] = [
    "Ana": [
      [.right, .wrong, .right], [.right, .partial, .right], [.right, .right, .right],
      [.wrong, .wrong, .right],
    ],
    "Bo": [
      [.wrong, .wrong, .wrong], [.right, .wrong, .unanswered], [.partial, .wrong, .right],
    ],
    "Cy": [
      [.right, .right, .wrong], [.wrong, .partial, .right], [.right, .right, .right],
      [.wrong, .wrong, .wrong],
    ],
  ]

  func recordHistories() throws {
    let store = try Store.open(at: database)
    for (name, sessions) in Self.histories.sorted(by: { $0.key < $1.key }) {
      let profile = try store.createProfile(named: name, createdAt: 0)
      for (index, outcomes) in sessions.enumerated() {
        try store.recordFinished(
          FinishedSession(
            profileID: profile.id, gameID: "pets", seed: 1, score: 0,
            verdicts: zip(["cat", "dog", "capital"], outcomes).map {
              QuestionVerdict(questionID: $0, outcome: $1)
            }, finishedAt: Self.day1 + Int64(index) * 86_400))
      }
    }
  }

  /// Facility and Pearson's r (×100) of each question, from raw sums over `sessions`.
  static func reference(_ sessions: [[Double]]) -> [(facility: Double, discrimination: Double)] {
    (0..<3).map { question in
      let x = sessions.map { $0[question] }
      let y = sessions.map { $0.reduce(0, +) - $0[question] }
      let n = Double(x.count)
      let sx = x.reduce(0, +)
      let sy = y.reduce(0, +)
      let sxy = zip(x, y).map { $0 * $1 }.reduce(0, +)
      let sxx = x.map { $0 * $0 }.reduce(0, +)
      let syy = y.map { $0 * $0 }.reduce(0, +)
      let r = (n * sxy - sx * sy) / ((n * sxx - sx * sx) * (n * syy - sy * sy)).squareRoot()
      return (100 * sx / n, 100 * r)
    }
  }

  static func credit(_ outcome: Outcome) -> Double {
    outcome == .right ? 1 : outcome == .partial ? 0.5 : 0
  }

  func questions(_ output: CommandOutput) throws -> [Value] {
    try ValueJSON.decode(output.stdout)["questions"].arrayValue ?? []
  }

  @Test func playersHistoriesMatchAReferenceComputation() throws {
    try recordHistories()
    let all = run(["stats", "--questions", "pets", "--format", "json"])
    #expect(all.status == 0, "\(all.stderr)")
    let lines = try questions(all)
    #expect(lines.map { $0["id"].stringValue } == ["cat", "dog", "capital"])
    let sessions = Self.histories.values.flatMap { $0 }.map { $0.map(Self.credit) }
    for (line, expected) in zip(lines, Self.reference(sessions)) {
      #expect(line["attempts"].intValue == 11)
      #expect(abs((line["facility"].doubleValue ?? -1) - expected.facility) < 1e-5, "\(line)")
      #expect(
        abs((line["discrimination"].doubleValue ?? -1000) - expected.discrimination) < 1e-5,
        "\(line)")
      #expect(line["flags"].arrayValue?.isEmpty == true, "\(line)")
    }
    // One profile's sessions alone: four attempts, too few to flag anything else.
    let ana = run(["stats", "--questions", "pets", "--profile", "Ana", "--format", "json"])
    #expect(ana.status == 0, "\(ana.stderr)")
    let anaLines = try questions(ana)
    #expect(anaLines.first?["attempts"].intValue == 4)
    #expect(anaLines.first?["flags"] == .array([.string("few-attempts")]))
    // The table: the question text made safe and cut to the width, with an ellipsis.
    let table = run(["stats", "--questions", "pets"], columns: "90")
    #expect(table.status == 0, "\(table.stderr)")
    #expect(!table.stdout.contains("\u{07}"))
    let catLine = table.stdout.split(separator: "\n").first { $0.contains("Pet that") }
    #expect(catLine?.hasSuffix("…") == true, "\(table.stdout)")
    #expect(table.stdout.split(separator: "\n").allSatisfy { $0.count <= 90 }, "\(table.stdout)")
    let csv = run(["stats", "--questions", "pets", "--format", "csv"])
    #expect(csv.stdout.hasPrefix("question,text,attempts,facility,sd,discrimination"))
    #expect(csv.stdout.split(separator: "\n").count == 4)
  }

  @Test func oneAttemptSaysDiscriminationIsUndefinedNotNaN() throws {
    let store = try Store.open(at: database)
    let profile = try store.createProfile(named: "Solo", createdAt: 0)
    try store.recordFinished(
      FinishedSession(
        profileID: profile.id, gameID: "pets", seed: 1, score: 0,
        verdicts: [
          QuestionVerdict(questionID: "cat", outcome: .right),
          QuestionVerdict(questionID: "dog", outcome: .wrong),
        ], finishedAt: Self.day1))
    let json = run(["stats", "--questions", "pets", "--format", "json"])
    #expect(json.status == 0, "\(json.stderr)")
    let lines = try questions(json)
    #expect(lines[0]["discrimination"] == .null)
    #expect(lines[0]["discrimination_undefined"].stringValue == "one-attempt")
    // Never asked: no attempts at all.
    #expect(lines[2]["attempts"].intValue == 0 && lines[2]["facility"] == .null)
    let table = run(["stats", "--questions", "pets"])
    #expect(table.stdout.contains("undefined"), "\(table.stdout)")
    #expect(!table.stdout.lowercased().contains("nan"), "\(table.stdout)")
    #expect(table.stdout.contains("Discrimination is undefined"))
  }

  @Test func aTournamentOfAStrongAndAWeakBotFlagsTheQuestionNobodyGets() throws {
    let spec = home.path + "/t.json"
    try Data(
      #"{"games": ["tiny"], "bots": ["sharp", "random", "crash"], "sessions": 8, "seed": 3}"#.utf8
    ).write(to: URL(fileURLWithPath: spec))
    let tournament = Trivium.run(["tournament", spec, "--quiet"] + options)
    #expect(tournament.status == 0, "\(tournament.stderr)")
    let output = run([
      "stats", "--questions", "tiny", "--source", "tournament", "--format", "json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let report = try ValueJSON.decode(output.stdout)
    #expect(report["attempts"]["tournament"].intValue == 16)
    #expect(report["attempts"]["players"].intValue == 0)
    // The crashing bot's eight sessions were forfeited: left out, each named.
    let leftOut = report["left_out"].arrayValue ?? []
    #expect(leftOut.count == 8)
    #expect(leftOut.allSatisfy { $0["why"].stringValue == "forfeited" })
    let lines = report["questions"].arrayValue ?? []
    #expect(lines.map { $0["id"].stringValue } == ["a", "b", "c", "z"])
    let z = lines[3]
    #expect(z["attempts"].intValue == 16 && z["facility"].doubleValue == 0)
    #expect(z["flags"] == .array([.string("too-hard")]), "\(z)")
    #expect(z["discrimination_undefined"].stringValue == "same-mark")
    // The replayed marks agree with the outcomes the tournament stored, by position.
    let store = try Store.open(at: database)
    let stored = try store.tournamentResults(gameID: "tiny")
      .filter { $0.record["forfeit"] == .null }
    #expect(stored.count == 16)
    for (position, line) in lines.enumerated() {
      let marks = stored.map { result -> Double in
        let outcome = result.record["outcomes"].arrayValue?[position].stringValue ?? ""
        return outcome == "right" ? 1 : outcome == "partial" ? 0.5 : 0
      }
      let facility = 100 * marks.reduce(0, +) / Double(marks.count)
      #expect(abs((line["facility"].doubleValue ?? -1) - facility) < 1e-6, "\(line)")
    }
    // The table names five of them and counts the rest.
    let table = run(["stats", "--questions", "tiny", "--source", "tournament"])
    #expect(table.stdout.contains("Left out: 3 more tournament sessions"), "\(table.stdout)")
    #expect(table.stdout.components(separatedBy: ": forfeited").count == 6)
    // The players' source alone has nothing.
    let players = run(["stats", "--questions", "tiny", "--source", "players"])
    #expect(players.stdout.contains("No finished attempts"), "\(players.stdout)")
  }
}
