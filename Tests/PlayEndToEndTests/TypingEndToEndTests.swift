import Foundation
import Testing

/// Typing in a real terminal: Enter in a field checks, letters over tiles are tiles and not
/// commands, no Hint where there is none, messages clear the footer, and the help.
extension PlayEndToEndTests {
  /// A game folder `name` of question-bank questions, by id.
  func bankGame(_ name: String, _ ids: [String]) throws -> String {
    let game = folder + "/" + name
    try FileManager.default.createDirectory(atPath: game, withIntermediateDirectories: true)
    let bank = PlayEndToEndTests.repositoryRoot.appendingPathComponent(
      "games/question-bank/questions.json")
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: bank)) as? [String: Any]
    let all = try #require(file?["questions"] as? [[String: Any]])
    let questions = ids.compactMap { id in all.first { $0["id"] as? String == id } }
    #expect(questions.count == ids.count)
    try JSONSerialization.data(withJSONObject: questions).write(
      to: URL(fileURLWithPath: game + "/questions.json"))
    let manifest =
      #"{"id": "\#(name)", "title": "\#(name)", "rules": "classic", "questions": "questions.json", "#
      + #""languages": ["en", "zh-Hans"]}"#
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: game + "/game.json"))
    return game
  }

  func footer(_ screen: [String]) -> String { screen.last { !$0.isEmpty } ?? "" }

  /// Item 5: Enter in the field checks the answer; Enter again never skips it unchecked.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func enterInAFieldChecksAndEnterAgainDoesNotSkip() throws {
    let tmux = try start(
      try bankGame("numbers", ["utf8-bytes", "great-wall"]), height: 32, content: "en")
    var screen = try tmux.waitFor("1/2")
    // A click on the field focuses it (the focus is there from the first frame too).
    let row = try #require(screen.firstIndex { $0.contains("Value:") })
    let x = try #require(column(of: "Value:", in: screen[row]))
    try tmux.click(x: x + 8, y: row)
    try tmux.type("7")
    try tmux.press("Enter")
    try tmux.waitFor("Wrong")
    try tmux.press("Enter")
    // Keys are read in order: once the help that F1 opens is drawn, the Enter before it was
    // handled; a skip would have moved to 2/2 by then.
    try tmux.press("F1")
    try tmux.waitFor("Question screen keys")
    try tmux.press("Escape")
    screen = try tmux.waitUntil("the help closed") { screen in
      !screen.contains { $0.contains("Question screen keys") }
    }
    #expect(screen.contains { $0.contains("1/2") }, "still on the first question: \(screen)")
    try tmux.press("C-c")
    #expect(try tmux.waitFor("END").contains { $0.contains("EXIT=0") })
  }

  /// Item 6: "lua" over the tiles L, U, A picks them (without case), never the commands a,
  /// l, u; the footer names the mode.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func lettersOverTilesPickTilesNotCommands() throws {
    let tmux = try start(
      try bankGame("letters", ["plugin-language", "great-wall"]), height: 32, content: "en")
    var screen = try tmux.waitFor("1/2")
    #expect(footer(screen).contains("TILES"), "\(footer(screen))")
    try tmux.type("lua")
    screen = try tmux.waitFor("Score 100")
    #expect(!screen.contains { $0.contains("Hide analysis") })
    try tmux.press("C-c")
    #expect(try tmux.waitFor("END").contains { $0.contains("EXIT=0") })
  }

  /// Item 7 and the help: true/false has no Hint button nor key, h says so on a cleared footer
  /// row; `?` opens the keys of the screen and any key closes them.
  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func noHintWhereThereIsNoneAndTheHelpOverlay() throws {
    let tmux = try start(
      try bankGame("truefalse", ["great-wall", "utf8-bytes"]), height: 32, content: "en")
    var screen = try tmux.waitFor("1/2")
    #expect(!screen.contains { $0.contains("Hint") })
    try tmux.type("h")
    screen = try tmux.waitUntil("a message alone on the footer row") { screen in
      let footer = self.footer(screen)
      return footer.lowercased().contains("hint") && !footer.contains("·")
    }
    try tmux.type("?")
    screen = try tmux.waitFor("Question screen keys")
    #expect(screen.contains { $0.contains("show or hide the analysis") })
    try tmux.type("x")
    try tmux.waitUntil("the help closed") { screen in
      !screen.contains { $0.contains("Question screen keys") }
    }
    #expect(try tmux.screen().contains { $0.contains("1/2") })
    try tmux.press("F1")
    try tmux.waitFor("Question screen keys")
    try tmux.press("C-c")
    #expect(try tmux.waitFor("END").contains { $0.contains("EXIT=0") })
  }
}
