import Localization
import QuizCore
import Testing

/// Text from plugins, games and mods is printed with its control characters made visible.
@Suite struct UntrustedTests {
  @Test func controlCodesBecomeVisibleEscapes() {
    #expect(Untrusted.line("clear\u{1B}[2J") == "clear\\e[2J")
    #expect(Untrusted.line("\u{1B}]0;title\u{07}") == "\\e]0;title\\u{7}")
    #expect(Untrusted.line("a\u{7F}b\u{9B}c") == "a\\u{7F}b\\u{9B}c")
    #expect(Untrusted.line("abc\u{202E}fed") == "abc\\u{202E}fed")
    #expect(Untrusted.line("x\u{2066}y\u{2069}") == "x\\u{2066}y\\u{2069}")
    #expect(Untrusted.line("nul\u{0}") == "nul\\u{0}")
  }

  @Test func oneLineEscapesNewlinesAndReturns() {
    let forged = "boom\nok      nl.lua: question-type 'nl'\nall valid\r"
    let line = Untrusted.line(forged)
    #expect(!line.contains("\n") && !line.contains("\r"))
    #expect(line == "boom\\nok      nl.lua: question-type 'nl'\\nall valid\\r")
  }

  @Test func blocksKeepTheirNewlinesAndTabsOnly() {
    #expect(Untrusted.text("a\n\tb\r\u{1B}c") == "a\n\tb\\r\\ec")
  }

  @Test func plainTextIsUnchangedWideCharactersIncluded() {
    for text in ["", "Hello, world", "既然选择了，便只顾。", "e\u{301}", "👩‍👩‍👧"] {
      #expect(Untrusted.line(text) == text)
      #expect(Untrusted.text(text) == text)
    }
  }

  @Test func longLinesAreCutWithANote() {
    let long = String(repeating: "x", count: 50)
    #expect(Untrusted.line(long, limit: 10) == "xxxxxxxxxx… (40 more characters)")
    #expect(Untrusted.line(long, limit: 50) == long)
    #expect(Untrusted.line(String(repeating: "y", count: 3_000)).count < 2_100)
  }

  /// A person reads the note in their language; a file scripts read keeps it in English.
  @Test func theCutNoteIsTranslatedExceptInWhatScriptsRead() throws {
    let long = String(repeating: "x", count: 50)
    let catalog = try FieldWordingTests.catalog("zh-Hans")
    let (shown, stable) = Localizer.$current.withValue(catalog) {
      (Untrusted.line(long, limit: 10), Untrusted.stableLine(long, limit: 10))
    }
    #expect(shown == "xxxxxxxxxx…（还有 40 个字符）")
    #expect(stable == "xxxxxxxxxx… (40 more characters)")
    #expect(
      Untrusted.stableLine(String(repeating: "x", count: 11), limit: 10).hasSuffix(
        "(1 more character)"))
  }

  @Test func jsonEscapesWhatATerminalWouldObey() throws {
    let value = Value.string("a\u{1B}b\u{7F}c\u{85}d\u{202E}e\u{2028}é✓")
    let json = try ValueJSON.encode(value)
    #expect(json == #""a\u001bb\u007fc\u0085d\u202ee\u2028é✓""#)
    #expect(try ValueJSON.decode(json) == value)
    // Printable characters that share those lead bytes stay as they are.
    #expect(try ValueJSON.encode("©—…€\u{A0}") == "\"©—…€\u{A0}\"")
  }

  @Test func safeIDsAreLettersDigitsAndAFewMarks() {
    for id in ["question-bank", "student-50", "my_game.v2", "超级猜图", "Ünïcode", "a"] {
      #expect(Untrusted.isSafeID(id), "\(id)")
    }
    for id in [
      "", "-x", ".hidden", "a b", "a/b", "a\u{1B}[2J", "a\nb", "quote'd", "x\u{202E}",
      String(repeating: "a", count: 65),
    ] {
      #expect(!Untrusted.isSafeID(id), "\(id)")
    }
  }
}

/// Floods of combining marks and invisible characters are cut in every printed line; the
/// emoji sequences and the marks that scripts need pass whole.
@Suite struct UntrustedFloodTests {
  @Test func floodsAreCutWithACount() {
    let zalgo = "a" + String(repeating: "\u{301}", count: 50) + "b"
    #expect(
      Untrusted.line(zalgo)
        == "a" + String(repeating: "\u{301}", count: Untrusted.maxMarksInARow) + "[+42 marks]b")
    let spaces = "x" + String(repeating: "\u{200B}", count: 1000) + "y"
    #expect(
      Untrusted.text(spaces)
        == "x" + String(repeating: "\u{200B}", count: Untrusted.maxFormatInARow)
        + "[+992 invisible characters]y")
  }

  @Test func emojiAndScriptsPassWhole() {
    for text in [
      "👩‍❤️‍💋‍👨 family 👨‍👩‍👧‍👦", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
      "Tiếng Việt", "क्षत्रिय", "שָׁלוֹם", "نستعلیق\u{200C}ها",
    ] {
      #expect(Untrusted.line(text) == text)
    }
  }
}
