/// What a player sees of a session, as data: the terminal draws it, a bot reads it (S0.2).
public struct SessionView: Hashable, Sendable {
  /// Which controls can be used now.
  public struct Buttons: Hashable, Sendable {
    /// Previous: not on the first question (S3.5).
    public var previous: Bool
    /// Next: not on the last question (S0.3).
    public var next: Bool
    /// Hint: the answer is open and the hint is affordable.
    public var hint: Bool
    /// Check: the answer is complete and not checked since it last changed.
    public var check: Bool
    /// Analysis: shows or hides it (S3.7).
    public var analysis: Bool
    /// Finish: ends the game.
    public var finish: Bool

    /// Buttons with every state given.
    public init(
      previous: Bool, next: Bool, hint: Bool, check: Bool, analysis: Bool, finish: Bool
    ) {
      self.previous = previous
      self.next = next
      self.hint = hint
      self.check = check
      self.analysis = analysis
      self.finish = finish
    }
  }

  /// "3/10".
  public var counter: String
  /// The position in the play order, from 0.
  public var position: Int
  /// The number of questions.
  public var count: Int
  /// The game's title.
  public var gameTitle: String
  /// The question's title (a category hint), or the game's title when it has none.
  public var title: String
  /// The question's text, if any.
  public var text: String?
  /// The question type's id.
  public var type: String
  /// The question type's widgets; an empty list before the start or when the type failed.
  public var widgets: [Widget]
  /// The verdict the answer shows; nil while neutral.
  public var verdict: Verdict?
  /// The score.
  public var score: Int
  /// What one hint costs on this question, when it can be known.
  public var hintCost: Int?
  /// The message of the last hint on this question.
  public var hintMessage: String?
  /// The analysis, while it is shown.
  public var analysis: Value?
  /// The player's answer in words (the type's `summary`), while the analysis is shown: a
  /// front sets it beside the right one. Nil when the type cannot say it.
  public var answerSummary: String?
  /// Which controls can be used.
  public var buttons: Buttons
  /// The active popups, the newest last.
  public var popups: [Popup]
  /// Why the question cannot be played, when its type failed (in English, as a bot reads it).
  public var failure: String?
  /// The error behind `failure`, which a front shows in the interface language.
  public var failureError: QuizError?
  /// The result, once the session is over.
  public var result: SessionResult?
  /// Whether answers are handed in without a verdict until the session ends (a mock exam,
  /// `reveal = "end"`): the verdict, the score, hints and the analysis are held back until then.
  public var revealsAtEnd = false
  /// Whether the answer shown was handed in, its verdict held back (`revealsAtEnd`).
  public var handedIn = false
  /// Whether the answer can no longer change (final, revealed, timed out, failed, or not shown
  /// yet): a front shows its fields read-only and takes no typing there.
  public var answerLocked = false
  /// When the session's time runs out (`time_limit`), while it runs.
  public var deadline: VirtualTime?
  /// When the current question's time runs out (`question_time`), while it runs.
  public var questionDeadline: VirtualTime?
  /// The error of a type that failed while the view was made (not during an action), which
  /// the session has not recorded: a front sends `.reportFailure` with it, so the question
  /// counts as failed in the result and the log.
  public var unrecordedFailure: QuizError?
  /// Whether the question's type grades it: false for a card no one marks (a description, an
  /// essay), which has no Check, hint or analysis; a bot reads it as `question.graded = false`.
  public var graded = true

  /// `{question = {index, count, type, title, view}, score, popups, checked, buttons}`: what a
  /// bot plugin reads (docs/plugin-api.md); `index` counts from 1 as Lua does. In a mock exam
  /// `score` is left out and a handed-in answer reads `checked = "handed_in"`.
  public var value: Value {
    // Keys in sorted order: a map literal then keeps its entries as written, unsorted ones
    // would be sorted on every decision of a bot.
    var question: ValueMap = [
      "count": .int(Int64(count)), "index": .int(Int64(position + 1)),
      "title": .string(title), "type": .string(type), "view": .array(widgets.map(\.value)),
    ]
    if let failure { question["failure"] = .string(failure) }
    if !graded { question["graded"] = false }
    var seen: ValueMap = [
      "buttons": [
        "analysis": .bool(buttons.analysis), "check": .bool(buttons.check),
        "finish": .bool(buttons.finish), "hint": .bool(buttons.hint),
        "next": .bool(buttons.next), "previous": .bool(buttons.previous),
      ],
      "counter": .string(counter), "finished": .bool(result != nil),
      "popups": .array(
        popups.map { popup in
          [
            "buttons": .array(popup.buttons.map { .string($0.id) }),
            "id": .int(Int64(popup.id.rawValue)), "modal": .bool(popup.isModal),
            "template": .string(popup.template.rawValue), "text": .string(popup.text),
            "title": .string(popup.title),
          ]
        }),
      "question": .map(question),
    ]
    if !revealsAtEnd { seen["score"] = .int(Int64(score)) }
    if let verdict { seen["checked"] = .string(verdict.rawValue) }
    if handedIn { seen["checked"] = "handed_in" }
    if let hintCost { seen["hint_cost"] = .int(Int64(hintCost)) }
    return .map(seen)
  }

  /// What a bot is shown: `value`, plus `solution` for an oracle.
  public func seen(solution: Value?) -> Value {
    guard let solution else { return value }
    var seen = value.mapValue ?? ValueMap()
    seen["solution"] = solution
    return .map(seen)
  }

  /// The id of the newest popup, as `seen` has it.
  public var newestPopupID: Value? { popups.last.map { .int(Int64($0.id.rawValue)) } }
}

extension Session {
  /// What the player sees now. Calls the question type (view, completeness, analysis) but
  /// changes nothing: a failing type shows as `failure` with no widgets.
  public func snapshot(_ environment: SessionEnvironment) -> SessionView {
    guard count > 0 else { return emptySnapshot }
    let progress = current
    // A mock exam holds back how answers stand until it ends.
    let hidden = environment.rules.reveal == .atEnd && !isFinished
    let verdict = hidden ? nil : progress.verdict
    let question = question(at: position)
    let typeID = typeID(at: position)
    var failure = progress.failure?.description
    var failureError = progress.failure
    var unrecorded: QuizError?
    var widgets: [Widget] = []
    var analysis: Value?
    var answerSummary: String?
    var complete = false
    var hintCost: Int?
    var hintLeft = true
    var graded = true
    if failure == nil {
      do throws(QuizError) {
        let type = try environment.types.type(typeID)
        graded = type.graded
        if type.offersHints, graded, !hidden {
          hintCost = try? environment.rules.hintCost(type: typeID, typeDefault: type.hintCost)
        }
        if let state = progress.state {
          let info = ViewInfo(verdict: verdict, revealed: isAnalysisShown)
          widgets = try type.widgets(
            state, question: question, info: info, random: random(for: .view, at: position))
          // Completeness only decides the Check button: not asked when Check cannot apply.
          if graded, isStarted, !isFinished, modalPopup == nil, progress.isOpen,
            progress.verdict == nil
          {
            complete = try type.isComplete(
              state, question: question, random: random(for: .isComplete, at: position))
          }
          // The Hint button only while the type has a hint left to give (its `hint` is
          // pure: asking changes nothing). One that fails is left to say so when pressed.
          if hintCost != nil, isStarted, !isFinished, modalPopup == nil, progress.isOpen {
            let left = Result { () throws(QuizError) in
              try type.hint(state, question: question, random: random(for: .hint, at: position))
            }
            if case .success(nil) = left { hintLeft = false }
          }
          if isAnalysisShown {
            analysis = try type.analysis(
              state, question: question, random: random(for: .analysis, at: position))
            // For display only, as in the result: a type that cannot say it leaves it out.
            answerSummary = try? type.summary(
              state, question: question, random: random(for: .summary, at: position))
          }
        }
      } catch {
        failure = error.description
        failureError = error
        unrecorded = error
        widgets = []
      }
    }
    let playing = isStarted && !isFinished && modalPopup == nil
    let open = playing && progress.isOpen && progress.state != nil && failure == nil
    let affordable = hintCost.map { environment.rules.allowNegative || score >= $0 } ?? false
    let buttons = SessionView.Buttons(
      previous: playing && position > 0, next: playing && position + 1 < count,
      hint: open && affordable && hintLeft, check: open && complete && progress.verdict == nil,
      analysis: playing && failure == nil && !hidden && graded, finish: playing)
    var view = SessionView(
      counter: "\(position + 1)/\(count)", position: position, count: count,
      gameTitle: game.title, title: question["title"].stringValue ?? game.title,
      text: question["text"].stringValue, type: typeID, widgets: widgets,
      verdict: verdict, score: hidden ? 0 : score, hintCost: hintCost,
      hintMessage: progress.hintMessage, analysis: analysis, buttons: buttons, popups: popups,
      failure: failure, result: result)
    view.unrecordedFailure = unrecorded
    view.failureError = failureError
    view.answerSummary = answerSummary
    view.graded = graded
    view.revealsAtEnd = hidden
    view.handedIn = hidden && progress.isFinal
    view.answerLocked = !(progress.isOpen && progress.state != nil && failure == nil)
    view.deadline = timers.first { $0.kind == .sessionLimit }?.due
    view.questionDeadline = timers.first { $0.kind == .questionLimit }?.due
    return view
  }

  /// The view of a game without questions: nothing to show, nothing to press.
  private var emptySnapshot: SessionView {
    SessionView(
      counter: "0/0", position: 0, count: 0, gameTitle: game.title, title: game.title,
      text: nil, type: "", widgets: [], verdict: nil, score: score, hintCost: nil,
      hintMessage: nil, analysis: nil,
      buttons: SessionView.Buttons(
        previous: false, next: false, hint: false, check: false, analysis: false, finish: false),
      popups: popups, failure: nil, result: result)
  }
}
