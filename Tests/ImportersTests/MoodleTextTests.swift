import Testing

@testable import Importers

@Suite("Moodle's text formats as Trivium's markup")
struct MoodleTextTests {
  @Test("HTML: bold, italic, code, paragraphs, breaks and entities become markup")
  func htmlInline() {
    let html =
      "<p>Here is <b>bold</b>, <em>italic </em>and <code>x_y</code>.</p><p>A<br>B &amp; C</p>"
    #expect(
      MoodleText.toMarkup(html, format: .html)
        == "Here is **bold**, *italic* and `x_y`.\n\nA\nB & C")
  }

  @Test("HTML: lists, preformatted code, comments, scripts and unknown tags")
  func htmlBlocks() {
    let html = """
      <div>Pick:<ul><li>one</li><li><span class="x">two</span></ul><ol><li>first<li>second</ol>
      <pre>let a = 1
        b</pre><!-- note --><script>alert(1)</script>end</div>
      """
    #expect(
      MoodleText.toMarkup(html, format: .html)
        == "Pick:\n\n- one\n- two\n\n1. first\n2. second\n\n```\nlet a = 1\n  b\n```\n\nend")
  }

  @Test("HTML that is not XHTML is read: bare <, &, unclosed tags, quoted >")
  func htmlTolerant() {
    let html = #"<p>Is 1 < 2 & 3 > 2?<br><a title="a>b">link</a> 2*3_4"#
    #expect(MoodleText.toMarkup(html, format: .html) == #"Is 1 < 2 & 3 > 2?"# + "\nlink 2\\*3\\_4")
  }

  @Test("a < inside a would-be tag, or an unclosed quote, leaves the < as text")
  func unclosedTags() {
    #expect(MoodleText.toMarkup("a <b <i>c</i>", format: .html) == "a <b *c*")
    #expect(MoodleText.toMarkup(#"x <a title="y z"#, format: .html) == #"x <a title="y z"#)
    #expect(MoodleText.toMarkup(#"<a href="q>r">s</a>"#, format: .html) == "s")
  }

  @Test("auto-format breaks lines at newlines; plain text is escaped; Markdown is kept")
  func otherFormats() {
    #expect(MoodleText.toMarkup("a <b>b</b>\nc", format: .moodle) == "a **b**\nc")
    #expect(MoodleText.toMarkup("a <b>b</b>\nc", format: .html) == "a **b** c")
    #expect(MoodleText.toMarkup("2*3 &amp; <b>\n", format: .plain) == "2\\*3 &amp; <b>")
    #expect(MoodleText.toMarkup("**x** &amp; y\n\n\n- z", format: .markdown) == "**x** & y\n\n- z")
  }

  @Test("format names of GIFT tags and of Moodle XML attributes")
  func names() {
    #expect(MoodleTextFormat(moodleName: "moodle_auto_format") == .moodle)
    #expect(MoodleTextFormat(moodleName: "plain_text") == .plain)
    #expect(MoodleTextFormat(moodleName: "HTML") == .html)
    #expect(MoodleTextFormat(moodleName: "rtf") == nil)
  }
}
