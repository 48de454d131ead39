/// What the completion scripts and man pages read from the declarations: for each command,
/// the options, which take a value and what a shell offers for it, and the words by position.
struct ShellWords {
  /// The command's declaration.
  let command: CommandDeclaration

  /// Its options, then the global ones.
  var options: [OptionDeclaration] { command.options + GlobalOptions.all }

  /// What a shell offers for the word at `position` (0 the first word after the command's
  /// name) when the first such word is `first`; nil when nothing is declared there.
  func word(at position: Int, first: String?) -> WordKind? {
    // The forms a first word picks (all of them for the first word itself).
    let forms = command.forms.filter { form in
      guard position > 0, let first, let head = form.arguments.first,
        !head.display.hasPrefix("<")
      else { return true }
      return head.display == first
    }
    var words: [String] = []
    var kind: WordKind?
    for form in forms {
      let arguments = form.arguments
      guard let last = arguments.last else { continue }
      let argument =
        position < arguments.count ? arguments[position] : last.repeated ? last : nil
      guard let argument else { continue }
      if case .choice(let choice) = argument.values {
        words += choice.filter { !words.contains($0) }
      } else if kind == nil {
        kind = argument.values
      }
    }
    return words.isEmpty ? kind : .choice(words)
  }

  /// The most words any form declares.
  var positions: Int { command.forms.map(\.arguments.count).max() ?? 0 }

  /// The first words that pick a form (`install`, `remove`...), if the command has any.
  var subcommands: [String] {
    command.forms.compactMap { form in
      form.arguments.first.flatMap { $0.display.hasPrefix("<") ? nil : $0.display }
    }
  }
}

extension WordKind {
  /// The kind as the generated scripts name it: `file`, `folder`, `game`, `bot`, or the
  /// words of a choice after `choice:`; empty for text.
  var script: String {
    switch self {
    case .text: return ""
    case .file: return "file"
    case .folder: return "folder"
    case .gameID: return "game"
    case .botID: return "bot"
    case .choice(let words): return "choice:" + words.joined(separator: " ")
    }
  }
}

extension ShellWords {
  /// What a shell offers for `current`, the word being typed after `words` (the words
  /// between the command's name and it): the value of an option just named, else an option
  /// when it starts with a dash, else the word at its position. As the scripts read it:
  /// `option`, or `WordKind.script` (empty when nothing is offered).
  func kind(after words: [String], current: String) -> String {
    if let last = words.last, !last.contains("="),
      let option = options.first(where: { $0.name == last || $0.short == last }),
      option.takesValue
    {
      return option.values.script
    }
    if current.hasPrefix("-") && !words.contains("--") { return "option" }
    var position = 0
    var first: String?
    var index = 0
    var ended = false
    while index < words.count {
      let word = words[index]
      index += 1
      if !ended, word == "--" {
        ended = true
      } else if !ended, word.hasPrefix("-"), word.count > 1 {
        let takesValue = options.first { $0.name == word || $0.short == word }?.takesValue
        if takesValue == true { index += 1 }
      } else {
        if position == 0 { first = word }
        position += 1
      }
    }
    return self.word(at: position, first: first)?.script ?? ""
  }
}
