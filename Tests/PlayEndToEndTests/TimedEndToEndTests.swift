import Foundation
import Testing

/// A timed game in a real terminal (tmux): the countdown shows and ticks, and the session ends
/// on the result screen when it reaches 0 with the questions left unanswered.
@Suite(.serialized) struct TimedEndToEndTests {
  let folder: String

  init() throws {
    folder =
      NSTemporaryDirectory() + "trivium-timed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let mod = folder + "/mods/timed"
    try FileManager.default.createDirectory(
      atPath: mod + "/plugins/rules", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: mod + "/games/quick", withIntermediateDirectories: true)
    func write(_ path: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: mod + "/" + path))
    }
    try write(
      "mod.json", #"{"id": "timed", "name": "Timed", "version": "1.0.0", "api": 1}"#)
    try write(
      "plugins/rules/quick.lua",
      "return { kind = \"rules\", id = \"quick\", api = 1, name = \"Quick\", time_limit = 4 }\n")
    let question = { (id: String) in
      #"{"id": "\#(id)", "type": "single", "text": "Pick one", "options": ["x", "y"], "answer": "A"}"#
    }
    try write(
      "games/quick/game.json",
      #"{"id": "quick", "title": "Quick", "rules": "quick", "questions": "questions.json"}"#)
    try write(
      "games/quick/questions.json", #"{"questions": [\#(question("a")), \#(question("b"))]}"#)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func theCountdownShowsAndEndsTheSession() throws {
    let command =
      "\(PlayEndToEndTests.trivium) play quick --mods \(folder)/mods"
      + " --data \(folder)/progress.sqlite3 --profile tester; echo EXIT=$?; echo END"
    let tmux = try Tmux(
      command: command, width: 100, height: 40,
      environment: [
        "TRIVIUM_HOME": PlayEndToEndTests.repositoryRoot.path,
        "XDG_STATE_HOME": folder + "/state",
      ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var screen = try tmux.waitFor("1/2")
    let first = try #require(screen.first)
    #expect(first.contains("Time 0:04") || first.contains("Time 0:03"), "\(first)")
    // It counts down once a second without a key pressed.
    try tmux.waitFor("Time 0:02")
    // At 0 the session is over: the result screen, both questions unanswered.
    screen = try tmux.waitFor("Retry", timeout: 10)
    #expect(screen.contains { $0.contains("0 of 2 right") })
    #expect(screen.filter { $0.contains("unanswered") }.count == 2)
    try tmux.type("q")
    try tmux.waitFor("games")
    try tmux.type("q")
    screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
  }
}
