import Foundation
import Localization
import QuizCore
import Review
import Terminal
import Testing
import TextCells

@testable import TerminalUI

/// A host with a question browser in memory: what it was asked, and rows it keeps.
final class BrowseMemoryHost: MemoryHost, BrowseHost {
  static let sample = [
    BrowseRow(
      key: QuestionKey(gameID: "pets", questionID: "cat"), text: "Pet that purrs?",
      state: "review", due: "2026-12-16 12:00", lapses: 0),
    BrowseRow(
      key: QuestionKey(gameID: "pets", questionID: "dog"), text: "Pet that barks?",
      state: "review", due: "2026-12-02 12:00", lapses: 2),
    BrowseRow(
      key: QuestionKey(gameID: "words", questionID: "street"), text: "Die STRASSE\u{7}",
      state: "new", due: "—", lapses: 0),
  ]
  var rows = sample
  var searches: [String] = []
  var commands: [(BrowseCommandKind, QuestionKey)] = []

  func browse(search: String) -> [BrowseRow]? {
    searches.append(search)
    return rows.filter { SearchText.matches(search, in: [$0.text, $0.key.questionID]) }
  }

  func browseCommand(_ command: BrowseCommandKind, key: QuestionKey) -> String {
    commands.append((command, key))
    if let index = rows.firstIndex(where: { $0.key == key }) {
      rows[index].state = command == .toggleSuspend ? "suspended" : "buried"
    }
    return "Done to \(key.questionID)."
  }

  func browseHistory(key: QuestionKey) -> [String] {
    ["2026-12-01 12:00 · Again · new · next in 10 min", "2026-12-02 12:00 · Good · review"]
  }
}

/// The launcher's question browser: drawn without a terminal, driven by keys.
@Suite struct BrowseScreenTests {
  let size = Size(width: 80, height: 20)

  @Test func theBrowserDrawsTheSearchTheRowsAndTheFooter() {
    var state = BrowseScreen.State(rows: BrowseMemoryHost.sample)
    state.focus = 1
    let lines = BrowseScreen.render(state, context: plainContext(), size: size).buffer.lines
    #expect(lines[0].contains("Browse questions · 3 found"))
    #expect(lines[1].hasPrefix(" Search:"))
    #expect(lines[4].contains("review · 2026-12-02 12:00 · lapses 2 · pets/dog: Pet that barks?"))
    // A control character from a game is shown, never sent to the terminal.
    #expect(lines[5].contains("words/street: Die STRASSE") && !lines[5].contains("\u{7}"))
    #expect(lines.last?.contains("s suspend") == true && lines.last?.contains("b bury") == true)
    state.history = ["2026-12-01 12:00 · Again · new · next in 10 min"]
    let detail = BrowseScreen.render(state, context: plainContext(), size: size).buffer.lines
    #expect(detail.contains { $0.hasPrefix(" History") })
    #expect(detail.contains { $0.contains("Again · new · next in 10 min") })
  }

  @Test func aLongRowIsCutToTheScreenWithAnEllipsisOnAWholeCharacter() {
    var row = BrowseMemoryHost.sample[0]
    // Wide characters: a cut one column short of the edge keeps no half of one.
    row.text = String(repeating: "长江黄河", count: 30)
    var state = BrowseScreen.State(rows: [row])
    state.history = [String(repeating: "history ", count: 20)]
    let lines = BrowseScreen.render(state, context: plainContext(), size: size).buffer.lines
    let shown = lines[3].trimmingCharacters(in: .whitespaces)
    #expect(shown.hasSuffix("…"), "\(lines[3])")
    #expect(shown.contains("pets/cat: 长江"))
    #expect(TextWidth.of(lines[3]) <= size.width)
    #expect(
      lines.contains {
        $0.contains("history history") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("…")
      })
  }

  @Test func bOpensTheBrowserWhereKeysSearchSuspendBuryAndShowTheHistory() throws {
    let host = BrowseMemoryHost(
      games: [try builtInGame("question-bank")],
      environment: SessionEnvironment(types: try builtInTypes()))
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)
    _ = app.render(size: size, now: 0.2)
    app.handle(.char("b"), now: 1)
    guard case .browse = app.screen else {
      Issue.record("expected the question browser")
      return
    }
    #expect(host.searches == [""])
    app.handle(.char("/"), now: 2)
    for char in "pet" { app.handle(.char(char), now: 3) }
    app.handle(.key(.enter), now: 4)
    #expect(host.searches.last == "pet")
    guard case .browse(var state) = app.screen else { return }
    #expect(state.rows.count == 2 && !state.typing)
    app.handle(.key(.down), now: 5)
    app.handle(.char("s"), now: 6)
    #expect(host.commands.map(\.0) == [.toggleSuspend])
    #expect(host.commands.map(\.1.questionID) == ["dog"])
    var lines = app.render(size: size, now: 7).buffer.lines
    #expect(lines.contains { $0.contains("suspended · 2026-12-02 12:00") })
    #expect(lines.contains { $0.contains("Done to dog.") })
    app.handle(.char("b"), now: 8)
    app.handle(.char("R"), now: 9)
    #expect(host.commands.map(\.0) == [.toggleSuspend, .bury, .reset])
    app.handle(.key(.enter), now: 10)
    lines = app.render(size: size, now: 11).buffer.lines
    #expect(lines.contains { $0.contains("Good · review") })
    app.handle(.char("?"), now: 12)
    lines = app.render(size: size, now: 13).buffer.lines
    #expect(lines.contains { $0.contains("Question browser keys") })
    #expect(lines.contains { $0.contains("bury the question until tomorrow") })
    app.handle(.char("x"), now: 14)
    guard case .browse(let after) = app.screen else { return }
    state = after
    #expect(state.history != nil)
    app.handle(.char("q"), now: 15)
    guard case .launcher = app.screen else {
      Issue.record("expected the launcher")
      return
    }
  }

  @Test func aHostWithoutProgressHasNoBrowser() throws {
    let host = MemoryHost(
      games: [try builtInGame("question-bank")],
      environment: SessionEnvironment(types: try builtInTypes()))
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)
    app.handle(.char("b"), now: 1)
    guard case .launcher = app.screen else {
      Issue.record("expected the launcher")
      return
    }
    #expect(
      app.render(size: size, now: 2).buffer.lines.contains {
        $0.contains("No question browser: progress is not saved.")
      })
  }
}
