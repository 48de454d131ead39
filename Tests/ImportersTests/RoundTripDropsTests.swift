import Foundation
import QuizCore
import Testing

@testable import Importers

/// What a format cannot carry is said, never dropped silently: each random question is
/// exported alone, read back, and every part of it that changed on the way must be named by
/// the export's report of dropped parts. Then the question read back, exported again, gives
/// the same file: nothing the format holds is lost on the way back either.
@Suite("A round trip reports what it loses")
struct RoundTripDropsTests {
  /// The words of a dropped-part note that name each part of a question (English, lower case).
  static let notes: [String: [String]] = [
    "title": ["title"], "explanation": ["explanation"], "feedback": ["feedback"],
    "weights": ["grades"], "shuffle": ["order"], "caseSensitive": ["case"], "unit": ["unit"],
    "reference": ["reference"], "options": ["option order"], "numbering": ["numbering"],
  ]

  /// The parts of `want` that `got` lacks or holds otherwise (weights as Moodle's grades of
  /// seven digits hold them).
  static func changed(_ want: Held, _ got: Held) -> [String] {
    let wanted = Mirror(reflecting: want).children
    let gotten = Dictionary(
      uniqueKeysWithValues: Mirror(reflecting: got).children.map { ($0.label!, $0.value) })
    return wanted.compactMap { child in
      let label = child.label!
      if label == "weights" {
        let (a, b) = (want.weights, got.weights)
        return a.count == b.count && zip(a, b).allSatisfy({ abs($0 - $1) < 1e-6 }) ? nil : label
      }
      return "\(child.value)" == "\(gotten[label]!)" ? nil : label
    }
  }

  @Test("every part lost is reported", arguments: ExportFormat.allCases)
  func losses(format: ExportFormat) throws {
    let types = ["single", "multiple", "truefalse", "fill", "numeric", "match", "cloze", "essay"]
    var lost = 0
    for seed in UInt64(1)...120 {
      var generator = QuestionGenerator(
        random: SeededRandom(seed: seed), types: types, plainText: format == .aiken)
      for number in 0..<3 {
        let question = generator.question(number)
        let label = "seed \(seed), question \(number), \(format.rawValue)"
        let quiz = Exporter.export([question], format: format, title: "Drops")
        guard quiz.written.count == 1 else {
          #expect(quiz.leftOut.count == 1, "\(label): neither written nor left out")
          continue
        }
        let back = try Importer.importGame(
          format: format.importFormat, bytes: Array(quiz.text.utf8),
          options: ImportOptions(displayName: label))
        let imported = try #require(back.questions.first, "\(label): \(back.problems)")
        let dropped = quiz.dropped.joined(separator: "\n").lowercased()
        let changes = Self.changed(try Held(question, format: nil), try Held(imported, format: nil))
        lost += changes.isEmpty ? 0 : 1
        for part in changes {
          let said = Self.notes[part]?.contains { dropped.contains($0) } ?? false
          #expect(said, "\(label): '\(part)' lost without a word; notes: \(quiz.dropped)")
        }
        // Exported again, the question read back makes the same file.
        let again = Exporter.export([imported], format: format, title: "Drops")
        #expect(again.text == quiz.text, "\(label): a second export differs")
      }
    }
    // The plain formats lose something often; the property must have met losses to test.
    if format != .moodleXML { #expect(lost > 0, "\(format.rawValue): no loss met") }
  }
}
