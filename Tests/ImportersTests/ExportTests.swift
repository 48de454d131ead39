import Foundation
import QuizCore
import Testing

@testable import Importers

@Suite("Exporters: what each format refuses, drops and escapes")
struct ExportTests {
  func single(_ text: String, options: [Value] = ["one", "two"], extra: ValueMap = [:]) -> Value {
    var map: ValueMap = ["id": "s", "type": "single", "text": .string(text), "answer": "A"]
    map["options"] = .array(options)
    for (key, value) in extra { map[key] = value }
    return .map(map)
  }

  func messages(_ questions: [Value], _ format: ExportFormat) -> [String] {
    Exporter.export(questions, format: format, title: "t").leftOut.map(\.message)
  }

  @Test("options are the type's: {key, text}, 'A: text', else by position, with their weights")
  func optionKeys() throws {
    let question: Value = .map([
      "id": "m", "type": "multiple", "text": "Pick", "answer": "A, C",
      "options": [
        "B: bee", "C：sea", "AB: two letters", " D: leading space",
        .map(["key": "X", "text": "ex", "weight": 0.5]), .map(["text": "no key"]),
      ],
    ])
    let shaped = try shape(question)
    #expect(shaped.options.map(\.key) == ["B", "C", "C", "D"] + ["X"])
    #expect(
      shaped.options.map(\.text) == ["bee", "sea", "AB: two letters", " D: leading space", "ex"])
    #expect(shaped.options.map(\.weight) == [-0.5, 0.5, 0.5, -0.5, -0.5])
    #expect(shaped.rightKeys == ["A", "C"])
    #expect(shaped.multiple)
    for (answer, keys) in [("AC", ["A", "C"]), ("B", ["B"])] as [(String, [String])] {
      var map = question.mapValue!
      map["answer"] = .string(answer)
      #expect(try shape(.map(map)).rightKeys == keys)
    }
  }

  @Test("an option exports as it plays: 'A：　東京' keeps its U+3000, as the choice shows it")
  func exportEqualsPlay() throws {
    let question = single("Capital?", options: ["A：　東京", "B:\u{0B}x\u{00A0}", "D\u{3000}: y"])
    let shown = try withBuiltInTypes { types in
      let type = try types.type("single")
      let random = SeededRandom(seed: 0)
      let state = try type.initialState(for: question, random: random)
      let view = try type.widgets(state, question: question, info: ViewInfo(), random: random)
      return view.flatMap { widget -> [String] in
        guard case .choices(let choices) = widget else { return [] }
        return choices.choices.map(\.text)
      }
    }
    #expect(shown == ["\u{3000}東京", "x\u{00A0}", "D\u{3000}: y"])
    #expect(try shape(question).options.map(\.text) == shown)
    let xml = Exporter.export([question], format: .moodleXML, title: "t").text
    #expect(xml.contains("<text>\u{3000}東京</text>"), "\(xml)")
    let back = try imported(.moodleXML, text: xml)
    #expect(back.questions.first?["options"].arrayValue?.first?["text"] == "\u{3000}東京")
  }

  @Test("text a format would misread is reported, not written")
  func misread() {
    #expect(
      messages([single("Which?\nB. looks like an option")], .aiken) == [
        "its text line 'B. looks like an option' would read as an option or an ANSWER line"
      ])
    #expect(
      messages([single("Which?\n\nSecond paragraph")], .aiken) == [
        "its text has a blank line, which ends an Aiken question"
      ])
    #expect(
      messages([single("ok", options: ["%50% off", "full"])], .gift) == [
        "the option '%50% off' starts with % or a format tag such as [html], or has spaces at "
          + "its ends, which GIFT would read differently"
      ])
    #expect(
      messages([single("ok", extra: ["explanation": "[html]<b>x</b>"])], .gift) == [
        "its explanation starts with a format tag such as [html] or has spaces at a line's "
          + "ends, which GIFT would read differently"
      ])
    #expect(
      messages([single("line  \nnext")], .gift) == [
        "its text has spaces at a line's ends or several blank lines in a row, which "
          + "Moodle's Markdown drops"
      ])
    let starred: Value = .map([
      "id": "f", "type": "fill", "text": "Name it", "blanks": [["a\\*b"]],
    ])
    for format in [ExportFormat.gift, .moodleXML] {
      #expect(
        messages([starred], format) == [
          "the answer 'a\\*b' holds \\ before *, which Moodle reads as an escaped star"
        ])
    }
    #expect(
      messages([single("*emphasis*")], .aiken) == [AikenExporter.formatted.description])
    #expect(
      messages([single("ok", options: ["a\\b", "c"])], .aiken) == [
        AikenExporter.formatted.description
      ])
    #expect(
      messages([single("bell \u{7}")], .moodleXML) == [
        "it holds control characters, which XML cannot"
      ])
    #expect(
      messages([single("no such key", extra: ["answer": "Z"])], .gift) == [
        "its answer names no option's key"
      ])
    let pictured = single("with a picture", extra: ["picture": "a.png"])
    #expect(messages([pictured], .moodleXML) == ["its picture 'a.png' cannot be read"])
    #expect(
      messages([pictured], .gift) == ["it shows a picture ('a.png'), which GIFT cannot carry"])
  }

  @Test("no export writes a raw control byte: GIFT and Aiken write the visible escape")
  func controlBytesEscaped() {
    let question = single("Clear \u{1B}[2J the \u{7}screen", options: ["o\u{1B}]0;x", "two"])
    for format in [ExportFormat.gift, .aiken, .moodleXML, .opentdb] {
      let text = Exporter.export([question], format: format, title: "t").text
      #expect(
        !text.unicodeScalars.contains { Untrusted.isControl($0) && $0 != "\n" && $0 != "\t" },
        "\(format): \(text)")
    }
    let gift = Exporter.export([question], format: .gift, title: "t").text
    #expect(gift.contains("Clear \\\\e[2J the \\\\u\\{7\\}screen"), "\(gift)")
  }

  @Test("GIFT writes Trivium's markup as Markdown, which the importer keeps as written")
  func giftMarkdown() throws {
    let texts = [
      "// not a comment", "[html]tagged", "a *b* __c__ `d` \\* &amp; & b <i>x</i>  y\nnext",
    ]
    for text in texts {
      let question = single(
        text, options: ["*one* &lt;", "t_w_o"], extra: ["explanation": "**why** &#9;"])
      let quiz = Exporter.export([question], format: .gift, title: "t")
      #expect(quiz.leftOut.isEmpty, "\(text)")
      let back = try imported(.gift, text: quiz.text)
      #expect(back.questions.first?["text"].stringValue == text)
      #expect(back.questions.first?["explanation"].stringValue == "**why** &#9;")
      #expect(
        back.questions.first?["options"].arrayValue?.compactMap { $0["text"].stringValue } == [
          "*one* &lt;", "t_w_o",
        ])
    }
  }

  @Test("Moodle XML writes & so that Markdown decodes no entity")
  func moodleXMLEntities() throws {
    let text = "a &amp; b &#9; & c"
    let question = single(text, options: ["&lt;", "two"], extra: ["explanation": "&gt;"])
    let back = try imported(
      .moodleXML, text: Exporter.export([question], format: .moodleXML, title: "t").text)
    #expect(back.questions.first?["text"].stringValue == text)
    #expect(back.questions.first?["explanation"].stringValue == "&gt;")
    #expect(back.questions.first?["options"].arrayValue?.first?["text"].stringValue == "&lt;")
  }

  @Test("Aiken writes the plain text a reader sees, and the importer escapes it back")
  func aikenPlain() throws {
    let question = single("2 \\* 3 \\_ \\` \\\\ <b>", options: ["a\\*", "b"])
    let quiz = Exporter.export([question], format: .aiken, title: "t")
    #expect(quiz.text.hasPrefix("2 * 3 _ ` \\ <b>\nA. a*\n"))
    let back = try imported(.aiken, text: quiz.text)
    #expect(back.questions.first?["text"].stringValue == "2 \\* 3 \\_ \\` \\\\ <b>")
    #expect(
      back.questions.first?["options"].arrayValue?.compactMap { $0["text"].stringValue } == [
        "a\\*", "b",
      ])
  }

  @Test("Moodle XML embeds a picture as a file its text references, and reads it back")
  func embeddedPicture() throws {
    let png = [UInt8](Data(base64Encoded: MoodleXMLTests.png)!)
    let quiz = Exporter.export(
      [single("Whose flag?", extra: ["picture": "../jp"])], format: .moodleXML, title: "t"
    ) { name in ImportedFile(name: name + ".png", bytes: png) }
    #expect(quiz.text.contains("Whose flag?\n\n![](@@PLUGINFILE@@/jp.png)</text>"))
    #expect(quiz.text.contains("<file name=\"jp.png\" path=\"/\" encoding=\"base64\">"))
    let back = try imported(.moodleXML, text: quiz.text)
    #expect(back.questions.first?["text"] == "Whose flag?")
    #expect(back.questions.first?["picture"] == "jp.png")
    #expect(back.files == [ImportedFile(name: "jp.png", bytes: png)])
  }

  @Test("parts a format has no place for are counted, once per kind")
  func dropped() {
    let questions = [
      single("one", extra: ["explanation": "why", "title": "t"]),
      single("two", extra: ["explanation": "why"]),
    ]
    #expect(
      Exporter.export(questions, format: .aiken, title: "t").dropped == [
        "titles dropped (Aiken has none) (1 question)",
        "explanations dropped (Aiken has none) (2 questions)",
        "the options' fixed order (Moodle shuffles a GIFT or Aiken choice) (2 questions)",
      ])
  }

  @Test("GIFT escapes its specials and line breaks; Moodle XML and Open Trivia DB their own")
  func escaping() {
    let text = "a~b=c#d{e}f:g\\h\ni"
    #expect(GiftEscapes.escape(text) == "a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni")
    #expect(GiftText.unescape(GiftEscapes.escape(text)) == text)
    #expect(
      MoodleXML.escape("<a href=\"x\">&</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
    #expect(
      TextDecoding.encodeEntities("1+1 = 100% \"x\" & 'y'")
        == "1&#043;1 = 100&#037; &quot;x&quot; &amp; &#039;y&#039;")
    #expect(TextDecoding.decodeEntities(TextDecoding.encodeEntities("<%+&'\">")).text == "<%+&'\">")
    #expect(MoodleXML.comment("a--b\nc") == "a- -b c")
  }

  @Test("a multiple choice keeps its grading weights: GIFT percentages, Moodle fractions")
  func weights() {
    let question: Value = .map([
      "id": "m", "type": "multiple", "text": "Pick", "answer": "AC",
      "options": [
        .map(["key": "A", "text": "a"]), .map(["key": "B", "text": "b", "weight": 0]),
        .map(["key": "C", "text": "c"]), "D: d",
      ],
    ])
    let gift = Exporter.export([question], format: .gift, title: "t").text
    #expect(gift.contains("Pick {~%50%a ~%0%b ~%50%c ~%-50%d}"))
    let xml = Exporter.export([question], format: .moodleXML, title: "t").text
    #expect(xml.contains("<answer fraction=\"50\" format=\"markdown\"><text>a</text></answer>"))
    #expect(xml.contains("<answer fraction=\"-50\" format=\"markdown\"><text>d</text></answer>"))
  }
}
