import Localization
import LuaHost
import QuizCore

/// The size a question may have: it crosses into a question type's sandbox and is read back
/// from it, and a value read from Lua may hold `SandboxLimits.maxValueBytes` of text (keys
/// included). A bigger one would fail there with a misleading message, so it is refused first.
extension Engine {
  /// Why `question` is too big for its type to check, or nil when it fits.
  static func sizeProblem(_ question: Value, limits: SandboxLimits = .default) -> Phrase? {
    let bytes = textBytes(question, upTo: limits.maxValueBytes)
    guard bytes > limits.maxValueBytes else { return nil }
    return Phrase(
      trLater("holds over {limit} MiB of text, more than a question type may be given"),
      ["limit": .number(limits.maxValueBytes >> 20)])
  }

  /// The bytes of the strings in `value`, map keys included, as the sandbox counts them;
  /// counting stops once past `limit`.
  static func textBytes(_ value: Value, upTo limit: Int) -> Int {
    switch value {
    case .array(let items):
      var total = 0
      for item in items where total <= limit { total += leafBytes(item, upTo: limit - total) }
      return total
    case .map(let map):
      var total = 0
      for entry in map where total <= limit {
        total += entry.key.utf8.count + leafBytes(entry.value, upTo: limit - total)
      }
      return total
    default: return leafBytes(value, upTo: limit)
    }
  }

  /// `textBytes` of `value`, with no call for a string or a number: most of what a question
  /// holds, and an import sizes every question.
  @inline(__always) private static func leafBytes(_ value: Value, upTo limit: Int) -> Int {
    switch value {
    case .string(let text): return text.utf8.count
    case .null, .bool, .int, .double: return 0
    case .array, .map: return textBytes(value, upTo: limit)
    }
  }
}
