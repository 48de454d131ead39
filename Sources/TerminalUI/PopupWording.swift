import Localization
import QuizCore

/// The words of the popups the core raises itself (feedback, hint, result, quit), in the
/// interface language.
///
/// The core writes them in English, the same in every language, so that a session's state
/// never depends on who watches it; the front translates them as it draws. A popup of a
/// plugin keeps its own words (plugins speak through `trivium.text`).
enum PopupWording {
  /// `popup` with the core's words translated; other words stay as they are.
  static func localized(_ popup: Popup) -> Popup {
    if Localizer.current.language == "en" { return popup }
    var shown = popup
    shown.title = title(popup.title)
    shown.text = text(popup.text, template: popup.template)
    shown.buttons = popup.buttons.map { button in
      PopupButton(id: button.id, label: label(button))
    }
    return shown
  }

  private static func title(_ title: String) -> String {
    switch title {
    case "Right!": return tr("Right!", context: "popup")
    case "Partly right": return tr("Partly right", context: "popup")
    case "Wrong": return tr("Wrong", context: "popup")
    case "Use a hint?": return tr("Use a hint?", context: "popup")
    case "Game over": return tr("Game over", context: "popup")
    case "Quit this game?": return tr("Quit this game?", context: "popup")
    default: return title
    }
  }

  private static func text(_ text: String, template: PopupTemplate) -> String {
    switch template {
    case .confirmHint:
      // "A hint costs 500 points."
      guard let cost = number(in: text, between: "A hint costs ", and: " points.") else {
        return text
      }
      return tr("A hint costs {cost} points.", ["cost": cost])
    case .result:
      // "Final score: S\nRight answers: R of T"
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard lines.count == 2,
        let score = number(in: lines[0], between: "Final score: ", and: ""),
        let range = lines[1].range(of: " of "),
        let right = number(
          in: String(lines[1][..<range.lowerBound]), between: "Right answers: ", and: ""),
        let total = Int(lines[1][range.upperBound...])
      else { return text }
      return tr("Final score: {score}", ["score": score]) + "\n"
        + tr("Right answers: {right} of {total}", ["right": right, "total": total])
    case .confirmQuit:
      if text == "Your answers so far are kept in the result." {
        return tr("Your answers so far are kept in the result.")
      }
      return text
    case .feedback:
      // "+100 right, -500 hint": the reasons are the core's words, also written in logs.
      return text.components(separatedBy: ", ").map { change in
        guard let space = change.firstIndex(of: " ") else { return change }
        return change[..<space] + " " + reason(String(change[change.index(after: space)...]))
      }.joined(separator: tr(", ", context: "list separator"))
    }
  }

  /// A score change's reason as the core and the classic rules write it.
  private static func reason(_ reason: String) -> String {
    switch reason {
    case "right": return tr("right", context: "score reason")
    case "wrong": return tr("wrong", context: "score reason")
    case "partial": return tr("partial", context: "score reason")
    case "hint": return tr("hint", context: "score reason")
    case "fast": return tr("fast", context: "score reason")
    case "streak": return tr("streak", context: "score reason")
    case "wrong try": return tr("wrong try", context: "score reason")
    default: return reason
    }
  }

  /// The whole number between `prefix` and `suffix` when `text` is exactly that.
  private static func number(in text: String, between prefix: String, and suffix: String) -> Int? {
    guard text.hasPrefix(prefix), text.hasSuffix(suffix),
      text.count >= prefix.count + suffix.count
    else { return nil }
    return Int(text.dropFirst(prefix.count).dropLast(suffix.count))
  }

  private static func label(_ button: PopupButton) -> String {
    switch (button.id, button.label) {
    case ("ok", "OK"): return tr("OK", context: "button")
    case ("confirm", "Use hint"): return tr("Use hint", context: "button")
    case ("cancel", "Cancel"): return tr("Cancel", context: "button")
    case ("quit", "Quit"): return tr("Quit", context: "button")
    case ("stay", "Keep playing"): return tr("Keep playing", context: "button")
    default: return button.label
    }
  }
}

/// Why the session refused what the player did, as the status line says it in the interface
/// language (the core's own wording stays in logs).
enum RefusalWording {
  static func text(_ reason: RefusalReason) -> String {
    switch reason {
    case .notStarted: return tr("The game has not started.")
    case .alreadyStarted: return tr("The game has already started.")
    case .noQuestions: return tr("The game has no question.")
    case .finished: return tr("The game is over.")
    case .firstQuestion: return tr("This is the first question.")
    case .lastQuestion: return tr("This is the last question.")
    case .noSuchQuestion(let position):
      return tr("There is no question {number}.", ["number": position + 1])
    case .sameQuestion: return tr("This question is already shown.")
    case .waitingForPopup: return tr("A popup waits for an answer.")
    case .answerFinal: return tr("The answer is final.")
    case .answerRevealed: return tr("The analysis revealed the answer.")
    case .questionUnavailable: return tr("This question cannot be played.")
    // The question type's own message: plugins speak through trivium.text.
    case .rejected(let message): return message.prefix(1).uppercased() + message.dropFirst()
    case .incomplete: return tr("The answer is not complete.")
    case .alreadyChecked: return tr("The answer was already checked.")
    case .noHintLeft: return tr("No hint left.")
    case .notEnoughPoints(let cost, let score):
      return tr(
        "A hint costs {cost} points and the score is {score}.", ["cost": cost, "score": score])
    case .analysisShown: return tr("The analysis is already shown.")
    case .analysisHidden: return tr("The analysis is not shown.")
    case .noSuchPopup, .noSuchButton, .noPopups: return tr("No such popup or button.")
    case .noSuchTimer, .timeGoesForward, .notComingBack: return reason.description
    case .timeIsUp: return tr("The time for this question is up.")
    case .untimed: return tr("The questions of this game have no time limit.")
    case .notBeforeEnd: return tr("This is shown when the exam ends.")
    case .notGraded: return tr("This question is not graded.")
    case .notChecked: return tr("Check the answer first: only a checked answer is rated.")
    // Only a hand-written replay says it: the keys send 1 to 4.
    case .noSuchRating: return reason.description
    }
  }
}
