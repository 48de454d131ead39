import Localization

/// The options every command takes, whatever its own: declared here once, listed last in each
/// command's help, in `trivium --help`, man pages and completions, and taken out of the
/// arguments by `Trivium.run` before the command sees them.
///
/// A global option that takes a value (a language, say) is added to `all`; `split` then
/// hands its value to `Trivium.run` and the command never sees it.
enum GlobalOptions {
  /// `-h`, `--help`: the help of the command (`Trivium.run` answers it wherever it stands).
  static let help = OptionDeclaration.flag(
    "--help", short: "-h", trLater("Show this help and exit."))

  /// `--lang CODE`: the language people read (see `InterfaceLanguage`); never what scripts read.
  static let lang = OptionDeclaration.value(
    "--lang", "CODE",
    trLater(
      "The language of what this command says: en or zh-Hans (default: the profile's, else "
        + "LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."),
    values: .choice(["en", "zh-Hans"]))

  /// Every global option, in the order help lists them.
  static let all: [OptionDeclaration] = [lang, help]

  /// The global options that take a value, found in `words` before any `--` and removed;
  /// what is left is the command's. `--help` stays where it is: it is answered first.
  static func split(
    _ words: [String], declared: [OptionDeclaration] = all
  ) throws(UsageError) -> (values: [String: String], rest: [String]) {
    var values: [String: String] = [:]
    var rest: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "--" {
        rest += words[(index - 1)...]
        break
      }
      let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
      guard let option = declared.first(where: { $0.name == name }), option.takesValue else {
        rest.append(word)
        continue
      }
      if name != word {
        values[name] = String(word.dropFirst(name.count + 1))
      } else {
        guard index < words.count else {
          throw UsageError(tr("{option} needs a value", ["option": name]))
        }
        values[name] = words[index]
        index += 1
      }
    }
    return (values, rest)
  }
}
