import ContentFormats
import Foundation
import Localization
import QuizCore

/// The seed's picture-guess `questions.plist`: each record becomes a `letters` question through
/// the same mapping the game loader uses, with its spelling checked here.
enum PlistImporter {
  /// Reads the records; a record whose answer cannot be spelled from its tiles is skipped.
  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    let value: Value
    do {
      value = try PropertyListReader.value(of: bytes, display: sink.file)
    } catch {
      throw ImportError(
        .malformed, file: sink.file, line: error.line ?? truncation(bytes), words: error.phrase)
    }
    guard case .array(let items) = value else {
      throw ImportError(
        .malformed, file: sink.file,
        words: Phrase(
          trLater("must hold an array of question records, not {found}"),
          ["found": .phrase(value.kindWords)]))
    }
    let lines = recordLines(bytes)
    var unknown = UnknownKeys()
    for (index, item) in items.enumerated() {
      let number = index + 1
      let line = index < lines.count ? lines[index] : nil
      let question: Value
      do {
        question = try SeedRecords.letters(item, number: number)
      } catch {
        sink.skip(line, Subject.about(Subject.question(number: number), error.sentence))
        continue
      }
      guard case .map(var map) = question else { continue }
      if map["type"]?.stringValue != "letters" {
        sink.skip(
          line,
          Subject.about(
            Subject.question(number: number),
            Phrase(trLater("has a 'type', so it is not a seed record"))))
        continue
      }
      let answer = map["answer"]?.stringValue ?? ""
      let options = map["options"]?.arrayValue?.compactMap(\.stringValue) ?? []
      if let missing = unspellable(answer: answer, options: options) {
        sink.skip(
          line,
          Subject.about(
            Subject.question(number: number),
            Phrase(
              trLater("the answer '{answer}' {problem}"),
              ["answer": .text(answer), "problem": .phrase(missing)])))
        continue
      }
      let repeated = repeatedCharacters(options)
      if !repeated.isEmpty {
        sink.warn(
          line,
          Subject.about(
            Subject.question(number: number),
            Phrase(
              trLater("repeated option characters {characters} (kept: the grid shows each tile)"),
              ["characters": .text(repeated.joined(separator: " "))])))
      }
      unknown.remove(from: &map, line: line)
      sink.add(map, line: line)
    }
    if let report = unknown.report { sink.warn(report.line, report.message) }
    return nil
  }

  /// Keys of another schema's records, dropped and reported once for the file.
  struct UnknownKeys {
    /// What a seed record holds, and what the loader makes of it.
    static let known: Set<String> = ["answer", "options", "title", "icon", "picture", "id", "type"]
    private var counts: [String: Int] = [:]
    private var firstLine: Int?

    /// Drops from `map` the keys a seed record does not have, counting them.
    mutating func remove(from map: inout ValueMap, line: Int?) {
      for key in map.keys where !Self.known.contains(key) {
        counts[key, default: 0] += 1
        map[key] = Value?.none
        if firstLine == nil { firstLine = line }
      }
    }

    /// One problem naming every unknown key and how many records held it, or nil.
    var report: (line: Int?, message: Phrase)? {
      guard !counts.isEmpty else { return nil }
      let keys = counts.keys.sorted().map { "'\($0)' (\(counts[$0, default: 0]))" }
      return (
        firstLine,
        Phrase(
          trLater(
            "records hold keys the seed's format does not have, dropped from every question: "
              + "{keys}; a record has answer, options, title and icon"),
          ["keys": .text(keys.joined(separator: ", "))])
      )
    }
  }

  /// Why `answer` cannot be spelled from `options` (each tile used once), or nil when it can.
  static func unspellable(answer: String, options: [String]) -> Phrase? {
    guard !answer.isEmpty else { return Phrase(trLater("is empty")) }
    var available: [Character: Int] = [:]
    for option in options { if let char = option.first { available[char, default: 0] += 1 } }
    var needed: [Character: Int] = [:]
    for char in answer { needed[char, default: 0] += 1 }
    for char in answer where needed[char, default: 0] > available[char, default: 0] {
      let have = available[char, default: 0]
      let values: [String: Phrase.Value] = [
        "character": .text(String(char)), "needed": .number(needed[char, default: 0]),
        "have": .number(have),
      ]
      return have == 0
        ? Phrase(trLater("needs '{character}' but no option has it"), values)
        : Phrase(
          trLater("needs '{character}' {needed} times but the options have it {have}"), values)
    }
    return nil
  }

  /// The characters that occur more than once among `options`, in order of first occurrence.
  static func repeatedCharacters(_ options: [String]) -> [String] {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for option in options {
      if counts[option] == nil { order.append(option) }
      counts[option, default: 0] += 1
    }
    return order.filter { counts[$0, default: 0] > 1 }
  }

  /// The last line of an XML property list that never closes `</plist>` (Foundation says
  /// only "unexpected EOF" of it), else nil.
  static func truncation(_ bytes: [UInt8]) -> Int? {
    guard !bytes.starts(with: Array("bplist".utf8)) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard !text.contains("</plist>") else { return nil }
    let breaks = text.utf8.count { $0 == 0x0A }
    return text.hasSuffix("\n") ? max(1, breaks) : breaks + 1
  }

  /// The line each record of the top-level array starts on: its `<dict>` at depth one.
  static func recordLines(_ bytes: [UInt8]) -> [Int] {
    guard !bytes.starts(with: Array("bplist".utf8)) else { return [] }
    let text = String(decoding: bytes, as: UTF8.self)
    var lines: [Int] = []
    var depth = 0
    var line = 1
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      line += rest[..<open].reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
      let tag = rest[open...].prefix(8)
      if tag.hasPrefix("<dict>") || tag.hasPrefix("<array>") {
        if depth == 1 { lines.append(line) }
        depth += 1
      } else if tag.hasPrefix("</dict>") || tag.hasPrefix("</array>") {
        depth -= 1
      } else if tag.hasPrefix("<dict/>") || tag.hasPrefix("<array/") {
        if depth == 1 { lines.append(line) }
      }
      rest = rest[rest.index(after: open)...]
    }
    return lines
  }
}
