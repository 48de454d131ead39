import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The words about saving match what happened: saved only once the host stored it, "not
/// saved" when nothing is stored, and a failed save on screen at once.
@Suite struct SaveWordingTests {
  let environment: SessionEnvironment
  let game: Game
  let size = Size(width: 100, height: 40)

  init() throws {
    environment = SessionEnvironment(types: try builtInTypes())
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(3))
    self.game = game
  }

  /// A controller whose saves answer `status`, recording the sessions it was asked to store.
  func controller(answering status: SaveStatus) -> (GameController, () -> [Session]) {
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
    nonisolated(unsafe) var saved: [Session] = []
    play.onSave = {
      saved.append($0)
      return status
    }
    _ = play.render(size: size, context: plainContext())
    return (play, { saved })
  }

  let pick = SessionAction.act(["op": "pick", "index": 18])

  @Test func anAcceptedActionIsSavedAtOnce() {
    let (play, saved) = controller(answering: .saved)
    _ = play.handle(.char("日"), now: 100.1)
    #expect(play.session.actions.contains(pick))
    #expect(saved().last?.actions == play.session.actions)
  }

  @Test func theLeavePopupSaysSavedOnlyAfterTheSave() {
    let (play, saved) = controller(answering: .saved)
    _ = play.handle(.char("日"), now: 100.1)
    let before = saved().count
    _ = play.handle(.command("q"), now: 100.2)
    #expect(saved().count == before + 1, "saved when the popup opened")
    #expect(saved().last?.actions == play.session.actions)
    #expect(play.frontPopup?.text.contains("Your answers are saved") == true)
  }

  @Test func withoutSavingThePopupSaysSo() {
    let (play, _) = controller(answering: .notSaving("--no-save"))
    _ = play.handle(.command("q"), now: 100.2)
    let text = play.frontPopup?.text ?? ""
    #expect(text.contains("not saved (--no-save)"))
    #expect(!text.contains("are saved"))
  }

  @Test func aFailedSaveIsShownAtOnceAndTheGameGoesOn() {
    let (play, _) = controller(answering: .failed("disk full"))
    _ = play.handle(.char("日"), now: 100.1)
    #expect(play.status?.text == "Progress not saved: disk full")
    #expect(play.session.actions.contains(pick))
    _ = play.handle(.command("q"), now: 100.2)
    #expect(play.frontPopup?.text.contains("could not be saved (disk full)") == true)
  }

  @Test func theLauncherSaysWhatLeavingKept() throws {
    let host = MemoryHost(games: [game], environment: environment)
    host.saveStatus = .notSaving("--no-save")
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0,
      gameID: game.id)
    _ = app.render(size: size, now: 0.1)
    app.handle(.command("q"), now: 0.2)
    app.handle(.key(.enter), now: 0.3)
    #expect(app.message == "Left without saving (--no-save).")
    host.saveStatus = .saved
    app.handle(.key(.enter), now: 0.4)
    app.handle(.command("q"), now: 0.5)
    app.handle(.key(.enter), now: 0.6)
    #expect(app.message == "Saved. Choose the game again to resume.")
  }

  @Test func aGameOpenElsewhereOffersTakeOverOrPlayingWithoutSaving() throws {
    let host = MemoryHost(games: [game], environment: environment)
    host.inUse = [game.id]
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0,
      gameID: game.id)
    let offer = try #require(app.offer)
    #expect(offer.popup.title.contains("open in another terminal"))
    #expect(offer.popup.buttons.map(\.id) == ["takeOver", "unsaved", "cancel"])
    app.handle(.key(.right), now: 0.1)
    app.handle(.key(.enter), now: 0.2)  // "Play without saving"
    #expect(host.claims == [.exclusive, .withoutSaving])
    guard case .game = app.screen else {
      Issue.record("expected the game")
      return
    }
  }

  /// A mock exam open elsewhere is named as the player knows it, not by the id of its save.
  @Test func aMockExamOpenElsewhereIsNamedByItsTitle() throws {
    let host = MemoryHost(games: [game], environment: environment)
    host.mockExams = [game.id: "mock-exam/" + game.id]
    host.inUse = ["mock-exam/" + game.id]
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    _ = app.render(size: size, now: 1)
    app.handle(.char("m"), now: 2)
    let offer = try #require(app.offer, "\(String(describing: app.message)) \(app.screen)")
    #expect(offer.popup.title == mockExamTitle(game.title) + " is open in another terminal")
  }

  /// Another terminal took the game over: the first save fails, the later ones are not made.
  /// The notice stays on screen, over later messages, while the score goes on rising.
  @Test func aTakeOverStaysOnScreenWhileTheScoreRises() throws {
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
    let reason = "another terminal took this game over"
    nonisolated(unsafe) var saves = 0
    play.onSave = { _ in
      saves += 1
      return saves == 1
        ? .failed(reason + ": this terminal no longer saves it") : .notSaving(reason)
    }
    let context = plainContext()
    _ = play.render(size: size, context: context)
    _ = play.handle(.char("日"), now: 100.1)
    let notice = "Progress not saved: \(reason): this terminal no longer saves it"
    #expect(play.notSavedNotice == notice)
    _ = play.handle(.char("本"), now: 100.2)
    // The next message comes and goes; the notice stays.
    play.say("A later message")
    #expect(play.render(size: size, context: context).buffer.lines.last?.contains("later") == true)
    play.advance(to: 130)
    let lines = play.render(size: size, context: context).buffer.lines
    #expect(lines[1].contains(notice), "\(lines.joined(separator: "\n"))")
    #expect(lines[0].contains("Score 100"))
    #expect(saves > 1)
  }

  @Test func aSaveThatWorksAgainTakesTheNoticeAway() {
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100,
      theme: .fallback)
    nonisolated(unsafe) var status = SaveStatus.failed("disk full")
    play.onSave = { _ in status }
    _ = play.handle(.char("日"), now: 100.1)
    #expect(play.notSavedNotice == "Progress not saved: disk full")
    status = .saved
    _ = play.handle(.command("n"), now: 100.2)
    #expect(play.notSavedNotice == nil)
    let lines = play.render(size: size, context: plainContext()).buffer.lines
    #expect(!lines[1].contains("not saved"))
  }
}
