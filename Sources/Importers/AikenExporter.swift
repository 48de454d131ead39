import Localization
import QuizCore

/// Writes Aiken: the text, options `A. text`, then `ANSWER: A`; single choice only.
struct AikenExporter: QuizWriter {
  static let format = ExportFormat.aiken
  static let forms: Set<ExportForm> = [.singleChoice]
  private var entries: [String] = []

  mutating func add(_ question: ExportQuestion, dropped: inout DroppedParts) -> Phrase? {
    // Aiken is plain text: the importer escapes what Trivium's markup would read as markup.
    guard let plain = MoodleText.plain(fromMarkup: question.text) else {
      return Self.formatted
    }
    let lines = plain.trimmingCharacters(in: .whitespacesAndNewlines)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if lines.contains(where: \.isEmpty) {
      return Phrase(trLater("its text has a blank line, which ends an Aiken question"))
    }
    if let line = lines.first(where: Self.looksLikeSyntax) {
      return Phrase(
        trLater("its text line '{line}' would read as an option or an ANSWER line"),
        ["line": .text(line)])
    }
    guard question.options.count >= 2, question.options.count <= OptionKeys.letters.count else {
      return Phrase(
        trLater("Aiken holds 2 to 26 options, not {count}"),
        ["count": .number(question.options.count)])
    }
    let plainOptions = question.options.compactMap { MoodleText.plain(fromMarkup: $0.text) }
    guard plainOptions.count == question.options.count else { return Self.formatted }
    let texts = plainOptions.map { $0.trimmingCharacters(in: .whitespaces) }
    if texts.contains(where: { $0.isEmpty || $0.contains("\n") }) {
      return Phrase(trLater("an option is empty or spans lines, which Aiken cannot hold"))
    }
    guard let right = question.options.firstIndex(where: { $0.key == question.rightKeys.first })
    else { return Phrase(trLater("its answer is not the key of an option")) }
    if question.title != nil { dropped.note(Phrase(trLater("titles dropped (Aiken has none)"))) }
    if question.explanation != nil {
      dropped.note(Phrase(trLater("explanations dropped (Aiken has none)")))
    }
    if question.hasAnswerFeedback {
      dropped.note(Phrase(trLater("the answers' own feedback dropped (Aiken has none)")))
    }
    question.noteChoiceDisplay(&dropped)
    // Aiken has no escapes: a control character is written as the escape Trivium prints.
    let visible = { (text: String) in Untrusted.line(text, limit: .max) }
    var entry = lines.map(visible).joined(separator: "\n") + "\n"
    for (index, text) in texts.enumerated() {
      entry += "\(OptionKeys.key(index)). \(visible(text))\n"
    }
    entries.append(entry + "ANSWER: \(OptionKeys.key(right))\n")
    return nil
  }

  static let formatted = Phrase(
    trLater(
      "its text or an option is formatted (an unescaped {marks} or {last}), which Aiken's "
        + "plain text cannot hold"), ["marks": .text("* _ `"), "last": .text("\\")])

  /// Whether a text line would be read as an option (`B. ...`) or an answer line.
  static func looksLikeSyntax(_ line: String) -> Bool {
    AikenImporter.optionLetter(of: line) != nil || line.uppercased().hasPrefix("ANSWER:")
  }

  func finish(title: String, attribution: String?) -> String { entries.joined(separator: "\n") }
}
