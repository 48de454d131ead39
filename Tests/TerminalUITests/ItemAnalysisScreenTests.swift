import ItemAnalysis
import Localization
import QuizCore
import Review
import Terminal
import Testing
import TextCells

@testable import TerminalUI

/// A host with statistics and an item analysis in memory: the sources it was asked for.
final class ItemMemoryHost: MemoryHost, ProgressHost, ItemAnalysisHost {
  var sources: [ItemSource] = []

  func stats(gameID: String?) -> StatsReport? {
    var report = StatsReport(profile: "ann", streak: 0, games: [])
    report.gameID = gameID
    return report
  }

  func profiles() -> ProfileChoice? { ProfileChoice(names: ["ann"], current: "ann") }
  func chooseProfile(named name: String) throws -> String { "" }

  func itemAnalysis(gameID: String, source: ItemSource, until stop: () -> Bool) throws
    -> ItemTable?
  {
    sources.append(source)
    // The analysis asks between the sessions it replays whether to stop.
    guard !stop() else { return nil }
    return ItemAnalysisScreenTests.table(questions: source == .tournament ? 3 : 30)
  }
}

/// The launcher's item analysis: drawn without a terminal, driven by keys.
@Suite struct ItemAnalysisScreenTests {
  let size = Size(width: 80, height: 20)

  /// `questions` questions: the first too easy, the second discriminating negatively, the
  /// third asked once, the others plain; texts long, wide and with a control character.
  static func table(questions: Int) -> ItemTable {
    var rows: [ItemRow] = []
    for index in 0..<questions {
      let statistics: ItemStatistics
      switch index {
      case 0:
        statistics = ItemStatistics(
          questionID: "q0", marks: Array(repeating: 1, count: 12),
          rests: (0..<12).map { Double($0 % 3) })
      case 1:
        statistics = ItemStatistics(
          questionID: "q1", marks: (0..<12).map { $0 < 6 ? 1 : 0 },
          rests: (0..<12).map { Double($0) })
      case 2:
        statistics = ItemStatistics(questionID: "q2", marks: [1], rests: [2])
      default:
        statistics = ItemStatistics(
          questionID: "q\(index)", marks: (0..<12).map { $0 % 2 == 0 ? 1 : 0 },
          rests: (0..<12).map { Double($0 % 2 == 0 ? 3 : 1) })
      }
      let text =
        index == 0
        ? "Which city is the capital of a country whose name is far too long to fit here?"
        : index == 1 ? "首都是哪一座城市？请从下面的选项中选出正确的答案，然后按回车键" : "Ring\u{7} \(index)"
      rows.append(ItemRow(statistics: statistics, text: text))
    }
    return ItemTable(
      players: 12, tournament: 0, rows: rows,
      notes: ["Left out: tournament session t/1: forfeited"])
  }

  @Test func eachQuestionShowsItsFiguresFlagsAndTextCutToTheWidth() {
    var state = ItemAnalysisScreen.State(gameID: "capitals", title: "Capitals")
    state.table = Self.table(questions: 30)
    let lines = ItemAnalysisScreen.render(state, context: plainContext(), size: size).buffer
      .lines
    #expect(
      lines[0].contains("Item analysis of Capitals · players and tournaments"),
      "\(lines.joined(separator: "\n"))")
    #expect(lines[1].contains("12 attempts (12 by players, 0 in tournaments)"))
    #expect(lines[2].contains("Attempts") && lines[2].contains("Facility %"))
    #expect(lines[2].contains("Discrimination %") && lines[2].contains("Flags"))
    // The figures the command prints, for the same statistics.
    #expect(lines[3].contains("12") && lines[3].contains("100.0") && lines[3].contains("undefined"))
    #expect(lines[3].contains("too easy"))
    #expect(lines[4].contains("50.0") && lines[4].contains("negative"))
    #expect(lines[5].contains("too few"))
    // Texts cut with "…" to the width, wide characters counted as two columns.
    #expect(
      lines[3].contains("Which city is the capital") && lines[3].contains("…"), "\(lines[3])")
    #expect(lines[4].contains("首都是哪") && lines[4].contains("…"))
    for line in lines { #expect(TextWidth.of(line) <= size.width) }
    // A control character from a game is shown, never sent to the terminal.
    #expect(!lines.joined().contains("\u{7}"))
    // More rows than the screen: the scroll marks say so.
    #expect(lines[17].contains("↓"))
    #expect(lines.last?.contains("s source") == true && lines.last?.contains("q back") == true)
  }

  @Test func theScreenScrollsToItsNotes() {
    var state = ItemAnalysisScreen.State(gameID: "capitals", title: "Capitals")
    state.table = Self.table(questions: 30)
    let limit = ItemAnalysisScreen.scrollLimit(state, size: size)
    #expect(limit > 0)
    state.scroll = limit
    let lines = ItemAnalysisScreen.render(state, context: plainContext(), size: size).buffer
      .lines
    #expect(lines.contains { $0.contains("Left out: tournament session t/1: forfeited") })
    #expect(lines.contains { $0.contains("Ring") && $0.contains("29") })
    // The column headings stay where they are.
    #expect(lines[2].contains("Facility %"))
  }

  @Test func aGameWithoutAttemptsSaysSo() {
    var state = ItemAnalysisScreen.State(gameID: "capitals", title: "Capitals")
    state.table = ItemTable(players: 0, tournament: 0, rows: [])
    let lines = ItemAnalysisScreen.render(state, context: plainContext(), size: size).buffer
      .lines
    #expect(lines.contains { $0.contains("No finished attempts at this game yet.") })
  }

  func statsOfAGame() throws -> (TerminalApp, ItemMemoryHost) {
    let host = ItemMemoryHost(
      games: [try builtInGame("question-bank")],
      environment: SessionEnvironment(types: try builtInTypes()))
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)
    _ = app.render(size: size, now: 0.2)
    app.handle(.char("s"), now: 1)
    return (app, host)
  }

  @Test func escStopsTheAnalysisAndSaysHowToComputeItAgain() throws {
    let (app, host) = try statsOfAGame()
    // The loop's check says Esc was pressed while the analysis ran.
    app.stopWork = { true }
    app.handle(.char("a"), now: 3)
    var lines = app.render(size: size, now: 4).buffer.lines
    #expect(lines.contains { $0.contains("(Esc stops it)") }, "\(lines)")
    app.advance(to: 5)
    #expect(host.sources == [.both])
    lines = app.render(size: size, now: 6).buffer.lines
    #expect(lines.contains { $0.contains("The item analysis was stopped") }, "\(lines)")
    // s computes it again, to its end once nothing stops it.
    app.stopWork = nil
    app.handle(.char("s"), now: 7)
    _ = app.render(size: size, now: 8)
    app.advance(to: 9)
    lines = app.render(size: size, now: 10).buffer.lines
    #expect(host.sources == [.both, .players])
    #expect(!lines.contains { $0.contains("was stopped") } && lines[3].contains("too easy"))
  }

  @Test func aOnAGamesStatisticsComputesItsItemAnalysisAfterSayingSo() throws {
    let (app, host) = try statsOfAGame()
    #expect(
      app.render(size: size, now: 2).buffer.lines.last?.contains("a item analysis") == true)
    app.handle(.char("a"), now: 3)
    guard case .items(let state) = app.screen else {
      Issue.record("expected the item analysis")
      return
    }
    #expect(state.gameID == "question-bank" && state.source == .both)
    // Nothing computed before the screen said it would be.
    #expect(host.sources.isEmpty)
    var lines = app.render(size: size, now: 4).buffer.lines
    #expect(lines.contains { $0.contains("Computing the item analysis") })
    app.advance(to: 5)
    #expect(host.sources == [.both])
    lines = app.render(size: size, now: 6).buffer.lines
    #expect(lines[3].contains("too easy"))
    app.handle(.char("j"), now: 7)
    guard case .items(let scrolled) = app.screen else { return }
    #expect(scrolled.scroll == 1)
    // s switches the source: players, then tournaments, then both.
    app.handle(.char("s"), now: 8)
    _ = app.render(size: size, now: 9)
    app.advance(to: 10)
    #expect(host.sources == [.both, .players])
    app.handle(.char("s"), now: 11)
    _ = app.render(size: size, now: 12)
    app.advance(to: 13)
    #expect(host.sources == [.both, .players, .tournament])
    lines = app.render(size: size, now: 14).buffer.lines
    #expect(lines[0].contains("· tournaments"))
    app.handle(.char("?"), now: 15)
    lines = app.render(size: size, now: 16).buffer.lines
    #expect(lines.contains { $0.contains("Item analysis keys") })
    app.handle(.char("x"), now: 17)
    app.handle(.char("q"), now: 18)
    guard case .stats = app.screen else {
      Issue.record("expected the statistics again")
      return
    }
  }

  @Test func theStatisticsOfEveryGameHaveNoItemAnalysis() throws {
    let (app, host) = try statsOfAGame()
    guard case .stats(var state) = app.screen else { return }
    state.report.gameID = nil
    state.game = nil
    app.screen = .stats(state)
    #expect(
      app.render(size: size, now: 2).buffer.lines.last?.contains("a item analysis") == false)
    app.handle(.char("a"), now: 3)
    guard case .stats = app.screen else {
      Issue.record("expected the statistics still")
      return
    }
    #expect(host.sources.isEmpty)
  }
}
