import QuizCore
import Testing

@testable import TerminalUI

/// Text from a game or a plugin reaches the screen with what the terminal would act on made
/// visible (the trust model's one rule), wherever the markup puts it.
@Suite struct MarkupControlTests {
  @Test func escapesAreShownInEveryKindOfBlock() {
    let text =
      "Red \u{1B}[31mtext\n\n- item \u{1B}]0;title\u{07}\n\n```\ncode\u{1B}[2J\n```\n`span\u{9B}`"
    let shown = Markup.layout(text, width: 60).map(\.text)
    #expect(shown.contains("Red \\e[31mtext"), "\(shown)")
    #expect(shown.contains { $0.hasSuffix("item \\e]0;title\\u{7}") }, "\(shown)")
    #expect(shown.contains { $0.contains("code\\e[2J") }, "\(shown)")
    #expect(shown.contains { $0.contains("span\\u{9B}") }, "\(shown)")
    #expect(!shown.joined().unicodeScalars.contains { Untrusted.isControl($0) })
  }

  /// A backslash of the markup still takes the next character as it is, and a tab is kept.
  @Test func markupEscapesAndTabsAreUnchanged() {
    #expect(Markup.inline("a \\*b\\* \tc").map(\.text).joined() == "a *b* \tc")
  }
}
