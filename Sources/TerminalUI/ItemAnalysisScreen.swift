import ItemAnalysis
import Localization
import QuizCore
import Terminal
import TextCells

/// One question of an item analysis: its statistics and its text (untrusted; nil when its
/// game does not tell it).
public struct ItemRow: Sendable, Equatable {
  /// Its figures.
  public var statistics: ItemStatistics
  /// Its text, drawn through `Untrusted`.
  public var text: String?

  /// A row with every field given.
  public init(statistics: ItemStatistics, text: String?) {
    self.statistics = statistics
    self.text = text
  }
}

/// An item analysis of one game as the host computed it: `trivium stats --questions`'s report.
public struct ItemTable: Sendable, Equatable {
  /// The attempts counted, by players and in tournaments.
  public var players: Int
  public var tournament: Int
  /// Each question, in the game's order.
  public var rows: [ItemRow]
  /// Sentences said under the table (untrusted): a game that could not be read, each
  /// tournament session left out and why.
  public var notes: [String]

  /// A table with every field given.
  public init(players: Int, tournament: Int, rows: [ItemRow], notes: [String] = []) {
    self.players = players
    self.tournament = tournament
    self.rows = rows
    self.notes = notes
  }
}

/// What the launcher's item analysis asks of the host; a host without saved progress has none.
public protocol ItemAnalysisHost: AnyObject {
  /// The item analysis of game `gameID` from `source`'s attempts, as `trivium stats
  /// --questions GAME --source SOURCE` computes it (every profile's sessions); asks `stop`
  /// between the tournament sessions it replays, and gives nil once it said true (Esc).
  func itemAnalysis(gameID: String, source: ItemSource, until stop: () -> Bool) throws
    -> ItemTable?
}

/// The item analysis of one game, reached from its Stats screen: per question the attempts,
/// facility and discrimination indices and flags, scrolling, from players' sessions,
/// tournaments or both.
public enum ItemAnalysisScreen {
  /// What the screen stands at.
  public struct State: Sendable {
    /// The game's card id and title.
    public var gameID: String
    public var title: String
    /// Where the attempts come from.
    public var source: ItemSource = .both
    /// The analysis; nil while it is computed.
    public var table: ItemTable?
    /// Why it could not be computed.
    public var problem: String?
    /// The first row shown.
    public var scroll = 0

    /// The screen of game `gameID` (titled `title`) before its analysis is computed.
    public init(gameID: String, title: String) {
      self.gameID = gameID
      self.title = title
    }
  }

  /// A figure with one decimal, never "-0.0"; "–" when there is none (the command's too).
  public static func figure(_ value: Double?) -> String {
    guard let value else { return "–" }
    let text = String(format: "%.1f", value)
    return text == "-0.0" ? "0.0" : text
  }

  /// A flag's words, in the interface language (the command's too).
  public static func words(_ flag: ItemFlag) -> String {
    switch flag {
    case .tooEasy: tr("too easy")
    case .tooHard: tr("too hard")
    case .negative: tr("negative discrimination")
    case .fewAttempts: tr("too few attempts")
    }
  }

  /// A flag in a word or two, for the screen's narrow column.
  static func shortWords(_ flag: ItemFlag) -> String {
    switch flag {
    case .tooEasy, .tooHard: words(flag)
    case .negative: tr("negative", context: "flag")
    case .fewAttempts: tr("too few", context: "flag")
    }
  }

  /// The discrimination as shown: "undefined" for a question asked whose index has none.
  public static func discrimination(_ statistics: ItemStatistics) -> String {
    statistics.discrimination.map { figure($0) }
      ?? (statistics.attempts > 0 ? tr("undefined") : "–")
  }

  /// A source in words.
  static func sourceName(_ source: ItemSource) -> String {
    switch source {
    case .players: tr("players' sessions")
    case .tournament: tr("tournaments")
    case .both: tr("players and tournaments")
    }
  }

  /// The rows the table takes on a screen of `size` (its column headings above them).
  static func listRect(_ size: Size) -> Rect {
    Rect(x: 1, y: 3, width: size.width - 2, height: max(1, size.height - 5))
  }

  /// The column headings and the lines under them, `width` columns wide: one per question,
  /// its text last and cut with "…", then the notes.
  static func lines(_ table: ItemTable, width: Int) -> (heading: String, rows: [StyledLine]) {
    let width = max(1, width - 1)
    func note(_ text: String) -> [StyledLine] {
      Markup.wrap([Run(text, role: "muted")], width: width)
    }
    let notes = table.notes.flatMap { note(Untrusted.line($0)) }
    guard table.players + table.tournament > 0 else {
      return ("", note(tr("No finished attempts at this game yet.")) + notes)
    }
    let headers = [tr("Attempts"), tr("Facility %"), tr("Discrimination %")]
    let cells = table.rows.map { row in
      [
        "\(row.statistics.attempts)", figure(row.statistics.facility),
        discrimination(row.statistics),
      ]
    }
    let flags = table.rows.map { $0.statistics.flags.map(shortWords).joined(separator: ", ") }
    var widths = headers.map { TextWidth.of($0) }
    for row in cells {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], TextWidth.of(cell))
      }
    }
    let flagWidth = ([tr("Flags")] + flags).map { TextWidth.of($0) }.max() ?? 0
    func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
      let space = String(repeating: " ", count: max(0, width - TextWidth.of(text)))
      return right ? space + text : text + space
    }
    let figures = { (row: [String]) in
      row.enumerated().map { padded($1, widths[$0], right: true) }.joined(separator: "  ") + "  "
    }
    let lead = TextWidth.of(figures(headers)) + flagWidth + 2
    let room = max(1, width - lead)
    let heading = TextWidth.prefix(
      figures(headers) + padded(tr("Flags"), flagWidth) + "  "
        + TextWidth.shortened(tr("Question"), fitting: room), fitting: width)
    var lines: [StyledLine] = []
    for (index, row) in table.rows.enumerated() {
      let statistics = row.statistics
      let warned = statistics.flags.contains { $0 != .fewAttempts }
      let text = Untrusted.line(row.text ?? statistics.questionID)
      lines.append(
        StyledLine([
          Run(figures(cells[index])),
          Run(padded(flags[index], flagWidth) + "  ", role: warned ? "wrong" : "muted"),
          Run(TextWidth.shortened(text, fitting: room)),
        ]))
    }
    lines.append(StyledLine([]))
    if table.rows.contains(where: {
      $0.statistics.undefined != nil && $0.statistics.attempts > 0
    }) {
      lines += note(
        tr(
          "Discrimination is undefined with fewer than two attempts, or when the question or "
            + "the rest of the game scored the same in every attempt."))
    }
    lines += note(
      tr(
        "Flags: too easy at a facility of {easy} % or more, too hard at {hard} % or less, "
          + "none but \"too few attempts\" below {minimum} attempts.",
        [
          "easy": Int(ItemAnalysis.easyFacility), "hard": Int(ItemAnalysis.hardFacility),
          "minimum": ItemAnalysis.minimumAttempts,
        ]))
    return (heading, lines + notes)
  }

  /// How far the table can scroll on a screen of `size`.
  static func scrollLimit(_ state: State, size: Size) -> Int {
    guard let table = state.table else { return 0 }
    let list = listRect(size)
    return max(0, lines(table, width: list.width).rows.count - list.height)
  }

  /// Draws the analysis, or what is being done while it is computed.
  public static func render(_ state: State, context: RenderContext, size: Size) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    frame.put(
      LauncherScreen.shortened(
        " " + tr("Item analysis of {title}", ["title": Untrusted.line(state.title)]) + " · "
          + sourceName(state.source), fitting: size.width), x: 0, y: 0,
      style: theme.style("header-title"))
    let list = listRect(size)
    if let table = state.table {
      let summary = tr(
        "{attempts} attempts ({players} by players, {tournament} in tournaments)",
        [
          "attempts": table.players + table.tournament, "players": table.players,
          "tournament": table.tournament,
        ])
      frame.put(
        TextWidth.shortened(summary, fitting: list.width), x: list.x, y: 1,
        style: theme.style("muted"))
    }
    if let problem = state.problem {
      frame.draw(
        Markup.wrap([Run(Untrusted.line(problem), role: "wrong")], width: list.width),
        at: Point(x: list.x, y: list.y), theme: theme)
    } else if let table = state.table {
      let (heading, rows) = lines(table, width: list.width)
      frame.put(heading, x: list.x, y: 2, style: theme.style("accent"))
      frame.drawScrolled(rows, in: list, scroll: state.scroll, theme: theme)
    } else {
      frame.draw(
        Markup.wrap(
          [
            Run(
              tr(
                "Computing the item analysis (tournament sessions are replayed): the screen "
                  + "answers again once it is done (Esc stops it)…"), role: "muted")
          ], width: list.width), at: Point(x: list.x, y: list.y), theme: theme)
    }
    frame.footer(
      ItemKeys.Binding.footer(ItemKeys.table, mode: nil, width: size.width), theme: theme)
    return frame
  }
}

/// What a key does on the item analysis screen.
enum ItemAction: Hashable, Sendable {
  case scrollDown, scrollUp, pageDown, pageUp, source, back, help
}

/// The keys of the item analysis screen.
enum ItemKeys {
  typealias Binding = KeyBinding<ItemAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord(.down), chord("j")], label: "↓/↑, j/k", help: tr("scroll"),
        footer: (tr("j/k PgUp/PgDn scroll", context: "footer"), 70), action: .scrollDown),
      Binding(chords: [chord(.up), chord("k")], label: "", help: "", action: .scrollUp),
      Binding(
        chords: [chord(.pageDown), chord(" ")], label: tr("PgDn/PgUp, Space", context: "keys"),
        help: tr("scroll a page"), action: .pageDown),
      Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
      Binding(
        chords: [chord("s")], label: "s",
        help: tr("count the attempts of players, of tournaments, or of both"),
        footer: (tr("s source", context: "footer"), 60), action: .source),
      Binding(
        chords: [chord("q"), chord(.escape)], label: tr("q, Esc", context: "keys"),
        help: tr("back to the statistics"),
        footer: (tr("q back", context: "footer"), 80), action: .back),
      helpBinding(.help),
    ]
  }

  /// The help of the item analysis: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("wheel", context: "keys"), tr("scroll")), (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}
