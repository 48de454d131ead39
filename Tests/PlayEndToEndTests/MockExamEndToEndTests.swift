import Foundation
import Store
import Testing

/// Issue 35, point 13: a mock exam of a game started from the launcher in a real terminal (tmux):
/// the game's questions under the mock-exam rules, nothing of how the answers stand until the
/// end, then every verdict; its own save kept apart from the game's.
extension PlayEndToEndTests {
  /// A mod with one game under classic rules (feedback after each check), two questions whose
  /// answer is A.
  func classicMod() throws -> String {
    let mod = folder + "/mods/plain"
    try FileManager.default.createDirectory(
      atPath: mod + "/games/duo", withIntermediateDirectories: true)
    func write(_ path: String, _ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: mod + "/" + path))
    }
    try write("mod.json", #"{"id": "plain", "name": "Plain", "version": "1.0.0", "api": 1}"#)
    let question = { (id: String) in
      #"{"id": "\#(id)", "type": "single", "text": "Pick \#(id)", "options": ["x", "y"], "answer": "A"}"#
    }
    try write(
      "games/duo/game.json", #"{"id": "duo", "title": "Duo", "questions": "questions.json"}"#)
    try write("games/duo/questions.json", "[\(question("a")), \(question("b"))]")
    return folder + "/mods"
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aMockExamFromTheLauncherTellsNothingUntilTheEnd() throws {
    let tmux = try start("--mods \(try classicMod())", width: 120)
    // The key is in the launcher's footer (wide enough to show it).
    try tmux.waitUntil("the launcher") { screen in
      screen.first?.contains("Trivium · tester") == true
        && screen.contains { $0.contains("m mock exam") }
    }
    // Find the game's card, then m: a mock exam of it, the clock in the header.
    try tmux.type("/Duo")
    try tmux.waitFor("Find: Duo")
    try tmux.press("Enter")
    try tmux.waitUntil("the game's card alone") { screen in
      screen.first?.contains("1 game") == true && screen.contains { $0.contains("Duo") }
    }
    try tmux.type("m")
    var screen = try tmux.waitUntil("the mock exam's first question") { screen in
      screen.first?.contains("Mock exam: Duo") == true && screen.first?.contains("1/2") == true
    }
    #expect(
      screen.first?.contains("Time 30:00") == true || screen.first?.contains("Time 29:") == true)
    #expect(!(screen.first?.contains("Score") ?? true), "no score in a mock exam's header")
    #expect(screen.contains { $0.contains("Hand in") })
    #expect(screen.contains { $0.contains("c hand in") })
    // A wrong answer handed in: no verdict, no feedback (the footer no longer offers to hand
    // it in); then the second, right, likewise.
    func handIn(_ choice: String, what: String) throws -> [String] {
      try tmux.type(choice)
      try tmux.waitUntil("\(what) chosen") { $0.contains { $0.contains("(•) \(choice).") } }
      try tmux.type("c")
      return try tmux.waitUntil("\(what) handed in") { screen in
        screen.contains { $0.contains("(•) \(choice).") }
          && !screen.contains { $0.contains("c hand in") }
      }
    }
    screen = try handIn("B", what: "the wrong answer")
    #expect(!screen.contains { $0.contains("Wrong") || $0.contains("Right") })
    #expect(!(screen.first?.contains("Score") ?? true))
    try tmux.type("n")
    screen = try tmux.waitUntil("the second question") { $0.first?.contains("2/2") == true }
    screen = try handIn("A", what: "the right answer")
    #expect(!screen.contains { $0.contains("Wrong") || $0.contains("Right") })
    #expect(!(screen.first?.contains("Score") ?? true))
    // Finished: the result shows every verdict and the score at last.
    try tmux.type("f")
    screen = try tmux.waitUntil("the result, or the finish question") { screen in
      screen.contains { $0.contains("Retry") || $0.contains("Finish the game?") }
    }
    if !screen.contains(where: { $0.contains("Retry") }) { try tmux.press("Left", "Enter") }
    screen = try tmux.waitFor("Retry")
    #expect(screen.contains { $0.contains("1 of 2 right") }, "\(screen.joined(separator: "\n"))")
    try tmux.type("q")
    try tmux.waitFor("Trivium · tester")
    try tmux.type("q")
    screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
    // The history says it was a mock exam, of the game.
    let store = try Store.open(at: folder + "/progress.sqlite3")
    let profile = try #require(try store.profile(named: "tester"))
    let history = try store.history(profileID: profile.id)
    #expect(history.map(\.gameID) == ["duo"] && history.map(\.rules) == ["mock-exam"])
  }
}
