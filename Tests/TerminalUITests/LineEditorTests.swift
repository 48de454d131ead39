import Terminal
import Testing

@testable import TerminalUI

/// The line editor of text fields, key by key, without a terminal.
@Suite struct LineEditorTests {
  /// An editor holding `text` with the caret after `caret` characters.
  func editor(_ text: String, caret: Int? = nil, multiline: Bool = false) -> LineEditor {
    var editor = LineEditor(text, multiline: multiline)
    if let caret {
      for _ in 0..<(text.count - caret) { _ = editor.apply(.left, []) }
    }
    return editor
  }

  func press(_ editor: inout LineEditor, _ key: Key, _ modifiers: Modifiers = []) {
    let handled = editor.apply(key, modifiers)
    #expect(handled, "\(key) \(modifiers) is an editing key")
  }

  /// Whether the editor leaves the key to the screen (and changes nothing).
  func refuses(_ editor: inout LineEditor, _ key: Key, _ modifiers: Modifiers = []) -> Bool {
    let before = editor
    let handled = editor.apply(key, modifiers)
    return !handled && editor == before
  }

  @Test func typingInsertsAtTheCaret() {
    var line = editor("ac", caret: 1)
    press(&line, .character("b"))
    #expect(line.text == "abc")
    #expect(line.caret == 2)
  }

  @Test func leftAndRightMoveOneCharacterAndStopAtTheEnds() {
    var line = editor("ab")
    press(&line, .right)
    #expect(line.caret == 2)
    press(&line, .left)
    press(&line, .left)
    press(&line, .left)
    #expect(line.caret == 0)
    press(&line, .character("f"), .control)
    #expect(line.caret == 1)
    press(&line, .character("b"), .control)
    #expect(line.caret == 0)
  }

  @Test func homeEndAndCtrlAE() {
    var line = editor("hello", caret: 2)
    press(&line, .home)
    #expect(line.caret == 0)
    press(&line, .end)
    #expect(line.caret == 5)
    press(&line, .character("a"), .control)
    #expect(line.caret == 0)
    press(&line, .character("e"), .control)
    #expect(line.caret == 5)
  }

  @Test func ctrlUDeletesToTheStartAndCtrlKToTheEnd() {
    var line = editor("hello world", caret: 5)
    press(&line, .character("k"), .control)
    #expect(line.text == "hello")
    line = editor("hello world", caret: 6)
    press(&line, .character("u"), .control)
    #expect(line.text == "world")
    #expect(line.caret == 0)
  }

  @Test func ctrlWDeletesTheWordBeforeTheCaretUpToASpace() {
    var line = editor("say foo-bar  ")
    press(&line, .character("w"), .control)
    #expect(line.text == "say ")
  }

  @Test func altBAndAltFMoveByWords() {
    var line = editor("one two-three")
    press(&line, .character("b"), .alt)
    #expect(line.caret == 8)
    press(&line, .character("b"), .alt)
    #expect(line.caret == 4)
    press(&line, .character("b"), .alt)
    #expect(line.caret == 0)
    press(&line, .character("f"), .alt)
    #expect(line.caret == 3)
    press(&line, .right, .control)
    #expect(line.caret == 7)
    press(&line, .left, .alt)
    #expect(line.caret == 4)
  }

  @Test func altDAndAltBackspaceDeleteWords() {
    var line = editor("one two three", caret: 4)
    press(&line, .character("d"), .alt)
    #expect(line.text == "one  three")
    press(&line, .backspace, .alt)
    #expect(line.text == " three")
  }

  @Test func backspaceAndDeleteRemoveOneCharacter() {
    var line = editor("abc", caret: 1)
    press(&line, .backspace)
    #expect(line.text == "bc")
    #expect(line.caret == 0)
    press(&line, .backspace)
    #expect(line.text == "bc")
    press(&line, .delete)
    #expect(line.text == "c")
    press(&line, .character("d"), .control)
    #expect(line.text == "")
    press(&line, .delete)
    #expect(line.text == "")
  }

  @Test func wideCharactersAndCombiningMarksAreOneCharacter() {
    // "é" as e + U+0301, a family emoji joined with ZWJ, a wide CJK character.
    let family = "👨‍👩‍👧"
    var line = editor("e\u{301}\(family)日")
    #expect(line.caret == 3)
    press(&line, .left)
    #expect(line.caret == 2)
    press(&line, .backspace)
    #expect(line.text == "e\u{301}日")
    press(&line, .left)
    press(&line, .delete)
    #expect(line.text == "日")
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    var line = editor("ab", caret: 1)
    press(&line, .character("\u{301}"))
    #expect(line.text == "a\u{301}b")
    #expect(line.caret == 1)
    press(&line, .backspace)
    #expect(line.text == "b")
  }

  @Test func pasteGoesInAtTheCaretAndLineBreaksBecomeSpacesOnOneLine() {
    var line = editor("ad", caret: 1)
    line.insert("b\nc\u{7}")
    #expect(line.text == "ab cd")
    #expect(line.caret == 4)
    var area = editor("ad", caret: 1, multiline: true)
    area.insert("b\r\nc")
    #expect(area.text == "ab\ncd")
  }

  @Test func enterBreaksTheLineOnlyInATextArea() {
    var line = editor("ab")
    #expect(refuses(&line, .enter, []))
    var area = editor("ab", caret: 1, multiline: true)
    press(&area, .enter)
    #expect(area.text == "a\nb")
    #expect(area.caret == 2)
  }

  @Test func upAndDownMoveBetweenLinesOfATextAreaKeepingTheColumn() {
    var area = editor("hello\nhi\nworld", caret: 4, multiline: true)
    press(&area, .down)
    #expect(area.caret == 8)  // the end of "hi"
    press(&area, .down)
    #expect(area.caret == 11)  // "wo|rld": column 2
    #expect(refuses(&area, .down, []), "Down on the last line leaves the field")
    press(&area, .up)
    press(&area, .up)
    #expect(area.caret == 2)
    #expect(refuses(&area, .up, []), "Up on the first line leaves the field")
    // Home and End work on the caret's line; Ctrl-Home and Ctrl-End on the whole text.
    press(&area, .down)
    press(&area, .end)
    #expect(area.caret == 8)
    press(&area, .home)
    #expect(area.caret == 6)
    press(&area, .character("k"), .control)
    #expect(area.text == "hello\n\nworld")
    press(&area, .end, .control)
    #expect(area.caret == area.text.count)
  }

  @Test func keysThatAreNotEditingKeysAreLeftToTheScreen() {
    var line = editor("ab")
    for (key, modifiers) in [
      (Key.tab, Modifiers()), (.escape, []), (.up, []), (.character("h"), .alt),
      (.character("r"), .control), (.function(1), []),
    ] {
      #expect(refuses(&line, key, modifiers), "\(key) \(modifiers)")
    }
    #expect(line.text == "ab")
  }

  @Test func theWindowScrollsToKeepTheCaretAndCountsWideColumns() {
    let line = editor("日本語ab", caret: 2)
    #expect(line.window(width: 20) == ("日本語ab", 4))
    #expect(line.caretWidth == 2)
    // Five columns: the caret's start is kept, the text after it is cut at a whole character.
    let end = editor("日本語ab")
    #expect(end.window(width: 5) == ("語ab", 4))
    #expect(end.caretWidth == 1)
  }

  @Test func theLayoutWrapsRowsAndPlacesTheCaret() {
    let area = editor("abcd\n日本", multiline: true)
    let layout = area.layout(width: 4)
    #expect(layout.rows == ["abc", "d", "日", "本"])
    #expect(layout.caret == Point(x: 2, y: 3))
    let start = editor("abcd\n日本", caret: 5, multiline: true)
    #expect(start.layout(width: 4).caret == Point(x: 0, y: 2))
  }
}
