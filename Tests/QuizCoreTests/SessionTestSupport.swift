import QuizCore

/// A picture-game question whose answer is `answer`; the options are its characters, then
/// filler, so picking tiles 1, 2, ... in order spells it.
func lettersQuestion(_ id: String, _ answer: String) -> Value {
  let options = answer.map { Value.string(String($0)) } + ["甲", "乙", "丙"]
  return [
    "id": .string(id), "type": "letters", "title": "Fruit", "answer": .string(answer),
    "options": .array(options), "explanation": "A fruit.",
  ]
}

/// A choice question with options A, B, C and the right keys `answer` ("B", "AC").
func choiceQuestion(_ id: String, type: String = "single", answer: String) -> Value {
  [
    "id": .string(id), "type": .string(type), "text": "Pick", "answer": .string(answer),
    "options": [
      ["key": "A", "text": "a"], ["key": "B", "text": "b"], ["key": "C", "text": "c"],
    ],
    "explanation": "Because.",
  ]
}

/// Three picture questions: 苹果, 香蕉, 葡萄.
let fruitGame = Game(
  id: "fruit", title: "Guess the fruit",
  questions: [
    lettersQuestion("q1", "苹果"), lettersQuestion("q2", "香蕉"), lettersQuestion("q3", "葡萄"),
  ]
)

/// A quiz bank: single (B), multiple (AC), single (A).
let bankGame = Game(
  id: "bank", title: "Question bank",
  questions: [
    choiceQuestion("c1", answer: "B"), choiceQuestion("c2", type: "multiple", answer: "AC"),
    choiceQuestion("c3", answer: "A"),
  ])

let pick1: SessionAction = .act(["op": "pick", "index": 1])
let pick2: SessionAction = .act(["op": "pick", "index": 2])
let pick3: SessionAction = .act(["op": "pick", "index": 3])

func select(_ key: String) -> SessionAction { .act(["op": "select", "key": .string(key)]) }
func toggle(_ key: String) -> SessionAction { .act(["op": "toggle", "key": .string(key)]) }

/// The built-in test types, with `broken` failing where asked.
func environment(
  rules: ClassicRules = ClassicRules(), brokenOn failures: Set<String> = []
) -> SessionEnvironment {
  SessionEnvironment(
    types: QuestionTypes([
      LettersType(), ChoiceType(), ChoiceType(id: "multiple", multiple: true),
      ChoiceType(id: "broken", failOn: failures),
    ]),
    rules: rules)
}

/// A started session of `game`.
func started(_ game: Game, _ env: SessionEnvironment, seed: UInt64 = 1) -> Session {
  var session = Session(game: game, seed: seed)
  _ = reduce(&session, .start, env)
  return session
}

/// Applies `actions` in order and returns the effects of the last.
@discardableResult func play(
  _ session: inout Session, _ actions: [SessionAction], _ env: SessionEnvironment
) -> [Effect] {
  var effects: [Effect] = []
  for action in actions { effects = reduce(&session, action, env) }
  return effects
}

/// Fires the session's pending timers in order, as the runtime would, so that a test ends with
/// none pending.
func drainTimers(_ session: inout Session, _ env: SessionEnvironment) {
  while let timer = session.timers.min(by: { ($0.due, $0.id) < ($1.due, $1.id) }) {
    _ = reduce(&session, .timerFired(timer.id), env)
  }
}

/// The feedback toast the core raises, spelled out so tests show every field.
func feedback(_ id: PopupID, _ verdict: Verdict, _ text: String) -> Popup {
  let titles: [Verdict: String] = [.right: "Right!", .partial: "Partly right", .wrong: "Wrong"]
  return Popup(
    id: id, template: .feedback, title: titles[verdict]!, text: text, buttons: [.ok],
    verdict: verdict)
}

/// A front that writes down every call, to compare with what the runtime should have done.
final class Recorder: SessionDelegate {
  enum Call: Equatable {
    case changed(position: Int, score: Int)
    case present(Popup)
    case dismiss(PopupID)
    case dismissAll
    case save(position: Int)
    case finished(score: Int, abandoned: Bool)
    case refused(SessionAction, RefusalReason)
    case failed(QuizError)
  }

  var calls: [Call] = []
  /// Called on every `present`, to answer popups from inside the callback as a bot would.
  var onPresent: ((Popup) -> Void)?

  func sessionDidChange(_ session: Session) {
    calls.append(.changed(position: session.position, score: session.score))
  }
  func present(_ popup: Popup) {
    calls.append(.present(popup))
    onPresent?(popup)
  }
  func dismiss(_ popup: PopupID) { calls.append(.dismiss(popup)) }
  func dismissAllPopups() { calls.append(.dismissAll) }
  func save(_ session: Session) { calls.append(.save(position: session.position)) }
  func sessionDidFinish(_ result: SessionResult) {
    calls.append(.finished(score: result.score, abandoned: result.abandoned))
  }
  func sessionRefused(_ action: SessionAction, reason: RefusalReason) {
    calls.append(.refused(action, reason))
  }
  func sessionDidFail(_ error: QuizError) { calls.append(.failed(error)) }

  /// The calls since the last `take`.
  func take() -> [Call] {
    defer { calls = [] }
    return calls
  }
}
