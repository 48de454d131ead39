import Foundation
import QuizCore
import Terminal
import Testing

@testable import TerminalUI

@Suite struct MarkupTests {
  @Test func inlineMarkupBecomesStyledRuns() {
    let runs = Markup.inline("a *b* **c** `d` e\\*f snake_case")
    #expect(
      runs == [
        Run("a "), Run("b", role: "emphasis"), Run(" "), Run("c", role: "strong"), Run(" "),
        Run("d", role: "code"), Run(" e*f snake_case"),
      ])
  }

  @Test func blanksShowNumberedAndAreNeverEmphasis() {
    // The question bank's question 4 and 17: the blanks must stay in the text.
    let chinese = Markup.layout("既然选择了____________，便只顾____________。", width: 80)
    #expect(chinese.map(\.text) == ["既然选择了____(1)_____，便只顾____(2)_____。"])
    let http = Markup.layout(
      "HTTP status code ____ means Not Found,\n\nand ____ means *error*.", width: 80)
    #expect(
      http.map(\.text) == ["HTTP status code _(1)_ means Not Found,", "", "and _(2)_ means error."])
    // Single underscores, code spans and escaped underscores are not blanks.
    #expect(
      Markup.layout("snake_case `__init__` \\_\\_", width: 80).map(\.text) == [
        "snake_case __init__ __"
      ])
  }

  @Test func s3_2_textWrapsAtSpacesAndNeverPastTheWidth() {
    let lines = Markup.layout("the quick brown fox jumps over the lazy dog", width: 10)
    #expect(lines.map(\.text) == ["the quick", "brown fox", "jumps over", "the lazy", "dog"])
    #expect(lines.allSatisfy { $0.width <= 10 })
  }

  @Test func s3_2_chineseWrapsBetweenCharactersCountingTwoColumnsEach() {
    let lines = Markup.layout("下列哪个选项是正确的答案呢", width: 9)
    // Four wide characters take 8 columns; a fifth would need 10.
    #expect(lines.map(\.text) == ["下列哪个", "选项是正", "确的答案", "呢"])
  }

  @Test func aWordLongerThanTheLineIsCut() {
    let lines = Markup.layout("abcdefghijkl mn", width: 5)
    #expect(lines.map(\.text) == ["abcde", "fghij", "kl mn"])
  }

  @Test func s4_6_listsAndCodeBlocksKeepTheirShape() {
    let text = "Intro line\n\n- first item\n- second\n\n```\nlet x = 1\n  return x\n```"
    let lines = Markup.layout(text, width: 20)
    #expect(
      lines.map(\.text) == [
        "Intro line", "• first item", "• second", "", "let x = 1", "  return x",
      ])
    #expect(lines[4].runs.map(\.role) == ["code"])
  }
}

@Suite struct ThemeTests {
  @Test func s4_3_everyShippedThemeParses() throws {
    let folder = repositoryRoot.appendingPathComponent("themes")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 2)
    for name in names {
      let theme = try shippedTheme(String(name.dropLast(5)))
      #expect(!theme.name.isEmpty)
    }
    let classic = try shippedTheme("classic")
    #expect(classic.border == .rounded)
    #expect(classic.style("right").foreground == .rgb(0x2F, 0x7C, 0xF6))
    #expect(classic.popup("feedback").toastSeconds == 1.5)
    // A template the file does not name takes the file's default look.
    #expect(classic.popup("result").width == 46)
  }

  @Test func mistakesNameTheFileAndTheKey() {
    func problem(_ json: String) -> String {
      do {
        _ = try Theme.parse(json: json, file: "themes/x.json")
        return "no error"
      } catch {
        return error.description
      }
    }
    #expect(
      problem(#"{"styles": {"accent": {"fg": "blu"}}}"#).hasPrefix(
        "themes/x.json: styles.accent.fg: unknown colour 'blu'"))
    #expect(
      problem(#"{"colours": {}}"#).hasPrefix("themes/x.json: colours: is not a known field"))
    // Inside a style as well: a misspelt flag was an error before the schema, and stays one.
    #expect(
      problem(#"{"styles": {"accent": {"blod": true}}}"#).hasPrefix(
        "themes/x.json: styles.accent.blod: is not a known field (known: bg, bold, "))
    #expect(
      problem(#"{"popups": {"feedback": {"toast_second": 1}}}"#).hasPrefix(
        "themes/x.json: popups.feedback.toast_second: is not a known field"))
    #expect(problem(#"{"border": "wavy"}"#).hasPrefix("themes/x.json: border: must be one of"))
    #expect(problem(#"{"popups": {"feedback": {"width": 3}}}"#).contains("popups.feedback.width"))
    #expect(problem("{").hasPrefix("themes/x.json: not valid JSON"))
    #expect(problem(#"{"cover_dim": 2}"#).contains("cover_dim"))
    // Style and popup names are checked like every other key: a typo is an error.
    #expect(
      problem(#"{"styles": {"acent": "red"}}"#).hasPrefix(
        "themes/x.json: styles.acent: is not a known field (known: accent, "))
    #expect(
      problem(#"{"popups": {"confirm-quitt": {}}}"#).hasPrefix(
        "themes/x.json: popups.confirm-quitt: is not a known field (known: "))
  }

  @Test func coloursInEveryForm() throws {
    let theme = try Theme.parse(
      json:
        ##"{"styles": {"text": "#0a0b0c", "muted": 42, "accent": "bright-red", "title": "default"}}"##,
      file: "t.json")
    #expect(theme.style("text").foreground == .rgb(10, 11, 12))
    #expect(theme.style("muted").foreground == .palette(42))
    #expect(theme.style("accent").foreground == .ansi(9))
    #expect(theme.style("title").foreground == .standard)
  }
}

@Suite struct LauncherLayoutTests {
  /// S1.3: the columns follow the width, and the spare space is spread as equal gaps.
  @Test func s1_3_columnsFollowTheWidthWithEvenMargins() {
    let card = LauncherScreen.card.width
    for width in [26, 40, 60, 80, 100, 120, 200] {
      let (perRow, lefts) = LauncherScreen.columns(count: 20, width: width)
      #expect(perRow == max(1, (width - 2) / (card + 2)), "width \(width)")
      #expect(lefts.count == perRow)
      let left = lefts[0]
      let right = width - (lefts[perRow - 1] + card)
      // Every gap, the two margins included, is within one column of every other: what does
      // not divide evenly is spread one column at a time.
      let gaps = [left, right] + zip(lefts.dropFirst(), lefts).map { $0 - $1 - card }
      #expect(gaps.max()! - gaps.min()! <= 1, "width \(width): gaps \(gaps)")
      #expect(gaps.reduce(0, +) + perRow * card == width, "width \(width)")
    }
  }

  /// An icon of one or two characters is drawn as text in the icon's box.
  @Test func characterIconsAreDrawnAsText() {
    let card = GameCard(
      id: "q", title: "Question bank", summary: "", icon: .text("题"),
      questionCount: 3, origin: nil, state: .playable(resumable: false))
    let frame = LauncherScreen.render(
      cards: [card], focus: 0, message: nil, context: plainContext(),
      size: Size(width: 40, height: 20))
    #expect(frame.buffer.lines.contains { $0.contains("│   题   │") })
  }

  @Test func fewerCardsThanColumnsAreCentred() {
    let (perRow, lefts) = LauncherScreen.columns(count: 2, width: 200)
    #expect(perRow == 2)
    let card = LauncherScreen.card.width
    #expect(abs(lefts[0] - (200 - lefts[1] - card)) <= 1)
  }
}
