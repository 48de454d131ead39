import ContentFormats
import Foundation
import Localization
import QuizCore

/// Open Trivia DB (opentdb.com) responses and dumps: `{"response_code": N, "results": [...]}`
/// or `{"results": [...]}`; `multiple` becomes `single` (the right answer first, shuffled when
/// played), `boolean` becomes `truefalse` (True, then False, never shuffled).
enum OpenTDBImporter {
  /// The meaning of each error `response_code` the API documents.
  static let responseCodes: [Int64: Phrase] = [
    1: Phrase(trLater("no results: the API has fewer questions than asked for")),
    2: Phrase(trLater("invalid parameter: an argument of the request was not valid")),
    3: Phrase(trLater("token not found: the session token does not exist")),
    4: Phrase(trLater("token empty: the session has returned every question; reset the token")),
    5: Phrase(trLater("rate limit: too many requests (one every 5 seconds per address)")),
  ]

  static func read(_ bytes: [UInt8], encoding: TextEncoding?, into sink: inout Collector)
    throws(ImportError) -> String?
  {
    let file = sink.file
    let value = try Importer.json(bytes, file: file)
    guard case .map(let top) = value else {
      throw ImportError(
        .malformed, file: file,
        words: Phrase(
          trLater("must be an Open Trivia DB response (a map with 'results'), not {found}"),
          ["found": .phrase(value.kindWords)]))
    }
    if let code = top["response_code"]?.intValue, code != 0 {
      let meaning = responseCodes[code] ?? Phrase(trLater("an unknown response code"))
      throw ImportError(
        .apiResponse, file: file, line: 1,
        words: Phrase(
          trLater("is an Open Trivia DB error response, code {code}: {meaning}"),
          ["code": .text(String(code)), "meaning": .phrase(meaning)]))
    }
    if top["token"] != nil && top["results"] == nil {
      throw ImportError(
        .apiResponse, file: file, line: 1,
        words: Phrase(
          trLater(
            "is an Open Trivia DB session-token response, not questions: pass the token to "
              + "api.php with &token=... and import what that returns")))
    }
    guard let results = top["results"]?.arrayValue else {
      throw ImportError(
        .malformed, file: file, words: Phrase(trLater("has no 'results' list of questions")))
    }
    let lines = JSONLines.elementLines(bytes, listKey: "results")
    let chosen = encoding ?? detect(results)
    for (index, item) in results.enumerated() {
      let line = index < lines.count ? lines[index] : nil
      var reader = ItemReader(encoding: chosen, line: line, number: index + 1)
      if let question = reader.question(item) {
        for message in reader.notes { sink.warn(line, message) }
        sink.add(question, line: line)
      } else {
        for message in reader.notes.dropLast() { sink.warn(line, message) }
        sink.skip(
          line,
          reader.notes.last
            ?? Subject.about(
              Subject.question(number: index + 1), Phrase(trLater("not a question"))))
      }
    }
    return nil
  }

  /// The encoding the results look written in: base64 when the `type` of the first result
  /// decodes to a known type; percent-encoding when its question holds `%XX` or `+` and no
  /// space; else HTML entities.
  static func detect(_ results: [Value]) -> TextEncoding {
    guard let first = results.first else { return .html }
    let type = first["type"].stringValue ?? ""
    if type != "multiple" && type != "boolean",
      let decoded = TextDecoding.base64Decode(type), ["multiple", "boolean"].contains(decoded)
    {
      return .base64
    }
    let question = first["question"].stringValue ?? ""
    if question.contains("%20") { return .url3986 }
    if !question.contains(" ") && (question.contains("+") || question.contains("%")) {
      return .urlLegacy
    }
    return .html
  }

  /// Reads one result, collecting notes; the last note says why a nil result was skipped.
  struct ItemReader {
    let encoding: TextEncoding
    let line: Int?
    let number: Int
    var notes: [Phrase] = []

    init(encoding: TextEncoding, line: Int?, number: Int) {
      self.encoding = encoding
      self.line = line
      self.number = number
    }

    /// Notes `problem` about this question.
    private mutating func note(_ problem: Phrase) {
      notes.append(Subject.about(Subject.question(number: number), problem))
    }

    mutating func question(_ item: Value) -> ValueMap? {
      guard case .map = item else {
        note(Phrase(trLater("must be a map, not {found}"), ["found": .phrase(item.kindWords)]))
        return nil
      }
      guard let text = field(item, "question"), !text.isEmpty else {
        note(Phrase(trLater("has no 'question' text")))
        return nil
      }
      guard let type = field(item, "type"), let correct = field(item, "correct_answer") else {
        note(Phrase(trLater("needs 'type' and 'correct_answer'")))
        return nil
      }
      var map = ValueMap()
      map["text"] = .string(text)
      let category = field(item, "category") ?? ""
      let difficulty = field(item, "difficulty") ?? ""
      if !category.isEmpty { map["title"] = .string(category) }
      if !difficulty.isEmpty { map["difficulty"] = .string(difficulty) }
      switch type {
      case "boolean":
        switch correct.lowercased() {
        case "true": map["answer"] = true
        case "false": map["answer"] = false
        default:
          note(
            Phrase(
              trLater("a boolean answer must be True or False, not '{answer}'"),
              ["answer": .text(correct)]))
          return nil
        }
        map["type"] = "truefalse"
      case "multiple":
        var wrong: [String] = []
        for (index, entry) in (item["incorrect_answers"].arrayValue ?? []).enumerated() {
          let what = Phrase(trLater("incorrect answer {number}"), ["number": .number(index + 1)])
          guard let answer = decode(entry.stringValue, .phrase(what)) else {
            continue
          }
          wrong.append(answer)
        }
        guard !wrong.isEmpty else {
          note(Phrase(trLater("a multiple-choice question needs incorrect_answers")))
          return nil
        }
        if wrong.contains(correct) {
          note(Phrase(trLater("the correct answer is also listed as incorrect")))
        }
        // The right answer first, then the wrong ones as listed; the play shuffles them, as
        // Open Trivia DB's own clients do, each session in an order drawn from its seed.
        map["type"] = "single"
        map["options"] = OptionKeys.options([correct] + wrong)
        map["answer"] = .string(OptionKeys.key(0))
        map["shuffle"] = true
      default:
        note(Phrase(trLater("unknown type '{type}' (multiple or boolean)"), ["type": .text(type)]))
        return nil
      }
      return map
    }

    /// The decoded, trimmed string field `key`, or nil (with a note when it is malformed).
    private mutating func field(_ item: Value, _ key: String) -> String? {
      decode(item[key].stringValue, .text("'\(key)'"))
    }

    private mutating func decode(_ raw: String?, _ what: Phrase.Value) -> String? {
      guard let raw else { return nil }
      var text: String?
      switch encoding {
      case .html:
        let (decoded, unknown) = TextDecoding.decodeEntities(raw)
        if !unknown.isEmpty {
          note(
            Phrase(
              trLater("{field}: unknown HTML entities kept as written: {entities}"),
              ["field": what, "entities": .text(unknown.joined(separator: " "))]))
        }
        text = decoded
      case .urlLegacy: text = TextDecoding.percentDecode(raw, plusIsSpace: true)
      case .url3986: text = TextDecoding.percentDecode(raw, plusIsSpace: false)
      case .base64: text = TextDecoding.base64Decode(raw)
      }
      guard let text else {
        note(
          Phrase(
            trLater("{field} is not valid {encoding} text"),
            ["field": what, "encoding": .text(encoding.rawValue)]))
        return nil
      }
      return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

  }
}
