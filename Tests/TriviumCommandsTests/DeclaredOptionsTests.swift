import Terminal
import Testing
import TextCells

@testable import TriviumCommands

/// The help of each command is made from its declarations: these check that what the help
/// says and what the command parses cannot drift apart, instead of pinning a copy of the text.
@Suite("Declared options, help and parsing agree")
struct DeclaredOptionsTests {
  static let names = Trivium.commands.map { $0.name }

  static func command(_ name: String) -> any Command.Type {
    Trivium.commands.first { $0.name == name }!
  }

  @Test("every declared option is in the help and parses", arguments: names)
  func everyOptionDocumentedAndParsed(name: String) throws {
    let declaration = Self.command(name).declaration
    let help = Trivium.run([name, "--help"]).stdout
    let options = Self.optionsSection(help)
    for option in declaration.options {
      #expect(options.contains("  \(option.helpTerm)  "), "\(name) \(option.name) not in help")
      if option.takesValue {
        let spaced = try declaration.parse([option.name, "v"])
        #expect(spaced.value(option.name) == "v")
        let joined = try declaration.parse(["\(option.name)=w"])
        #expect(joined.value(option.name) == "w")
      } else {
        #expect(try declaration.parse([option.name]).flag(option.name))
        #expect(throws: UsageError.self) { try declaration.parse(["\(option.name)=v"]) }
      }
    }
    // And nothing undeclared: every option line of the help names a declared option.
    let global = Set(GlobalOptions.all.map(\.name))
    for line in options.split(separator: "\n") where line.hasPrefix("  -") {
      let word = line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
      #expect(
        word.map { declaration.option($0) != nil || global.contains($0) } == true,
        "\(name): \(line)")
    }
  }

  @Test("every option the help mentions exists", arguments: names)
  func mentionedOptionsExist(name: String) {
    let help = Trivium.run([name, "--help"]).stdout
    let global = Set(GlobalOptions.all.map(\.name))
    // Inside `trivium other ...` an option is the other command's.
    for (owner, text) in Self.spans(help, command: name) {
      let declaration = Self.command(owner).declaration
      for option in Self.mentionedOptions(text) {
        #expect(
          declaration.option(option) != nil || global.contains(option),
          "\(name) --help mentions \(option), which `trivium \(owner)` does not take")
      }
    }
  }

  @Test("every example in the help parses and fits a usage form", arguments: names)
  func examplesParse(name: String) throws {
    let declaration = Self.command(name).declaration
    for example in declaration.examples {
      let words = example.split(separator: " ").map(String.init)
      #expect(words.first == "trivium", "\(example)")
      let command = Self.command(words[1]).declaration
      let parsed = try command.parse(Array(words.dropFirst(2)))
      #expect(
        command.forms.contains { Self.fits(parsed, $0, of: command) },
        "`\(example)` fits no usage form of \(words[1])")
    }
    let help = Trivium.run([name, "--help"]).stdout
    for example in declaration.examples { #expect(help.contains("\n  \(example)\n")) }
  }

  @Test("usage forms name declared options only", arguments: names)
  func formsNameDeclaredOptions(name: String) {
    let declaration = Self.command(name).declaration
    for form in declaration.forms {
      for names in form.required + (form.optional ?? []) {
        for option in names.split(separator: "|") {
          #expect(declaration.option(String(option)) != nil, "\(name): \(option)")
        }
      }
    }
  }

  @Test("the help fits its width and lists every word a choice takes", arguments: names)
  func helpFitsAndListsChoices(name: String) {
    let help = Trivium.run([name, "--help"]).stdout
    for line in help.split(separator: "\n") where line.contains(" ") {
      #expect(TextWidth.of(line) <= HelpText.width, "\(name): \(line)")
    }
    // A format taken as a word is described in a list of the help.
    for form in Self.command(name).declaration.forms {
      for argument in form.arguments where argument.display == "<format>" {
        if case .choice(let words) = argument.values {
          for word in words { #expect(help.contains("\n  \(word) "), "\(name): \(word)") }
        }
      }
    }
  }

  @Test("every sentence of the help goes through the one translating function")
  func everySentenceIsTranslated() {
    // A "translation" that marks what it saw: any English left unmarked did not pass there.
    let marked = HelpText(translate: { "«" + $0 + "»" })
    for command in Trivium.commands {
      let declaration = command.declaration
      let text = marked.command(declaration, global: GlobalOptions.all)
      var sentences = [declaration.summary] + declaration.options.map(\.help)
      for block in declaration.description + declaration.notes {
        switch block {
        case .paragraph(let paragraph): sentences.append(paragraph)
        case .list(let lead, let items):
          sentences += (lead.map { [$0] } ?? []) + items.map(\.text)
        }
      }
      let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      for sentence in sentences.dropFirst() {
        let words = sentence.split(separator: " ").joined(separator: " ")
        #expect(flat.contains("«" + words + "»"), "\(command.name): \(sentence.prefix(40))")
      }
      #expect(text.contains("«Options:»"))
      #expect(marked.overview([declaration], global: []).contains("«\(declaration.summary)»"))
    }
  }

  // MARK: - Helpers

  /// The "Options:" section of a help text.
  static func optionsSection(_ help: String) -> String {
    guard let start = help.range(of: "\nOptions:\n") else { return "" }
    let rest = help[start.upperBound...]
    let end = rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex
    return String(rest[..<end]) + "\n"
  }

  /// The help cut into pieces, each with the command its options belong to: the text inside
  /// `trivium X ...`, and an example line `  trivium X ...`, belongs to X, the rest to the
  /// command itself.
  static func spans(_ help: String, command: String) -> [(String, String)] {
    var pieces: [(String, String)] = []
    for line in help.split(separator: "\n") {
      if line.hasPrefix("  trivium "), let owner = owner(line.dropFirst(2)) {
        pieces.append((owner, String(line)))
        continue
      }
      for (index, piece) in line.split(separator: "`", omittingEmptySubsequences: false)
        .enumerated()
      {
        pieces.append(((index % 2 == 1 ? owner(piece) : nil) ?? command, String(piece)))
      }
    }
    return pieces
  }

  /// X, when `text` is a command line `trivium X ...`.
  static func owner(_ text: Substring) -> String? {
    let words = text.split(separator: " ")
    guard words.first == "trivium", words.count > 1, names.contains(String(words[1])) else {
      return nil
    }
    return String(words[1])
  }

  /// The `--words` in a text.
  static func mentionedOptions(_ text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: "--") {
      let after = rest[range.upperBound...]
      let word = after.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      let before =
        range.lowerBound == rest.startIndex ? " " : rest[rest.index(before: range.lowerBound)]
      if word.first?.isLetter == true,
        before == " " || before == "(" || before == "[" || before == "\n"
      {
        found.append("--" + word)
      }
      rest = after
    }
    return found
  }

  /// Whether parsed arguments fit a usage form: its words, and its required options given.
  static func fits(_ parsed: Arguments, _ form: UsageForm, of command: CommandDeclaration) -> Bool {
    let words = parsed.positional
    let fixed = form.arguments.filter { !$0.optional }.count
    let open = form.arguments.contains { $0.repeated }
    let most = open ? Int.max : form.arguments.count
    guard words.count >= fixed, words.count <= most else { return false }
    for (argument, word) in zip(form.arguments, words) where !argument.display.hasPrefix("<") {
      guard argument.display == word else { return false }
    }
    return form.required.allSatisfy { names in
      names.split(separator: "|").contains { name in
        let option = command.option(String(name))
        return option?.takesValue == true
          ? parsed.value(String(name)) != nil : parsed.flag(String(name))
      }
    }
  }
}
