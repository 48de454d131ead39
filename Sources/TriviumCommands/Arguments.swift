/// The arguments of one subcommand: options by name, flags, and positional words.
///
/// Small on purpose: each command declares the options it takes (`OptionDeclaration`), and
/// anything else is a usage error that names the word. `--name=value` is the same as
/// `--name value`, and every word after `--` is positional.
struct Arguments {
  private(set) var positional: [String] = []
  private var options: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Splits `words` by the command's `declared` options.
  init(_ words: [String], declared: [OptionDeclaration]) throws(UsageError) {
    var byName: [String: OptionDeclaration] = [:]
    for option in declared {
      byName[option.name] = option
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
        throw UsageError("unknown option '\(word)'")
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
          guard index < words.count else { throw UsageError("\(name) needs a value") }
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

  /// The value of `name` as a whole number in `range`, or `fallback` when absent.
  func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(UsageError)
    -> Int
  {
    guard let text = value(name) else { return fallback }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return number
  }

  /// The value of `name` as a seed (any 64-bit unsigned number), or `fallback`.
  func seed(_ name: String, default fallback: UInt64) throws(UsageError) -> UInt64 {
    guard let text = value(name) else { return fallback }
    guard let number = UInt64(text) else {
      throw UsageError("\(name) takes a whole number from 0 to \(UInt64.max), not '\(text)'")
    }
    return number
  }
}
