import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The controller driven by keys, clicks and a clock the test holds: every effect is checked
/// on the session, and no timer is left pending.
@Suite struct GameControllerTests {
  let environment: SessionEnvironment
  let game: Game

  init() throws {
    environment = SessionEnvironment(types: try builtInTypes())
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(3))
    self.game = game
  }

  func controller(at now: Double = 100) -> GameController {
    GameController(
      session: Session(game: game, seed: 1), environment: environment, now: now,
      theme: .fallback)
  }

  func slots(_ controller: GameController) -> [Value] {
    let widgets = controller.view.widgets.map(\.value)
    return widgets.first(where: { $0["type"] == "slots" })?["slots"].arrayValue ?? []
  }

  @Test func s0_6_typingACharacterPicksItsTileIntoTheFirstEmptySlot() {
    let play = controller()
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    #expect(play.handle(.char("日"), now: 100.1) == .stay)
    #expect(slots(play).map { $0["char"] } == ["日", ""])
    // A character no tile shows is not an answer: it falls through to commands (none here).
    _ = play.handle(.char("Z"), now: 100.2)
    #expect(slots(play).map { $0["char"] } == ["日", ""])
  }

  @Test func s0_8_rightAnswerTurnsBlueAndMovesOnHalfASecondLater() {
    let play = controller()
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    _ = play.handle(.char("日"), now: 100.1)
    _ = play.handle(.char("本"), now: 100.2)
    let widgets = play.view.widgets.map(\.value)
    #expect(widgets.first(where: { $0["type"] == "slots" })?["color"] == "right")
    #expect(play.session.score == 100)
    #expect(play.view.popups.map(\.template) == [.feedback])
    play.advance(to: 100.69)
    #expect(play.session.position == 0)
    play.advance(to: 100.7)
    #expect(play.session.position == 1)
    // The feedback toast closes itself once its time is up.
    play.advance(to: 102)
    #expect(play.view.popups.isEmpty)
    #expect(play.runtime.scheduler.isIdle)
  }

  @Test func s0_7_clickingAFilledSlotEmptiesIt() throws {
    let play = controller()
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    _ = play.handle(.char("日"), now: 100.1)
    let frame = play.render(size: Size(width: 100, height: 40), context: plainContext())
    let slot = try #require(frame.rect(of: .slot(widget: "answer", index: 1)))
    _ = play.handle(.click(Point(x: slot.x + 1, y: slot.y + 1)), now: 100.2)
    #expect(slots(play).map { $0["char"] } == ["", ""])
  }

  @Test func clickingATilePicksIt() throws {
    let play = controller()
    let frame = play.render(size: Size(width: 100, height: 40), context: plainContext())
    let tile = try #require(frame.rect(of: .tile(widget: "options", index: 1)))
    _ = play.handle(.click(Point(x: tile.x + 1, y: tile.y + 1)), now: 100.1)
    let first = try #require(
      play.view.widgets.map(\.value).first(where: { $0["type"] == "tiles" })?["tiles"]
        .arrayValue?.first)
    #expect(first["hidden"] == true)
  }

  @Test func s0_9_hintCostsPointsAndPlacesTheFirstCharacter() {
    let play = controller()
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    _ = play.handle(.command("h"), now: 100.1)
    #expect(play.session.score == -500)
    #expect(slots(play).first?["char"] == "日")
  }

  @Test func s0_3_previousIsRefusedOnTheFirstQuestionWithAMessage() {
    let play = controller()
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    _ = play.handle(.command("p"), now: 100.1)
    #expect(play.session.position == 0)
    #expect(play.status != nil)
    _ = play.handle(.command("n"), now: 100.2)
    #expect(play.session.position == 1)
    play.advance(to: 110)
    #expect(play.status == nil)
  }

  @Test func s0_11_bigPictureGrowsAndAnyKeyShrinksItBack() {
    let play = controller()
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    _ = play.handle(.command("b"), now: 100)
    let big = play.ui.bigPicture
    #expect(big?.source == "jp.png")
    #expect(big?.progress(at: 100.25) == 0.5)
    #expect(big?.progress(at: 100.5) == 1)
    // The footer says what keys do over it, not the question's keys.
    let footer =
      play.render(size: Size(width: 100, height: 40), context: plainContext(now: 100.5))
      .buffer.lines.last ?? ""
    #expect(footer.contains("any key closes"), "\(footer)")
    // Keys do not reach the game while the picture is big.
    _ = play.handle(.command("h"), now: 101)
    #expect(play.session.score == 0)
    #expect(play.ui.bigPicture?.closingAt == 101)
    play.advance(to: 101.25)
    #expect(play.ui.bigPicture != nil)
    play.advance(to: 101.5)
    #expect(play.ui.bigPicture == nil)
  }

  @Test func s3_6_leavingAsksThenSavesTheSession() {
    let play = controller()
    var saved: [Session] = []
    play.onSave = {
      saved.append($0)
      return .saved
    }
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    _ = play.handle(.char("日"), now: 100.1)
    #expect(play.handle(.command("q"), now: 100.2) == .stay)
    #expect(play.frontPopup != nil)
    // The question grows in: the front asks to be woken for the next animation frame, and
    // not once it has grown.
    #expect(play.nextWake(after: 100.21).map { $0 - 100.21 < 0.05 } == true)
    #expect(play.nextWake(after: 100.2 + PopupLayer.growSeconds + 0.1) == nil)
    // Esc closes the question and play goes on.
    _ = play.handle(.key(.escape), now: 100.3)
    #expect(play.frontPopup == nil)
    _ = play.handle(.command("q"), now: 100.4)
    #expect(play.handle(.key(.enter), now: 100.5) == .left)
    #expect(saved.last?.actions == play.session.actions)
    #expect(saved.last?.actions.contains(.act(["op": "pick", "index": 18])) == true)
  }

  @Test func aNoticeIsShownWholeUntilOKAndKeysDoNotReachTheGame() {
    let play = controller()
    play.showNotice(
      title: "Changed since you saved",
      text: "type/letters changed since this game was saved: question 2 was right, now wrong.")
    let lines = play.render(size: Size(width: 100, height: 40), context: plainContext(now: 101))
      .buffer.lines
    #expect(lines.contains { $0.contains("Changed since you saved") })
    #expect(lines.joined().contains("question 2 was right"))
    // A key meant for the game (a hint) does nothing while the notice is up.
    _ = play.handle(.command("h"), now: 100.1)
    #expect(play.frontPopup != nil && play.session.actions.count == 1)
    _ = play.handle(.key(.enter), now: 100.2)
    #expect(play.frontPopup == nil)
    #expect(play.handle(.command("q"), now: 100.3) == .stay)
    #expect(play.frontPopup?.title == "Leave this game?")
  }

  @Test func bangShowsTheLastMessageWholeAfterItWentAway() {
    let play = controller()
    let long = "plugin 'x' failed: " + String(repeating: "word ", count: 40) + "x.lua:77: boom"
    play.say(long)
    let status =
      play.render(size: Size(width: 60, height: 30), context: plainContext()).buffer
      .lines.last ?? ""
    #expect(status.contains("… ! all"), "\(status)")
    play.advance(to: 200)
    _ = play.handle(.command("!"), now: 200.1)
    #expect(play.frontPopup?.title == "Details")
    #expect(play.frontPopup?.text == long)
  }

  @Test func finishingEndsWithTheResult() {
    let play = controller()
    _ = play.render(size: Size(width: 100, height: 40), context: plainContext())
    // Three questions never answered: finishing asks first (issue 32), Keep playing focused.
    #expect(play.handle(.command("f"), now: 100.1) == .stay)
    #expect(
      play.frontPopup?.text
        == "3 questions were never answered: finishing counts them as unanswered.")
    _ = play.handle(.key(.left), now: 100.2)
    let outcome = play.handle(.key(.enter), now: 100.3)
    guard case .finished(let result) = outcome else {
      Issue.record("expected the result, got \(outcome)")
      return
    }
    #expect(result.questions.count == 3)
    #expect(play.runtime.scheduler.isIdle)
  }
}
