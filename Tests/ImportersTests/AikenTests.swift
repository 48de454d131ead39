import Testing

@testable import Importers

/// Aiken diagnostics placed where Moodle's import (qformat_aiken) places them.
@Suite("Aiken: agreement with Moodle")
struct AikenTests {
  @Test("each problem is reported at the line that shows it")
  func diagnostics() throws {
    let text = """
      Only one choice here?
      A) The lonely one
      ANSWER: A

      B) An option with no question

      ANSWER: B

      Which is right?
      A) This
      B) That
      ANSWER: A

      Started but never answered?
      A) Yes
      B) No

      Written without spaces?
      A)No
      B)Yes
      ANSWER: B
      """
    let game = try imported(.aiken, text: text)
    #expect(game.questions.count == 2)
    #expect(game.questions[1]["options"] == OptionKeys.options(["No", "Yes"]))
    #expect(game.problems.map(\.line) == [3, 5, 7, 18])
    guard game.problems.count == 4 else { return }
    #expect(game.problems[0].message.contains("at least 2 options"))
    #expect(game.problems[1].message.hasPrefix("question not started: option B"))
    #expect(game.problems[2].message.hasPrefix("question not started: an ANSWER line"))
    #expect(game.problems[3].message.contains("not finished"))
  }

  @Test("texts are shown as written: markup characters are escaped")
  func escaped() throws {
    let game = try imported(.aiken, text: "Is 2*3 = 6?\nA. yes_no\nB. no\nANSWER: A")
    #expect(game.questions.first?["text"] == "Is 2\\*3 = 6?")
    #expect(game.questions.first?["options"].arrayValue?.first?["text"] == "yes\\_no")
  }
}
