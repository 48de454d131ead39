import Foundation
import Testing

@testable import TriviumCommands

/// Open Trivia DB imports shuffle their choices when played (issue 34): the oracle, which
/// answers by key, still gets every question right, whatever the session's order.
@Suite("trivium import opentdb: shuffled choices the oracle plays right")
struct OpenTDBImportCommandTests {
  let home = ["--home", repositoryRoot.path]

  /// The Open Trivia DB files of the shared corpora that hold questions (not the error and
  /// session-token responses); empty when the corpora are missing.
  static let corpusFiles: [URL] = {
    let folder = repositoryRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpora/opentdb")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".json") && !$0.contains("fail") }
      .filter { !$0.contains("session") }.map { folder.appendingPathComponent($0) }
  }()

  @Test(
    "every Open Trivia DB file of the corpora imports into a game the oracle plays at 100 %",
    .enabled(
      if: !corpusFiles.isEmpty,
      "the corpora (../shared/corpora/opentdb) are missing: Open Trivia DB files not played"))
  func corpus() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-opentdb-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in Self.corpusFiles {
      let out = folder.appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      let result = Trivium.run(["import", "opentdb", file.path, "--out", out.path] + home)
      #expect(result.status == 0, "\(file.lastPathComponent): \(result.stderr)")
      let count = try #require(
        result.stdout.split(separator: " ").drop { $0 != "imported" }.dropFirst().first
          .flatMap { Int($0) }, "\(result.stdout)")
      let run = Trivium.run(["run", out.path, "--bot", "oracle", "--seed", "7"] + home)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        run.stdout.contains("\(count) of \(count) questions (100.0%)"),
        "\(file.lastPathComponent): \(run.stdout)")
    }
  }

  @Test("a choice is written right answer first and shuffled; the oracle plays it right")
  func shuffledChoice() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-opentdb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("q.json")
    try Data(
      (#"{"response_code":0,"results":[{"type":"multiple","question":"Who wrote it?","#
        + #""correct_answer":"Ada","incorrect_answers":["Bob","Cy","Di"]},"#
        + #"{"type":"boolean","question":"Is it?","correct_answer":"True","#
        + #""incorrect_answers":["False"]}]}"#).utf8
    ).write(to: file)
    let out = folder.appendingPathComponent("game")
    let result = Trivium.run(["import", "opentdb", file.path, "--out", out.path] + home)
    #expect(result.status == 0, "\(result.stderr)")
    let questions = try String(
      contentsOf: out.appendingPathComponent("questions.json"), encoding: .utf8)
    #expect(questions.contains(#""shuffle": true"#), "\(questions)")
    let run = Trivium.run(
      ["run", out.path, "--bot", "oracle", "--seed", "3", "--sessions", "5"] + home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("10 of 10 questions (100.0%)"), "\(run.stdout)")
  }
}
