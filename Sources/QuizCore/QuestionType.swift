import Localization

/// How a checked answer was judged.
public enum Verdict: String, Hashable, Sendable, CaseIterable {
  case right
  case partial
  case wrong
}

/// A question type's judgement of an answer: a fraction of full marks and a verdict.
public struct Grade: Hashable, Sendable {
  /// From 0 (nothing right) to 1 (all right); partial credit multiplies the rules' points by it.
  public var fraction: Double
  /// The verdict shown to the player.
  public var verdict: Verdict

  /// A grade with both parts given.
  public init(fraction: Double, verdict: Verdict) {
    self.fraction = fraction
    self.verdict = verdict
  }

  /// Full marks.
  public static let right = Grade(fraction: 1, verdict: .right)
  /// No marks.
  public static let wrong = Grade(fraction: 0, verdict: .wrong)
}

/// What a hint does: the answer state after it, and a message for the player.
public struct HintResult: Hashable, Sendable {
  /// The answer state once the hint is applied.
  public var state: Value
  /// What the hint says ("The first character is 猜"); may be empty.
  public var message: String

  /// A hint result with both parts given.
  public init(state: Value, message: String = "") {
    self.state = state
    self.message = message
  }
}

/// What the core tells a question type's `view` about how to draw the answer.
public struct ViewInfo: Hashable, Sendable {
  /// The verdict of the last check, or nil while the answer is neutral (unchecked or changed).
  public var verdict: Verdict?
  /// Whether the analysis is shown, so the view may reveal the right answer.
  public var revealed: Bool

  /// An info with both parts given.
  public init(verdict: Verdict? = nil, revealed: Bool = false) {
    self.verdict = verdict
    self.revealed = revealed
  }

  /// `{verdict = ..., revealed = ...}`, as plugins receive it.
  public var value: Value {
    var map = ValueMap()
    if let verdict { map["verdict"] = .string(verdict.rawValue) }
    map["revealed"] = .bool(revealed)
    return .map(map)
  }
}

/// One problem `validate` found in a question.
public struct ValidationProblem: Hashable, Sendable {
  /// The question field at fault, as the type named it (cut when `fieldCut`).
  public var field: String
  /// Whether `field` was cut to the sandbox's length of a message.
  public var fieldCut: Bool
  /// What is wrong with it: the plugin's words, or the host's about them.
  public var message: PluginMessage

  /// A problem with both parts given.
  public init(field: String, fieldCut: Bool = false, message: PluginMessage) {
    self.field = field
    self.fieldCut = fieldCut
    self.message = message
  }

  /// The field as messages name it: "… (message truncated)" after a cut name, in the
  /// interface language where shown.
  public var fieldWords: Phrase.Value {
    guard fieldCut else { return .text(field) }
    return .phrase(Phrase(trLater("{message} (message truncated)"), ["message": .text(field)]))
  }
}

/// A kind of question (letters, single choice, fill in...): the contract of docs/plugin-api.md.
///
/// The Lua host adapts each question-type plugin to this protocol; tests implement it in Swift.
/// Every call is a pure function of its arguments and of `random`, a generator the session
/// derives for that one call from its seed, so a replay makes the same calls with the same
/// randomness. Methods throw `QuizError.actionRefused` for an action that does not apply, and
/// `QuizError.pluginFailed` (or any other case) when the type itself is broken.
public protocol QuestionType: SessionScoped {
  /// The type's id, as questions name it in their `type` field.
  var id: String { get }
  /// The type's default cost of one hint, which the rules may override.
  var hintCost: Int? { get }
  /// Whether the core checks the answer by itself as soon as it is complete (S0.8).
  var autoCheck: Bool { get }
  /// Whether the type gives hints at all: when not, no Hint button is offered.
  var offersHints: Bool { get }
  /// Whether its answers are graded: false for an information card or an answer no one
  /// marks (no Check, hint or analysis; the result counts it as `ungraded`).
  var graded: Bool { get }

  /// The problems of a question, empty when it is valid (called when a game is loaded).
  func validate(_ question: Value, random: SeededRandom) throws(QuizError) -> [ValidationProblem]
  /// The answer state before the player has done anything.
  func initialState(for question: Value, random: SeededRandom) throws(QuizError) -> Value
  /// The answer state after one of the type's own actions (pick a tile, select a choice...).
  func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom)
    throws(QuizError) -> Value
  /// Whether the answer can be checked (every slot filled, a choice made...).
  func isComplete(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Bool
  /// The grade of the answer.
  func grade(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Grade
  /// The state after one hint, or nil when no hint is left.
  func hint(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> HintResult?
  /// The analysis (right answer, explanation, verdict) as plain data (S3.7).
  func analysis(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Value
  /// The widgets that show the question and the answer (see docs/plugin-api.md).
  func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> Value
  /// The view as widgets, checked against the widget contract. The default reads `view` and
  /// parses it (`widgets(parsing:info:)`); a host that can read a view where it lies gives the
  /// same widgets, and for any view it does not plainly accept, the same error.
  func widgets(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> [Widget]
  /// Actions that turn the initial state into a right answer (the oracle bot plays them).
  func solve(_ question: Value, random: SeededRandom) throws(QuizError) -> [Value]
  /// A short text of the player's answer, for result screens and logs.
  func summary(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> String
  /// The question in its canonical form (what `trivium export` writes), or nil when the type
  /// gives none: its questions cannot be exported.
  func shape(_ question: Value, random: SeededRandom) throws(QuizError) -> QuestionShape?
}

extension QuestionType {
  /// A type gives hints unless it says otherwise.
  public var offersHints: Bool { true }
  /// A type grades its answers unless it says otherwise.
  public var graded: Bool { true }

  /// A type gives no canonical form unless it writes one.
  public func shape(_ question: Value, random: SeededRandom) throws(QuizError) -> QuestionShape? {
    nil
  }
}

/// The question types a session can use, by id (told apart by its UTF-8 bytes).
public struct QuestionTypes {
  private var byID: [ByteString: any QuestionType]

  /// A lookup holding `types`; where two share an id, the last wins.
  public init(_ types: [any QuestionType] = []) {
    byID = [:]
    for type in types { byID[ByteString(type.id)] = type }
  }

  /// Adds `type`, replacing any type with the same id.
  public mutating func register(_ type: any QuestionType) { byID[ByteString(type.id)] = type }

  /// The type with this id; throws `unknownQuestionType` when there is none.
  public func type(_ id: String) throws(QuizError) -> any QuestionType {
    guard let type = byID[ByteString(id)] else { throw .unknownQuestionType(id) }
    return type
  }

  /// The registered ids, sorted by their bytes.
  public var ids: [String] { byID.keys.sorted().map(\.string) }

  /// Gives every type a fresh state for the session with `seed`, played in `language`.
  public func startSession(seed: UInt64, language: ContentLanguage? = nil) {
    for type in byID.values { type.startSession(seed: seed, language: language) }
  }
}
