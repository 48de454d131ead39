import ContentFormats
import Foundation
import Localization
import QuizCore

/// The seed's question-bank records: JSON maps with `questionid`, `questiontype` (1 single
/// choice, 2 multiple choice, 3 true or false, 4 fill in the blanks, 5 short answer),
/// `questiondescribe` (the text), `tkselect` (the options) and `trueanswer`.
enum BankImporter {
  /// The keys under which a top-level map may hold the list of records.
  static let listKeys = ["questions", "data", "records", "list"]

  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    let value = try Importer.json(bytes, file: sink.file)
    var records: [Value]?
    var listKey = "questions"
    if case .array(let items) = value { records = items }
    if case .map(let map) = value {
      for key in listKeys {
        if let items = map[key]?.arrayValue {
          records = items
          listKey = key
          break
        }
      }
    }
    guard let records else {
      throw ImportError(
        .malformed, file: sink.file,
        words: Phrase(
          trLater("must hold a list of question records (or a map with one under {keys})"),
          ["keys": .text(listKeys.map { "'\($0)'" }.joined(separator: ", "))]))
    }
    let lines = JSONLines.elementLines(bytes, listKey: listKey)
    for (index, record) in records.enumerated() {
      let line = index < lines.count ? lines[index] : nil
      var notes: [Phrase] = []
      switch question(record, number: index + 1, notes: &notes) {
      case .some(let map):
        for note in notes { sink.warn(line, note) }
        sink.add(map, line: line)
      case .none:
        for note in notes.dropLast() { sink.warn(line, note) }
        sink.skip(
          line,
          notes.last
            ?? Subject.about(Subject.question(number: index + 1), Phrase(trLater("not a record"))))
      }
    }
    return nil
  }

  /// Type names as the seed's demo labelled them, kept as `type_label`.
  static let labels = [1: "单选题", 2: "多选题", 3: "判断题", 4: "填空题", 5: "简答题"]

  /// One record as a question, or nil with the reason as the last note.
  static func question(_ record: Value, number: Int, notes: inout [Phrase]) -> ValueMap? {
    guard case .map = record else {
      notes.append(
        Subject.about(
          Subject.record(number: number),
          Phrase(trLater("must be a map, not {found}"), ["found": .phrase(record.kindWords)])))
      return nil
    }
    let id = scalarText(record["questionid"])
    let who = id.map(Subject.question) ?? Subject.record(number: number)
    func note(_ problem: Phrase) { notes.append(Subject.about(who, problem)) }
    guard
      let kind = record["questiontype"].intValue
        ?? scalarText(record["questiontype"]).flatMap({ Int64($0) }),
      (1...5).contains(kind)
    else {
      note(Phrase(trLater("questiontype must be 1 to 5")))
      return nil
    }
    guard let text = record["questiondescribe"].stringValue, !text.isEmpty else {
      note(Phrase(trLater("has no questiondescribe text")))
      return nil
    }
    let answer = answerText(record["trueanswer"])
    var map = ValueMap()
    if let id { map["id"] = .string(id) }
    map["text"] = .string(text)
    map["type_label"] = .string(labels[Int(kind)] ?? "")
    if let explanation = record["analysis"].stringValue ?? record["explanation"].stringValue {
      map["explanation"] = .string(explanation)
    }
    let options = optionTexts(record["tkselect"])
    switch kind {
    case 1, 2:
      guard options.count >= 2 else {
        note(Phrase(trLater("tkselect must list at least 2 options")))
        return nil
      }
      let keys = answer.uppercased().filter(\.isLetter).map(String.init)
      let known = Set(options.indices.map(OptionKeys.key))
      guard !keys.isEmpty, keys.allSatisfy(known.contains) else {
        note(
          Phrase(
            trLater("trueanswer '{answer}' must name options by letter (A to {last})"),
            ["answer": .text(answer), "last": .text(OptionKeys.key(options.count - 1))]))
        return nil
      }
      if kind == 1 && keys.count != 1 {
        note(
          Phrase(
            trLater("a single choice needs exactly one answer letter, not '{answer}'"),
            ["answer": .text(answer)]))
        return nil
      }
      map["type"] = kind == 1 ? "single" : "multiple"
      map["options"] = OptionKeys.options(options)
      map["answer"] = .string(kind == 1 ? keys[0] : keys.joined())
    case 3:
      let truthy = ["A", "T", "TRUE", "1", "对", "正确", "是", "√", "YES"]
      let falsy = ["B", "F", "FALSE", "0", "错", "错误", "否", "×", "NO"]
      let word = answer.trimmingCharacters(in: .whitespaces).uppercased()
      if truthy.contains(word) {
        map["answer"] = true
      } else if falsy.contains(word) {
        map["answer"] = false
      } else {
        note(Phrase(trLater("a true/false trueanswer must be A/B, T/F, 对/错 or true/false")))
        return nil
      }
      map["type"] = "truefalse"
      if options.count == 2 { map["labels"] = .array(options.map { .string($0) }) }
    case 4:
      let blanks = answer.split(whereSeparator: { "|；;".contains($0) }).map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
      guard !blanks.isEmpty else {
        note(Phrase(trLater("a fill-in question needs its blanks' answers in trueanswer")))
        return nil
      }
      let marked = blankCount(text)
      if marked != 0 && marked != blanks.count {
        note(
          Phrase(
            trLater("the text has {marked} blanks but trueanswer gives {given}"),
            ["marked": .number(marked), "given": .number(blanks.count)]))
      }
      map["type"] = "fill"
      map["blanks"] = .array(blanks.map { .string($0) })
    default:
      guard !answer.isEmpty else {
        note(Phrase(trLater("a short-answer question needs its model answer in trueanswer")))
        return nil
      }
      map["type"] = "short"
      map["reference"] = .string(answer)
      if let keywords = record["keywords"].arrayValue?.compactMap(\.stringValue),
        !keywords.isEmpty
      {
        map["keywords"] = .array(keywords.map { .string($0) })
      } else {
        // Without keywords the grade needs the whole model answer: say so.
        note(Phrase(trLater("no keywords, so an answer must contain the whole trueanswer")))
        map["keywords"] = .array([.string(answer)])
      }
    }
    return map
  }

  /// Options as a list of strings, or one string split at line breaks or `|`; a leading
  /// `A：`, `A.` or `A、` is dropped, since the keys are given by position.
  static func optionTexts(_ value: Value) -> [String] {
    var items: [String] = []
    if let list = value.arrayValue {
      items = list.compactMap { $0.stringValue ?? scalarText($0) }
    } else if let text = value.stringValue {
      items = text.split(whereSeparator: { $0.isNewline || $0 == "|" }).map(String.init)
    }
    return items.map { item in
      let trimmed = item.trimmingCharacters(in: .whitespaces)
      let chars = Array(trimmed)
      if chars.count >= 2, chars[0].isASCII, chars[0].isLetter, "：:.、)．".contains(chars[1]) {
        return String(chars.dropFirst(2)).trimmingCharacters(in: .whitespaces)
      }
      return trimmed
    }.filter { !$0.isEmpty }
  }

  /// How many blanks (runs of three or more `_`, or empty `（）`) the text marks.
  static func blankCount(_ text: String) -> Int {
    var count = 0
    var run = 0
    for char in text + " " {
      if char == "_" {
        run += 1
      } else {
        if run >= 3 { count += 1 }
        run = 0
      }
    }
    return count + text.components(separatedBy: "（）").count - 1
  }

  private static func answerText(_ value: Value) -> String {
    if let list = value.arrayValue {
      return list.compactMap { $0.stringValue ?? scalarText($0) }.joined(separator: "|")
    }
    return scalarText(value) ?? ""
  }

  private static func scalarText(_ value: Value) -> String? {
    switch value {
    case .string(let text): return text
    case .int(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    default: return nil
    }
  }
}
