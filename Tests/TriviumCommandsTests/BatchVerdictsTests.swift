import Foundation
import QuizCore
import Testing
import TriviumEngine

@testable import TriviumCommands

/// The built-in types' verdicts on a batch may be found by other engines (an import's threads,
/// `ImportPrechecks`): the checks must find what one engine finds alone, even with a mod's
/// type that keeps count of its calls, which only the checking engine may ask, in order.
@Suite("checks of an import with verdicts found elsewhere")
struct BatchVerdictsTests {
  /// A mod's type whose `validate` refuses its every third call: asked on another engine or
  /// out of order, other questions would be refused.
  static let everyThirdType = #"""
    local calls = 0
    return {
      kind = "question-type", id = "every-third", api = 1, name = "Every third",
      validate = function(q)
        calls = calls + 1
        if calls % 3 == 0 then return { { field = "text", message = "call " .. calls } } end
        return {}
      end,
      init = function(q) return {} end,
      act = function(q, s, a) return s end,
      complete = function(q, s) return true end,
      grade = function(q, s) return { fraction = 1, verdict = "right" } end,
      view = function(q, s) return { { type = "text", text = "?" } } end,
      summary = function(q, s) return "" end,
      analysis = function(q, s) return { correct = "?", verdict = "right" } end,
      hint = function(q, s) return nil end,
      solve = function(q) return {} end,
    }
    """#

  /// Questions of the mod's type among built-in ones, some refused by their type.
  static func questions(_ count: Int) -> [(question: Value, line: Int?)] {
    (0..<count).map { index in
      let id = Value.string("q\(index)")
      let map: ValueMap
      switch index % 4 {
      case 0: map = ["id": id, "type": "every-third", "text": .string("Third \(index)?")]
      case 1:
        map = [
          "id": id, "type": "single", "text": "Which?", "options": ["A: one", "B: two"],
          "answer": .string(index % 3 == 0 ? "C" : "A"),
        ]
      case 2: map = ["id": id, "type": "truefalse", "text": "True?", "answer": .bool(true)]
      default: map = ["id": id, "type": "nonesuch", "text": "?"]
      }
      return (.map(map), index + 1)
    }
  }

  /// An engine over the repository's plugins and `mods`.
  func engine(_ mods: TemporaryMods) throws -> Engine {
    try Engine(options: EngineOptions(home: repositoryRoot.path, mods: mods.path))
  }

  /// The problems of each question, each batch of `size` checked by a fresh engine with the
  /// verdicts of `finders` fresh engines (batch i by finder i % finders; none: found there).
  func problems(
    _ questions: [(question: Value, line: Int?)], size: Int, finders: Int, mods: TemporaryMods
  ) throws -> [[String]] {
    let batches = stride(from: 0, to: questions.count, by: size).map {
      Array(questions[$0..<min($0 + size, questions.count)])
    }
    // Every verdict first, each on its finder, as threads ahead of the checks would.
    var verdicts: [BatchVerdicts?] = Array(repeating: nil, count: batches.count)
    for finder in 0..<finders {
      try engine(mods).findingVerdicts { find in
        for index in stride(from: finder, to: batches.count, by: finders) {
          verdicts[index] = find(batches[index])
        }
      }
    }
    return try engine(mods).checkingPrechecked(file: "q.json") { check in
      zip(batches, verdicts).flatMap { batch, found in
        check(batch, found).map { $0.map(\.description) }
      }
    }
  }

  @Test("a mod's type that counts its calls refuses the same questions for 0 to 3 finders")
  func countingModTypeSameForAnyFinders() throws {
    let mods = try TemporaryMods()
    try mods.mod("counting", files: ["plugins/types/every-third.lua": Self.everyThirdType])
    let questions = Self.questions(120)
    let alone = try engine(mods).checkingInBatches(file: "q.json") { check in
      stride(from: 0, to: questions.count, by: 5).flatMap { start in
        check(Array(questions[start..<min(start + 5, questions.count)]))
          .map { $0.map(\.description) }
      }
    }
    let refusedThirds = alone.enumerated().filter { $0.offset % 4 == 0 && !$0.element.isEmpty }
    // What the one run of checks in order gives: the type's third call refuses q16, its sixth
    // q28, and so on.
    #expect(refusedThirds.count == 9, "\(refusedThirds.map(\.element))")
    #expect(alone[16].first?.contains("q.json:17: question 'q16': field 'text': call 3") == true)
    #expect(alone[112].first?.contains("question 'q112': field 'text': call 27") == true)
    for finders in 0...3 {
      for size in [1, 5, 32] {
        let found = try problems(questions, size: size, finders: finders, mods: mods)
        #expect(found == alone, "\(finders) finders, batches of \(size)")
      }
    }
  }
}
