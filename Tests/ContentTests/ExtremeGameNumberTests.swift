import QuizCore
import Testing

@testable import Content

/// Extreme numbers in every numeric field of game.json and of a question: read within bounds
/// or refused naming the field; none traps.
@Suite("Extreme numbers in games")
struct ExtremeGameNumberTests {
  static let extremes = [
    "1e400", "-1e400", "1e16", "-1e16", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", "-0.0", "-0", "0.5", "-1", "0", "1e-400",
  ]

  @Test("game.json's count, at every extreme")
  func manifestCount() {
    for extreme in Self.extremes {
      let files = [
        "game.json": manifest(extra: #", "count": \#(extreme)"#),
        "questions.json": #"[{"id": "a", "type": "truefalse", "text": "T", "answer": true}]"#,
      ]
      if let error = loadError(files) {
        // JSON's reader refuses a number too large for a double before any field is read.
        #expect(
          error.contains("field 'count'") || error.contains("is too large"),
          "\(extreme): \(error)")
      }
    }
  }

  @Test("a question's points, at every extreme")
  func questionPoints() {
    for extreme in Self.extremes {
      let files = [
        "game.json": manifest(),
        "questions.json":
          #"[{"id": "a", "type": "truefalse", "text": "T", "answer": true, "points": \#(extreme)}]"#,
      ]
      do {
        _ = try loadGame(files.mapValues { Array($0.utf8) })
      } catch {
        let text = "\(error)"
        #expect(
          text.contains("field 'points'") || text.contains("is too large"), "\(extreme): \(text)")
      }
    }
  }
}
