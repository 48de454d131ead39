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
    let fields: DecodedFields
    switch schema.decode(map) {
    case .success(let decoded): fields = decoded
    case .failure(let problem):
      throw ThemeError(file: file, key: problem.path.description, words: problem.problem)
    }
    var theme = Theme.fallback
    if let name = fields.string("name") { theme.name = name }
    if let border = fields.string("border").flatMap({ BorderSet.named[$0] }) {
      theme.border = border
    }
    if let dim = fields.number("cover_dim") { theme.coverDim = dim }
    for (name, style) in fields["styles"]?.mapValue ?? [:] {
      theme.styles[name] = try readStyle(style, file: file, key: "styles.\(name)")
    }
    for (name, popup) in fields["popups"]?.mapValue ?? [:] {
      let key = "popups.\(name)"
      var look = theme.popup(name)
      let given = DecodedFields(values: popup.mapValue ?? [:])
      if let box = given["box"] { look.box = try readStyle(box, file: file, key: key + ".box") }
      if let title = given["title"] {
        look.title = try readStyle(title, file: file, key: key + ".title")
      }
      if let width = given.int("width") { look.width = width }
      if let placement = given.string("placement").flatMap(PopupLook.Placement.init) {
        look.placement = placement
      }
      if let seconds = given.number("toast_seconds") { look.toastSeconds = seconds }
      theme.popups[name] = look
    }
    return theme
  }

  /// A theme file's fields, declared once: every key of the file, its styles and its popups
  /// is checked here, and an unknown one is refused (docs/architecture.md).
  static let schema: FieldSchema = {
    // A colour: a name, "default" or "#rrggbb" (read by `parseColor`), or a palette number.
    let colour = FieldSpec.string().or(.integer(in: 0...255))
    let flag = FieldSpec.boolean()
    let styleFields = FieldSchema([
      "fg": colour, "bg": colour, "bold": flag, "dim": flag, "italic": flag, "underline": flag,
      "reverse": flag,
    ])
    let style = FieldSpec.string().or(FieldSpec.integer(in: 0...255).or(.record(styleFields)))
    let popup = FieldSpec.record(
      FieldSchema([
        "box": style, "title": style, "width": .integer(in: 16...200),
        "placement": .string(oneOf: ["center", "top", "bottom"]),
        "toast_seconds": .number(in: 0...60),
      ]))
    let styles = FieldSchema(
      entries: Theme.fallback.styles.keys.sorted().map { (name: $0, spec: style) })
    let popups = FieldSchema(
      entries: (["default"] + PopupTemplate.allCases.map(\.rawValue)).map {
        (name: $0, spec: popup)
      })
    return FieldSchema([
      "name": .string(), "border": .string(oneOf: BorderSet.named.keys.sorted()),
      "cover_dim": .number(in: 0...1), "styles": .record(styles), "popups": .record(popups),
    ])
  }()

  /// A style the schema checked: a colour (the foreground) or a map of `fg`, `bg`, `bold`,
  /// `dim`, `italic`, `underline`, `reverse`.
  static func readStyle(_ value: Value, file: String, key: String) throws(ThemeError) -> Style {
    guard case .map(let map) = value else {
      return Style(foreground: try parseColor(value, file: file, key: key))
    }
    var style = Style.plain
    let fields = DecodedFields(values: map)
    if let fg = fields["fg"] { style.foreground = try parseColor(fg, file: file, key: key + ".fg") }
    if let bg = fields["bg"] { style.background = try parseColor(bg, file: file, key: key + ".bg") }
    if let flag = fields.bool("bold") { style.bold = flag }
    if let flag = fields.bool("dim") { style.dim = flag }
    if let flag = fields.bool("italic") { style.italic = flag }
    if let flag = fields.bool("underline") { style.underline = flag }
    if let flag = fields.bool("reverse") { style.reverse = flag }
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
