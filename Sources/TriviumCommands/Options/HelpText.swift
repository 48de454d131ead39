import Localization
import Terminal
import TerminalUI
import TextCells

/// Renders the declarations as the text `--help` prints.
///
/// Every sentence a person reads goes through `sentence(_:)`, and only there: the one place a
/// message catalogue translates help (issue 30). Names of options, value names, placeholders,
/// examples and choices are not sentences and are never translated.
struct HelpText: Sendable {
  /// The widest a line of help gets, in terminal columns.
  static let width = 92

  /// Turns an English sentence (or paragraph) into the reader's language.
  let translate: @Sendable (String) -> String

  /// Help in English, as declared.
  static let english = HelpText(translate: { $0 })

  /// Help in the interface language (`Localizer.current` when a sentence is rendered): every
  /// declared sentence is marked with `trLater`, so the catalogue holds it.
  static let interface = HelpText(translate: { trMarked($0) })

  /// The one door of every human sentence.
  func sentence(_ text: String) -> String { translate(text) }

  /// A sentence with `{}` standing for `value`, which is not translated.
  func sentence(_ template: String, _ value: String) -> String {
    sentence(template).replacingOccurrences(of: "{}", with: value)
  }

  /// `trivium --help`: what Trivium is, then each command with its summary.
  func overview(_ commands: [CommandDeclaration], global: [OptionDeclaration]) -> String {
    var text = sentence(
      trLater("trivium: a quiz engine with Lua plugins, a terminal front and a headless runner."))
    let usage = sentence(trLater("Usage:"))
    text += "\n\n" + usage + Spacing.after(usage) + "trivium <command> [options]\n\n"
    text += sentence(trLater("Commands:")) + "\n"
    text += table(commands.map { ($0.name, sentence($0.summary)) }, indent: 2)
    text += "\n" + sentence(trLater("Options:")) + "\n" + optionTable(global)
    text +=
      "\n" + sentence(trLater("Run `trivium <command> --help` for the options of a command."))
      + "\n"
    return text
  }

  /// `trivium <command> --help`, with the options every command takes (`global`) last.
  func command(_ command: CommandDeclaration, global: [OptionDeclaration]) -> String {
    var text = usage(command)
    for block in command.description { text += "\n" + render(block) }
    let options = command.options + global
    text += "\n" + sentence(trLater("Options:")) + "\n" + optionTable(options)
    for block in command.notes { text += "\n" + render(block) }
    if !command.examples.isEmpty {
      text +=
        "\n" + sentence(command.examples.count == 1 ? trLater("Example:") : trLater("Examples:"))
        + "\n"
      text += command.examples.map { "  \($0)\n" }.joined()
    }
    return text
  }

  /// The usage lines: one per form, wrapped under the first word after the command's name.
  func usage(_ command: CommandDeclaration) -> String {
    let word = sentence(trLater("Usage:"))
    // No space after Chinese punctuation ("用法：trivium").
    let head = word + Spacing.after(word)
    var lines: [String] = []
    for (index, form) in command.forms.enumerated() {
      let start =
        (index == 0 ? head : String(repeating: " ", count: TextWidth.of(head)))
        + "trivium \(command.name) "
      let terms = Self.usageTerms(form, of: command)
      lines += fill(terms, first: start, indent: String(repeating: " ", count: TextWidth.of(start)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The terms of one usage form, in order: its words, its required options, the others.
  static func usageTerms(_ form: UsageForm, of command: CommandDeclaration) -> [String] {
    func term(_ names: String, required: Bool) -> String {
      let alternatives = names.split(separator: "|").map { name in
        command.option(String(name))?.usageTerm ?? String(name)
      }
      if alternatives.count > 1 {
        let joined = alternatives.joined(separator: " | ")
        return required ? "(\(joined))" : "[\(joined)]"
      }
      return required ? alternatives[0] : "[\(alternatives[0])]"
    }
    let named = Set(form.required.flatMap { $0.split(separator: "|").map(String.init) })
    let optional = form.optional ?? command.options.map(\.name).filter { !named.contains($0) }
    return form.arguments.map(\.usageTerm) + form.required.map { term($0, required: true) }
      + optional.map { term($0, required: false) }
  }

  /// One block of prose.
  func render(_ block: HelpBlock) -> String {
    switch block {
    case .paragraph(let text):
      return wrap(sentence(text), indent: "") + "\n"
    case .list(let lead, let items):
      var text = lead.map { wrap(sentence($0), indent: "") + "\n" } ?? ""
      // A term is a word of ours (marked) or a name, which the catalogue does not hold.
      text += table(items.map { (sentence($0.term), sentence($0.text)) }, indent: 2)
      return text
    }
  }

  /// The options, each with its help, its values and its default, lined up after the
  /// longest name.
  func optionTable(_ options: [OptionDeclaration]) -> String {
    table(options.map { ($0.helpTerm, optionText($0)) }, indent: 2)
  }

  /// What help says of one option: its sentences, the values it takes, its default.
  func optionText(_ option: OptionDeclaration) -> String {
    var text = sentence(option.help)
    if !option.choices.isEmpty {
      text +=
        Spacing.after(text)
        + sentence(trLater("Values: {}."), option.choices.joined(separator: ", "))
    }
    if let value = option.defaultValue {
      let shown = option.defaultIsSentence ? sentence(value) : value
      text += Spacing.after(text) + sentence(trLater("Default: {}."), shown)
    }
    return text
  }

  /// Terms and their texts: the texts start two columns after the longest term and wrap
  /// under themselves; a term that is empty leaves its text at the indent.
  func table(_ rows: [(String, String)], indent: Int) -> String {
    let column = indent + (rows.map { TextWidth.of($0.0) }.max() ?? 0) + 2
    let margin = String(repeating: " ", count: indent)
    return rows.map { term, text in
      guard !term.isEmpty else { return wrap(text, first: margin, indent: margin) + "\n" }
      let head = margin + term + String(repeating: " ", count: column - indent - TextWidth.of(term))
      return wrap(text, first: head, indent: String(repeating: " ", count: column)) + "\n"
    }.joined()
  }

  /// `text` in lines of at most `width` columns (a longer word stands alone), the first
  /// starting with `first` and the others with `indent`.
  func wrap(_ text: String, first: String = "", indent: String) -> String {
    // Chinese has no spaces between words: its lines break between characters, by the
    // rules of CJK text (no line starts with "，"), as the terminal front lays them out.
    if text.contains(where: { TextWidth.of($0) == 2 }) {
      let lines = Markup.wrap([Run(text)], width: Self.width - TextWidth.of(indent))
      return lines.enumerated().map { index, line in
        (index == 0 ? first : indent) + line.runs.map(\.text).joined()
      }.joined(separator: "\n")
    }
    return fill(text.split(separator: " ").map(String.init), first: first, indent: indent)
      .joined(separator: "\n")
  }

  /// Words laid in lines of at most `width` columns, starts included.
  private func fill(_ words: [String], first: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = first
    var used = TextWidth.of(first)
    var empty = true
    for word in words {
      let size = TextWidth.of(word)
      if !empty, used + 1 + size > Self.width {
        lines.append(line)
        line = indent
        used = TextWidth.of(indent)
        empty = true
      }
      line += (empty ? "" : " ") + word
      used += (empty ? 0 : 1) + size
      empty = false
    }
    lines.append(line)
    return lines
  }
}
