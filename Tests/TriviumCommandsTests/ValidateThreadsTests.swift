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

  /// A game split over several question files has its files checked on several threads: the
  /// report is that of one thread, each problem at its file and line, in the files' order.
  @Test func aGameOfSeveralFilesReportsAsOneThreadDoes() throws {
    func file(_ name: String, _ count: Int) -> String {
      let questions = (1...count).map { number in
        // Every fifth refused by its type, every seventh of another shape.
        let answer = number % 5 == 0 ? "D" : "A"
        let options = number % 7 == 0 ? #"["A: x", "B: y", "C: z"]"# : #"["A: x", "B: y"]"#
        return #"{"id": "\#(name)\#(number)", "type": "single", "text": "Which \#(number)?", "#
          + #""options": \#(options), "answer": "\#(answer)"}"#
      }
      return "[\n" + questions.joined(separator: ",\n") + "\n]\n"
    }
    let home = try TemporaryHome(games: [
      "split": [
        "game.json":
          #"{"id": "split", "title": "Split", "questions": ["a.json", "b.json", "c.json"]}"#,
        "a.json": file("a", 40), "b.json": file("b", 25), "c.json": file("c", 33),
      ]
    ])
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    let engine = try Engine(options: EngineOptions(home: home.path, mods: home.path + "/no-mods"))
    var one = Validation()
    one.game(engine, folder: home.path + "/games/split", display: "split", threads: 1)
    var three = Validation()
    three.game(engine, folder: home.path + "/games/split", display: "split", threads: 3)
    #expect(one.findings == three.findings)
    #expect(one.problems == 8 + 5 + 6, "\(one.findings.prefix(3))")
    #expect(one.findings.first?.text.contains("split/a.json:6: question 'a5'") == true)
    #expect(one.findings.last?.text.contains("split/c.json:31: question 'c30'") == true)
  }
}
