/// What a shell may offer for a word: the one list completions and man pages read.
enum WordKind: Sendable, Equatable {
  /// Anything: nothing is offered.
  case text
  /// A file (a folder is offered too, to get to the file).
  case file
  /// A folder.
  case folder
  /// A game id (or the path of a game folder).
  case gameID
  /// A bot id.
  case botID
  /// One of a fixed list of words (formats, subcommands, shells).
  case choice([String])
}

/// One option of a command, declared once: it drives parsing (`Arguments`), the option's line
/// in `--help`, its place in the usage line, its man page entry and its shell completion.
struct OptionDeclaration: Sendable {
  /// How an option is written.
  enum Kind: Sendable, Equatable {
    /// `--name` alone.
    case flag
    /// `--name VALUE` or `--name=VALUE`; the last one given counts.
    case value
    /// `--name VALUE`, given any number of times; every value counts.
    case repeated
  }

  /// The option as typed, with its dashes: `--seed`.
  let name: String
  /// A one-letter alias (`-h`), if any.
  let short: String?
  let kind: Kind
  /// What the value is called in help and usage (`N`, `FILE`); empty for a flag.
  let valueName: String
  /// What it does, in sentences (read through `HelpText`, which may translate it).
  let help: String
  /// The value taken when the option is not given, as shown to the reader; nil when none is
  /// worth saying (a flag, or a default the help sentence explains).
  let defaultValue: String?
  /// Whether `defaultValue` is prose ("the file's name") rather than a value: help
  /// translates it, and parsing never takes it as the option's value.
  let defaultIsSentence: Bool
  /// What a shell offers for the value.
  let values: WordKind

  /// A flag: `--name` alone.
  static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionDeclaration {
    OptionDeclaration(
      name: name, short: short, kind: .flag, valueName: "", help: help, defaultValue: nil,
      defaultIsSentence: false, values: .text)
  }

  /// An option that takes a value; `values` says what a shell offers for it. Its default is
  /// either a value (`default`, which parsing uses) or prose that help translates
  /// (`defaultSentence`, marked with `trLater`).
  static func value(
    _ name: String, _ valueName: String, _ help: String, default defaultValue: String? = nil,
    defaultSentence: String? = nil, values: WordKind = .text, repeated: Bool = false
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, short: nil, kind: repeated ? .repeated : .value, valueName: valueName,
      help: help, defaultValue: defaultValue ?? defaultSentence,
      defaultIsSentence: defaultSentence != nil, values: values)
  }

  /// Whether the option takes a value.
  var takesValue: Bool { kind != .flag }

  /// The allowed values, when the option takes one of a list.
  var choices: [String] {
    if case .choice(let words) = values { return words }
    return []
  }

  /// `--seed N` in help; `--format F` even when the usage line lists the choices.
  var helpTerm: String {
    let names = short.map { "\($0), \(name)" } ?? name
    return takesValue ? "\(names) \(valueName)" : names
  }

  /// `--format table|json|csv` in a usage line, `--seed N` otherwise.
  var usageTerm: String {
    guard takesValue else { return name }
    return "\(name) \(choices.isEmpty ? valueName : choices.joined(separator: "|"))"
  }
}

/// A word of a command line that is not an option: a placeholder such as `<game>`, or a fixed
/// word that picks a subcommand (`install`).
struct ArgumentDeclaration: Sendable {
  /// As shown in the usage line: `<game>`, `install`, `<file.zip|folder>`.
  let display: String
  /// What a shell offers for it.
  let values: WordKind
  /// Whether it may be left out (`[<game>]`).
  let optional: Bool
  /// Whether it may be given more than once (`<log>...`).
  let repeated: Bool

  /// A placeholder for a value: `<name>`.
  static func value(
    _ name: String, _ values: WordKind = .text, optional: Bool = false, repeated: Bool = false
  ) -> ArgumentDeclaration {
    ArgumentDeclaration(
      display: "<\(name)>", values: values, optional: optional, repeated: repeated)
  }

  /// A fixed word, such as a subcommand's.
  static func word(_ word: String) -> ArgumentDeclaration {
    ArgumentDeclaration(display: word, values: .choice([word]), optional: false, repeated: false)
  }

  /// As it stands in the usage line.
  var usageTerm: String {
    let term = display + (repeated ? "..." : "")
    return optional ? "[\(term)]" : term
  }
}
