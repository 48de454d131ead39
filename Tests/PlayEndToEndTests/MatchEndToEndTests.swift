import Foundation
import Testing

/// A matching question of many items in a small terminal: every list is reached by the keys,
/// however far below the window it starts.
extension PlayEndToEndTests {
  /// The answers' order in every list: sorted by FNV-1a of their texts (plugins/lib/keys.lua).
  static func scrambled(_ texts: [String]) -> [String] {
    func hash(_ text: String) -> UInt32 {
      text.utf8.reduce(2_166_136_261 as UInt32) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }
    return texts.enumerated().sorted {
      (hash($0.element), $0.offset) < (hash($1.element), $1.offset)
    }.map(\.element)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func at80x24AMatchOfEightItemsIsAnsweredWithDigitsAndChecked() throws {
    let pairs = [
      ("France", "Paris"), ("Italy", "Rome"), ("Spain", "Madrid"), ("Japan", "Tokyo"),
      ("Peru", "Lima"), ("Kenya", "Nairobi"), ("Chile", "Santiago"), ("Egypt", "Cairo"),
    ]
    let subquestions =
      pairs.map {
        "<subquestion><text>\($0.0)</text><answer><text>\($0.1)</text></answer></subquestion>"
      }
      + ["<subquestion><text></text><answer><text>Lyon</text></answer></subquestion>"]
    let xml =
      "<?xml version=\"1.0\"?>\n<quiz><question type=\"matching\"><name><text>m</text></name>"
      + "<questiontext><text>Which capital goes with which country?</text></questiontext>"
      + "<shuffleanswers>0</shuffleanswers>" + subquestions.joined() + "</question></quiz>\n"
    try Data(xml.utf8).write(to: URL(fileURLWithPath: folder + "/capitals.xml"))
    let shown = Self.scrambled(pairs.map(\.1) + ["Lyon"])
    let tmux = try start(folder + "/capitals.xml", width: 80, height: 24)
    try tmux.waitFor("Which capital goes with which country?")
    // A digit picks in the focused list, then the focus goes to the next list.
    for (_, capital) in pairs {
      try tmux.type(String(shown.firstIndex(of: capital)! + 1))
    }
    try tmux.type("c")
    try tmux.waitFor("Score 100")
    try tmux.press("C-c")
    let screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
  }
}
