import Localization
import QuizCore
import Terminal

/// A theme file that cannot be used, with the file and the key at fault.
public struct ThemeError: Error, Equatable, Sendable, CustomStringConvertible, Translatable {
  /// The theme file.
  public var file: String
  /// The dotted path of the key at fault, e.g. `styles.accent.fg`; empty for the whole file.
  public var key: String
  /// What is wrong, as words of ours around the values.
  public var words: Phrase

  /// An error about `key` of `file`.
  public init(file: String, key: String, words: Phrase) {
    self.file = file
    self.key = key
    self.words = words
  }

  /// What is wrong, in English.
  public var problem: String { words.description }

  /// "themes/x.json: styles.accent.fg: unknown colour 'blu'".
  public var description: String { sentence.description }

  /// The file, the key and the problem; the file and the key are the theme's own text.
  public var sentence: Phrase {
    let file = Phrase.Value.text(Untrusted.line(file))
    guard !key.isEmpty else {
      return Phrase(trLater("{path}: {problem}"), ["path": file, "problem": .phrase(words)])
    }
    return Phrase(
      trLater("{path}: {key}: {problem}"),
      ["path": file, "key": .text(Untrusted.line(key)), "problem": .phrase(words)])
  }
}

extension Theme {
  /// The largest theme file read, in bytes: 1 MiB, far above the built-in themes (a few
  /// kilobytes) and anything a person writes by hand.
  public static let maxFileBytes = 1 << 20

  /// Reads a theme from the text of a JSON theme file (docs/themes.md describes the format).
  ///
  /// Missing styles and popups fall back to the built-in ones, so a theme may name only what it
  /// changes; unknown keys are errors, so a typo is not silently ignored.
  public static func parse(json text: String, file: String) throws(ThemeError) -> Theme {
    let root: Value
    do { root = try ValueJSON.decode(text) } catch {
      throw ThemeError(
        file: file, key: "",
        words: Phrase(trLater("not valid JSON: {error}"), ["error": .of(error)]))
    }
    guard case .map(let map) = root else {
      throw ThemeError(
        file: file, key: "", words: Phrase(trLater("the theme must be a JSON object")))
    }
    var theme = Theme.fallback
    for entry in map {
      switch entry.key {
      case "name":
        guard case .string(let name) = entry.value else {
          throw ThemeError(file: file, key: "name", words: Phrase(trLater("must be a string")))
        }
        theme.name = name
      case "border":
        guard case .string(let name) = entry.value, let set = BorderSet.named[name] else {
          throw ThemeError(
            file: file, key: "border",
            words: Phrase(
              trLater("must be one of {names}"),
              ["names": .text(BorderSet.named.keys.sorted().joined(separator: ", "))]))
        }
        theme.border = set
      case "cover_dim":
        guard let dim = entry.value.doubleValue, dim >= 0, dim <= 1 else {
          throw ThemeError(
            file: file, key: "cover_dim", words: Phrase(trLater("must be a number from 0 to 1")))
        }
        theme.coverDim = dim
      case "styles":
        guard case .map(let styles) = entry.value else {
          throw ThemeError(file: file, key: "styles", words: Phrase(trLater("must be an object")))
        }
        for style in styles {
          guard Theme.fallback.styles[style.key] != nil else {
            throw ThemeError(
              file: file, key: "styles.\(style.key)",
              words: Phrase(
                trLater("unknown style (expected {names})"),
                ["names": .text(Theme.fallback.styles.keys.sorted().joined(separator: ", "))]))
          }
          theme.styles[style.key] = try parseStyle(
            style.value, file: file, key: "styles.\(style.key)")
        }
      case "popups":
        guard case .map(let popups) = entry.value else {
          throw ThemeError(file: file, key: "popups", words: Phrase(trLater("must be an object")))
        }
        let templates = ["default"] + PopupTemplate.allCases.map(\.rawValue)
        for popup in popups {
          guard templates.contains(popup.key) else {
            throw ThemeError(
              file: file, key: "popups.\(popup.key)",
              words: Phrase(
                trLater("unknown popup (expected {names})"),
                ["names": .text(templates.joined(separator: ", "))]))
          }
          let base = theme.popup(popup.key)
          theme.popups[popup.key] = try parsePopup(
            popup.value, base: base, file: file, key: "popups.\(popup.key)")
        }
      default:
        throw ThemeError(
          file: file, key: entry.key,
          words: Phrase(
            trLater("unknown key (expected {names})"),
            ["names": "name, border, cover_dim, styles, popups"]))
      }
    }
    return theme
  }

  private static func parsePopup(
    _ value: Value, base: PopupLook, file: String, key: String
  ) throws(ThemeError) -> PopupLook {
    guard case .map(let map) = value else {
      throw ThemeError(file: file, key: key, words: Phrase(trLater("must be an object")))
    }
    var look = base
    for entry in map {
      let path = "\(key).\(entry.key)"
      switch entry.key {
      case "box": look.box = try parseStyle(entry.value, file: file, key: path)
      case "title": look.title = try parseStyle(entry.value, file: file, key: path)
      case "width":
        guard case .int(let width) = entry.value, (16...200).contains(width) else {
          throw ThemeError(
            file: file, key: path, words: Phrase(trLater("must be a whole number from 16 to 200")))
        }
        look.width = Int(width)
      case "placement":
        guard case .string(let name) = entry.value,
          let placement = PopupLook.Placement(rawValue: name)
        else {
          throw ThemeError(
            file: file, key: path, words: Phrase(trLater("must be center, top or bottom")))
        }
        look.placement = placement
      case "toast_seconds":
        guard let seconds = entry.value.doubleValue, seconds >= 0, seconds <= 60 else {
          throw ThemeError(
            file: file, key: path, words: Phrase(trLater("must be a number of seconds, 0 to 60")))
        }
        look.toastSeconds = seconds
      default:
        throw ThemeError(
          file: file, key: path,
          words: Phrase(
            trLater("unknown key (expected {names})"),
            ["names": "box, title, width, placement, toast_seconds"]))
      }
    }
    return look
  }

  /// A style is a colour (the foreground: a string or a palette number) or an object with `fg`,
  /// `bg`, `bold`, `dim`, `italic`, `underline`, `reverse`.
  static func parseStyle(_ value: Value, file: String, key: String) throws(ThemeError) -> Style {
    switch value {
    case .string, .int:
      return Style(foreground: try parseColor(value, file: file, key: key))
    default: break
    }
    guard case .map(let map) = value else {
      throw ThemeError(
        file: file, key: key, words: Phrase(trLater("must be a colour or an object")))
    }
    var style = Style.plain
    for entry in map {
      let path = "\(key).\(entry.key)"
      switch entry.key {
      case "fg": style.foreground = try parseColor(entry.value, file: file, key: path)
      case "bg": style.background = try parseColor(entry.value, file: file, key: path)
      case "bold", "dim", "italic", "underline", "reverse":
        guard case .bool(let flag) = entry.value else {
          throw ThemeError(file: file, key: path, words: Phrase(trLater("must be true or false")))
        }
        switch entry.key {
        case "bold": style.bold = flag
        case "dim": style.dim = flag
        case "italic": style.italic = flag
        case "underline": style.underline = flag
        default: style.reverse = flag
        }
      default:
        throw ThemeError(
          file: file, key: path,
          words: Phrase(
            trLater("unknown key (expected {names})"),
            ["names": "fg, bg, bold, dim, italic, underline, reverse"]))
      }
    }
    return style
  }

  static let colorNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
    "bright-magenta", "bright-cyan", "bright-white",
  ]

  /// `"#5fafff"`, one of the 16 names (`"bright-blue"`), `"default"`, or a palette index 0–255.
  static func parseColor(_ value: Value, file: String, key: String) throws(ThemeError) -> Color {
    switch value {
    case .int(let index) where (0...255).contains(index):
      return .palette(UInt8(index))
    case .string(let text):
      if text == "default" { return .standard }
      if let index = colorNames.firstIndex(of: text) { return .ansi(UInt8(index)) }
      let digits = Array(text.utf8)
      if digits.count == 7, digits[0] == UInt8(ascii: "#"),
        let rgb = UInt32(String(decoding: digits[1...], as: UTF8.self), radix: 16)
      {
        return .rgb(UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF))
      }
      throw ThemeError(
        file: file, key: key,
        words: Phrase(
          trLater("unknown colour {colour} (use #rrggbb, a palette number, default, or a name)"),
          ["colour": .text("'" + Untrusted.line(text, limit: 40) + "'")]))
    default:
      throw ThemeError(
        file: file, key: key,
        words: Phrase(trLater("a colour is a string or a palette number 0–255")))
    }
  }
}
