import Foundation
import Testing

@testable import TriviumEngine

/// `validate` checks games on several threads: its report is that of one thread, in order.
@Suite struct ValidateThreadsTests {
  @Test func severalThreadsReportAsOneDoes() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "extra",
      files: [
        "games/broken-quiz/game.json":
          #"{"id": "broken-quiz", "title": "Broken", "questions": "q.json"}"#,
        "games/broken-quiz/q.json":
          #"[{"id": "a", "type": "single", "text": "?", "options": ["A: x"], "answer": "B"}]"#,
      ])
    let engine = try Engine(options: EngineOptions(home: repositoryRoot.path, mods: mods.path))
    let ids = ["question-bank", "broken-quiz", "arithmetic", "picture-guess", "country-codes"]
    var one = Validation()
    one.games(ids, engine: engine, threads: 1)
    var three = Validation()
    three.games(ids, engine: engine, threads: 3)
    #expect(one.findings == three.findings)
    #expect(one.findings.count == ids.count + 1 && one.problems == 2, "\(one.findings)")
    #expect(one.findings.first?.text.contains("question-bank") == true)
  }
}
