import Foundation
import Testing

@testable import TriviumCommands

/// `trivium validate` calls a rules plugin's `score` on the events a session sends, so that a
/// `score` every session would forfeit on is found before a game is played.
@Suite("validate plays a rules plugin's score")
struct RulesScoreValidateTests {
  let home = ["--home", repositoryRoot.path]

  func validate(score: String) throws -> (status: Int32, stdout: String) {
    let mods = try TemporaryMods()
    try mods.mod("scoring", api: 2)
    try mods.write(
      "scoring/plugins/rules/tally.lua",
      "return {\n  kind = \"rules\", api = 2, name = \"Tally\",\n  score = \(score),\n}\n")
    let output = Trivium.run(["validate", "\(mods.path)/scoring"] + home + ["--mods", mods.path])
    return (output.status, output.stdout)
  }

  @Test("a score returning points that are no number is an error naming score")
  func badPointsAreFound() throws {
    let (status, stdout) = try validate(
      score: "function(event) return { { points = \"many\", reason = \"x\" } } end")
    #expect(status == 1)
    #expect(
      stdout.contains(
        "tally.lua:3: plugin 'tally' failed: score's result[1].points must be an integer from -1000000000 "
          + "to 1000000000, not a string"), "\(stdout)")
  }

  @Test("a score that raises on a hint is found with its line")
  func raisingOnAHintIsFound() throws {
    let (status, stdout) = try validate(
      score: "function(event)\n    if event.kind == \"hint\" then error(\"no hints\") end\n"
        + "    return event.computed\n  end")
    #expect(status == 1)
    #expect(stdout.contains("tally.lua:4: no hints"), "\(stdout)")
  }

  @Test("a working score passes")
  func workingScorePasses() throws {
    let (status, stdout) = try validate(score: "function(event) return event.computed end")
    #expect(status == 0, "\(stdout)")
  }
}
