import QuizCore
import Terminal

/// The box-drawing characters of borders, buttons and popups.
public struct BorderSet: Hashable, Sendable {
  /// Corners, clockwise from the top left.
  public var topLeft, topRight, bottomRight, bottomLeft: Character
  /// The straight parts.
  public var horizontal, vertical: Character

  /// Rounded corners (S4.5).
  public static let rounded = BorderSet(
    topLeft: "╭", topRight: "╮", bottomRight: "╯", bottomLeft: "╰", horizontal: "─",
    vertical: "│")
  /// Square corners.
  public static let square = BorderSet(
    topLeft: "┌", topRight: "┐", bottomRight: "┘", bottomLeft: "└", horizontal: "─",
    vertical: "│")
  /// Heavy lines.
  public static let heavy = BorderSet(
    topLeft: "┏", topRight: "┓", bottomRight: "┛", bottomLeft: "┗", horizontal: "━",
    vertical: "┃")
  /// Plain ASCII, for terminals whose locale is not UTF-8.
  public static let ascii = BorderSet(
    topLeft: "+", topRight: "+", bottomRight: "+", bottomLeft: "+", horizontal: "-",
    vertical: "|")

  /// The sets a theme file may name.
  static let named: [String: BorderSet] = [
    "rounded": .rounded, "square": .square, "heavy": .heavy, "ascii": .ascii,
  ]
}

/// How one popup template looks (S4.3): its border, title colour, width and place.
public struct PopupLook: Hashable, Sendable {
  /// Where the box sits.
  public enum Placement: String, Hashable, Sendable {
    case center, top, bottom
  }
  /// The border and body.
  public var box: Style
  /// The title line.
  public var title: Style
  /// The preferred width in columns (narrowed to fit the screen).
  public var width: Int
  /// Where the box sits.
  public var placement: Placement
  /// Seconds a toast (a popup without buttons to answer) stays before fading out; 0 keeps it.
  public var toastSeconds: Double
}

/// Every colour and shape of the terminal front, read from a theme file (`themes/*.json`) that a
/// player edits without touching code.
public struct Theme: Hashable, Sendable {
  /// The theme's display name.
  public var name: String
  /// Named styles: `text`, `muted`, `accent`, `title`, `right`, `wrong`, `partial`, `slot`,
  /// `tile`, `button`, `button-disabled`, `focus`, `card`, `code`, `emphasis`, `strong`,
  /// `footer`, `background`.
  public var styles: [String: Style]
  /// The border characters.
  public var border: BorderSet
  /// How dark the cover behind a popup or the big picture gets, 0...1 (S0.11 says 0.7).
  public var coverDim: Double
  /// Popup looks by template name; `default` applies to the others.
  public var popups: [String: PopupLook]
  /// The characters beyond borders: arrows, marks, half blocks (ASCII with `asciiOnly`).
  public var glyphs = Glyphs.unicode

  /// The style for a role; the `text` style when the theme does not name it.
  public func style(_ role: String) -> Style {
    styles[role] ?? styles["text"] ?? .plain
  }

  /// The look of a popup template.
  public func popup(_ template: String) -> PopupLook {
    popups[template] ?? popups["default"]
      ?? PopupLook(
        box: style("accent"), title: style("title"), width: 44, placement: .center,
        toastSeconds: 0)
  }

  /// The same theme in ASCII, borders and every other character (the locale is not UTF-8).
  public func asciiOnly() -> Theme {
    var theme = self
    theme.border = .ascii
    theme.glyphs = .ascii
    return theme
  }

  /// The theme used when no theme file can be read: plain ANSI colours.
  public static let fallback = Theme(
    name: "Fallback",
    styles: [
      "text": .plain, "muted": Style(dim: true), "accent": Style(foreground: .ansi(12)),
      "title": Style(bold: true), "right": Style(foreground: .ansi(12), bold: true),
      "wrong": Style(foreground: .ansi(9), bold: true), "partial": Style(foreground: .ansi(11)),
      "slot": .plain, "tile": Style(bold: true), "button": .plain,
      "button-disabled": Style(dim: true), "focus": Style(reverse: true), "card": .plain,
      "code": Style(foreground: .ansi(10)), "emphasis": Style(italic: true),
      "strong": Style(bold: true), "footer": Style(dim: true), "background": .plain,
      "header": Style(reverse: true), "header-title": Style(bold: true, reverse: true),
      "status": Style(bold: true, reverse: true), "field": Style(underline: true),
      "popup": .plain,
    ],
    border: .rounded, coverDim: 0.7,
    popups: [
      "default": PopupLook(
        box: Style(foreground: .ansi(12)), title: Style(bold: true), width: 44,
        placement: .center, toastSeconds: 0)
    ])
}
