import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// A timed session on the question screen: the countdown in the header, redrawn once a second
/// and no more often, the session over when it reaches 0, and the time left kept on leaving.
@Suite struct CountdownTests {
  let game: Game
  let types: QuestionTypes

  init() throws {
    types = try builtInTypes()
    var game = try builtInGame("picture-guess")
    game.questions = Array(game.questions.prefix(3))
    self.game = game
  }

  func environment(_ rules: ClassicRules) -> SessionEnvironment {
    SessionEnvironment(types: types, rules: rules)
  }

  func header(_ play: GameController) -> String {
    play.render(size: Size(width: 100, height: 40), context: plainContext()).buffer.lines[0]
  }

  @Test func theCountdownShowsWholeSecondsAndEndsTheSessionAtZero() {
    let play = GameController(
      session: Session(game: game, seed: 1),
      environment: environment(ClassicRules(timeLimit: .seconds(90))), now: 100, theme: .fallback)
    #expect(header(play).contains("Time 1:30   1/3   Score 0"))
    // Idle, the screen wakes for the next second and not before.
    #expect(play.nextWake(after: 100) == 101)
    play.advance(to: 100.25)
    #expect(header(play).contains("Time 1:30"))
    #expect(play.nextWake(after: 100.25) == 101)
    play.advance(to: 101)
    #expect(header(play).contains("Time 1:29"))
    play.advance(to: 189.999)
    #expect(header(play).contains("Time 0:01"))
    #expect(play.finished == nil)
    play.advance(to: 190)
    #expect(play.finished?.endedAt == .seconds(90))
    #expect(play.finished?.questions.map(\.outcome) == [.unanswered, .unanswered, .unanswered])
    #expect(play.runtime.scheduler.isIdle)
    #expect(play.countdown(at: 190) == nil)
  }

  @Test func aQuestionsTimeShowsBesideTheSessionsAndAnUntimedGameShowsNone() {
    let timed = GameController(
      session: Session(game: game, seed: 1),
      environment: environment(ClassicRules(timeLimit: .seconds(3600), questionTime: .seconds(15))),
      now: 0, theme: .fallback)
    #expect(header(timed).contains("Question 0:15  Time 1:00:00   1/3"))
    let untimed = GameController(
      session: Session(game: game, seed: 1), environment: environment(ClassicRules()), now: 0,
      theme: .fallback)
    #expect(!header(untimed).contains("Time"))
    #expect(untimed.nextWake(after: 0) == nil)
  }

  @Test func leavingRecordsTheTimePassedSoTheSessionResumesWithWhatWasLeft() {
    let env = environment(ClassicRules(timeLimit: .seconds(60)))
    let play = GameController(
      session: Session(game: game, seed: 1), environment: env, now: 10, theme: .fallback)
    var saved: Session?
    play.onSave = { session in
      saved = session
      return .saved
    }
    _ = header(play)
    _ = play.handle(.key(.character("q"), .alt), now: 30)
    #expect(saved?.actions.last == .tick(to: .seconds(20)))
    let resumed = GameController(
      session: Session.replay(
        game: game, seed: 1, actions: saved?.actions ?? [], environment: env),
      environment: env, now: 500, theme: .fallback)
    #expect(header(resumed).contains("Time 0:40"))
    resumed.advance(to: 540)
    #expect(resumed.finished?.endedAt == .seconds(60))
  }

  @Test func aMockExamShowsNoScoreAndItsCheckHandsIn() {
    let play = GameController(
      session: Session(game: game, seed: 1),
      environment: environment(ClassicRules(reveal: .atEnd)), now: 0, theme: .fallback)
    let frame = play.render(size: Size(width: 100, height: 40), context: plainContext())
    #expect(!frame.buffer.lines[0].contains("Score"))
    #expect(frame.buffer.lines.contains { $0.contains("Hand in") })
    #expect(!frame.buffer.lines.contains { $0.contains("Check") })
  }

  @Test func aMockExamsResultShowsEachQuestionsAnalysis() throws {
    let env = environment(ClassicRules(reveal: .atEnd))
    let play = GameController(
      session: Session(game: game, seed: 1), environment: env, now: 0, theme: .fallback)
    #expect(play.analysesAtEnd.isEmpty)
    _ = play.runtime.send(.finish)
    let analyses = play.analysesAtEnd
    #expect(analyses.keys.sorted() == [0, 1, 2])
    let result = try #require(play.finished)
    let lines = ResultScreen.lines(
      result, session: play.session, width: 80, glyphs: Theme.fallback.glyphs, analyses: analyses
    ).map(\.text)
    let first = try #require(analyses[0]?.split(separator: "\n").first)
    #expect(lines.contains { $0.contains(first) })
    // Rules that showed the analysis during play do not repeat it.
    let classic = GameController(
      session: Session(game: game, seed: 1), environment: environment(ClassicRules()), now: 0,
      theme: .fallback)
    _ = classic.runtime.send(.finish)
    #expect(classic.analysesAtEnd.isEmpty)
  }
}
