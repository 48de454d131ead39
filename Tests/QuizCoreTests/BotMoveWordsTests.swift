import QuizCore
import Testing

/// What a bot's author reads when a move is not one: the moves there are.
@Suite("A refused bot move names the moves a bot may send")
struct BotMoveWordsTests {
  @Test("an unknown op is refused with the list of ops")
  func unknownOpListsTheOps() {
    #expect {
      try BotMove(value: ["op": "jump"], newestPopup: nil)
    } throws: { error in
      guard case .actionRefused(let reason) = error as? QuizError else { return false }
      return reason.hasPrefix("not an action a bot can take")
        && reason.contains("act, check, hint, next, previous, finish or popup")
        && reason.hasSuffix(#"{"op":"jump"}"#)
    }
  }
}
