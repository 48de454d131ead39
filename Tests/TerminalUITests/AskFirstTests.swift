import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// Issue 32, point 4: showing the analysis asks first when it would give the question up, and
/// the analysis shows the player's answer beside the right one.
@Suite struct AnalysisAskTests {
  let environment: SessionEnvironment
  let size = Size(width: 80, height: 40)

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  /// The question bank's first two questions (single choice, answer A; multiple choice, AC).
  func bank() throws -> GameController {
    var game = try builtInGame("question-bank", language: "en")
    game.questions = Array(game.questions.prefix(2))
    let play = GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
    _ = play.render(size: size, context: plainContext(now: 100))
    return play
  }

  @Test func showingItOverAnOpenAnswerAsksAndKeepAnsweringHasTheFocus() throws {
    let play = try bank()
    _ = play.handle(.char("a"), now: 100.1)
    #expect(play.frontPopup?.title == "Show the analysis?")
    #expect(play.view.analysis == nil, "nothing given up yet")
    guard case .popupButton(_, "stay")? = play.ui.focus else {
      Issue.record("Keep answering has the focus: \(String(describing: play.ui.focus))")
      return
    }
    _ = play.handle(.key(.enter), now: 100.2)
    #expect(play.frontPopup == nil)
    #expect(play.view.analysis == nil)
    #expect(play.session.current.isOpen, "Keep answering keeps the question open")
    _ = play.handle(.char("a"), now: 100.3)
    _ = play.handle(.key(.left), now: 100.4)
    _ = play.handle(.key(.enter), now: 100.5)
    #expect(play.view.analysis != nil)
    #expect(!play.session.current.isOpen, "shown, it gave the question up")
    // Hiding it asks nothing.
    _ = play.handle(.char("a"), now: 100.6)
    #expect(play.frontPopup == nil && play.view.analysis == nil)
  }

  @Test func overAFinalAnswerItShowsAtOnce() throws {
    let play = try bank()
    _ = play.handle(.char("A"), now: 100.1)
    _ = play.handle(.char("c"), now: 100.2)
    #expect(play.session.current.verdict == .right)
    _ = play.handle(.char("a"), now: 100.3)
    #expect(play.frontPopup == nil)
    #expect(play.view.analysis != nil)
  }

  @Test func theAnalysisShowsYourAnswerJustAboveTheRightOne() throws {
    let play = try bank()
    _ = play.handle(.char("n"), now: 100.1)
    _ = play.handle(.char("1"), now: 100.2)
    _ = play.handle(.char("c"), now: 100.3)
    #expect(play.session.current.verdict == .partial)
    _ = play.handle(.char("a"), now: 100.4)
    if play.frontPopup != nil { _ = play.handle(.key(.left), now: 100.5) }
    if play.frontPopup != nil { _ = play.handle(.key(.enter), now: 100.6) }
    let lines = play.render(size: size, context: plainContext(now: 101)).buffer.lines
    let mine = try #require(lines.firstIndex { $0.contains("Your answer: A") }, "\(lines)")
    let right = try #require(lines.firstIndex { $0.contains("│ Answer: A: This option") })
    #expect(mine < right && right - mine <= 2, "\(lines.joined(separator: "\n"))")
  }
}

/// Issue 32, point 5: Finish on a game with questions never answered (3 of 37 played) asks
/// first; with every question answered and checked it finishes at once.
@Suite struct FinishAskTests {
  let environment: SessionEnvironment

  init() throws { environment = SessionEnvironment(types: try builtInTypes()) }

  func bank(_ count: Int) throws -> GameController {
    var game = try builtInGame("question-bank", language: "en")
    game.questions = Array(game.questions.prefix(count))
    return GameController(
      session: Session(game: game, seed: 1), environment: environment, now: 100, theme: .fallback)
  }

  @Test func questionsNeverAnsweredAreCountedAndAskedAbout() throws {
    let play = try bank(3)
    _ = play.handle(.char("A"), now: 100.1)
    _ = play.handle(.char("c"), now: 100.2)
    #expect(play.session.current.verdict == .right)
    #expect(play.handle(.char("f"), now: 100.3) == .stay)
    #expect(
      play.frontPopup?.text
        == "2 questions were never answered: finishing counts them as unanswered.")
    guard case .popupButton(_, "stay")? = play.ui.focus else {
      Issue.record("Keep playing has the focus")
      return
    }
    _ = play.handle(.key(.enter), now: 100.4)
    #expect(!play.session.isFinished)
  }

  @Test func bothKindsAreSaidInOnePopup() throws {
    let play = try bank(3)
    _ = play.handle(.char("A"), now: 100.1)  // chosen, never checked
    _ = play.handle(.char("f"), now: 100.2)
    let text = play.frontPopup?.text ?? ""
    #expect(text.contains("1 answer was never checked"), "\(text)")
    #expect(text.contains("2 questions were never answered"), "\(text)")
  }

  @Test func everyQuestionAnsweredAndCheckedFinishesAtOnce() throws {
    let play = try bank(1)
    _ = play.handle(.char("A"), now: 100.1)
    _ = play.handle(.char("c"), now: 100.2)
    guard case .finished = play.handle(.char("f"), now: 100.3) else {
      Issue.record("finished without a popup: \(String(describing: play.frontPopup?.text))")
      return
    }
  }
}
