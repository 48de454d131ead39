import Foundation
import QuizCore
import Testing

@testable import Importers

@Suite("Importers: Moodle's embedded answers (cloze)")
struct ClozeImportTests {
  /// A quiz of one `<question type="...">` whose text (HTML) is `text`.
  func quiz(_ text: String, type: String = "cloze") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n<question type=\"\(type)\">\n"
      + "<name><text>c</text></name>\n<questiontext format=\"html\"><text><![CDATA[\(text)]]>"
      + "</text></questiontext>\n</question>\n</quiz>\n"
  }

  /// Moodle's own example of its documentation and tests.
  static let moodleExample =
    "<p>This question consists of some text with an answer embedded right here "
    + "{1:MULTICHOICE:Wrong answer#Feedback for this wrong answer~Another wrong answer#Feedback "
    + "for the other wrong answer~=Correct answer#Feedback for correct answer~%50%Answer that "
    + "gives half the credit#Feedback for half credit answer} and right after that you will have "
    + "to deal with this short-answer {1:SHORTANSWER:Wrong answer#Feedback for this wrong "
    + "answer~=Correct answer#Feedback for correct answer~%50%Answer that gives half the "
    + "credit#Feedback for half credit answer} and finally we have a floating point number "
    + "{2:NUMERICAL:=23.8:0.1#Feedback for correct answer 23.8~%50%23.8:2#Feedback for half "
    + "credit answer in the nearby region of the correct answer}.</p><p>Note that addresses "
    + "like www.moodle.org and smileys :-) all work as normal:</p><p>a) How good is this? "
    + "{:MULTICHOICE:=Yes#Correct~No#We have a different opinion}</p><p>b) What grade would you "
    + "give it? {3:NUMERICAL:=3:2}</p><p>Good luck!</p>"

  @Test("Moodle's example: five parts with their weights, grades and feedback")
  func moodleExample() throws {
    let game = try imported(.moodleXML, text: quiz(Self.moodleExample))
    #expect(game.problems.isEmpty, "\(game.problems)")
    let q = try #require(game.questions.first)
    #expect(q["type"] == "cloze")
    let text = q["text"].stringValue ?? ""
    #expect(
      text.hasPrefix(
        "This question consists of some text with an answer embedded right here {#1} and"))
    #expect(
      text.contains("number {#3}.") && text.contains("this? {#4}") && text.contains("it? {#5}"))
    let parts = q["parts"].arrayValue ?? []
    #expect(parts.map { $0["kind"] } == ["choice", "short", "number", "choice", "number"])
    #expect(parts.map { $0["weight"] } == [1, 1, 2, 1, 3])
    #expect(
      parts[0]["answers"].arrayValue?[2] == [
        "right": true, "feedback": "Feedback for correct answer", "text": "Correct answer",
      ])
    #expect(parts[0]["answers"].arrayValue?[3]["percent"] == 50.0)
    #expect(parts[0]["answers"].arrayValue?[0]["right"] == .null)
    #expect(
      parts[2]["answers"].arrayValue?[1]
        == [
          "percent": 50.0, "value": 23.8, "tolerance": 2.0,
          "feedback": "Feedback for half credit answer in the nearby region of the correct answer",
        ])
    #expect(parts[4]["answers"].arrayValue?[0] == ["right": true, "value": 3.0, "tolerance": 2.0])
  }

  @Test("every code: case, shuffle, layout and several options; multianswer read the same")
  func codes() throws {
    let text =
      "{:SAC:=A}{:MW:=a}{:MCVS:=x~y}{:MULTICHOICE_H:=x~y}{:MULTIRESPONSE_HS:=x~=y~z}{:MR:=x~y}{:NM:=1}"
    let game = try imported(.moodleXML, text: quiz(text, type: "multianswer"))
    let parts = try #require(game.questions.first?["parts"].arrayValue)
    #expect(parts[0]["case_sensitive"] == true && parts[1]["case_sensitive"] == .null)
    #expect(parts[2]["shuffle"] == true && parts[2]["layout"] == "vertical")
    #expect(parts[3]["shuffle"] == .null && parts[3]["layout"] == "horizontal")
    #expect(parts[4]["multiple"] == true && parts[4]["shuffle"] == true)
    #expect(parts[5]["multiple"] == true && parts[5]["layout"] == .null)
    #expect(game.questions.first?["text"] == "{#1}{#2}{#3}{#4}{#5}{#6}{#7}")
  }

  @Test("escapes: \\} and \\# unescaped, \\~ keeps the answer going and is kept, as Moodle does")
  func escapes() throws {
    let text = ##"{1:SA:=a\}b\#c#it is \} here~%25%x\~y#so \# be it~%0%1\/2 \"q\" \\ x}"##
    let game = try imported(.moodleXML, text: quiz(text))
    #expect(game.problems.isEmpty, "\(game.problems)")
    let answers = try #require(game.questions.first?["parts"].arrayValue?[0]["answers"].arrayValue)
    #expect(answers.map { $0["text"] } == [#"a}b#c"#, #"x\~y"#, #"1\/2 \"q\" \\ x"#])
    #expect(answers.map { $0["feedback"] } == ["it is } here", "so # be it", .null])
    #expect(answers.map { $0["percent"] } == [.null, 25.0, 0.0])
  }

  @Test("a broken embedded answer is named by its number, at the question's line")
  func broken() throws {
    let cases = [
      "Paris is {1:SHORTANSWER:=Paris":
        "embedded answer 1 ('{1:SHORTANSWER:=Paris'): it has no closing }",
      "{1:SA:=a} {2:SHORT:=x}":
        "embedded answer 2 ('{2:SHORT:=x}'): 'SHORT' is not a sub-question type",
      "{1:NM:=many}":
        "embedded answer 1 ('{1:NM:=many}'): the answer 'many' is neither a number nor *",
      "{1:SA:=a~}": "embedded answer 1 ('{1:SA:=a~}'): one of its answers is empty",
      "no answers at all": "the embedded-answers question holds no answer",
    ]
    for (text, message) in cases {
      let game = try imported(.moodleXML, text: quiz(text))
      #expect(game.skipped == 1)
      #expect(game.problems.map(\.message) == [message + " (skipped)"], "\(text)")
      #expect(game.problems.first?.line == 3)
    }
  }

  @Test("Moodle XML writes them back as they were read; GIFT says it cannot")
  func export() throws {
    let text =
      Self.moodleExample
      + ##"<p>{2:SAC:=a\}b#f\#g~%33.3%c*d~x\#y}{:MCHS:=&lt;b&gt; &amp; c~d}{:MRH:%50%p~%50%q~%-50%r}</p>"##
    let game = try imported(.moodleXML, text: quiz(text))
    #expect(game.problems.isEmpty, "\(game.problems)")
    let questions = game.questions.map { q in
      var map = q.mapValue!
      map["id"] = "c1"
      return Value.map(map)
    }
    let xml = Exporter.export(questions, format: .moodleXML, title: "t")
    #expect(xml.written == ["c1"], "\(xml.leftOut)")
    #expect(xml.text.contains("<question type=\"cloze\">"))
    let back = try imported(.moodleXML, text: xml.text)
    #expect(back.problems.isEmpty, "\(back.problems)")
    #expect(back.questions.first?["parts"] == questions[0]["parts"])
    #expect(back.questions.first?["text"] == questions[0]["text"])
    let gift = Exporter.export(questions, format: .gift, title: "t")
    #expect(gift.written.isEmpty)
    #expect(
      gift.leftOut.map(\.message) == [
        "GIFT has no embedded answers (Moodle's cloze): export to Moodle XML to keep them"
      ])
  }

  @Test("an answer Moodle cannot read back is said, not written")
  func unwritable() throws {
    let q: Value = [
      "id": "u", "type": "cloze", "text": "{#1}",
      "parts": [["kind": "short", "answers": [["text": "a", "percent": 1e-7]]]],
    ]
    let xml = Exporter.export([q], format: .moodleXML, title: "t")
    #expect(xml.written.isEmpty)
    #expect(xml.leftOut.first?.message.hasPrefix("embedded answer 1: the grade ") == true)
  }

  @Test("an answer's feedback has its HTML entities decoded, as Moodle decodes them (issue 34)")
  func feedbackEntities() throws {
    let text = "Season: {1:MC:=Salt &amp; pepper#Right &amp; proper~Sugar#No &lt;b&gt; &#126;}"
    let game = try imported(.moodleXML, text: quiz(text))
    #expect(game.problems.isEmpty, "\(game.problems)")
    let answers = try #require(game.questions.first?["parts"].arrayValue?[0]["answers"].arrayValue)
    #expect(answers.map { $0["text"] } == ["Salt & pepper", "Sugar"])
    #expect(answers.map { $0["feedback"] } == ["Right & proper", "No <b> ~"])
    // Moodle decodes before it unescapes: `\&#125;` is a `\}`, read as `}`.
    let short = try imported(.moodleXML, text: quiz(#"{1:SA:=a\&#125;b#c\&#35;d}"#))
    let answer = short.questions.first?["parts"].arrayValue?[0]["answers"].arrayValue?[0]
    #expect(answer?["text"] == "a}b" && answer?["feedback"] == "c#d")
  }

  /// A one-part embedded-answers question whose part holds `answers`, of `kind`.
  func question(_ kind: String, _ answers: [Value]) -> Value {
    [
      "id": "c", "type": "cloze", "text": "Say {#1}.",
      "parts": [["kind": .string(kind), "answers": .array(answers)]],
    ]
  }

  /// What Moodle XML holds of `question`, and of it exported to Moodle XML and imported back
  /// (nil when the export left it out).
  func roundTrip(_ question: Value) throws -> (want: Held, got: Held?) {
    let want = try Held(question, format: .moodleXML)
    let xml = Exporter.export([question], format: .moodleXML, title: "t")
    guard xml.written == ["c"] else { return (want, nil) }
    let back = try imported(.moodleXML, text: xml.text)
    #expect(back.problems.isEmpty, "\(back.problems)")
    return (want, try back.questions.first.map { try Held($0, format: .moodleXML) })
  }

  @Test("a choice's feedback with & comes back from Moodle XML as it was written (issue 34)")
  func ampersandFeedbackRoundTrip() throws {
    let q = question(
      "choice",
      [
        ["text": "Salt & pepper", "right": true, "feedback": "Right & proper"],
        ["text": "Sugar", "feedback": "No"],
      ])
    let (want, got) = try roundTrip(q)
    #expect(want == got, "\n  want \(want)\n  got  \(got.map(\.description) ?? "nothing")")
  }

  @Test("Moodle's syntax in the text itself comes back as text, not as a part")
  func syntaxInText() throws {
    var q = question("short", [["text": "x", "right": true]]).mapValue ?? [:]
    q["text"] = "Write {1:SA:=x} or {:MC:a~b} as {#1}, & {2:NM:=3}."
    let (want, got) = try roundTrip(.map(q))
    #expect(want == got, "\n  want \(want)\n  got  \(got.map(\.description) ?? "nothing")")
  }

  @Test(
    "& < > \" ' and the syntax's own # } ~ = % \\ { come back in answers and feedback, anywhere",
    arguments: [
      "&", "<", ">", "\"", "'", "#", "}", "~", "=", "%", "\\", "{", "&amp;", "&#126;", "\\}", "\\#",
      "%50%", "{1:SA:",
    ])
  func syntaxCharacters(piece: String) throws {
    for kind in ["short", "choice"] {
      for text in [piece + "a", "a" + piece + "b", "a" + piece, piece] {
        let q = question(
          kind,
          [
            ["text": .string(text), "right": true, "feedback": .string(text)],
            ["text": .string(text + "2"), "feedback": .string("f" + text)],
            ["text": .string("x"), "percent": 50, "feedback": .string(text + "x")],
          ])
        let (want, got) = try roundTrip(q)
        let shown = got.map(\.description) ?? "nothing"
        #expect(want == got, "\(kind) \(text.debugDescription)\n  want \(want)\n  got  \(shown)")
      }
    }
  }
}
