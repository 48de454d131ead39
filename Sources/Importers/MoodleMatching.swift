import Localization
import QuizCore

/// A Moodle matching question, whichever file it came from: its sub-questions (an item as
/// markup and its answer as plain text; an item left empty makes its answer a distractor) and
/// whether Moodle shuffles them. `map` is the one mapping of it into the `match` type.
struct MoodleMatching {
  struct Pair {
    var left: String
    var right: String
    var line: Int
  }

  var line: Int
  var pairs: [Pair]
  var shuffle: Bool

  /// Fills `map` (which holds the text) with the `match` type's fields, or reports at its
  /// line why the question is skipped. As Moodle: a sub-question with no text offers its
  /// answer to every item, and an answer is offered once however many items it goes with.
  func map(into map: inout ValueMap, sink: inout Collector) -> Bool {
    var items: [Value] = []
    var rights: Set<String> = []
    for pair in pairs where !pair.left.isEmpty {
      guard !pair.right.isEmpty else {
        sink.skip(
          pair.line,
          Phrase(
            trLater("the matching item '{item}' has no answer"), ["item": .text(pair.left)]))
        return false
      }
      items.append(.map(ValueMap([("left", .string(pair.left)), ("right", .string(pair.right))])))
      rights.insert(pair.right)
    }
    guard !items.isEmpty else {
      sink.skip(line, Phrase(trLater("a matching question needs an item with its answer")))
      return false
    }
    var distractors: [String] = []
    for pair in pairs where pair.left.isEmpty && !pair.right.isEmpty {
      if rights.contains(pair.right) || distractors.contains(pair.right) { continue }
      distractors.append(pair.right)
    }
    map["type"] = "match"
    map["pairs"] = .array(items)
    if !distractors.isEmpty { map["distractors"] = .array(distractors.map { .string($0) }) }
    if shuffle { map["shuffle"] = true }
    return true
  }
}
