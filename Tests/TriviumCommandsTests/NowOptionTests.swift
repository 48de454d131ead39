import Review
import Testing

@testable import TriviumCommands

@Suite("The date clock of stats, review and play")
struct NowOptionTests {
  @Test("TRIVIUM_NOW stops the clock; a value that is not Unix seconds is refused, not ignored")
  func environmentClock() throws {
    #expect(
      try Services(environment: ["TRIVIUM_NOW": "1796126400"]).dateClock().now() == 1_796_126_400)
    #expect(try Services(environment: [:]).dateClock() is SystemDateClock)
    for bad in ["tomorrow", "", "1.5", "99999999999999999999", "12\u{1B}[2J"] {
      #expect {
        _ = try Services(environment: ["TRIVIUM_NOW": bad]).dateClock()
      } throws: { error in
        let text = "\(error)"
        return text.contains("TRIVIUM_NOW takes Unix seconds") && !text.contains("\u{1B}")
      }
    }
  }
}
