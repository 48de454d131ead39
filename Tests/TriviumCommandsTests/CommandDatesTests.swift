import Foundation
import QuizCore
import Store
import Testing
import TriviumEngine

@testable import TriviumCommands

/// `TRIVIUM_NOW` (and `--now`) govern every date a command writes or counts from: play's
/// profile, saves, finished games and review events, as `profile export`, `stats` and
/// `review` read them back. The date clock is built once, by `Services`, and play's host,
/// stats and review all take it from there.
@Suite(.serialized) struct CommandDatesTests {
  static let questions = """
    [
      {"id": "q1", "type": "single", "text": "One?", "options": ["x", "y"], "answer": "A"},
      {"id": "q2", "type": "single", "text": "Two?", "options": ["x", "y"], "answer": "A"}
    ]
    """
  /// Noon UTC, 1 December 2026: far from the machine's own date in any test run.
  static let now: Int64 = 1_796_126_400
  static let day: Int64 = 86_400

  let home: TemporaryHome
  let mods: TemporaryMods
  let database: String

  init() throws {
    let game = { (id: String) in
      [
        "game.json": #"{"id": "\#(id)", "title": "\#(id)", "questions": "questions.json"}"#,
        "questions.json": Self.questions,
      ]
    }
    home = try TemporaryHome(games: ["done": game("done"), "open": game("open")])
    mods = try TemporaryMods()
    database = home.path + "/progress.sqlite3"
  }

  /// `trivium` run on the test's database and home with TRIVIUM_NOW at `now` (and the
  /// process's environment otherwise).
  func trivium(_ arguments: [String], at now: Int64) -> CommandOutput {
    var environment = ProcessInfo.processInfo.environment
    environment["TRIVIUM_NOW"] = String(now)
    let engine = arguments.first == "profile" ? [] : ["--home", home.path, "--mods", mods.path]
    return Trivium.run(arguments + ["--data", database] + engine, environment: environment)
  }

  /// Plays as the terminal front does, with play's services at TRIVIUM_NOW = `now`: profile
  /// P chosen (so created), "done" finished with q2 wrong, "open" saved after one answer.
  func playAsTheFront(at now: Int64) throws -> Store {
    let store = try Store.open(at: database)
    let host = try PlayCommand.makeHost(
      options: EngineOptions(home: home.path, mods: mods.path), store: store, profile: nil,
      extraPaths: [], services: Services(environment: ["TRIVIUM_NOW": String(now)]),
      catalog: .english)
    _ = try host.chooseProfile(named: "P")
    let done = try host.open(gameID: "done", resume: false, claim: .exclusive)
    var session = done.session
    for action: SessionAction in [
      .start, .act(["op": "select", "key": "A"]), .check, .next,
      .act(["op": "select", "key": "B"]), .check, .finish,
    ] {
      _ = reduce(&session, action, done.environment)
      _ = host.save(session)
    }
    host.finished(session, result: try #require(session.result))
    let open = try host.open(gameID: "open", resume: false, claim: .exclusive)
    var unfinished = open.session
    for action: SessionAction in [.start, .act(["op": "select", "key": "A"]), .check] {
      _ = reduce(&unfinished, action, open.environment)
    }
    _ = host.save(unfinished)
    #expect(host.problems.isEmpty, "\(host.problems)")
    return store
  }

  /// Every value of a key ending in `_at` in `value`, with its path.
  static func dates(in value: Value, at path: String = "$") -> [(String, Int64)] {
    switch value {
    case .map(let map):
      return map.keys.sorted().flatMap { key -> [(String, Int64)] in
        let inner = map[key]!
        if key.hasSuffix("_at"), let number = inner.intValue { return [("\(path).\(key)", number)] }
        return dates(in: inner, at: "\(path).\(key)")
      }
    case .array(let items):
      return items.enumerated().flatMap { dates(in: $1, at: "\(path)[\($0)]") }
    default: return []
    }
  }

  @Test("what play stores is dated by TRIVIUM_NOW: the profile, saves, history, reviews")
  func playStoresTheDateClocksDates() throws {
    let store = try playAsTheFront(at: Self.now)
    let profile = try #require(try store.profile(named: "P"))
    #expect(profile.createdAt == Self.now)
    #expect(try store.savedSessions(profileID: profile.id).map(\.updatedAt) == [Self.now])
    #expect(try store.history(profileID: profile.id).map(\.finishedAt) == [Self.now])
    let events = try store.reviewEvents(profileID: profile.id)
    #expect(events.count == 2 && events.allSatisfy { $0.reviewedAt == Self.now })
    let card = try #require(
      try store.reviewCard(profileID: profile.id, gameID: "done", questionID: "q1"))
    #expect(card.memory.lastReview == Self.now && card.memory.due > Self.now)
  }

  @Test("profile export writes those dates, each of them TRIVIUM_NOW's")
  func theExportCarriesThem() throws {
    _ = try playAsTheFront(at: Self.now)
    let file = home.path + "/P.json"
    let output = trivium(["profile", "export", "P", "--out", file], at: Self.now + Self.day)
    #expect(output.status == 0, "\(output.stderr)")
    let archive = try ValueJSON.decode(try String(contentsOfFile: file, encoding: .utf8))
    let dates = Self.dates(in: archive)
    let kinds = Set(dates.map { $0.0.split(separator: ".").last.map(String.init) ?? "" })
    #expect(kinds.isSuperset(of: ["created_at", "finished_at", "reviewed_at", "updated_at"]))
    #expect(dates.allSatisfy { $0.1 == Self.now }, "\(dates)")
  }

  @Test("stats and review count from TRIVIUM_NOW, and --now before it")
  func statsAndReviewReadTheClock() throws {
    _ = try playAsTheFront(at: Self.now)
    func stats(at now: Int64, _ more: [String] = []) throws -> Value {
      let output = trivium(["stats", "--profile", "P", "--format", "json"] + more, at: now)
      #expect(output.status == 0, "\(output.stderr)")
      return try ValueJSON.decode(output.stdout)
    }
    // The same day: the finished game counts, and today is in the streak.
    let today = try stats(at: Self.now)
    #expect(
      today["streak_days"] == .int(1) && today["games"].arrayValue?.first?["sessions"] == .int(1))
    // A day before it was played, by the environment or by --now: nothing yet.
    let before = try stats(at: Self.now - Self.day)
    #expect(before["streak_days"] == .int(0) && before["games"] == .array([]))
    let given = try stats(at: Self.now, ["--now", String(Self.now - Self.day)])
    #expect(given["games"] == .array([]))
    // The mistake is dated when it was made; it is due for review days later, not before.
    let mistakes = trivium(["review", "--mistakes", "--profile", "P", "--format", "json"], at: 0)
    let listed = try ValueJSON.decode(mistakes.stdout)["questions"].arrayValue ?? []
    #expect(listed.first?["question"] == .string("q2") && listed.first?["at"] == .int(Self.now))
    func due(at now: Int64) throws -> [Value] {
      let output = trivium(["review", "--due", "--profile", "P", "--format", "json"], at: now)
      #expect(output.status == 0, "\(output.stderr)")
      return try ValueJSON.decode(output.stdout)["questions"].arrayValue ?? []
    }
    #expect(try due(at: Self.now - Self.day).isEmpty)
    #expect(try due(at: Self.now + 30 * Self.day).count == 2)
  }

  @Test("a TRIVIUM_NOW that is not Unix seconds is refused by the commands that read the date")
  func aBadClockIsRefused() {
    var environment = ProcessInfo.processInfo.environment
    environment["TRIVIUM_NOW"] = "soon"
    let stats = Trivium.run(["stats", "--data", database], environment: environment)
    #expect(stats.status == 2 && stats.stderr.contains("TRIVIUM_NOW takes Unix seconds"))
    // A command that reads no date does not mind it.
    let version = Trivium.run(["version"], environment: environment)
    #expect(version.status == 0)
  }
}
