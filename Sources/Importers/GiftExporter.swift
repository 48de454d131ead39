/// Writes GIFT: `::title::text {answers####general feedback}`, one question per paragraph.
struct GiftExporter: QuizWriter {
  static let types: Set<String> = ["single", "multiple", "truefalse", "fill", "numeric"]
  private var entries: [String] = []

  mutating func add(_ question: ExportQuestion, dropped: inout DroppedParts) -> String? {
    let text = question.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("//") { return "its text starts with //, which GIFT reads as a comment" }
    if GiftText.formatTag(Array(text.utf8), at: 0) != nil {
      return "its text starts with a format tag such as [html], which GIFT would take as one"
    }
    let body: String
    switch question.type {
    case "single", "multiple":
      guard let answers = choices(question) else {
        return "an option starts with %, which GIFT reads as a weight"
      }
      body = answers
    case "truefalse": body = question.truth ? "T" : "F"
    case "fill":
      guard question.blanks.count == 1 else {
        return "it has \(question.blanks.count) blanks; GIFT holds one short answer per question"
      }
      let answers = question.moodleBlanks[0]
      if let bad = answers.first(where: { $0.hasPrefix("%") || $0.contains("->") }) {
        return "the answer '\(bad)' starts with % or holds ->, which GIFT reads as syntax"
      }
      if question.caseSensitive { dropped.note("case-sensitive answers made case-insensitive") }
      body = answers.map { "=" + GiftEscapes.escape($0) }.joined(separator: " ")
    default:
      if question.unit != nil { dropped.note("units dropped (GIFT numbers have none)") }
      body =
        "#" + Exporter.number(question.value)
        + (question.tolerance > 0 ? ":" + Exporter.number(question.tolerance) : "")
    }
    var entry = question.title.map { "::" + GiftEscapes.escape($0) + "::" } ?? ""
    entry += GiftEscapes.escape(text) + " {" + body
    if let explanation = question.explanation {
      entry += "####" + GiftEscapes.escape(explanation)
    }
    entries.append(entry + "}")
    return nil
  }

  /// `=right ~wrong` for a single choice; `~%weight%text` for each option of a multiple one.
  private func choices(_ question: ExportQuestion) -> String? {
    guard !question.options.contains(where: { $0.text.hasPrefix("%") }) else { return nil }
    let single = question.type == "single"
    return question.options.map { option in
      let text = GiftEscapes.escape(option.text)
      if single { return (question.rightKeys.contains(option.key) ? "=" : "~") + text }
      return "~%" + Exporter.number(question.gradingWeight(option) * 100) + "%" + text
    }.joined(separator: " ")
  }

  func finish(title: String) -> String {
    "// " + title.replacingOccurrences(of: "\n", with: " ") + ": exported by Trivium\n\n"
      + entries.map { $0 + "\n\n" }.joined()
  }
}
