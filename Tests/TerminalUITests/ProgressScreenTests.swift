import Localization
import QuizCore
import Review
import Terminal
import Testing

@testable import TerminalUI

/// A host with progress: statistics and profiles in memory.
final class ProgressMemoryHost: MemoryHost, ProgressHost {
  var report: StatsReport?
  var profileNames = ["ann", "bob"]
  var current = "ann"
  var statsAsked: [String?] = []

  func stats(gameID: String?) -> StatsReport? {
    statsAsked.append(gameID)
    return report
  }

  var reviewText = "new-per-day=20 reviews-per-day=200 relearning-steps= retention=0.9"
  var reviewEdits: [String] = []

  func profiles() -> ProfileChoice? {
    // Shown as the real host words it, with the last new-per-day the text set.
    let newPerDay =
      reviewText.split(separator: " ").last { $0.hasPrefix("new-per-day=") }
      .flatMap { Int($0.dropFirst("new-per-day=".count)) } ?? 20
    let shown = tr(
      "{new} new and {reviews} reviews a day · relearning steps {steps} · retention {retention}",
      ["new": newPerDay, "reviews": 200, "steps": tr("none"), "retention": "0.9"])
    return ProfileChoice(names: profileNames, current: current, review: (shown, reviewText))
  }

  func chooseReviewSettings(_ text: String) -> String? {
    reviewEdits.append(text)
    guard !text.contains("bad") else { return "bad is not a setting" }
    reviewText = text
    return nil
  }

  func chooseProfile(named name: String) throws -> String {
    if !profileNames.contains(name) { profileNames.append(name) }
    current = name
    return "Playing as \(name)."
  }
}

/// The Stats screen, the profile choice and the launcher's review cards.
@Suite struct ProgressScreenTests {
  let size = Size(width: 72, height: 24)

  static let report = StatsReport(
    profile: "ann", streak: 3,
    games: [
      StatsReport.GameLine(
        id: "bank", title: "Question bank",
        progress: GameProgress([
          PlayedSession(finishedAt: 1, score: 100, right: 1, partial: 0, wrong: 3, unanswered: 0),
          PlayedSession(finishedAt: 2, score: 300, right: 3, partial: 0, wrong: 1, unanswered: 0),
          PlayedSession(finishedAt: 3, score: 400, right: 4, partial: 0, wrong: 0, unanswered: 0),
        ]),
        types: [
          StatsReport.TypeAccuracy(type: "single", accuracy: 0.75),
          StatsReport.TypeAccuracy(type: "short", accuracy: 0.5),
        ],
        hardest: [
          StatsReport.Hardest(id: "q7", text: "Which **planet** is red?", asked: 3, wrong: 2)
        ])
    ])

  @Test func theStatsScreenLaysOutTheReportWithASparkline() {
    let frame = StatsScreen.render(
      Self.report, game: nil, scroll: 0, context: plainContext(), size: size)
    expectGolden(frame.buffer.lines, "stats-72x24")
    let lines = frame.buffer.lines
    #expect(lines.contains { $0.contains("▃▇█") })
    #expect(lines.contains { $0.contains("Which planet is red?") && $0.contains("missed 2 of 3") })
    #expect(lines.contains { $0.contains("Streak: 3 days") })
  }

  @Test func aPercentageNeverWrapsAwayFromItsNumber() {
    for width in 32...72 {
      let lines = StatsScreen.render(
        Self.report, game: nil, scroll: 0, context: plainContext(),
        size: Size(width: width, height: 40)
      ).buffer.lines
      for line in lines {
        let text = line.trimmingCharacters(in: .whitespaces)
        #expect(!text.hasPrefix("%"), "at \(width) columns: \(lines.joined(separator: "\n"))")
      }
    }
  }

  @Test func anEmptyHistoryGetsAFriendlyLine() {
    let empty = StatsReport(profile: "new\u{1B}[2J", streak: 0, games: [])
    let lines = StatsScreen.render(
      empty, game: nil, scroll: 0, context: plainContext(), size: size
    ).buffer.lines
    #expect(lines.contains { $0.contains("No finished games yet for 'new") })
    // The name is untrusted text: its escape is not drawn as one.
    #expect(!lines.joined().contains("\u{1B}"))
  }

  @Test func theStatsScreenScrollsWithinItsList() {
    var games = Self.report.games
    for index in 1...6 {
      var game = games[0]
      game.id = "g\(index)"
      game.title = "Game \(index)"
      games.append(game)
    }
    let long = StatsReport(profile: "ann", streak: 1, games: games)
    let theme = Theme.fallback
    let limit = StatsScreen.scrollLimit(long, size: size, theme: theme)
    #expect(limit > 0)
    let bottom = StatsScreen.render(
      long, game: nil, scroll: 1_000, context: plainContext(), size: size
    ).buffer.lines
    #expect(bottom.contains { $0.contains("Streak: 1 day") })
  }

  @Test func theProfileChoiceListsProfilesAndANewOne() {
    var state = ProfileScreen.State(choice: ProfileChoice(names: ["ann", "bob"], current: "bob"))
    #expect(state.focus == 1)
    expectGolden(
      ProfileScreen.render(state, context: plainContext(), size: size).buffer.lines,
      "profiles-72x24")
    let marked = ProfileScreen.render(state, context: plainContext(), size: size).buffer.lines
    #expect(marked.contains { $0.contains("▶ bob (playing)") }, "the focus is a pointer")
    #expect(!marked.joined().contains("✓"), "a check mark would read as chosen")
    state.focus = 2
    state.editor = LineEditor("cy")
    let lines = ProfileScreen.render(state, context: plainContext(), size: size).buffer.lines
    #expect(lines.contains { $0.contains("New profile: cy") })
  }

  @Test func reviewCardsShowTheirCountAndHaveNothingToPlayAtZero() {
    let cards = [
      GameCard(
        id: "bank", title: "Bank", summary: "", icon: nil, questionCount: 10, origin: nil,
        state: .playable(resumable: false)),
      GameCard(
        id: "review/due", title: "Review", summary: "4 due today", icon: nil,
        questionCount: nil, origin: nil, state: .playable(resumable: false),
        kind: .review(count: 4)),
      GameCard(
        id: "review/mistakes", title: "Mistakes", summary: "0 to go over", icon: nil,
        questionCount: nil, origin: nil, state: .playable(resumable: false),
        kind: .review(count: 0)),
      GameCard(
        id: "stats/all", title: "Stats", summary: "every game", icon: nil, questionCount: nil,
        origin: nil, state: .playable(resumable: false), kind: .stats),
    ]
    let frame = LauncherScreen.render(
      cards: cards, focus: 1, message: nil, context: plainContext(),
      size: Size(width: 110, height: 28), profile: "ann")
    expectGolden(frame.buffer.lines, "launcher-review-110x28")
    #expect(cards.map(\.buttonLabel) == ["Play", "Play", "Nothing", "Open"])
    #expect(frame.buffer.lines[0].contains("Trivium · ann"))
  }
}

/// The Stats screen and the profile choice reached from the launcher.
@Suite struct ProgressNavigationTests {
  let host: ProgressMemoryHost
  let size = Size(width: 100, height: 40)

  init() throws {
    let environment = SessionEnvironment(types: try builtInTypes())
    var bank = try builtInGame("question-bank")
    bank.questions = Array(bank.questions.prefix(3))
    host = ProgressMemoryHost(games: [bank], environment: environment)
    host.report = ProgressScreenTests.report
  }

  func launcher() -> TerminalApp {
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)
    _ = app.render(size: size, now: 0.2)
    return app
  }

  @Test func sOnAGameCardShowsThatGamesStatsAndQGoesBack() throws {
    let app = launcher()
    app.handle(.char("s"), now: 1)
    guard case .stats(let state) = app.screen else {
      Issue.record("expected the Stats screen")
      return
    }
    #expect(host.statsAsked == ["question-bank"] && state.game == "question-bank")
    let lines = app.render(size: size, now: 5).buffer.lines
    #expect(lines[0].contains("question-bank: statistics of ann"))
    app.handle(.char("?"), now: 6)
    #expect(
      app.render(size: size, now: 7).buffer.lines.contains { $0.contains("back to the games") })
    app.handle(.char("x"), now: 8)
    app.handle(.char("q"), now: 9)
    guard case .launcher = app.screen else {
      Issue.record("expected the launcher")
      return
    }
  }

  @Test func theStatsCardShowsEveryGame() {
    host.shownCards = [
      GameCard(
        id: "stats/all", title: "Stats", summary: "every game", icon: nil, questionCount: nil,
        origin: nil, state: .playable(resumable: false), kind: .stats)
    ]
    let app = launcher()
    app.handle(.key(.enter), now: 1)
    guard case .stats(let state) = app.screen else {
      Issue.record("expected the Stats screen")
      return
    }
    #expect(host.statsAsked == [nil] && state.game == nil)
  }

  @Test func rEditsTheReviewSettingsOfTheProfile() {
    let app = launcher()
    app.handle(.char("p"), now: 1)
    #expect(
      app.render(size: size, now: 2).buffer.lines.contains {
        $0.contains("Review: 20 new and 200 reviews a day")
      })
    app.handle(.char("r"), now: 3)
    for char in " new-per-day=5" { app.handle(.char(char), now: 4) }
    app.handle(.key(.enter), now: 5)
    #expect(host.reviewEdits == [host.reviewText])
    #expect(host.reviewText.hasSuffix("retention=0.9 new-per-day=5"))
    // The choice is read again: the line shows the settings saved.
    #expect(
      app.render(size: size, now: 6).buffer.lines.contains {
        $0.contains("Review: 5 new and 200 reviews a day")
      })
    // Refused: the line stays open, the reason under the list; Esc leaves it as it was.
    app.handle(.char("r"), now: 7)
    for char in " bad" { app.handle(.char(char), now: 8) }
    app.handle(.key(.enter), now: 9)
    let lines = app.render(size: size, now: 10).buffer.lines
    #expect(lines.contains { $0.contains("bad is not a setting") })
    #expect(lines.contains { $0.contains("Review settings:") })
    app.handle(.key(.escape), now: 11)
    #expect(host.reviewEdits.count == 2 && !host.reviewText.contains("bad"))
    guard case .profiles = app.screen else {
      Issue.record("expected the profile choice")
      return
    }
  }

  @Test func pChoosesAProfileOrCreatesOne() {
    let app = launcher()
    #expect(app.render(size: size, now: 1).buffer.lines[0].contains("Trivium · ann"))
    app.handle(.char("p"), now: 2)
    app.handle(.key(.down), now: 3)
    app.handle(.key(.enter), now: 4)
    #expect(host.current == "bob")
    #expect(app.render(size: size, now: 9).buffer.lines[0].contains("Trivium · bob"))
    // A new one: n, its name typed (q is text here), Enter.
    app.handle(.char("p"), now: 10)
    app.handle(.char("n"), now: 11)
    for char in "quinn" { app.handle(.char(char), now: 12) }
    app.handle(.key(.enter), now: 13)
    #expect(host.current == "quinn" && host.profileNames == ["ann", "bob", "quinn"])
    guard case .launcher = app.screen else {
      Issue.record("expected the launcher")
      return
    }
  }
}
