import Localization
import Terminal
import TextCells

/// "Make the window larger": drawn instead of any screen that does not fit, and the one
/// smallest window size of every screen (launcher, game, result) and of start-up.
public enum TooSmallScreen {
  /// The smallest window `trivium play` draws in (docs/playing.md).
  public static let minimum = Size(width: 32, height: 14)

  /// Whether a window of `size` is large enough.
  public static func fits(_ size: Size) -> Bool {
    size.width >= minimum.width && size.height >= minimum.height
  }

  /// What start-up says when the window is too small.
  public static func refusal(_ size: Size) -> String {
    tr(
      "the window is {size}; it needs at least {minimum}",
      ["size": "\(size.width)×\(size.height)", "minimum": "\(minimum.width)×\(minimum.height)"])
  }

  /// A frame asking for at least `minimum`.
  public static func render(size: Size, theme: Theme) -> Frame {
    var frame = Frame(size: size, theme: theme)
    let times = theme.glyphs.times
    let lines = [
      tr("Make the window larger"),
      tr(
        "{size} now, {minimum} needed",
        [
          "size": "\(size.width)\(times)\(size.height)",
          "minimum": "\(minimum.width)\(times)\(minimum.height)",
        ]),
    ]
    for (index, line) in lines.enumerated() {
      let text = TextWidth.prefix(line, fitting: size.width)
      let y = size.height / 2 - 1 + index
      guard y >= 0, y < size.height else { continue }
      frame.put(
        text, x: max(0, (size.width - TextWidth.of(text)) / 2), y: y,
        style: theme.style(index == 0 ? "accent" : "muted"))
    }
    return frame
  }
}
