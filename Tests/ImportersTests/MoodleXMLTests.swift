import Foundation
import QuizCore
import Testing

@testable import Importers

@Suite("Importers: Moodle XML")
struct MoodleXMLTests {
  /// A 2×2 red PNG, base64.
  static let png =
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg=="

  /// A quiz holding `questions` (XML text).
  func quiz(_ questions: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n\(questions)\n</quiz>\n"
  }

  @Test("the fixture: each type mapped, categories as titles, HTML and entities as text")
  func sampleFile() throws {
    let game = try imported(.moodleXML, fixture("sample-moodle.xml"))
    #expect(
      game.questions.map { $0["type"].stringValue ?? "" } == [
        "single", "multiple", "truefalse", "fill", "numeric", "match", "essay",
      ])
    let single = game.questions[0]
    #expect(single["text"] == "Which country has **this** flag?")
    #expect(single["title"] == "Flags & maps")
    #expect(single["answer"] == "B")
    #expect(single["options"].arrayValue?[1]["text"] == "Nowhere & everywhere")
    #expect(single["explanation"] == "It is <red> & round.")
    #expect(single["picture"] == "red_flag.png")
    #expect(game.files.map(\.name) == ["red_flag.png"])
    #expect(game.files.first?.bytes == [UInt8](Data(base64Encoded: Self.png)!))
    let multiple = game.questions[1]
    #expect(multiple["text"] == "Which are **prime**?")
    #expect(multiple["answer"] == "ABD")
    let options: [Value] = multiple["options"].arrayValue ?? []
    let weights: [Double] = options.compactMap { (option: Value) in option["weight"].doubleValue }
    #expect(weights.count == 4 && abs(weights[0] + weights[1] + weights[3] - 1) < 1e-12)
    #expect(weights[2] == -1)
    // `$course$/top` is the bank's root: no title.
    #expect(game.questions[2]["title"] == .null)
    #expect(game.questions[2]["answer"] == false)
    // Every answer in order with its grade, as Moodle grades a short answer: "hand" is 50%.
    let blanks: Value = [
      [
        ["text": "*manually*", "right": true], ["text": "By hand", "right": true],
        ["text": "hand", "percent": 50.0], ["text": "*"],
      ]
    ]
    #expect(game.questions[3]["blanks"] == blanks)
    #expect(game.questions[3]["case_sensitive"] == true)
    // Moodle's `*` means any text: the fill type's wildcards do the same.
    #expect(game.questions[3]["wildcards"] == true)
    #expect(game.questions[4]["value"] == 3.14)
    #expect(game.questions[4]["tolerance"] == 0.005)
    #expect(game.questions[4]["unit"] == "rad")
    // Matching: an item without text offers its answer to every item, once (Paris is one).
    let match = game.questions[5]
    #expect(
      match["pairs"] == [
        ["left": "**France**", "right": "Paris"], ["left": "Italy", "right": "Rome"],
      ])
    #expect(match["distractors"] == ["Lyon"])
    #expect(match["shuffle"] == .null)
    #expect(game.lines == [7, 19, 31, 37, 46, 55, 64])
    // A partly right answer of a single choice keeps its grade, as the option's weight.
    #expect(game.questions[0]["options"].arrayValue?.map { $0["weight"] } == [.null, .null, 0.5])
    // An answer's own feedback is kept (issue 34, point 4), not reported dropped.
    #expect(
      game.questions[0]["options"].arrayValue?.map { $0["feedback"].stringValue ?? "" }
        == ["No.", "", ""])
    #expect(game.questions[6]["text"] == "Write")
    #expect(game.skipped == 1)
    let expected: [String] = [
      "sample-moodle.xml:68: 'ddwtos' questions are not representable: drag-and-drop into text "
        + "has no Trivium type (skipped)"
    ]
    #expect(game.problems.map(\.description) == expected)
  }

  @Test("XML that is not well-formed is an error at its line")
  func badXML() {
    let text = quiz("<question type=\"truefalse\">\n<questiontext><text>a</text></question>")
    #expect {
      try imported(.moodleXML, text: text)
    } throws: { error in
      "\(error)" == "in:4: a closing tag does not match the open element"
    }
    #expect(throws: ImportError.self) { try imported(.moodleXML, text: "<plist></plist>") }
    #expect(throws: ImportError.self) { try imported(.moodleXML, text: "") }
  }

  @Test("a file over 10 MB is read to its end")
  func bigFile() throws {
    // The bulk in names, which are not read further, so the test stays quick.
    let long = String(repeating: "a long question name ", count: 50_000)
    let question = """
      <question type="truefalse"><name><text>\(long)</text></name>
      <questiontext><text>Right?</text></questiontext>
      <answer fraction="100"><text>true</text></answer></question>
      """
    let text = quiz(Array(repeating: question, count: 11).joined(separator: "\n"))
    #expect(text.utf8.count > 11_000_000)
    #expect(try imported(.moodleXML, text: text).questions.count == 11)
  }

  @Test("entity expansion bombs and undefined entities are refused, not expanded")
  func entityBomb() {
    var entities = "<!ENTITY a0 \"lol\">\n"
    for level in 1...9 {
      entities +=
        "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
    }
    let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [\n\(entities)]>\n<quiz>&a9;</quiz>\n"
    #expect(throws: ImportError.self) { try imported(.moodleXML, text: bomb) }
    #expect {
      try imported(.moodleXML, text: quiz("<question type=\"x\">&eacute;</question>"))
    } throws: { error in
      "\(error)".hasPrefix("in:3: uses an entity that is not defined")
    }
  }

  @Test("embedded pictures: names made safe and unique, only PNG kept, one per question")
  func pictures() throws {
    func question(_ files: String, text: String = "Look") -> String {
      """
      <question type="truefalse"><questiontext format="html"><text>\(text)</text>\(files)
      </questiontext><answer fraction="100"><text>true</text></answer></question>
      """
    }
    let text = quiz(
      [
        question("<file name=\"../../x/.evil name.PNG\" encoding=\"base64\">\(Self.png)</file>"),
        question("<file name=\"evil_name.png\" encoding=\"base64\">\(Self.png)</file>"),
        question(
          "<file name=\"a.jpg\" encoding=\"base64\">/9j/4AAQ</file>"
            + "<file name=\"b.png\" encoding=\"base64\">\(Self.png)</file>"
            + "<file name=\"c.png\" encoding=\"base64\">\(Self.png)</file>",
          text:
            "Look &lt;img src=\"@@PLUGINFILE@@/a.jpg\"&gt;&lt;img src=\"@@PLUGINFILE@@/b.png\"&gt;"),
      ].joined(separator: "\n"))
    let game = try imported(.moodleXML, text: text)
    #expect(
      game.questions.map { $0["picture"].stringValue } == [
        "evil_name.png", "evil_name.png", "b.png",
      ])
    #expect(game.files.map(\.name) == ["evil_name.png", "b.png"])
    #expect(
      game.problems.map(\.message).contains {
        $0.hasPrefix("picture 'a.jpg' dropped: Trivium shows PNG")
      })
    #expect(
      game.problems.map(\.message).contains("picture 'c.png' dropped: a question shows one picture")
    )
    #expect(MoodleXMLPictures.safeName("..") == "picture.png")
    #expect(MoodleXMLPictures.safeName("日本.gif") == "__.gif.png")
  }

  @Test("category paths: the last part titles, `//` is a slash in a name, `$course$` and top none")
  func categories() {
    #expect(MoodleXML.categoryTitle("$course$/top/Unit 1/a//b") == "a/b")
    #expect(MoodleXML.categoryTitle("$course$/top") == nil)
    #expect(MoodleXML.categoryTitle("$system$") == nil)
    #expect(
      MoodleXML.categoryParts(MoodleXML.categoryPath(title: "x/y")) == ["$course$", "top", "x/y"])
  }

  @Test("a .xml file or a <quiz> document is found to be Moodle XML")
  func detection() {
    #expect(Importer.sniff(Array("<?xml version=\"1.0\"?>\n<quiz>".utf8)) == .moodleXML)
    #expect(Importer.detectFormat(path: "/nowhere/questions.xml") == .moodleXML)
  }
}
