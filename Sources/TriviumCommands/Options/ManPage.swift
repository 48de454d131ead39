/// The manual pages, in roff, made from the same declarations and sentences as `--help`:
/// `trivium(1)` and one page per command (`trivium-play(1)`...).
struct ManPage {
  /// The sentences, through the same door as help.
  let text: HelpText

  /// `trivium(1)`: the commands, the global options, and the pages to read next.
  func overview(_ commands: [CommandDeclaration], global: [OptionDeclaration], version: String)
    -> String
  {
    var page = header("trivium", version: version)
    page +=
      ".SH NAME\ntrivium \\- "
      + roff(
        text.sentence(
          "a quiz engine with Lua plugins, a terminal front and a headless runner.")) + "\n"
    page += ".SH SYNOPSIS\n.B trivium\n\\fIcommand\\fR [\\fIoptions\\fR]\n"
    page += ".SH COMMANDS\n"
    for command in commands {
      page +=
        ".TP\n.BR trivium\\-\(command.name) (1)\n" + roff(text.sentence(command.summary)) + "\n"
    }
    page += options(global)
    page += seeAlso(commands.map { "trivium-\($0.name)" })
    return page
  }

  /// `trivium-<command>(1)`.
  func command(_ command: CommandDeclaration, global: [OptionDeclaration], version: String)
    -> String
  {
    var page = header("trivium-\(command.name)", version: version)
    page += ".SH NAME\ntrivium\\-\(command.name) \\- " + roff(text.sentence(command.summary)) + "\n"
    page += ".SH SYNOPSIS\n"
    for form in command.forms {
      let terms = HelpText.usageTerms(form, of: command).map(roff).joined(separator: " ")
      page += ".PP\n\\fBtrivium \(command.name)\\fR \(terms)\n"
    }
    page += ".SH DESCRIPTION\n" + blocks(command.description)
    page += options(command.options + global)
    if !command.notes.isEmpty { page += ".SH NOTES\n" + blocks(command.notes) }
    if !command.examples.isEmpty {
      page += ".SH EXAMPLES\n.nf\n.RS\n" + command.examples.map { roff($0) + "\n" }.joined()
      page += ".RE\n.fi\n"
    }
    page += seeAlso(["trivium"])
    return page
  }

  private func header(_ name: String, version: String) -> String {
    ".TH \(name.uppercased().replacingOccurrences(of: "-", with: "\\-")) 1 \"\" "
      + "\"trivium \(version)\" \"Trivium manual\"\n"
  }

  private func options(_ options: [OptionDeclaration]) -> String {
    var page = ".SH OPTIONS\n"
    for option in options {
      let names = ([option.short].compactMap { $0 } + [option.name]).map { "\\fB\(roff($0))\\fR" }
      let value = option.takesValue ? " \\fI\(roff(option.valueName))\\fR" : ""
      page += ".TP\n" + names.joined(separator: ", ") + value + "\n"
      page += roff(text.optionText(option)) + "\n"
    }
    return page
  }

  private func blocks(_ blocks: [HelpBlock]) -> String {
    var page = ""
    for block in blocks {
      switch block {
      case .paragraph(let paragraph):
        page += ".PP\n" + roff(text.sentence(paragraph)) + "\n"
      case .list(let lead, let items):
        if let lead { page += ".PP\n" + roff(text.sentence(lead)) + "\n" }
        for item in items {
          page += item.term.isEmpty ? ".IP\n" : ".TP\n\\fB\(roff(item.term))\\fR\n"
          page += roff(text.sentence(item.text)) + "\n"
        }
      }
    }
    return page
  }

  private func seeAlso(_ pages: [String]) -> String {
    ".SH SEE ALSO\n"
      + pages.map { ".BR \(roff($0)) (1)" }.joined(separator: ",\n") + "\n"
  }

  /// Text made safe for roff: backslashes and dashes written as roff wants them, and a line
  /// never starting with a control character.
  func roff(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }
}
