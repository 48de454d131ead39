// STAND-IN, to be replaced: delete this file once MoodleText.swift (Moodle's text formats as
// Trivium markup, shared with the GIFT importer) is on the branch; the callers already use
// its names, `MoodleText.toMarkup(_:format:)` and `MoodleTextFormat`.

/// The text formats of Moodle (`FORMAT_HTML`, `FORMAT_MARKDOWN`, `FORMAT_PLAIN`,
/// `FORMAT_MOODLE`).
enum MoodleTextFormat: Sendable, Hashable {
  case html, markdown, plain, moodle
}

/// Moodle text as Trivium markup (minimal stand-in: HTML reduced to text, the rest as written).
enum MoodleText {
  static func toMarkup(_ text: String, format: MoodleTextFormat) -> String {
    switch format {
    case .html: TextDecoding.htmlToText(text)
    case .markdown, .plain, .moodle: text
    }
  }
}
