/// The named popup templates the core raises itself (S4.1); the front styles each by name (S4.3).
public enum PopupTemplate: String, Hashable, Sendable, CaseIterable {
  /// Right / partly right / wrong after a check, with the score changes; not modal.
  case feedback
  /// "Use a hint?" when the rules ask for confirmation; modal.
  case confirmHint = "confirm-hint"
  /// The end of the game with the final score; not modal.
  case result
  /// "Quit this game?" after an abandon request; modal.
  case confirmQuit = "confirm-quit"

  /// Whether the popup waits for an answer: while one is open, only popup buttons, dismiss-all,
  /// ticks and timers are accepted.
  public var isModal: Bool { self == .confirmHint || self == .confirmQuit }
}

/// A button of a popup: an id the press reports back, and a label to show.
public struct PopupButton: Hashable, Sendable {
  /// What a press reports in `SessionAction.popupButton`.
  public var id: String
  /// What the front shows.
  public var label: String

  /// A button with both parts given.
  public init(id: String, label: String) {
    self.id = id
    self.label = label
  }

  /// Closes an information popup.
  public static let ok = PopupButton(id: "ok", label: "OK")
  /// Spends the points and applies the hint.
  public static let confirm = PopupButton(id: "confirm", label: "Use hint")
  /// Closes the hint confirmation without a hint.
  public static let cancel = PopupButton(id: "cancel", label: "Cancel")
  /// Ends the session as abandoned.
  public static let quit = PopupButton(id: "quit", label: "Quit")
  /// Closes the quit confirmation and keeps playing.
  public static let stay = PopupButton(id: "stay", label: "Keep playing")
}

/// An active popup: built from a template, with a title, a text and buttons.
public struct Popup: Hashable, Sendable, Identifiable {
  /// Unique within the session; button presses name it.
  public var id: PopupID
  /// The template it was made from.
  public var template: PopupTemplate
  /// The heading.
  public var title: String
  /// The body; may hold several lines.
  public var text: String
  /// The buttons, in display order.
  public var buttons: [PopupButton]
  /// The verdict a feedback popup reports, for its colour.
  public var verdict: Verdict?

  /// A popup with every field given.
  public init(
    id: PopupID, template: PopupTemplate, title: String, text: String,
    buttons: [PopupButton], verdict: Verdict? = nil
  ) {
    self.id = id
    self.template = template
    self.title = title
    self.text = text
    self.buttons = buttons
    self.verdict = verdict
  }

  /// Whether the popup waits for an answer.
  public var isModal: Bool { template.isModal }

  /// "Right!" with the points earned ("+100 right"), or "Wrong".
  public static func feedback(id: PopupID, verdict: Verdict, changes: [ScoreEntry]) -> Popup {
    let title: String
    switch verdict {
    case .right: title = "Right!"
    case .partial: title = "Partly right"
    case .wrong: title = "Wrong"
    }
    let text = changes.map(\.description).joined(separator: ", ")
    return Popup(
      id: id, template: .feedback, title: title, text: text, buttons: [.ok], verdict: verdict)
  }

  /// "Use a hint?" with its cost.
  public static func confirmHint(id: PopupID, cost: Int) -> Popup {
    Popup(
      id: id, template: .confirmHint, title: "Use a hint?",
      text: "A hint costs \(cost) points.", buttons: [.confirm, .cancel])
  }

  /// "Game over" with the final score and the count of right answers.
  public static func result(id: PopupID, result: SessionResult) -> Popup {
    let right = result.questions.filter { $0.outcome == .right }.count
    let text = "Final score: \(result.score)\nRight answers: \(right) of \(result.questions.count)"
    return Popup(id: id, template: .result, title: "Game over", text: text, buttons: [.ok])
  }

  /// "Quit this game?".
  public static func confirmQuit(id: PopupID) -> Popup {
    Popup(
      id: id, template: .confirmQuit, title: "Quit this game?",
      text: "Your answers so far are kept in the result.", buttons: [.quit, .stay])
  }
}
