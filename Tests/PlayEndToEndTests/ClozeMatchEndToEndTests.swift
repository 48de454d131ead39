import Foundation
import Testing

/// The tour of question types (games/question-types) played with the keyboard: a matching
/// question and an embedded-answer one, each answered right, and each answered wrong.
extension PlayEndToEndTests {
  /// Moves on with Alt-n (a field takes a plain n) to question `number` of 25.
  func goTo(_ tmux: Tmux, _ number: Int, from: Int) throws {
    for next in from + 1...number {
      try tmux.press("M-n")
      try tmux.waitFor("\(next)/25")
    }
  }

  /// The digit that picks `text` in a matching list of `answers` (shown scrambled).
  static func digit(of text: String, among answers: [String]) -> String {
    String(scrambled(answers).firstIndex(of: text)! + 1)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func matchingAndEmbeddedAnswersAreAnsweredRightAndWrongWithKeys() throws {
    let tmux = try start("question-types", width: 100, height: 50)
    try tmux.waitFor("1/25")
    try goTo(tmux, 18, from: 1)
    // Matching, right: a digit picks in the focused list, then the focus goes to the next.
    try tmux.waitFor("下列省份的省会分别是哪座城市？")
    let capitals = ["成都", "武汉", "广州", "杭州", "南京"]
    for capital in capitals.dropLast() { try tmux.type(Self.digit(of: capital, among: capitals)) }
    try tmux.type("c")
    // Right: the score counts it and the session moves on.
    try tmux.waitUntil("the match scored") { screen in
      screen.contains { $0.contains("19/25") && $0.contains("Score 100") }
    }
    // Matching, wrong: Si (silicon) for every element.
    try tmux.waitFor("下列元素的化学符号分别是什么？")
    let symbols = ["Fe", "Na", "K", "Ag", "Si"]
    for _ in 0..<4 { try tmux.type(Self.digit(of: "Si", among: symbols)) }
    try tmux.type("c")
    var screen = try tmux.waitFor("答错了")
    #expect(screen.contains { $0.contains("19/25") && $0.contains("Score 100") }, "\(screen)")
    try goTo(tmux, 21, from: 19)
    // Embedded answers, right: a number within its tolerance, an option of the list, a word.
    try tmux.waitFor("珠穆朗玛峰海拔约")
    try tmux.type("8849")
    try tmux.press("Tab")
    try tmux.type("1")
    // Tab leaves the list of options as a whole, for the next field.
    try tmux.press("Tab")
    try tmux.type("喜马拉雅")
    // The word reached the last field: the focus went there.
    screen = try tmux.waitFor("{#3}: 喜马拉雅")
    #expect(screen.contains { $0.contains("(•) 2A. 尼泊尔") }, "\(screen)")
    try tmux.press("Enter")
    try tmux.waitUntil("the embedded answers scored") { screen in
      screen.contains { $0.contains("22/25") && $0.contains("Score 200") }
    }
    // Embedded answers, wrong: Mencius, and a character that is not the text's.
    try goTo(tmux, 23, from: 22)
    try tmux.waitFor("学而时习之")
    try tmux.type("2")
    try tmux.press("Tab")
    try tmux.type("乐")
    try tmux.waitFor("{#2}: 乐")
    try tmux.press("Enter")
    screen = try tmux.waitFor("答错了")
    #expect(screen.contains { $0.contains("(•) 1B. 孟子") }, "\(screen)")
    #expect(screen.contains { $0.contains("23/25") && $0.contains("Score 200") }, "\(screen)")
    try tmux.press("C-c")
    screen = try tmux.waitFor("END")
    #expect(screen.contains { $0.contains("EXIT=0") })
  }
}
