import Foundation
import Headless
import LuaHost
import Testing
import TriviumEngine

@testable import QuizCore

/// Sessions that show a bot as many kinds of view as the built-in content has: every built-in
/// game under each built-in rules (classic, exam with its hint confirmations, the mock exam
/// that hands answers in), with a few moves of its own between the bot's (the analysis shown
/// and hidden, a hint, a quit asked and answered) and a question type that fails its view.
struct ViewCoverage {
  let engine: Engine
  let games: [Game]
  let rules = ["classic", "exam", "mock-exam"]
  let seeds: [UInt64] = [0, 1]

  init() throws {
    let engine = try Engine(home: repositoryRoot.path)
    self.engine = engine
    games = try engine.library.gameIDs().map { try engine.game($0).game }
  }

  /// The game of `base`'s first questions with a question of a type whose view fails put
  /// second and last.
  static func withFailure(_ base: Game) -> Game {
    var questions = Array(base.questions.prefix(4))
    let broken: Value = ["id": "broken", "type": .string(FailingViewType.typeID)]
    questions.insert(broken, at: 1)
    questions.append(broken)
    return Game(id: base.id + "-failing", title: base.title, questions: questions)
  }

  /// Plays every game under every rules with `bot` wrapped by `makeBot`, in environments whose
  /// types `wrap` may replace. Returns the records.
  @discardableResult
  func play(
    bot: LuaBot, wrap: (any QuestionType) -> any QuestionType = { $0 },
    look: @escaping (SessionView, Value?) -> Void
  ) throws -> [SessionRecord] {
    var types = QuestionTypes()
    let engineTypes = engine.questionTypes()
    for id in engineTypes.ids { types.register(wrap(try engineTypes.type(id))) }
    types.register(wrap(FailingViewType()))
    var records: [SessionRecord] = []
    let played = games + [Self.withFailure(games.first { $0.id == "question-bank" }!)]
    for game in played {
      for rulesID in rules {
        let environment = SessionEnvironment(types: types, rules: try engine.rules(rulesID))
        for seed in seeds {
          let detours = DetourBot(inner: bot, look: look)
          records.append(
            HeadlessRunner().play(
              game: game, seed: seed, bot: detours, environment: environment))
        }
      }
    }
    return records
  }

  /// Views no session of the built-in content shows: a finished session, every popup at
  /// once, a failure with a hint cost, and every widget in each of its variants.
  static var madeUp: [SessionView] {
    let widgets: [Widget] = [
      .text(Widget.Text(text: "plain")),
      .text(Widget.Text(text: "shown", style: .accent, reveal: true)),
      .picture(Widget.Picture(source: "a.png")),
      .picture(Widget.Picture(source: "b.png", alt: "a flag")),
      .code(Widget.Code(text: "print(1)")),
      .code(Widget.Code(text: "x = 1", language: "lua", reveal: true)),
      .slots(
        Widget.Slots(
          id: "s", slots: [.init(char: "", index: 1), .init(char: "猜", index: 2)], color: .wrong
        )),
      .slots(Widget.Slots(id: "e", slots: [])),
      .tiles(
        Widget.Tiles(
          id: "t", columns: 7,
          tiles: [.init(char: "a", index: 1), .init(char: "b", index: 2, hidden: true)],
          ignoresCase: true)),
      .tiles(Widget.Tiles(id: "u", tiles: [.init(char: "é", index: 9)])),
      .choices(
        Widget.Choices(
          id: "c", multiple: true,
          choices: [.init(key: "A", text: "one"), .init(key: "B", text: "two", selected: true)])),
      .inputs(
        Widget.Inputs(
          id: "i", fields: [.init(id: "x"), .init(id: "y", label: "Y", value: "\u{0}typed")])),
      .textarea(Widget.TextArea(id: "area")),
      .textarea(Widget.TextArea(id: "box", value: "some", placeholder: "type here")),
      .sequence(
        Widget.Sequence(
          id: "q",
          items: [
            .init(key: "b", text: "two", position: 2), .init(key: "a", text: "one", position: 1),
          ])),
      .feedback(Widget.Feedback(text: "neutral")),
      .feedback(Widget.Feedback(text: "right", verdict: .right)),
      .feedback(Widget.Feedback(text: "shown", reveal: true)),
      .feedback(Widget.Feedback(text: "missed", verdict: .unanswered, reveal: true)),
    ]
    let result = SessionResult(
      gameID: "g", seed: 3, score: -20, abandoned: true, endedAt: .milliseconds(9000),
      questions: [])
    let popups: [Popup] = [
      .feedback(id: 4, verdict: .partial, changes: []),
      .confirmHint(id: 5, cost: 30),
      .result(id: 6, result: result),
      .confirmQuit(id: 7),
    ]
    let all = SessionView.Buttons(
      previous: true, next: true, hint: true, check: true, analysis: true, finish: true)
    let none = SessionView.Buttons(
      previous: false, next: false, hint: false, check: false, analysis: false, finish: false)
    var views: [SessionView] = []
    for (offset, verdict) in [nil, Verdict.right, .partial, .wrong].enumerated() {
      var view = SessionView(
        counter: "\(offset + 1)/4", position: offset, count: 4, gameTitle: "Made up",
        title: "Everything", text: offset == 0 ? nil : "a text", type: "made-up",
        widgets: widgets, verdict: verdict, score: offset * 10 - 15,
        hintCost: offset == 2 ? nil : offset, hintMessage: "a hint",
        analysis: ["answer": "x"], buttons: offset % 2 == 0 ? all : none,
        popups: Array(popups.prefix(offset + 1)), failure: nil,
        result: offset == 3 ? result : nil)
      views.append(view)
      view.revealsAtEnd = true
      views.append(view)
      view.handedIn = true
      views.append(view)
      view.revealsAtEnd = false
      view.widgets = []
      view.failure = "plugin 'made-up' failed: view is broken"
      views.append(view)
    }
    return views
  }
}

/// A question type whose view always fails: its question shows as a failure.
struct FailingViewType: QuestionType {
  static let typeID = "failing-view"
  var id: String { Self.typeID }
  var hintCost: Int? { 7 }
  var autoCheck: Bool { false }

  func validate(_ question: Value, random: SeededRandom) -> [ValidationProblem] { [] }
  func initialState(for question: Value, random: SeededRandom) -> Value { ["n": 0] }
  func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom) -> Value {
    state
  }
  func isComplete(_ state: Value, question: Value, random: SeededRandom) -> Bool { true }
  func grade(_ state: Value, question: Value, random: SeededRandom) -> Grade { .wrong }
  func hint(_ state: Value, question: Value, random: SeededRandom) -> HintResult? { nil }
  func analysis(_ state: Value, question: Value, random: SeededRandom) -> Value { [:] }
  func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> Value
  {
    throw .pluginFailed(plugin: Self.typeID, message: "view is broken")
  }
  func solve(_ question: Value, random: SeededRandom) -> [Value] { [] }
  func summary(_ state: Value, question: Value, random: SeededRandom) -> String { "" }
}

/// A bot that shows each view to `look`, then lets `inner` decide, except for a few moves of
/// its own: on every third question (from the second) the analysis is shown, hidden, and
/// play moves on; on every third (from the third) a hint is asked once; on the last, a quit
/// is asked once. Popups are always left to `inner`.
final class DetourBot: Bot {
  let inner: LuaBot
  let look: (SessionView, Value?) -> Void
  /// The detour steps taken at each position.
  private var steps: [Int: Int] = [:]
  private var askedToQuit = false

  init(inner: LuaBot, look: @escaping (SessionView, Value?) -> Void) {
    self.inner = inner
    self.look = look
  }

  var id: String { inner.id }
  var isOracle: Bool { inner.isOracle }

  func startSession(seed: UInt64) {
    steps = [:]
    askedToQuit = false
    inner.startSession(seed: seed)
  }

  func decide(_ seen: Value, random: SeededRandom) throws(QuizError) -> BotMove {
    try inner.decide(seen, random: random)
  }

  func decide(view: SessionView, solution: Value?, random: SeededRandom) throws(QuizError)
    -> BotMove
  {
    look(view, solution)
    if let action = detour(view) { return BotMove(action: action) }
    return try inner.decide(view: view, solution: solution, random: random)
  }

  private func detour(_ view: SessionView) -> SessionAction? {
    guard view.popups.isEmpty, view.failure == nil else { return nil }
    let position = view.position
    let step = steps[position, default: 0]
    func take(_ action: SessionAction) -> SessionAction {
      steps[position] = step + 1
      return action
    }
    if position == view.count - 1, !askedToQuit, view.buttons.finish {
      askedToQuit = true
      return .abandon
    }
    switch position % 3 {
    case 1:
      if step == 0, view.buttons.analysis { return take(.showAnalysis) }
      if step == 1 { return take(.hideAnalysis) }
      if step == 2 { return take(view.buttons.next ? .next : .finish) }
    case 2:
      if step == 0, view.buttons.hint { return take(.hint) }
    default: break
    }
    return nil
  }
}
