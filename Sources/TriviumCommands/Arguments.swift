import Localization

/// The arguments of one subcommand: options by name, flags, and positional words.
///
/// Small on purpose: each command declares the options it takes, and anything else is a
/// usage error that names the word.
struct Arguments {
  private(set) var positional: [String] = []
  private var options: [String: String] = [:]
  private var flags: Set<String> = []

  /// Splits `words` by the command's declared `options` (which take a value) and `flags`.
  init(_ words: [String], options: Set<String> = [], flags: Set<String> = []) throws(UsageError) {
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
      if options.contains(name) {
        if let inline {
          self.options[name] = inline
        } else {
          guard index < words.count else {
            throw UsageError(tr("{option} needs a value", ["option": name]))
          }
          self.options[name] = words[index]
          index += 1
        }
      } else if flags.contains(name), inline == nil {
        self.flags.insert(name)
      } else {
        throw UsageError(tr("unknown option '{option}'", ["option": word]))
      }
    }
  }

  /// The value of `name`, if given.
  func value(_ name: String) -> String? { options[name] }

  /// Whether the flag `name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of `name` as a whole number in `range`, or `fallback` when absent.
  func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(UsageError)
    -> Int
  {
    guard let text = options[name] else { return fallback }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        tr(
          "{option} takes a whole number from {low} to {high}, not '{text}'",
          ["option": name, "low": range.lowerBound, "high": range.upperBound, "text": text]))
    }
    return number
  }

  /// The value of `name` as a seed (any 64-bit unsigned number), or `fallback`.
  func seed(_ name: String, default fallback: UInt64) throws(UsageError) -> UInt64 {
    guard let text = options[name] else { return fallback }
    guard let number = UInt64(text) else {
      throw UsageError(
        tr(
          "{option} takes a whole number from {low} to {high}, not '{text}'",
          ["option": name, "low": 0, "high": UInt64.max, "text": text]))
    }
    return number
  }
}
