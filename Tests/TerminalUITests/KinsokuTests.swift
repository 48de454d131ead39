import Localization
import Testing

@testable import TerminalUI

/// Chinese line breaking: closing punctuation never starts a line, opening punctuation never
/// ends one, and no space is put between Chinese characters.
@Suite struct KinsokuTests {
  func wrapped(_ text: String, width: Int) -> [String] {
    Markup.wrap([Run(text, role: "text")], width: width).map { $0.runs.map(\.text).joined() }
  }

  @Test func noLineStartsWithClosingPunctuation() {
    for width in 4...16 {
      for line in wrapped("如果昨天是明天的话就好了，这样今天就周五了。真实的今天可能是星期几？", width: width)
      where !line.isEmpty {
        #expect(!Kinsoku.closing.contains(line.first!), "width \(width): \(line)")
      }
    }
  }

  @Test func noLineEndsWithOpeningPunctuation() {
    for width in 4...16 {
      for line in wrapped("他说「今天很好」然后（笑着）离开了《书名》。", width: width) where !line.isEmpty {
        #expect(!Kinsoku.opening.contains(line.last!), "width \(width): \(line)")
      }
    }
  }

  @Test func noSpaceIsPutBetweenChineseText() {
    #expect(Spacing.join("未答", "（用了 1 次提示）") == "未答（用了 1 次提示）")
    #expect(Spacing.join("unanswered", "(1 hint)") == "unanswered (1 hint)")
    #expect(Spacing.after("你的答案：") == "" && Spacing.after("Your answer:") == " ")
    #expect(!wrapped("这是一个很长的句子需要折行", width: 6).joined().contains(" "))
  }
}
