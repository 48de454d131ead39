import Foundation
import Testing

/// Typing in a real terminal: Enter in a field checks, letters over tiles are tiles and not
/// commands, no Hint where there is none, messages clear the footer, and the help.
extension PlayEndToEndTests {
  /// A game folder of three question-bank questions: a number, true/false, letters (LUA).
  func typingGame() throws -> String {
    let game = folder + "/typing"
    try FileManager.default.createDirectory(atPath: game, withIntermediateDirectories: true)
    let bank = PlayEndToEndTests.repositoryRoot.appendingPathComponent(
      "games/question-bank/questions.json")
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: bank)) as? [String: Any]
    let all = try #require(file?["questions"] as? [[String: Any]])
    let ids = ["utf8-bytes", "great-wall", "plugin-language"]
    let questions = ids.compactMap { id in all.first { $0["id"] as? String == id } }
    #expect(questions.count == 3)
    try JSONSerialization.data(withJSONObject: questions).write(
      to: URL(fileURLWithPath: game + "/questions.json"))
    let manifest =
      #"{"id": "typing", "title": "Typing", "rules": "classic", "questions": "questions.json"}"#
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: game + "/game.json"))
    return game
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func enterChecksLettersPickTilesNoHintWhereNoneAndHelp() throws {
    let tmux = try start(try typingGame(), width: 100, height: 32)
    // Item 5: the field has the focus from the first frame; Enter checks a wrong answer, and
    // Enter again does not skip the question unchecked.
    var screen = try tmux.waitFor("1/3")
    let footer = screen.last { !$0.isEmpty } ?? ""
    #expect(footer.contains("TYPING"), "\(footer)")
    try tmux.type("7")
    try tmux.press("Enter")
    try tmux.waitFor("Wrong")
    try tmux.press("Enter")
    usleep(800_000)
    screen = try tmux.screen()
    #expect(screen.contains { $0.contains("1/3") }, "still on the first question")
    // Alt-n goes on while the field would take an n.
    try tmux.press("M-n")
    screen = try tmux.waitFor("2/3")
    // Item 7: true/false has no hint: no button, no key in the footer; h says so on a cleared
    // footer row.
    #expect(!screen.contains { $0.contains("Hint") })
    try tmux.type("h")
    screen = try tmux.waitUntil("a message alone on the footer row") { screen in
      guard let footer = screen.last(where: { !$0.isEmpty }) else { return false }
      return footer.lowercased().contains("hint") && !footer.contains("·")
    }
    // The help lists the keys of this screen; any key closes it.
    try tmux.type("?")
    try tmux.waitFor("Keys of the question screen")
    try tmux.press("x")
    try tmux.waitUntil("the help closed") { screen in
      !screen.contains { $0.contains("Keys of the question screen") }
    }
    try tmux.type("n")
    try tmux.waitFor("3/3")
    // Item 6: "lua" picks the tiles L, U, A: right, and the analysis stays shut.
    try tmux.type("lua")
    screen = try tmux.waitFor("Score 100")
    #expect(!screen.contains { $0.contains("Hide analysis") })
    try tmux.press("M-f")
    try tmux.waitFor("Retry")
    try tmux.press("C-c")
    #expect(try tmux.waitFor("END").contains { $0.contains("EXIT=0") })
  }
}
