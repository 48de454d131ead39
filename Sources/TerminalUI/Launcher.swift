import Localization
import QuizCore
import Terminal
import TextCells

/// A game as the launcher shows it: one card (S1.2).
public struct GameCard: Hashable, Sendable {
  /// Whether the card can be played.
  public enum State: Hashable, Sendable {
    /// Ready; `resumable` when a saved session waits.
    case playable(resumable: Bool)
    /// From a disabled mod: the button enables it.
    case disabled
    /// Cannot load; the reason is shown.
    case broken(String)
  }

  /// The game's id.
  public var id: String
  /// The name shown.
  public var title: String
  /// One line about it.
  public var summary: String
  /// What a card shows at its top.
  public enum Icon: Hashable, Sendable {
    /// A picture file, by the path the picture cache reads.
    case picture(String)
    /// One or two characters drawn as text (a manifest's `"icon": "猜"`).
    case text(String)
  }

  /// The icon, if the game has one (else its title's first character stands in).
  public var icon: Icon?
  /// The number of questions, when known.
  public var questionCount: Int?
  /// Where it comes from: nil for a built-in game, else the mod's name.
  public var origin: String?
  /// Its title in each language it offers (the filter matches any of them).
  public var titles: [String] = []
  /// The languages it offers, its default first.
  public var languages: [String] = []
  /// The group it is shown in (`LauncherFilter.groupName`); nil: none.
  public var group: String?
  /// When it was last played, as the host says it ("today", "3 days ago"); nil: never.
  public var lastPlayed: String?
  /// Who made its questions and under what licence (the manifest's `attribution`, untrusted
  /// text); CC BY-SA content must carry it to the game's details. Nil: the game does not say.
  public var attribution: String?
  /// The file that lists its sources and licences in full (its folder's `SOURCES.md`), if any.
  public var sourcesFile: String?
  /// How many questions a session draws from its pool; nil: every question.
  public var perSession: Int?
  /// How many of its questions are due for review today (the profile's); nil or 0: none.
  public var due: Int?
  /// Playable, disabled or broken.
  public var state: State

  /// What a card opens.
  public enum Kind: Hashable, Sendable {
    /// A game.
    case game
    /// A review session of questions from every game (due questions, mistakes): `count`
    /// questions wait; its summary is the line under its title.
    case review(count: Int)
    /// The Stats screen of every game.
    case stats
  }

  /// A game, a review session or the Stats screen.
  public var kind: Kind

  /// A card with every field given.
  public init(
    id: String, title: String, summary: String, icon: Icon?, questionCount: Int?,
    origin: String?, state: State, kind: Kind = .game
  ) {
    self.kind = kind
    self.id = id
    self.title = title
    self.summary = summary
    self.icon = icon
    self.questionCount = questionCount
    self.origin = origin
    self.state = state
  }

  /// The card's button label.
  public var buttonLabel: String {
    if kind == .stats { return tr("Open", context: "button") }
    if case .review(let count) = kind, count == 0, state == .playable(resumable: false) {
      return tr("Nothing", context: "button")
    }
    switch state {
    case .playable(let resumable):
      return resumable ? tr("Resume", context: "button") : tr("Play", context: "button")
    case .disabled: return tr("Enable", context: "button")
    case .broken: return tr("Broken", context: "button")
    }
  }
}

/// The launcher: a grid of game cards whose columns follow the width, the spare space spread
/// evenly as margins (S1.3).
public enum LauncherScreen {
  /// The size of one card.
  public static let card = Size(width: 24, height: 12)

  /// The grid for `count` cards in `width` columns: how many per row, and the left edge of each
  /// column with even margins.
  public static func columns(count: Int, width: Int) -> (perRow: Int, lefts: [Int]) {
    let perRow = max(1, min(count, (width - 2) / (card.width + 2)))
    let spare = max(0, width - perRow * card.width)
    // The spare columns are spread over the perRow + 1 gaps (margins included) so that no two
    // gaps differ by more than one column: gap i ends at the rounded share (i + 1) / (n + 1).
    let gaps = perRow + 1
    let lefts = (0..<perRow).map { index in
      (index + 1) * spare / gaps + index * card.width
    }
    return (perRow, lefts)
  }

  /// `text` cut to `columns` with "…" at the end when it does not fit.
  static func shortened(_ text: String, fitting columns: Int) -> String {
    TextWidth.shortened(text, fitting: columns)
  }

  /// Draws the launcher with `focus` on one card, scrolled so that it shows.
  /// `profile`, when given, is the player's name shown in the header (untrusted text).
  public static func render(
    cards: [GameCard], focus: Int, message: String?, context: RenderContext, size: Size,
    profile: String? = nil, filter: String? = nil
  ) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    var title = " Trivium"
    if let profile {
      title += " \(theme.glyphs.separator) " + shortened(Untrusted.line(profile), fitting: 20)
    }
    // The group of the chosen card, so that the player knows where in the library it is.
    if let group = cards.indices.contains(focus) ? cards[focus].group : nil {
      title +=
        " \(theme.glyphs.separator) " + shortened(LauncherFilter.groupName(group), fitting: 24)
    }
    let (perRow, lefts) = columns(count: cards.count, width: size.width)
    let visibleRows = max(1, (size.height - 3) / (card.height + 1))
    // Cards start under a blank row, or right under the header where a whole card would
    // otherwise reach the footer (the 32×14 minimum): a card is never cut at its bottom.
    let top = size.height - 3 < card.height ? 1 : 2
    let focusRow = focus / perRow
    let firstRow = max(0, focusRow - visibleRows + 1)
    let count = headerCount(
      total: cards.filter { $0.kind == .game }.count, above: firstRow * perRow,
      below: max(0, cards.count - (firstRow + visibleRows) * perRow), glyphs: theme.glyphs)
    frame.put(count, x: size.width - TextWidth.of(count), y: 0, style: theme.style("header"))
    // The title gives way to the count in a narrow window.
    frame.put(
      shortened(title, fitting: size.width - TextWidth.of(count) - 1), x: 0, y: 0,
      style: theme.style("header-title"))
    frame.clip = Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
    for (index, game) in cards.enumerated() {
      let row = index / perRow - firstRow
      guard row >= 0, row < visibleRows else { continue }
      let origin = Point(x: lefts[index % perRow], y: top + row * (card.height + 1))
      draw(game, at: origin, focused: index == focus, context: context, into: &frame)
      frame.add(
        .card(index), Rect(x: origin.x, y: origin.y, width: card.width, height: card.height))
    }
    frame.clip = frame.bounds
    if cards.isEmpty, let filter {
      let none = tr("No game's name holds “{text}”.", ["text": Untrusted.line(filter)])
      frame.put(
        shortened(none, fitting: size.width - 2), x: 1, y: 2, style: theme.style("muted"))
    }
    var footer = LauncherKeys.Binding.footer(LauncherKeys.table, mode: nil, width: size.width)
    if let filter {
      footer =
        shortened(
          " " + tr("Find: {text}", ["text": Untrusted.line(filter)]) + "▏ "
            + tr("Enter keep · Esc clear", context: "footer"), fitting: size.width)
    }
    if let message {
      footer = " " + message
      // A message cut at the width says how to read it whole.
      if TextWidth.of(footer) > size.width {
        footer =
          TextWidth.prefix(footer, fitting: max(0, size.width - 9))
          + tr("… ! all", context: "footer")
      }
    }
    frame.footer(footer, theme: theme)
    return frame
  }

  /// The header's right side: the number of games, and how many cards lie above and below
  /// the rows shown.
  static func headerCount(total: Int, above: Int, below: Int, glyphs: Glyphs) -> String {
    var parts: [String] = []
    if above > 0 { parts.append(glyphs.up + " " + tr("{count} above", ["count": above])) }
    if below > 0 { parts.append(glyphs.down + " " + tr("{count} below", ["count": below])) }
    parts.append(trn("{n} game", "{n} games", count: total) + " ")
    return parts.joined(separator: " \(glyphs.separator) ")
  }

  /// One card: the icon above the name, a line about it, and its button (S1.2).
  static func draw(
    _ game: GameCard, at origin: Point, focused: Bool, context: RenderContext,
    into frame: inout Frame
  ) {
    let theme = context.theme
    let rect = Rect(x: origin.x, y: origin.y, width: card.width, height: card.height)
    frame.box(rect, style: theme.style(focused ? "accent" : "card"), border: theme.border)
    let inner = card.width - 4
    // The icon: the game's picture in half blocks, or its initial in a box.
    let iconRect = Rect(x: origin.x + (card.width - 10) / 2, y: origin.y + 1, width: 10, height: 4)
    if case .picture(let path)? = game.icon,
      let picture = context.pictures.picture(path, columns: 10, rows: 4)
    {
      let x = origin.x + (card.width - picture.columns) / 2
      frame.picture(
        picture, at: Point(x: x, y: iconRect.y), background: theme.style("background"),
        depth: context.depth)
    } else {
      let initial: String
      if case .text(let text)? = game.icon {
        initial = text
      } else {
        initial = String(game.title.first ?? "?")
      }
      frame.box(iconRect, style: theme.style("muted"), border: theme.border)
      frame.put(
        initial, x: iconRect.x + (10 - TextWidth.of(initial)) / 2, y: iconRect.y + 1,
        style: theme.style("title"))
    }
    let title = Self.shortened(game.title, fitting: inner)
    frame.put(
      title, x: origin.x + (card.width - TextWidth.of(title)) / 2, y: origin.y + 5,
      style: theme.style("title"))
    // The count, with where it comes from and its languages when they fit; when it was last
    // played under it.
    let languages = LanguageNames.short(game.languages)
    let count = game.questionCount.map { trn("{n} question", "{n} questions", count: $0) }
    let shortCount = game.questionCount.map {
      tr("{count} q", context: "short for questions", ["count": $0])
    }
    var detail = ""
    for (count, extra) in [
      (count, languages), (shortCount, languages), (count, nil), (shortCount, nil),
    ] {
      var parts = [count, game.origin, extra].compactMap { $0 }
      if count == nil, let origin = game.origin {
        parts[0] = tr("mod {name}", ["name": origin])
      }
      detail = parts.joined(separator: " · ")
      if TextWidth.of(detail) <= inner { break }
    }
    if case .broken(let reason) = game.state { detail = reason }
    if game.kind != .game { detail = game.summary }
    var played = game.lastPlayed ?? (game.kind == .game ? tr("not played yet") : "")
    // What is due comes first: it is what a card's line is cut short of last.
    if let due = game.due, due > 0 {
      played = trn("{n} due", "{n} due", count: due) + " \(theme.glyphs.separator) " + played
    }
    for (row, text) in [detail, played].enumerated() {
      let shown = Self.shortened(text, fitting: inner)
      frame.put(
        shown, x: origin.x + (card.width - TextWidth.of(shown)) / 2, y: origin.y + 6 + row,
        style: theme.style("muted"))
    }
    let label = game.buttonLabel
    var enabled: Bool
    if case .broken = game.state { enabled = false } else { enabled = true }
    if label == tr("Nothing", context: "button") { enabled = false }
    let buttonX = origin.x + (card.width - Frame.buttonWidth(label)) / 2
    frame.button(
      label, at: Point(x: buttonX, y: origin.y + 8),
      style: theme.style(enabled ? (focused ? "accent" : "button") : "button-disabled"),
      theme: theme, tall: true)
  }
}

/// The launch screen (S0.12): the name and a line, shown briefly at start.
public enum SplashScreen {
  /// Seconds it stays unless a key is pressed.
  public static let seconds = 1.2

  /// The splash frame.
  public static func render(context: RenderContext, size: Size, version: String) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    let lines = [
      ("T R I V I U M", "title"), ("", "text"),
      (tr("a quiz engine with Lua plugins"), "muted"), ("", "text"),
      (tr("version {version}", ["version": version]), "muted"),
    ]
    let boxWidth = min(size.width - 2, 40)
    let boxHeight = min(size.height - 2, lines.count + 4)
    guard boxWidth >= 16, boxHeight >= 5 else { return frame }
    let rect = Rect(
      x: (size.width - boxWidth) / 2, y: (size.height - boxHeight) / 2, width: boxWidth,
      height: boxHeight)
    frame.box(rect, style: theme.style("accent"), border: theme.border)
    for (index, (text, role)) in lines.enumerated() where index + 2 < boxHeight - 1 {
      // A line cut by a narrow window says so with "…" rather than ending mid-word.
      let shown = LauncherScreen.shortened(text, fitting: boxWidth - 4)
      frame.put(
        shown, x: rect.x + (boxWidth - TextWidth.of(shown)) / 2, y: rect.y + 2 + index,
        style: theme.style(role))
    }
    return frame
  }
}
