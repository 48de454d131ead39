import Foundation
import QuizCore
import Testing

@testable import Importers

@Suite("GIFT: the parser against the peer corpus, and the mapping")
struct GiftTests {
  /// Files of the corpus where this parser deliberately differs, with the reason (the same
  /// list is in docs/importers.md). Empty means every file agrees.
  static let differences: [String: String] = [:]

  /// The expectation's type names for the parser's kinds.
  static let kindNames: [GiftQuestion.Kind: String] = [
    .multipleChoice: "MC", .trueFalse: "TF", .short: "Short", .numerical: "Numerical",
    .matching: "Matching", .essay: "Essay", .description: "Description", .category: "Category",
  ]

  /// A question reduced to what is compared: type, title and right answers.
  struct Digest: Equatable, CustomStringConvertible {
    var type: String
    var title: String?
    var right: [String]
    var description: String { "\(type) \(title ?? "-") \(right)" }
  }

  static func interval(_ low: Double, _ high: Double) -> String {
    func text(_ value: Double) -> String { String(format: "%.6g", value) }
    return "[\(text(low)), \(text(high))]"
  }

  /// The digest of one question of the expected JSON.
  static func expected(_ item: Value) -> Digest {
    let type = item["type"].stringValue ?? "?"
    var right: [String] = []
    switch type {
    case "TF":
      right = [item["isTrue"].boolValue == true ? "true" : "false"]
    case "Matching":
      right = (item["matchPairs"].arrayValue ?? []).map {
        "\($0["subquestion"]["text"].stringValue ?? "") -> \($0["subanswer"].stringValue ?? "")"
      }
    case "Numerical":
      let choices = item["choices"]
      let list = choices.arrayValue.map { $0.map { $0["text"] } } ?? [choices]
      right = list.map { number in
        let value = number["number"].doubleValue ?? 0
        switch number["type"].stringValue {
        case "range":
          let range = number["range"].doubleValue ?? 0
          return interval(value - range, value + range)
        case "high-low":
          return interval(
            number["numberLow"].doubleValue ?? 0, number["numberHigh"].doubleValue ?? 0)
        default:
          return interval(value, value)
        }
      }
    case "MC", "Short":
      right = (item["choices"].arrayValue ?? []).filter {
        $0["isCorrect"].boolValue == true || ($0["weight"].doubleValue ?? 0) > 0
      }.map { $0["text"]["text"].stringValue ?? "" }
    default:
      break
    }
    return Digest(type: type, title: item["title"].stringValue, right: right)
  }

  /// The digest of one parsed question.
  static func parsed(_ question: GiftQuestion) -> Digest {
    var right: [String] = []
    switch question.kind {
    case .trueFalse: right = [question.isTrue ? "true" : "false"]
    case .matching: right = question.pairs.map { "\($0.question) -> \($0.answer)" }
    case .numerical: right = question.numbers.map { interval($0.low, $0.high) }
    case .multipleChoice, .short:
      right = question.choices.filter { $0.isCorrect || ($0.weight ?? 0) > 0 }.map(\.text)
    default: break
    }
    return Digest(type: kindNames[question.kind] ?? "?", title: question.title, right: right)
  }

  @Test(
    "every .gift file of the corpus parses as its .json expects (type, title, right answers)",
    .enabled(if: corpora != nil, Comment(rawValue: missingCorpora)))
  func corpus() throws {
    let files = corpusFiles("gift/fuhrmanator-pegjs", ext: "gift")
    try #require(!files.isEmpty, "no corpus files where the corpora are")
    var agreeing = 0
    for url in files {
      let name = url.lastPathComponent
      let text = try String(contentsOf: url, encoding: .utf8)
      let expectationURL = url.deletingPathExtension().appendingPathExtension("json")
      let expectation = try ValueJSON.decode(Array(try Data(contentsOf: expectationURL)))
      let want = (expectation.arrayValue ?? []).map(Self.expected)
      var got: [Digest] = []
      for entry in GiftParser.parse(text) {
        switch entry {
        case .question(let question): got.append(Self.parsed(question))
        case .problem(let line, let message):
          got.append(Digest(type: "problem \(line): \(message)", right: []))
        }
      }
      if let reason = Self.differences[name] {
        #expect(got != want, "\(name) is listed as differing (\(reason)) but now agrees")
        continue
      }
      #expect(got == want, "\(name)")
      if got == want { agreeing += 1 }
    }
    print(
      "GIFT corpus: \(agreeing) of \(files.count) files agree, \(Self.differences.count) listed as differing"
    )
  }

  @Test("our fixture: each construct maps to its type or is reported at its line")
  func fixtureMapping() throws {
    let game = try imported(.gift, fixture("sample.gift"))
    let types = game.questions.map { $0["type"].stringValue ?? "" }
    #expect(
      types == [
        "single", "truefalse", "numeric", "fill", "fill", "multiple", "match", "essay",
        "description",
      ])
    #expect(game.questions[0]["title"] == "Rivers")
    #expect(game.questions[1]["title"] == "Geography")
    #expect(game.questions[1]["answer"] == false)
    #expect(game.questions[2]["value"] == 60.0)
    #expect(game.questions[3]["text"] == "Two plus two equals _____ exactly.")
    #expect(game.questions[3]["blanks"] == [["four", "4"]])
    #expect(game.questions[5]["answer"] == "AB")
    let lines = game.problems.map { $0.line ?? 0 }
    #expect(
      game.questions[6]["pairs"] == [["left": "a", "right": "1"], ["left": "b", "right": "2"]])
    // Moodle's GIFT import shuffles the items.
    #expect(game.questions[6]["shuffle"] == true)
    #expect(game.questions[8]["text"] == "Just an announcement.")
    #expect(lines == [22])
    #expect(game.problems[0].message.contains("not closed"))
  }

  @Test("escapes, format tags and HTML")
  func escapesAndHTML() throws {
    let game = try imported(
      .gift, text: #"[html]<p>Is 1 \= 1 &amp; 2 \{x\}?</p><br>Yes\: no{T}"#)
    #expect(game.questions.first?["text"] == "Is 1 = 1 & 2 {x}?\n\nYes: no")
    let titled = try imported(.gift, text: "$CATEGORY: $course$/top/Unit 2\nSky is blue.{T}")
    #expect(titled.questions.first?["title"] == "Unit 2")
    #expect(titled.lines == [2])
    #expect(GiftText.unescape(#"a\~b\\c\nd\q"#) == "a~b\\c\nd\\q")
  }

  @Test("CRLF and CR line ends are read as LF, lines counted the same")
  func lineEnds() throws {
    let text = "// c\n::A::Sky?{T}\n\nGrass is {\n=green\n}.\n\nBroken {"
    for ending in ["\r\n", "\r"] {
      let game = try imported(.gift, text: text.replacingOccurrences(of: "\n", with: ending))
      #expect(game.questions.map { $0["text"] } == ["Sky?", "Grass is _____."])
      #expect(game.lines == [2, 4])
      #expect(game.problems.map(\.line) == [8])
    }
  }
}
