/// One way to call a command, as its usage line shows it: the words first, then the options.
struct UsageForm: Sendable {
  /// The words that are not options, in order (a subcommand's word, then placeholders).
  let arguments: [ArgumentDeclaration]
  /// The options this form needs; `a|b` means exactly one of the two, shown `(a | b)`.
  let required: [String]
  /// The options it may take, in order; `a|b` is shown `[a | b]`. Nil: every option of the
  /// command not named in `required`.
  let optional: [String]?

  init(
    _ arguments: [ArgumentDeclaration] = [], required: [String] = [], optional: [String]? = nil
  ) {
    self.arguments = arguments
    self.required = required
    self.optional = optional
  }
}

/// A piece of a command's prose, kept as data beside the options so that help, man pages and
/// translations read the same sentences.
enum HelpBlock: Sendable {
  /// A paragraph, wrapped to the width of the help.
  case paragraph(String)
  /// A lead sentence (if any), then terms with their descriptions, indented and lined up; an
  /// empty term gives an indented line of text alone.
  case list(String?, [(term: String, text: String)])
}

/// Everything `trivium <command> --help` says, declared once: the options (which also drive
/// parsing), the usage forms, and the prose around them.
struct CommandDeclaration: Sendable {
  /// The word after `trivium`.
  let name: String
  /// One line for the command list.
  let summary: String
  /// The ways to call it; one form with no words when left empty.
  let forms: [UsageForm]
  /// Its options, in the order help lists them (shared groups included where they stand).
  let options: [OptionDeclaration]
  /// The prose before the options: what the command does.
  let description: [HelpBlock]
  /// The prose after the options: exit status, environment, notes.
  let notes: [HelpBlock]
  /// Whole command lines, each starting with `trivium`; a test parses every one.
  let examples: [String]

  init(
    name: String, summary: String, forms: [UsageForm] = [UsageForm()],
    options: [OptionDeclaration] = [], description: [HelpBlock], notes: [HelpBlock] = [],
    examples: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.forms = forms
    self.options = options
    self.description = description
    self.notes = notes
    self.examples = examples
  }

  /// The declared option called `name` (its long name or its short one).
  func option(_ name: String) -> OptionDeclaration? {
    options.first { $0.name == name || $0.short == name }
  }

  /// Splits `words` (the arguments after the command's name) by these options.
  func parse(_ words: [String]) throws(UsageError) -> Arguments {
    try Arguments(words, declared: options)
  }
}
