import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Typing, modes, Enter in fields, the hint, the help and the finish question, driven through
/// the controller on the question bank's questions.
@Suite struct InputModeTests {
  let environment: SessionEnvironment
  let bank: Game
  let size = Size(width: 100, height: 40)

  init() throws {
    environment = SessionEnvironment(types: try builtInTypes())
    bank = try builtInGame("question-bank")
  }

  /// A controller on the bank's questions `ids`, drawn once.
  func controller(_ ids: [String]) -> GameController {
    var game = bank
    game.questions = ids.compactMap { id in game.questions.first { $0["id"] == .string(id) } }
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
    _ = play.render(size: size, context: plainContext())
    return play
  }

  func lines(_ play: GameController) -> [String] {
    play.render(size: size, context: plainContext()).buffer.lines
  }

  func type(_ text: String, into play: GameController, at now: Double = 100.1) {
    for char in text { _ = play.handle(.char(char), now: now) }
  }

  func slots(_ play: GameController) -> [String] {
    for case .slots(let slots) in play.view.widgets { return slots.slots.map(\.char) }
    return []
  }

  // MARK: Modes

  @Test func lettersTypedOverTilesPickTilesWithoutCaseAndNeverRunCommands() {
    let play = controller(["plugin-language"])
    #expect(play.inputMode == .tiles)
    type("lua", into: play)
    #expect(slots(play) == ["L", "U", "A"])
    #expect(play.view.analysis == nil, "a is a tile here, not the analysis")
    #expect(play.session.score == 100)
  }

  @Test func withoutColourAWrongLettersAnswerSaysWrong() throws {
    let play = controller(["plugin-language"])
    var shown: [String] = []
    for case .tiles(let tiles) in play.view.widgets {
      shown = tiles.tiles.filter { !$0.hidden }.map(\.char)
    }
    let wrong = shown.filter { !["L", "U", "A"].contains($0.uppercased()) }.prefix(3)
    try #require(wrong.count == 3)
    type(wrong.joined(), into: play)
    #expect(play.session.current.verdict == .wrong)
    play.advance(to: 101)
    let plain = lines(play).joined(separator: "\n")
    #expect(plain.contains("✗ wrong"), "\(plain)")
    let coloured = play.render(
      size: size,
      context: RenderContext(theme: .fallback, depth: .ansi16, now: 101, pictures: .empty()))
    #expect(!coloured.buffer.lines.joined().contains("✗ wrong"), "colour says it already")
  }

  @Test func overTilesCommandsNeedAltOrEscFirst() {
    let play = controller(["plugin-language", "1000"])
    _ = play.handle(.char("q"), now: 100.1)
    #expect(play.frontPopup == nil, "q picks no tile and does not leave")
    #expect(play.status?.text.contains("Esc") == true)
    play.advance(to: 110)
    #expect(play.lines(size: size).last?.contains("TILES") == true)
    _ = play.handle(.command("a"), now: 110.2)
    // It would give the question up: the popup asks, and Show analysis is pressed.
    #expect(play.frontPopup != nil)
    _ = play.handle(.key(.left), now: 110.21)
    _ = play.handle(.key(.enter), now: 110.22)
    #expect(play.view.analysis != nil)
    _ = play.handle(.command("a"), now: 110.3)
    #expect(play.view.analysis == nil)
    // The analysis gave the answer up: no tile can be picked, so keys are commands.
    #expect(play.inputMode == .commands)
    #expect(play.lines(size: size).last?.contains("COMMANDS") == true)
    _ = play.handle(.char("n"), now: 110.5)
    #expect(play.session.position == 1)
  }

  @Test func escOverTilesMakesOnlyTheNextKeyACommand() {
    let play = controller(["plugin-language"])
    _ = play.handle(.key(.escape), now: 100.1)
    _ = play.handle(.char("j"), now: 100.2)
    #expect(slots(play) == ["", "", ""], "j after Esc scrolls, picks no tile")
    #expect(play.inputMode == .tiles)
    type("l", into: play, at: 100.3)
    #expect(slots(play) == ["L", "", ""])
  }

  @Test func backspaceOverTilesTakesBackTheLastTile() {
    let play = controller(["plugin-language"])
    type("lu", into: play)
    _ = play.handle(.key(.backspace), now: 100.2)
    #expect(slots(play) == ["L", "", ""])
  }

  @Test func aFocusedFieldTakesEveryPrintableKeyAndAltRunsCommands() {
    let play = controller(["http-codes", "1000"])
    #expect(play.ui.focus == .field(widget: "blanks", field: "1"), "focused from the first frame")
    #expect(play.inputMode == .text)
    type("hanq!?", into: play)
    #expect(play.frontPopup == nil && !play.ui.helpOpen && play.session.position == 0)
    #expect(play.editor(for: play.ui.focus!).text == "hanq!?")
    #expect(play.lines(size: size).last?.contains("TYPING") == true)
    _ = play.handle(.command("n"), now: 100.2)
    #expect(play.session.position == 1)
  }

  // MARK: Enter in fields

  @Test func enterMovesToTheNextFieldThenChecksACompleteAnswer() {
    let play = controller(["http-codes", "1000"])
    type("404", into: play)
    _ = play.handle(.key(.enter), now: 100.2)
    #expect(play.ui.focus == .field(widget: "blanks", field: "2"))
    type("500", into: play, at: 100.3)
    _ = play.handle(.key(.enter), now: 100.4)
    #expect(play.session.current.tries == 1, "checked, not skipped")
    #expect(play.session.score == 100)
    _ = play.handle(.key(.enter), now: 100.45)
    #expect(play.session.position == 0, "Enter again does not skip to the next question")
  }

  @Test func aFinalAnswersFieldIsReadOnlyAndItsKeysAreCommands() {
    let play = controller(["http-codes", "1000"])
    type("404", into: play)
    _ = play.handle(.key(.enter), now: 100.2)
    type("500", into: play, at: 100.3)
    _ = play.handle(.key(.enter), now: 100.4)
    #expect(play.session.score == 100, "right, so final")
    play.advance(to: 110)
    if play.session.position == 1 { _ = play.handle(.char("p"), now: 110.05) }
    #expect(play.session.position == 0, "back on the answered question")
    let field = Target.field(widget: "blanks", field: "2")
    play.ui.focus = field
    #expect(play.inputMode == .commands)
    type("9", into: play, at: 110.1)
    _ = play.handle(.paste("7"), now: 110.2)
    #expect(play.editor(for: field).text == "500", "nothing typed into a final answer")
    #expect(play.ui.edits.isEmpty, "no edit waits to be thrown away")
    #expect(play.session.position == 0)
    // Nor does the footer offer to check it or take a hint for it (once the message passed).
    play.advance(to: 200)
    let footer = lines(play).last ?? ""
    #expect(!footer.contains("c check") && !footer.contains("h hint"), "\(footer)")
    #expect(footer.contains("n/p next/prev"), "\(footer)")
  }

  @Test func enterInTheLastFieldOfAnIncompleteAnswerGoesBackToTheEmptyField() {
    let play = controller(["http-codes", "1000"])
    _ = play.handle(.key(.tab), now: 100.1)
    #expect(play.ui.focus == .field(widget: "blanks", field: "2"))
    type("500", into: play, at: 100.2)
    _ = play.handle(.key(.enter), now: 100.3)
    #expect(play.session.position == 0)
    #expect(play.session.current.tries == 0)
    #expect(play.ui.focus == .field(widget: "blanks", field: "1"))
    #expect(play.status?.text.contains("Fill in every field") == true)
  }

  @Test func aTextAreaTakesEnterAsANewLineAndTabLeavesIt() throws {
    let play = controller(["replay-actions", "1000"])
    let area = Target.field(widget: "answer", field: "answer")
    #expect(play.ui.focus == area)
    type("one", into: play)
    _ = play.handle(.key(.enter), now: 100.2)
    type("two", into: play, at: 100.3)
    #expect(play.editor(for: area).text == "one\ntwo")
    #expect(play.session.current.tries == 0, "Enter in a text area does not check")
    // The caret is drawn after "two", on the second row inside the box.
    let frame = play.render(size: size, context: plainContext())
    let box = try #require(frame.rect(of: area))
    let row = frame.buffer.lines[box.y + 2]
    #expect(row.contains("two"))
    let x = box.x + 2 + 3
    #expect(
      frame.buffer[x, box.y + 2].style.reverse != frame.buffer[x - 1, box.y + 2].style.reverse)
    _ = play.handle(.key(.tab), now: 100.4)
    #expect(play.ui.focus != area)
    #expect(
      play.view.widgets.contains { widget in
        if case .textarea(let text) = widget { return text.value == "one\ntwo" }
        return false
      })
  }

  @Test func inATextAreaTheFooterSaysEnterAddsALine() {
    let play = controller(["replay-actions", "1000"])
    let footer = lines(play).last ?? ""
    #expect(footer.contains("Enter new line"), "\(footer)")
    #expect(!footer.contains("Enter check"), "\(footer)")
    let field = controller(["http-codes"])
    #expect(lines(field).last?.contains("Enter check") == true)
  }

  @Test func inAMockExamTheFooterAndHelpSayHandInLikeTheButton() {
    var game = bank
    game.questions = game.questions.filter { $0["id"] == "1000" }
    let play = GameController(
      session: Session(game: game, seed: 1),
      environment: SessionEnvironment(
        types: environment.types, rules: ClassicRules(reveal: .atEnd)),
      now: 100, theme: .fallback)
    let footer = lines(play).last ?? ""
    #expect(footer.contains("c hand in") && !footer.contains("c check"), "\(footer)")
    _ = play.handle(.char("?"), now: 100.1)
    let help = play.helpContent.rows.map(\.does).joined(separator: "\n")
    #expect(help.contains("hand in the answer") && !help.contains("check the answer"), "\(help)")
  }

  @Test func pasteGoesInAtTheCaretAndTheCaretIsDrawnAtItsColumn() throws {
    let play = controller(["http-codes"])
    type("日本", into: play)
    _ = play.handle(.key(.left), now: 100.2)
    _ = play.handle(.paste("a\nb"), now: 100.3)
    #expect(play.editor(for: play.ui.focus!).text == "日a b本")
    let frame = play.render(size: size, context: plainContext())
    let field = try #require(frame.rect(of: .field(widget: "blanks", field: "1")))
    // The caret is on 本, after 日 (2 columns) and "a b" (3): the cell at column 5 is reversed
    // against the field (whose focus style reverses it too), its neighbour is not.
    let caret = frame.buffer[field.x + 5, field.y].style
    let before = frame.buffer[field.x + 4, field.y].style
    #expect(caret.reverse != before.reverse)
    #expect(frame.buffer[field.x + 5, field.y].text == "本")
  }

  // MARK: Hint, footer, help, finish

  @Test func aQuestionWithoutHintsHasNoHintButtonNorKey() {
    let play = controller(["1002"])
    let shown = lines(play)
    #expect(!shown.contains { $0.contains("Hint") })
    #expect(shown.last?.contains("h hint") == false)
    let single = controller(["1000"])
    #expect(lines(single).contains { $0.contains("Hint −") })
  }

  @Test func aMessageClearsTheWholeFooterRow() {
    let play = controller(["1000"])
    play.say("No hint left")
    let footer = lines(play).last ?? ""
    #expect(footer.trimmingCharacters(in: .whitespaces) == "No hint left", "\(footer)")
  }

  @Test func whileAPopupIsOpenTheFooterShowsItsKeysNotTheTypingMode() {
    let typing = controller(["http-codes"])
    #expect(lines(typing).last?.contains("TYPING") == true)
    _ = typing.handle(.key(.escape), now: 100.1)
    _ = typing.handle(.char("q"), now: 100.2)
    #expect(typing.frontPopup != nil, "q asks before leaving")
    let footer = lines(typing).last ?? ""
    #expect(!footer.contains("TYPING") && !footer.contains("COMMANDS"), "\(footer)")
    #expect(footer.contains("Esc close") && footer.contains("? help"), "\(footer)")
  }

  @Test func questionMarkAndF1OpenTheHelpFromTheKeyTableAndAnyKeyClosesIt() {
    let play = controller(["1000"])
    _ = play.handle(.char("?"), now: 100.1)
    #expect(play.ui.helpOpen)
    let shown = lines(play).joined(separator: "\n")
    for row in QuestionKeys.helpRows(view: play.view, ui: play.ui) {
      #expect(shown.contains(row.keys) && shown.contains(row.does.prefix(12)), "\(row)")
    }
    _ = play.handle(.char("n"), now: 100.2)
    #expect(!play.ui.helpOpen)
    #expect(play.session.position == 0, "the key that closed the help did nothing else")
    // In a field, ? is typed and F1 opens the help.
    let typing = controller(["http-codes"])
    _ = typing.handle(.char("?"), now: 100.1)
    #expect(!typing.ui.helpOpen)
    _ = typing.handle(.key(.function(1)), now: 100.2)
    #expect(typing.ui.helpOpen)
  }

  @Test func aHelpTallerThanTheWindowScrollsWithTheArrows() {
    let play = controller(["http-codes"])
    let small = Size(width: 40, height: 14)
    _ = play.render(size: small, context: plainContext())
    _ = play.handle(.key(.function(1)), now: 100.1)
    let top = play.render(size: small, context: plainContext()).buffer.lines
    #expect(top.contains { $0.contains("↑/↓ scroll") })
    _ = play.handle(.key(.down), now: 100.2)
    _ = play.handle(.key(.down), now: 100.3)
    #expect(play.ui.helpOpen && play.ui.helpScroll == 2)
    let scrolled = play.render(size: small, context: plainContext()).buffer.lines
    #expect(scrolled != top)
    // Far past the end stops at the last line; Up comes back.
    for _ in 0..<100 { _ = play.handle(.key(.pageDown), now: 100.4) }
    let rows = HelpOverlay.lines(play.helpContent.rows, size: small).count
    #expect(play.ui.helpScroll == rows - HelpOverlay.room(small))
    _ = play.handle(.key(.up), now: 100.5)
    #expect(play.ui.helpScroll == rows - HelpOverlay.room(small) - 1)
    _ = play.handle(.char("x"), now: 100.6)
    #expect(!play.ui.helpOpen)
    #expect(play.editor(for: play.ui.focus!).text == "", "the key that closed it typed nothing")
  }

  @Test func finishWithUncheckedAnswersSaysHowManyAndAsks() {
    let play = controller(["http-codes", "1000", "1001"])
    type("404", into: play)
    _ = play.handle(.key(.tab), now: 100.2)  // sends the text, no check
    _ = play.handle(.command("n"), now: 100.3)
    _ = play.handle(.char("1"), now: 100.4)  // choice A, not checked
    #expect(play.uncheckedAnswers == (complete: 1, incomplete: 1))
    #expect(play.handle(.char("f"), now: 100.5) == .stay)
    let asked = play.frontPopup?.text ?? ""
    // The words say what Finish does: the complete answer is graded, the incomplete one (404
    // in the first of two blanks) and the question never seen count as unanswered.
    #expect(asked.contains("1 answer was never checked"), "\(asked)")
    #expect(asked.contains("grades it as it stands"), "\(asked)")
    #expect(asked.contains("2 questions have no complete answer"), "\(asked)")
    // Keep playing is focused: Enter does not lose the answers.
    #expect(play.handle(.key(.enter), now: 100.6) == .stay)
    #expect(play.frontPopup == nil && !play.session.isFinished)
    _ = play.handle(.char("f"), now: 100.7)
    _ = play.handle(.key(.left), now: 100.8)
    guard case .finished(let result) = play.handle(.key(.enter), now: 100.9) else {
      Issue.record("Finish in the popup ends the game")
      return
    }
    #expect(result.questions[0].outcome == .unanswered, "404 alone is incomplete")
    #expect(result.questions[1].outcome != .unanswered, "choice A was graded")
  }
}

extension GameController {
  /// The rows of a frame drawn now.
  fileprivate func lines(size: Size) -> [String] {
    render(size: size, context: plainContext()).buffer.lines
  }
}
