import QuizCore
import Testing

/// Where each long list of a session keeps its elements. A list copied on write gets new
/// storage while the old one is still held, so its address changes: a step that leaves the
/// address of `questions` alone did not copy it.
struct ListStorage: Equatable {
  var questions: UInt
  var scoreLog: UInt
  var actions: UInt
  var actionResults: UInt

  init(_ session: Session) {
    questions = session.questions.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    scoreLog = session.scoreLog.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    actions = session.actions.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    actionResults = session.actionResults.withUnsafeBufferPointer {
      UInt(bitPattern: $0.baseAddress)
    }
  }
}

/// How many steps moved each list.
struct ListMoves {
  var questions = 0
  var scoreLog = 0
  var actions = 0
  var actionResults = 0

  mutating func count(_ before: ListStorage, _ after: ListStorage) {
    if before.questions != after.questions { questions += 1 }
    if before.scoreLog != after.scoreLog { scoreLog += 1 }
    if before.actions != after.actions { actions += 1 }
    if before.actionResults != after.actionResults { actionResults += 1 }
  }

  /// The growing lists move only when they grow past their capacity, which doubles: a few
  /// dozen times over a session of any length, where a copy per step moves them every step.
  var growthOnly: Bool { scoreLog <= 40 && actions <= 40 && actionResults <= 40 }
}

@Suite("Long sessions: a step costs the same however long the session")
struct LongSessionTests {
  static let count = 10_000
  let env = environment()
  let game = Game(
    id: "long", title: "Long",
    questions: (0..<Self.count).map { lettersQuestion("q\($0)", "苹果") })

  @Test("no step of a 10,000-question session copies the per-question list (reduce)")
  func reduceKeepsTheList() throws {
    var session = Session(game: game, seed: 1)
    var moves = ListMoves()
    func step(_ action: SessionAction) {
      let before = ListStorage(session)
      _ = reduce(&session, action, env)
      moves.count(before, ListStorage(session))
    }
    step(.start)
    for _ in 0..<Self.count {
      step(pick1)
      // Right: the auto-advance timer moves on, through `fireTimer` and `arrive`.
      step(pick2)
      let timer = try #require(session.timers.first)
      step(.timerFired(timer.id))
    }
    #expect(session.isFinished)
    #expect(session.score == 100 * Self.count)
    #expect(moves.questions == 0)
    #expect(moves.growthOnly, "\(moves)")
  }

  @Test("no step of a 10,000-question session copies the per-question list (runtime)")
  func runtimeKeepsTheList() {
    let recorder = Recorder()
    let runtime = SessionRuntime(
      session: Session(game: game, seed: 1), environment: env, delegate: recorder)
    var moves = ListMoves()
    func step(_ body: () -> Void) {
      let before = ListStorage(runtime.session)
      body()
      moves.count(before, ListStorage(runtime.session))
      recorder.calls.removeAll(keepingCapacity: true)
    }
    step { runtime.send(.start) }
    for _ in 0..<Self.count {
      step { runtime.send(pick1) }
      step { runtime.send(pick2) }
      step { runtime.runUntilIdle() }
    }
    #expect(runtime.session.isFinished)
    #expect(moves.questions == 0)
    #expect(moves.growthOnly, "\(moves)")
  }
}
