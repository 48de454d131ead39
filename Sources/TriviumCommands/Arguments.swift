import Localization

/// The arguments of one subcommand: options by name, flags, and positional words.
///
/// Small on purpose: each command declares the options it takes (`OptionDeclaration`), and
/// anything else is a usage error that names the word. `--name=value` is the same as
/// `--name value`, and every word after `--` is positional.
struct Arguments {
  private(set) var positional: [String] = []
  private var options: [String: [String]] = [:]
  private var flags: Set<String> = []
  /// The declared defaults, by option name: the one home of a default the code uses.
  private var defaults: [String: String] = [:]
  /// The values each option that takes one of a list allows, by option name.
  private var choices: [String: [String]] = [:]

  /// Splits `words` by the command's `declared` options.
  init(_ words: [String], declared: [OptionDeclaration]) throws(UsageError) {
    var byName: [String: OptionDeclaration] = [:]
    for option in declared {
      byName[option.name] = option
      if !option.defaultIsSentence { defaults[option.name] = option.defaultValue }
      if !option.choices.isEmpty { choices[option.name] = option.choices }
      if let short = option.short { byName[short] = option }
    }
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if word == "--" {
        positional += words[index...]
        break
      }
      guard word.hasPrefix("-"), word.count > 1 else {
        positional.append(word)
        continue
      }
      var name = word
      var inline: String?
      if let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        inline = String(word[word.index(after: equals)...])
      }
      guard let option = byName[name], option.takesValue || inline == nil else {
        throw UsageError(tr("unknown option '{option}'", ["option": word]))
      }
      // Stored under the long name, whichever name was typed.
      switch option.kind {
      case .flag:
        flags.insert(option.name)
      case .value, .repeated:
        let value: String
        if let inline {
          value = inline
        } else {
          guard index < words.count else {
            throw UsageError(tr("{option} needs a value", ["option": name]))
          }
          value = words[index]
          index += 1
        }
        options[option.name] =
          option.kind == .repeated ? options[option.name, default: []] + [value] : [value]
      }
    }
  }

  /// The value of `name`, if given.
  func value(_ name: String) -> String? { options[name]?.last }

  /// Every value of the repeated option `name`, in the order given.
  func values(_ name: String) -> [String] { options[name] ?? [] }

  /// Whether the flag `name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value given, else the declared default: for options whose default is a plain value.
  private func valueOrDefault(_ name: String) -> String {
    guard let text = value(name) ?? defaults[name] else {
      preconditionFailure("\(name) is read with its default, but declares none")
    }
    return text
  }

  /// The value of `name` (else its declared default) as a whole number in `range`.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    let text = valueOrDefault(name)
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        tr(
          "{option} takes a whole number from {low} to {high}, not '{text}'",
          ["option": name, "low": range.lowerBound, "high": range.upperBound, "text": text]))
    }
    return number
  }

  /// The value of `name` (else its declared default, when it has one), one of the values it
  /// declares (`.choice`); nil when neither is there.
  func choice(_ name: String) throws(UsageError) -> String? {
    guard let text = value(name) ?? defaults[name] else { return nil }
    let allowed = choices[name] ?? []
    guard allowed.contains(text) else {
      throw UsageError(
        tr(
          "{option} must be one of {choices}, not '{text}'",
          ["option": name, "choices": allowed.joined(separator: ", "), "text": text]))
    }
    return text
  }

  /// The value of `name` (else its declared default) as a seed: any 64-bit unsigned number.
  func seed(_ name: String) throws(UsageError) -> UInt64 {
    let text = valueOrDefault(name)
    guard let number = UInt64(text) else {
      throw UsageError(
        tr(
          "{option} takes a whole number from {low} to {high}, not '{text}'",
          ["option": name, "low": 0, "high": UInt64.max, "text": text]))
    }
    return number
  }
}
