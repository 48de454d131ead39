import Headless
import Localization
import QuizCore
import Testing

/// A one-choice question type: `{op = "select", key = "A"}`; right when the key is `answer`.
struct ChoiceType: QuestionType {
  let id = "choice"
  let hintCost: Int? = nil
  let autoCheck = false

  func validate(_ question: Value, random: SeededRandom) -> [ValidationProblem] { [] }
  func initialState(for question: Value, random: SeededRandom) -> Value { .null }
  func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom)
    throws(QuizError) -> Value
  {
    guard action["op"] == "select", let key = action["key"].stringValue else {
      throw .actionRefused("unknown action")
    }
    return .string(key)
  }
  func isComplete(_ state: Value, question: Value, random: SeededRandom) -> Bool { state != .null }
  func grade(_ state: Value, question: Value, random: SeededRandom) -> Grade {
    state == question["answer"] ? .right : .wrong
  }
  func hint(_ state: Value, question: Value, random: SeededRandom) -> HintResult? { nil }
  func analysis(_ state: Value, question: Value, random: SeededRandom) -> Value {
    ["correct": question["answer"]]
  }
  func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom) -> Value {
    [
      [
        "type": "choices", "id": "choices",
        "choices": [["key": "A", "text": "A"], ["key": "B", "text": "B"]],
      ]
    ]
  }
  func solve(_ question: Value, random: SeededRandom) -> [Value] {
    [["op": "select", "key": question["answer"]]]
  }
  func summary(_ state: Value, question: Value, random: SeededRandom) -> String {
    state.stringValue ?? ""
  }
}

/// Picks A or B at random, checks, then moves on; an oracle plays the solution.
struct CoinBot: Bot {
  var id = "coin"
  var isOracle = false

  func decide(_ seen: Value, random: SeededRandom) throws(QuizError) -> BotMove {
    var random = random
    if seen["checked"] != .null {
      return BotMove(action: seen["buttons"]["next"] == true ? .next : .finish)
    }
    if seen["buttons"]["check"] == true {
      return BotMove(action: .check, think: .milliseconds(700))
    }
    let key: Value = random.next(below: 2) == 0 ? "A" : "B"
    return BotMove(action: .act(["op": "select", "key": key]), think: .milliseconds(300))
  }
}

/// Counts the plugin calls the wall clock stopped, as the Lua host does per thread.
final class StopCounter {
  var stops = 0
}

/// A bot whose first decision the wall clock stops, as it would a Lua bot's.
struct ClockedBot: Bot {
  let id = "clocked"
  let isOracle = false
  let clock: StopCounter

  func decide(_ seen: Value, random: SeededRandom) throws(QuizError) -> BotMove {
    clock.stops += 1
    throw .pluginFailed(plugin: id, message: "wall-clock limit exceeded")
  }
}

/// Always sends an action the session refuses.
struct StuckBot: Bot {
  let id = "stuck"
  let isOracle = false
  func decide(_ seen: Value, random: SeededRandom) -> BotMove { BotMove(action: .previous) }
}

let game = Game(
  id: "coins", title: "Coins",
  questions: (1...6).map { index in
    ["id": .string("q\(index)"), "type": "choice", "answer": index % 2 == 0 ? "A" : "B"]
  })
var environment: SessionEnvironment {
  SessionEnvironment(types: QuestionTypes([ChoiceType()]), rules: ClassicRules(autoAdvance: nil))
}

@Suite("Headless runner")
struct HeadlessRunnerTests {
  @Test("the same seed gives the same record; replaying its actions gives its score")
  func reproducible() throws {
    let runner = HeadlessRunner()
    let first = runner.play(game: game, seed: 5, bot: CoinBot(), environment: environment)
    let second = runner.play(game: game, seed: 5, bot: CoinBot(), environment: environment)
    #expect(first == second)
    #expect(first.forfeit == nil)
    #expect(first.outcomes.count == 6)
    #expect(first.score == 100 * first.right)
    let replayed = Session.replay(
      game: game, seed: 5, shuffle: false, actions: first.actions, environment: environment)
    #expect(replayed.score == first.score)
    #expect(replayed.isFinished)
    let seeds = (0..<8).map {
      runner.play(game: game, seed: $0, bot: CoinBot(), environment: environment).score
    }
    #expect(Set(seeds).count > 1, "different seeds give different games")
  }

  @Test("a log entry reads back to what a replay needs")
  func logRoundTrip() throws {
    let record = HeadlessRunner().play(
      game: game, seed: 9, bot: CoinBot(), environment: environment)
    let text = try ValueJSON.encode(record.value)
    let back = try SessionRecord.replayable(from: ValueJSON.decode(text)).get()
    #expect(back.actions == record.actions)
    #expect(back.score == record.score)
    #expect(back.seed == 9)
    #expect(SessionRecord.replayable(from: ["game": "x"]) == .failure(.missing("seed")))
  }

  @Test("a log line written a piece at a time is the entry with its extra fields")
  func streamedLogLine() throws {
    let record = HeadlessRunner().play(
      game: game, seed: 9, bot: CoinBot(), environment: environment)
    var entry = record.value.mapValue ?? [:]
    entry["rules"] = "classic"
    entry["plugins"] = ["bot/coin": "1"]
    var bytes: [UInt8] = []
    try record.writeJSONLine(extra: ["rules": "classic", "plugins": ["bot/coin": "1"]]) {
      bytes += $0
    }
    #expect(String(decoding: bytes, as: UTF8.self) == (try ValueJSON.encode(.map(entry))))
  }

  @Test("a bot stuck on refused actions forfeits with the reason")
  func forfeit() throws {
    let record = HeadlessRunner().play(
      game: game, seed: 1, bot: StuckBot(), environment: environment)
    #expect(record.forfeit?.description.contains("50 refused actions in a row") == true)
    #expect(record.moves == 50)
    // The reason inside it is said in the interface language too; the English stays for logs.
    let reason = try #require(record.forfeit?.description.split(separator: "(last: ").last)
    let english = String(reason.dropLast())
    let pseudo = Localizer.$current.withValue(.pseudo) { record.forfeit?.translated ?? "" }
    #expect(!english.isEmpty && !pseudo.contains(english), "\(pseudo)")
  }

  @Test("a session in which the wall clock stopped a plugin call is not reproducible")
  func wallClockStop() throws {
    let clock = StopCounter()
    var runner = HeadlessRunner()
    runner.wallClockStops = { clock.stops }
    let stopped = runner.play(
      game: game, seed: 1, bot: ClockedBot(clock: clock), environment: environment)
    #expect(stopped.wallClockStops == 1)
    #expect(!stopped.isReproducible)
    #expect(stopped.value["reproducible"] == false)
    #expect(stopped.value["wall_clock_stops"] == 1)
    let played = runner.play(game: game, seed: 1, bot: CoinBot(), environment: environment)
    #expect(played.isReproducible)
    #expect(played.value["reproducible"] == .null)
  }

  @Test("think time passes on the virtual clock")
  func thinkTime() {
    let record = HeadlessRunner().play(
      game: game, seed: 2, bot: CoinBot(), environment: environment)
    let ticks = record.actions.compactMap { action -> Int64? in
      if case .tick(let time) = action { return time.milliseconds }
      return nil
    }
    #expect(ticks.first == 300)
    #expect(ticks.count >= 12)
  }
}

@Suite("Bot moves read from plain data")
struct BotMoveTests {
  @Test("a popup answer without an id goes to the newest popup")
  func newestPopup() throws {
    let seen: Value = ["popups": [["id": 2], ["id": 5]]]
    let move = try BotMove(value: ["op": "popup", "button": "ok", "think": 1.5], seen: seen)
    #expect(move.action == .popupButton(5, "ok"))
    #expect(move.think == .milliseconds(1500))
    #expect(throws: QuizError.self) {
      try BotMove(value: ["op": "popup", "button": "ok"], seen: [:])
    }
  }

  @Test("a bot cannot send timers, ticks, start, time up or a failure, nor think for hours")
  func forbidden() {
    for op in ["timer", "tick", "start", "time_up"] {
      #expect(throws: QuizError.self) {
        try BotMove(value: ["op": .string(op), "id": 1, "at": 5], seen: [:])
      }
    }
    #expect(throws: QuizError.self) {
      try BotMove(value: ["op": "next", "think": 7200], seen: [:])
    }
    #expect(throws: QuizError.self) { try BotMove(value: ["op": "dance"], seen: [:]) }
    let failure = SessionAction.reportFailure(.actionRefused("x")).value
    #expect(throws: QuizError.self) { try BotMove(value: failure, seen: [:]) }
  }
}
