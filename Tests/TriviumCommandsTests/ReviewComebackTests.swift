import Foundation
import QuizCore
import Review
import Store
import Testing
import TriviumEngine

@testable import TriviumCommands

/// A date clock a test moves on by hand.
final class MovingClock: DateClock, @unchecked Sendable {
  var instant: Int64
  init(_ instant: Int64) { self.instant = instant }
  func now() -> Int64 { instant }
}

/// The Python of scripts/test-python's environment, with py-fsrs; nil where it is missing.
private let referencePython: URL? = {
  if let given = ProcessInfo.processInfo.environment["TRIVIUM_TEST_PYTHON"] {
    return URL(fileURLWithPath: given)
  }
  let url = repositoryRoot.appendingPathComponent(".build/test-python/bin/python3")
  return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}()

/// py-fsrs's state after each review of `history` (rating, Unix seconds), with `steps`.
private func reference(_ history: [(Int, Int64)], steps: [Int64], python: URL) throws -> [Value] {
  let input: Value = [
    "histories": .array([.array(history.map { ["rating": .int(Int64($0.0)), "at": .int($0.1)] })]),
    "relearning_steps": .array(steps.map { .int($0) }), "desired_retention": 0.9,
  ]
  let process = Process()
  process.executableURL = python
  process.arguments = [repositoryRoot.appendingPathComponent("scripts/fsrs-reference.py").path]
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  try process.run()
  stdin.fileHandleForWriting.write(Data(try ValueJSON.encode(input).utf8))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "the reference script failed")
  let states = try ValueJSON.decode(String(decoding: output, as: UTF8.self))
  return try #require(states.arrayValue?.first?.arrayValue)
}

/// A question forgotten in a review session comes back in it after each relearning step, and
/// the store schedules its answers as py-fsrs schedules a relearning card.
@Suite(.serialized) struct ReviewComebackTests {
  static let questions = """
    [
      {"id": "q1", "type": "single", "text": "One?", "options": ["x", "y"], "answer": "A"},
      {"id": "q2", "type": "single", "text": "Two?", "options": ["x", "y"], "answer": "A"}
    ]
    """
  /// Noon UTC, 1 December 2026.
  static let day1: Int64 = 1_796_126_400
  static let pick = SessionAction.act(["op": "select", "key": "A"])
  static let wrong = SessionAction.act(["op": "select", "key": "B"])

  let fixture: HostFixture

  init() throws { fixture = try HostFixture(questions: Self.questions) }

  func host(_ clock: MovingClock) throws -> (PlayHost, Store, Profile) {
    try fixture.host(clock: clock)
  }

  /// Applies `actions`, firing the timers due at each tick (`HostFixture.play`).
  func play(_ session: inout Session, _ actions: [SessionAction], _ env: SessionEnvironment) {
    HostFixture.play(&session, actions, env)
  }

  @Test(
    "relearning steps 1m 10m: the forgotten question comes back after 1m, then at the end",
    .enabled(if: referencePython != nil, "py-fsrs is missing (run scripts/test-python)"))
  func forgottenQuestionComesBackAndIsScheduledAsPyFSRSDoes() throws {
    let clock = MovingClock(Self.day1)
    let (first, store, profile) = try host(clock)
    #expect(first.chooseReviewSettings("relearning-steps=1m,10m") == nil)
    let game = try first.open(gameID: "two", resume: false, claim: .exclusive)
    var played = game.session
    // Both right after 20 seconds each: Good.
    play(
      &played,
      [
        .start, .tick(to: .seconds(20)), Self.pick, .check, .next, .tick(to: .seconds(40)),
        Self.pick, .check, .finish,
      ], game.environment)
    first.finished(played, result: try #require(played.result))

    // Ten days on, both are due; q1 is forgotten.
    let start = Self.day1 + 10 * 86_400
    clock.instant = start
    let (later, _, _) = try host(clock)
    let review = try later.open(gameID: "review/due", resume: false, claim: .exclusive)
    #expect(review.session.game.questions.map { $0["id"] } == ["q1", "q2"])
    var session = review.session
    let env = review.environment
    play(&session, [.start, .tick(to: .seconds(20)), Self.wrong, .check, .next], env)
    // Not back before its step has passed on the session's clock.
    play(&session, [.tick(to: .seconds(79)), Self.pick, .check], env)
    #expect(session.count == 2)
    #expect(later.save(session) == .saved)
    clock.instant = start + 60
    play(&session, [.tick(to: .seconds(80))], env)
    #expect(session.order == [0, 1, 0])
    // Good at the first step: the second step (10m) outlasts the session, so finishing
    // brings it back at once, and Good there ends relearning.
    play(&session, [.next, .tick(to: .seconds(100)), Self.pick, .check], env)
    #expect(later.save(session) == .saved)
    clock.instant = start + 120
    play(&session, [.finish], env)
    #expect(!session.isFinished && session.order == [0, 1, 0, 0] && session.position == 3)
    play(&session, [.tick(to: .seconds(120)), Self.pick, .check, .finish], env)
    #expect(session.isFinished && session.timers.isEmpty)
    later.finished(session, result: try #require(session.result))
    #expect(later.problems.isEmpty, "\(later.problems)")

    let events = try store.reviewEvents(profileID: profile.id).filter { $0.questionID == "q1" }
    let history = events.map { (Rating($0.check).rawValue, $0.reviewedAt) }
    #expect(history.map(\.0) == [3, 1, 3, 3])
    #expect(history.map(\.1) == [Self.day1, start, start + 60, start + 120])
    #expect(events.map(\.queue) == [nil, .new, .relearn, .relearn])
    let card = try #require(
      try store.reviewCard(profileID: profile.id, gameID: "two", questionID: "q1"))
    let states = try reference(history, steps: [60, 600], python: try #require(referencePython))
    let last = try #require(states.last)
    #expect(
      states.map { $0["state"].stringValue } == ["Review", "Relearning", "Relearning", "Review"])
    #expect(card.memory.step == nil && card.lapses == 1 && card.reviews == 4)
    #expect(card.memory.due == last["due"].intValue)
    let stability = try #require(last["stability"].doubleValue)
    let difficulty = try #require(last["difficulty"].doubleValue)
    #expect(abs(card.memory.stability - stability) <= 1e-9 * max(1, stability))
    #expect(abs(card.memory.difficulty - difficulty) <= 1e-9)
  }

  @Test func withoutRelearningStepsNothingComesBack() throws {
    let clock = MovingClock(Self.day1)
    let (first, _, _) = try host(clock)
    let game = try first.open(gameID: "two", resume: false, claim: .exclusive)
    var played = game.session
    play(&played, [.start, Self.pick, .check, .next, Self.pick, .check, .finish], game.environment)
    first.finished(played, result: try #require(played.result))
    clock.instant = Self.day1 + 30 * 86_400
    let (later, _, _) = try host(clock)
    let review = try later.open(gameID: "review/due", resume: false, claim: .exclusive)
    var session = review.session
    play(
      &session, [.start, Self.wrong, .check, .next, .tick(to: .seconds(3_600)), .finish],
      review.environment)
    #expect(session.isFinished && session.count == 2)
  }
}
