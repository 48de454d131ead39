import Localization
import Terminal
import TerminalUI
import TextCells

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
      section(trLater("NAME")) + "trivium \\- "
      + roff(
        text.sentence(
          trLater("a quiz engine with Lua plugins, a terminal front and a headless runner.")))
      + "\n"
    page += section(trLater("SYNOPSIS")) + ".B trivium\n\\fIcommand\\fR [\\fIoptions\\fR]\n"
    page += section(trLater("COMMANDS"))
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
    page +=
      section(trLater("NAME")) + "trivium\\-\(command.name) \\- "
      + roff(text.sentence(command.summary)) + "\n"
    page += section(trLater("SYNOPSIS"))
    for form in command.forms {
      let terms = HelpText.usageTerms(form, of: command).map(roff).joined(separator: " ")
      page += ".PP\n\\fBtrivium \(command.name)\\fR \(terms)\n"
    }
    page += section(trLater("DESCRIPTION")) + blocks(command.description)
    page += options(command.options + global)
    if !command.notes.isEmpty { page += section(trLater("NOTES")) + blocks(command.notes) }
    if !command.examples.isEmpty {
      page +=
        section(trLater("EXAMPLES")) + ".nf\n.RS\n"
        + command.examples.map { roff($0) + "\n" }.joined()
      page += ".RE\n.fi\n"
    }
    page += seeAlso(["trivium"])
    return page
  }

  private func header(_ name: String, version: String) -> String {
    ".TH \(name.uppercased().replacingOccurrences(of: "-", with: "\\-")) 1 \"\" "
      + "\"trivium \(version)\" \"\(roff(manual))\"\n"
      // Chinese lines have no spaces to stretch: set them flush left, as they are written.
      + (Self.breakable(manual) == manual ? "" : ".ad l\n")
  }

  /// The manual's name, in the language of the page.
  private var manual: String { text.sentence(trLater("Trivium manual")) }

  /// A section heading, in the language of the page.
  private func section(_ title: String) -> String {
    ".SH " + roff(text.sentence(title)) + "\n"
  }

  private func options(_ options: [OptionDeclaration]) -> String {
    var page = section(trLater("OPTIONS"))
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
          page += item.term.isEmpty ? ".IP\n" : ".TP\n\\fB\(roff(text.sentence(item.term)))\\fR\n"
          page += roff(text.sentence(item.text)) + "\n"
        }
      }
    }
    return page
  }

  private func seeAlso(_ pages: [String]) -> String {
    section(trLater("SEE ALSO"))
      + pages.map { ".BR \(roff($0)) (1)" }.joined(separator: ",\n") + "\n"
  }

  /// Text made safe for roff: backslashes and dashes written as roff wants them, a line
  /// never starting with a control character, and Chinese text given its break points.
  func roff(_ text: String) -> String {
    let escaped = Self.breakable(
      text.replacingOccurrences(of: "\\", with: "\\e")
        .replacingOccurrences(of: "-", with: "\\-"))
    return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }

  /// `text` with roff's break point `\:` between two characters where Chinese text may break
  /// (a wide character on either side, and no punctuation the line-breaking rules glue): roff
  /// breaks lines at spaces only, and a paragraph of Chinese has none.
  static func breakable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return text }
    var out = ""
    var previous: Character?
    for char in text {
      if let before = previous, before != "\n", char != "\n",
        TextWidth.of(before) == 2 || TextWidth.of(char) == 2,
        before != " ", char != " ", !Kinsoku.glued(String(before), String(char))
      {
        out += "\\:"
      }
      out.append(char)
      previous = char
    }
    return out
  }
}
