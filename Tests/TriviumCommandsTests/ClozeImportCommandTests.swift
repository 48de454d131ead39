import Foundation
import Testing

@testable import TriviumCommands

@Suite("trivium import: Moodle's embedded answers")
struct ClozeImportCommandTests {
  let home = ["--home", repositoryRoot.path]

  @Test("a cloze file becomes a game the oracle plays right; broken questions are named")
  func importAndPlay() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-cloze-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func question(_ text: String) -> String {
      "<question type=\"cloze\"><name><text>c</text></name>\n<questiontext format=\"html\">"
        + "<text><![CDATA[\(text)]]></text></questiontext></question>\n"
    }
    let xml =
      "<?xml version=\"1.0\"?>\n<quiz>\n"
      + question(
        "Paris is the capital of {1:MULTICHOICE:=France#Yes~Spain} and 6 × 7 = "
          + "{2:NUMERICAL:=42:0.5~%50%40:3}, spelt {:SHORTANSWER_C:=Paris~%50%paris}.")
      + question("{1:SHORTANSWER:%50%half}")
      + question("{1:MULTIRESPONSE:=a~=b~c} and {1:SA:=x")
      + "</quiz>\n"
    let file = folder.appendingPathComponent("quiz.xml")
    try Data(xml.utf8).write(to: file)
    let out = folder.appendingPathComponent("cloze-demo")
    let result = Trivium.run(["import", "moodle-xml", file.path, "--out", out.path] + home)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("\(file.path): imported 1 questions, skipped 2"), "\(result.stdout)")
    #expect(result.stderr.contains("part 1: no answer gives full marks"), "\(result.stderr)")
    #expect(
      result.stderr.contains("\(file.path):7: embedded answer 2 ('{1:SA:=x'): it has no closing }"),
      "\(result.stderr)")
    let run = Trivium.run(["run", out.path, "--bot", "oracle"] + home)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("1 of 1 questions (100.0%)"), "\(run.stdout)")
  }
}
