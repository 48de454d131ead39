import Foundation
import Localization
import QuizCore

/// The `cloze` type's parts written into a question's text in Moodle's embedded-answer
/// syntax, so that Moodle (and `MoodleCloze.read`) reads back every text as it was: the
/// characters the syntax reads are escaped as Moodle unescapes them (`\}`, `\#`) or, where
/// Moodle has no escape, written as HTML entities, which Moodle decodes (issue 34); the
/// syntax in the text itself is written with its `{` as an entity.
extension MoodleCloze {
  /// `text` (Markdown holding a `{#n}` per part) with each part written in Moodle's syntax, or
  /// why a part cannot be written so that Moodle reads it back as it is.
  static func write(_ text: String, parts: [QuestionShape.Part]) -> Result<String, Problem> {
    // Moodle's syntax in the text itself (`{1:SA:`) would be read as a part: its `{` written
    // as an entity, which Moodle's Markdown shows as `{`.
    var scalars = Array(text.unicodeScalars)
    var from = 0
    while let start = nextStart(scalars, from: from) {
      scalars.replaceSubrange(start...start, with: "&#123;".unicodeScalars)
      from = start + 6
    }
    var out = String(String.UnicodeScalarView(scalars))
    for (index, part) in parts.enumerated() {
      let placeholder = "{#\(index + 1)}"
      guard let range = out.range(of: placeholder) else {
        return .failure(
          Problem(
            words: Phrase(trLater("its text has no {place}"), ["place": .text(placeholder)])))
      }
      var written: [String] = []
      for answer in part.answers {
        switch alternative(answer, kind: part.kind) {
        case .success(let alt): written.append(alt)
        case .failure(let problem):
          return .failure(
            Problem(
              words: Phrase(
                trLater("embedded answer {n}: {problem}"),
                ["n": .number(index + 1), "problem": .phrase(problem.words)])))
        }
      }
      out.replaceSubrange(
        range, with: "{\(part.weight):\(code(part)):" + written.joined(separator: "~") + "}")
    }
    return .success(out)
  }

  /// Moodle's code for a part.
  private static func code(_ part: QuestionShape.Part) -> String {
    switch part.kind {
    case .number: return "NUMERICAL"
    case .short: return part.caseSensitive ? "SHORTANSWER_C" : "SHORTANSWER"
    case .choice:
      var name = part.multiple ? "MULTIRESPONSE" : "MULTICHOICE"
      switch part.layout {
      case "horizontal": name += "_H"
      case "vertical" where !part.multiple: name += "_V"
      default: break
      }
      if part.shuffle { name += name.hasSuffix("E") ? "_S" : "S" }
      return name
    }
  }

  /// One answer in Moodle's syntax: grade, text, feedback.
  private static func alternative(_ answer: QuestionShape.PartAnswer, kind: QuestionShape.Part.Kind)
    -> Result<String, Problem>
  {
    var prefix = ""
    if answer.right {
      prefix = "="
    } else if let percent = answer.percent {
      let written = Exporter.number(percent)
      guard written.range(of: #"^-?[0-9]+(\.[0-9]*)?$"#, options: .regularExpression) != nil else {
        return .failure(
          Problem(
            words: Phrase(
              trLater("the grade {percent}% cannot be written"), ["percent": .text(written)])))
      }
      prefix = "%" + written + "%"
    }
    var body: String
    switch (kind, answer.text, answer.value) {
    case (.number, "*", _): body = "*"
    case (.number, _, let value?):
      body = Exporter.number(value) + (answer.tolerance.map { ":" + Exporter.number($0) } ?? "")
    case (.choice, let text?, _):
      guard let markdown = MoodleText.markdown(fromMarkup: text) else {
        return .failure(
          Problem(
            words: Phrase(
              trLater(
                "an option has spaces at a line's ends or blank lines in a row, which Moodle's Markdown drops"
              ))))
      }
      body = escape(markdown)
    case (_, let text?, _): body = escape(text.replacingOccurrences(of: "&", with: "&amp;"))
    default:
      return .failure(Problem(words: Phrase(trLater("an answer has no text or value"))))
    }
    // Without a grade, a text starting with `=` or `%` would be read as one.
    if prefix.isEmpty, let first = body.first, first == "=" || first == "%" {
      body = (first == "=" ? "&#61;" : "&#37;") + body.dropFirst()
    }
    guard let feedback = answer.feedback, !feedback.isEmpty else { return .success(prefix + body) }
    return .success(
      prefix + body + "#" + escape(feedback.replacingOccurrences(of: "&", with: "&amp;")))
  }

  /// `text` (each `&` already written `&amp;`) as an answer or a feedback Moodle reads back as
  /// it is: `}` and `#` behind a `\`, Moodle's own escapes; `~`, which Moodle ends an answer
  /// at even after a `\`, as `&#126;`; a final `\` or `&`, before which Moodle would not end
  /// the answer, as `&#92;` or `&#38;`. Moodle decodes the entities, then unescapes.
  private static func escape(_ text: String) -> String {
    var out = text.replacingOccurrences(of: "}", with: "\\}")
      .replacingOccurrences(of: "#", with: "\\#").replacingOccurrences(of: "~", with: "&#126;")
    if out.hasSuffix("\\") {
      out = out.dropLast() + "&#92;"
    } else if out.hasSuffix("&amp;") {
      out = out.dropLast(5) + "&#38;"
    }
    return out
  }
}
