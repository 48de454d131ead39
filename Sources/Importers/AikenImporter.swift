import Foundation
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

  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    let text = try Importer.text(bytes, file: sink.file)
    var draft: Draft?
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty {
        if let current = draft, current.answer != nil || !current.options.isEmpty {
          finish(current, into: &sink)
          draft = nil
        }
        continue
      }
      if line.uppercased().hasPrefix("ANSWER:") {
        guard var current = draft else {
          sink.warn(number, "ANSWER line without a question before it (ignored)")
          continue
        }
        let letter = line.dropFirst("ANSWER:".count).trimmingCharacters(in: .whitespaces)
        current.answer = (letter.uppercased(), number)
        finish(current, into: &sink)
        draft = nil
        continue
      }
      if let letter = optionLetter(of: line), var current = draft {
        let option = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        current.options.append((letter, option, number))
        draft = current
        continue
      }
      if var current = draft {
        if current.options.isEmpty {
          current.text.append(line)
          draft = current
        } else {
          // Text after the options without an ANSWER: the question lacked one.
          finish(current, into: &sink)
          draft = Draft(line: number, text: [line])
        }
      } else {
        draft = Draft(line: number, text: [line])
      }
    }
    if let current = draft { finish(current, into: &sink) }
    return nil
  }

  private static func finish(_ draft: Draft, into sink: inout Collector) {
    let stem = draft.text.joined(separator: "\n")
    let what = "question '\(stem.prefix(40))'"
    guard let answer = draft.answer else {
      sink.skip(draft.line, "\(what) has no ANSWER line")
      return
    }
    guard draft.options.count >= 2 else {
      sink.skip(draft.line, "\(what) needs at least 2 options (A. ..., B. ...)")
      return
    }
    var seen: Set<Character> = []
    for option in draft.options where !seen.insert(option.letter).inserted {
      sink.skip(option.line, "\(what) repeats option \(option.letter)")
      return
    }
    for (index, option) in draft.options.enumerated()
    where option.letter != Character(OptionKeys.key(index)) {
      sink.warn(
        option.line,
        "option \(option.letter) is option \(index + 1): it is shown as \(OptionKeys.key(index))")
    }
    guard answer.letter.count == 1,
      let position = draft.options.firstIndex(where: { String($0.letter) == answer.letter })
    else {
      let letters = draft.options.map { String($0.letter) }.joined(separator: ", ")
      sink.skip(
        answer.line, "ANSWER '\(answer.letter)' is not among the options (\(letters))")
      return
    }
    var map = ValueMap()
    map["type"] = "single"
    map["text"] = .string(stem)
    map["options"] = OptionKeys.options(draft.options.map(\.text))
    map["answer"] = .string(OptionKeys.key(position))
    sink.add(map, line: draft.line)
  }
}
