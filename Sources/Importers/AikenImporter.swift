import Foundation
import Localization
import QuizCore

/// The Aiken format: a question line, option lines `A. text` or `A) text`, then
/// `ANSWER: B`; questions are separated by blank lines. Each becomes a `single` question.
enum AikenImporter {
  /// The letter of an option line (`B. text`, `B) text`), or nil.
  static func optionLetter(of line: String) -> Character? {
    let chars = Array(line)
    guard chars.count >= 2, let first = chars.first, first.isASCII, first.isUppercase,
      chars[1] == "." || chars[1] == ")"
    else { return nil }
    return first
  }

  /// A question being read: where it starts, its text, its options, its answer.
  private struct Draft {
    var line: Int
    var text: [String] = []
    var options: [(letter: Character, text: String, line: Int)] = []
    var answer: (letter: String, line: Int)?
  }

  /// Reads the questions as Moodle does: blank lines separate nothing, a line that is neither
  /// an option nor `ANSWER:` starts a question, and each problem is placed on the line that
  /// shows it. Unlike Moodle, consecutive text lines make one question text.
  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    let text = try Importer.text(bytes, file: sink.file)
    var draft: Draft?
    var afterBlank = false
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      defer { afterBlank = line.isEmpty }
      if line.isEmpty { continue }
      if line.uppercased().hasPrefix("ANSWER:") {
        guard var current = draft else {
          sink.warn(
            number,
            Phrase(
              trLater(
                "question not started: an ANSWER line with no question before it (ignored)")))
          continue
        }
        let letter = line.dropFirst("ANSWER:".count).trimmingCharacters(in: .whitespaces)
        current.answer = (letter.uppercased(), number)
        finish(current, into: &sink)
        draft = nil
      } else if let letter = optionLetter(of: line) {
        guard var current = draft else {
          sink.warn(
            number,
            Phrase(
              trLater("question not started: option {letter} has no question before it (ignored)"),
              ["letter": .text(String(letter))]))
          continue
        }
        let option = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        current.options.append((letter, option, number))
        draft = current
      } else if var current = draft, current.options.isEmpty, !afterBlank {
        current.text.append(line)
        draft = current
      } else {
        if let current = draft {
          sink.skip(
            number,
            Phrase(
              trLater(
                "{question} (line {line}) is not finished (no ANSWER line) before the next "
                  + "question starts"),
              ["question": .phrase(name(current)), "line": .number(current.line)]))
        }
        draft = Draft(line: number, text: [line])
      }
    }
    if let current = draft { finish(current, into: &sink) }
    return nil
  }

  /// How problems name a question: its text's start.
  private static func name(_ draft: Draft) -> Phrase {
    Phrase(
      trLater("question '{text}'"),
      ["text": .text(String(draft.text.joined(separator: " ").prefix(40)))])
  }

  private static func finish(_ draft: Draft, into sink: inout Collector) {
    let stem = draft.text.joined(separator: "\n")
    let what = Phrase.Value.phrase(name(draft))
    guard let answer = draft.answer else {
      sink.skip(draft.line, Phrase(trLater("{question} has no ANSWER line"), ["question": what]))
      return
    }
    guard draft.options.count >= 2 else {
      sink.skip(
        answer.line,
        Phrase(trLater("{question} needs at least 2 options (A. ..., B. ...)"), ["question": what]))
      return
    }
    var seen: Set<Character> = []
    for option in draft.options where !seen.insert(option.letter).inserted {
      sink.skip(
        option.line,
        Phrase(
          trLater("{question} repeats option {letter}"),
          ["question": what, "letter": .text(String(option.letter))]))
      return
    }
    for (index, option) in draft.options.enumerated()
    where option.letter != Character(OptionKeys.key(index)) {
      sink.warn(
        option.line,
        Phrase(
          trLater("option {letter} is option {number}: it is shown as {shown}"),
          [
            "letter": .text(String(option.letter)), "number": .number(index + 1),
            "shown": .text(OptionKeys.key(index)),
          ]))
    }
    guard answer.letter.count == 1,
      let position = draft.options.firstIndex(where: { String($0.letter) == answer.letter })
    else {
      let letters = draft.options.map { String($0.letter) }.joined(separator: ", ")
      sink.skip(
        answer.line,
        Phrase(
          trLater("ANSWER '{letter}' is not among the options ({letters})"),
          ["letter": .text(answer.letter), "letters": .text(letters)]))
      return
    }
    var map = ValueMap()
    map["type"] = "single"
    // Moodle shows Aiken text as written (it escapes it as HTML).
    map["text"] = .string(MoodleText.toMarkup(stem, format: .plain))
    map["options"] = OptionKeys.options(
      draft.options.map { MoodleText.toMarkup($0.text, format: .plain) })
    map["answer"] = .string(OptionKeys.key(position))
    // Moodle's Aiken import shuffles the options, as its GIFT import does.
    map["shuffle"] = true
    sink.add(map, line: draft.line)
  }
}
