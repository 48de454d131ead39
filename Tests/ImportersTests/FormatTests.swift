import Foundation
import QuizCore
import Testing

@testable import Importers

@Suite("Importers: plist, bank, Open Trivia DB, Aiken")
struct FormatTests {
  @Test(
    "the seed plists import as letters questions, repeated tiles reported",
    .enabled(if: corpora != nil, Comment(rawValue: missingCorpora)))
  func plistCorpus() throws {
    let files = corpusFiles("superguess", ext: "plist")
    try #require(!files.isEmpty, "no corpus files where the corpora are")
    for url in files {
      let game = try imported(.plist, url)
      #expect(!game.questions.isEmpty)
      for question in game.questions {
        #expect(question["type"].stringValue == "letters")
        let answer = question["answer"].stringValue ?? ""
        let options = question["options"].arrayValue?.compactMap(\.stringValue) ?? []
        #expect(PlistImporter.unspellable(answer: answer, options: options) == nil)
      }
      let repeats = game.problems.filter { $0.message.contains("repeated option characters") }
      #expect(!repeats.isEmpty, "\(url.lastPathComponent) has repeated tiles")
      #expect(repeats.allSatisfy { $0.line != nil })
    }
  }

  @Test("a plist answer that its tiles cannot spell is skipped with its position")
  func plistUnspellable() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>
        <dict><key>answer</key><string>日本</string>
          <key>options</key><array><string>日</string><string>本</string></array></dict>
        <dict><key>answer</key><string>中国</string>
          <key>options</key><array><string>中</string><string>日</string></array></dict>
      </array>
      </plist>
      """
    let game = try imported(.plist, text: text)
    #expect(game.questions.count == 1)
    #expect(game.skipped == 1)
    #expect(
      game.problems.map(\.description) == [
        "in:6: question #2: the answer '中国' needs '国' but no option has it (skipped)"
      ])
  }

  @Test("the question-bank fixture maps types 1-5 and skips bad records")
  func bankFixture() throws {
    let game = try imported(.bank, fixture("bank.json"))
    #expect(
      game.questions.map { $0["type"].stringValue ?? "" } == [
        "single", "multiple", "truefalse", "fill", "short",
      ])
    #expect(game.questions[0]["answer"] == "B")
    #expect(game.questions[0]["options"].arrayValue?[1]["text"] == "Carbon dioxide")
    #expect(game.questions[1]["answer"] == "AC")
    #expect(game.questions[2]["answer"] == true)
    #expect(game.questions[3]["blanks"] == ["Fe", "Au"])
    #expect(game.questions[0]["id"] == "501")
    #expect(game.skipped == 2)
    #expect(game.problems.contains { $0.line == 12 && $0.message.contains("trueanswer 'E'") })
    #expect(game.problems.contains { $0.line == 14 && $0.message.contains("questiontype") })
  }

  @Test(
    "Open Trivia DB: every question of the dump, entities decoded, the right answer first and shuffled",
    .enabled(if: corpora != nil, Comment(rawValue: missingCorpora)))
  func openTDBCorpus() throws {
    let files = corpusFiles("opentdb", ext: "json").filter {
      $0.lastPathComponent.hasPrefix("kickturn")
    }
    let url = try #require(files.first, "no Open Trivia DB dump where the corpora are")
    let game = try imported(.opentdb, url)
    #expect(game.questions.count == 4098)
    #expect(game.questions.filter { $0["type"] == "truefalse" }.count == 608)
    #expect(game.problems.isEmpty)
    for question in game.questions {
      let text = question["text"].stringValue ?? ""
      #expect(
        !text.contains("&quot;") && !text.contains("&#039;")
          && text == text.trimmingCharacters(in: .whitespaces))
    }
    let again = try imported(.opentdb, url)
    #expect(again.questions == game.questions)
    // The right answer is written first and the play shuffles (issue 34); true or false not.
    let singles = game.questions.filter { $0["type"] == "single" }
    #expect(singles.count == 4098 - 608)
    #expect(singles.allSatisfy { $0["answer"] == "A" && $0["shuffle"] == true })
    #expect(game.questions.allSatisfy { $0["type"] == "single" || $0["shuffle"] == .null })
  }

  @Test("Open Trivia DB: the right answer, then the wrong ones as listed, shuffled when played")
  func openTDBOrder() throws {
    let text =
      #"{"results":[{"type":"multiple","question":"Who?","correct_answer":"Ada","#
      + #""incorrect_answers":["Bob","Cy","Di"]},{"type":"boolean","question":"So?","#
      + #""correct_answer":"False","incorrect_answers":["True"]}]}"#
    let game = try imported(.opentdb, text: text)
    #expect(game.problems.isEmpty, "\(game.problems)")
    let choice = try #require(game.questions.first)
    #expect(choice["options"].arrayValue?.map { $0["text"] } == ["Ada", "Bob", "Cy", "Di"])
    #expect(choice["options"].arrayValue?.map { $0["key"] } == ["A", "B", "C", "D"])
    #expect(choice["answer"] == "A" && choice["shuffle"] == true)
    #expect(game.questions[1]["answer"] == false && game.questions[1]["shuffle"] == .null)
    // Exported back, the right answer is told apart and the wrong ones keep their order.
    let questions = game.questions.enumerated().map { index, question in
      var map = question.mapValue ?? ValueMap()
      map["id"] = .string("o\(index)")
      return Value.map(map)
    }
    let exported = Exporter.export(questions, format: .opentdb, title: "t")
    let back = try ValueJSON.decode(exported.text)
    let result = back["results"].arrayValue?.first
    #expect(result?["correct_answer"] == "Ada")
    #expect(result?["incorrect_answers"] == ["Bob", "Cy", "Di"])
    // Nothing of the order is lost: the import gives the same options, shuffled.
    #expect(exported.dropped.isEmpty, "\(exported.dropped)")
    var fixed = try #require(questions[0].mapValue)
    fixed["shuffle"] = nil
    #expect(
      Exporter.export([.map(fixed)], format: .opentdb, title: "t").dropped == [
        "option order not kept (Open Trivia DB lists the right answer apart) (1 question)"
      ])
  }

  @Test(
    "Open Trivia DB error and token responses are refused with their meaning",
    .enabled(if: corpora != nil, Comment(rawValue: missingCorpora)))
  func openTDBRefusals() throws {
    let files = corpusFiles("opentdb", ext: "json").filter {
      $0.lastPathComponent.contains("fail") || $0.lastPathComponent.contains("session")
    }
    try #require(!files.isEmpty, "no corpus files where the corpora are")
    for url in files {
      #expect(throws: ImportError.self) { try imported(.opentdb, url) }
    }
    #expect {
      try imported(.opentdb, text: #"{"response_code": 5, "results": []}"#)
    } throws: { error in
      "\(error)".contains("rate limit")
    }
    #expect {
      try imported(.opentdb, text: #"{"response_code":0,"token":"abc"}"#)
    } throws: { error in
      "\(error)".contains("session-token")
    }
  }

  @Test("Open Trivia DB urlLegacy and base64 encodings are detected and decoded")
  func openTDBEncodings() throws {
    let legacy =
      #"{"results":[{"category":"Science%3A+Computers","type":"boolean","difficulty":"easy","question":"The+%22C%22+language+is+older+than+Java.","correct_answer":"True","incorrect_answers":["False"]}]}"#
    let game = try imported(.opentdb, text: legacy)
    #expect(game.questions.first?["text"] == #"The "C" language is older than Java."#)
    #expect(game.questions.first?["title"] == "Science: Computers")
    func b64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }
    let base64 = """
      {"response_code":0,"results":[{"category":"\(b64("History"))","type":"\(b64("multiple"))","difficulty":"\(b64("hard"))","question":"\(b64("Who was first?"))","correct_answer":"\(b64("Ada"))","incorrect_answers":["\(b64("Bob"))","\(b64("Cy"))"]}]}
      """
    let decoded = try imported(.opentdb, text: base64)
    #expect(decoded.questions.first?["text"] == "Who was first?")
    #expect(decoded.questions.first?["difficulty"] == "hard")
    let options = decoded.questions.first?["options"].arrayValue?.compactMap {
      $0["text"].stringValue
    }
    #expect(Set(options ?? []) == ["Ada", "Bob", "Cy"])
  }

  @Test("HTML entities: named, decimal and hex; unknown ones kept and reported")
  func entities() {
    #expect(
      TextDecoding.decodeEntities("&quot;A&quot; &#039;b&#39; &#x4E2D; &pi;").text
        == "\"A\" 'b' 中 π")
    let (text, unknown) = TextDecoding.decodeEntities("x &bogus; y & z")
    #expect(text == "x &bogus; y & z")
    #expect(unknown == ["&bogus;"])
  }

  @Test("Aiken: right questions import, a missing ANSWER and a foreign letter are reported")
  func aikenFixture() throws {
    let game = try imported(.aiken, fixture("sample.aiken"))
    #expect(game.questions.count == 2)
    #expect(game.questions[0]["answer"] == "B")
    #expect(game.questions[0]["options"].arrayValue?[2]["text"] == "Faro")
    #expect(game.skipped == 2)
    #expect(
      game.problems.contains { $0.line == 16 && $0.message.contains("(line 12) is not finished") })
    #expect(game.problems.contains { $0.line == 19 && $0.message.contains("'D' is not among") })
  }

  @Test("malformed input is an error or a problem, never a crash", arguments: ImportFormat.allCases)
  func malformed(format: ImportFormat) {
    let inputs = [
      "", "{", "[1, 2", "<plist><array><dict>", "\u{FEFF}", "::t::{", "{#abc}", "{~%x%a =b}",
      "ANSWER: A", "[]", "{\"results\": 3}", "[{\"questiontype\": 1}]",
    ]
    for input in inputs {
      do {
        let game = try imported(format, text: input)
        #expect(game.questions.isEmpty || format == .gift)
      } catch {
        #expect(!"\(error)".isEmpty)
      }
    }
    let notText = try? Importer.importGame(format: format, bytes: [0x41, 0xFF, 0x0A])
    #expect(notText?.questions.isEmpty ?? true)
  }

  @Test("detectFormat goes by extension, then by content")
  func detection() {
    #expect(Importer.detectFormat(path: fixture("sample.aiken").path) == .aiken)
    #expect(Importer.detectFormat(path: fixture("sample.gift").path) == .gift)
    #expect(Importer.detectFormat(path: fixture("bank.json").path) == .bank)
    #expect(Importer.sniff(Array(#"{"results":[{"correct_answer":"x"}]}"#.utf8)) == .opentdb)
    #expect(Importer.sniff(Array("Q?\nA. x\nB. y\nANSWER: A\n".utf8)) == .aiken)
    #expect(Importer.sniff(Array("just words".utf8)) == nil)
  }
}
