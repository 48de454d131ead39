/// What the terminal can show, read from the environment.
public struct TerminalCapabilities: Equatable, Sendable {
  /// Colours the terminal shows.
  public var depth: ColorDepth
  /// Whether the locale is UTF-8, so box-drawing and half-block characters can be used.
  public var unicode: Bool

  /// Capabilities as given.
  public init(depth: ColorDepth, unicode: Bool) {
    self.depth = depth
    self.unicode = unicode
  }

  /// Reads `NO_COLOR` (any non-empty value turns colour off), `TRIVIUM_COLOR` (`none`, `16`,
  /// `256`, `truecolor`, to override), `COLORTERM`, `TERM` and the locale variables.
  public static func detect(environment: [String: String]) -> TerminalCapabilities {
    TerminalCapabilities(depth: depth(environment), unicode: isUTF8(environment))
  }

  static func depth(_ environment: [String: String]) -> ColorDepth {
    if let value = environment["NO_COLOR"], !value.isEmpty { return .none }
    switch environment["TRIVIUM_COLOR"]?.lowercased() {
    case "none"?, "0"?: return .none
    case "16"?: return .ansi16
    case "256"?: return .palette256
    case "truecolor"?, "24bit"?: return .trueColor
    default: break
    }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .trueColor
    }
    if term.contains("256color") { return .palette256 }
    return .ansi16
  }

  /// The locale POSIX would use for characters: `LC_ALL`, then `LC_CTYPE`, then `LANG`.
  static func isUTF8(_ environment: [String: String]) -> Bool {
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }
}
