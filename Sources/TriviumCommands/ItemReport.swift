import Foundation
import ItemAnalysis
import Localization
import QuizCore
import TerminalUI
import TextCells
import Tournament

/// What `trivium stats --questions GAME` prints: each question's item statistics with its
/// text, in three forms.
struct ItemReport {
  /// One question's line.
  struct Line {
    var statistics: ItemStatistics
    /// Its text, when its game tells it (nil for a question gone or unreadable).
    var text: String?
  }

  var gameID: String
  var source: ItemSamples.Source
  var samples: ItemSamples
  var lines: [Line]

  /// How many left-out sessions the table names.
  static let namedLeftOut = 5

  /// A number with one decimal, never "-0.0"; "–" when there is none (the launcher's item
  /// analysis shows the same).
  static func figure(_ value: Double?) -> String { ItemAnalysisScreen.figure(value) }

  /// A flag's words, in the interface language.
  static func words(_ flag: ItemFlag) -> String { ItemAnalysisScreen.words(flag) }

  /// Why a tournament session was left out, in a sentence.
  static func leftOutNote(_ key: String, _ why: String) -> String {
    tr(
      "Left out: tournament session {key}: {why}",
      ["key": Untrusted.line(key), "why": Untrusted.line(why)])
  }

  /// The table, its question texts cut with "…" to `width` columns.
  func table(width: Int) -> String {
    // Notes are prose, wrapped to the width (between characters for Chinese).
    func note(_ words: String) -> String {
      Markup.wrap([Run(words)], width: width).map { $0.runs.map(\.text).joined() + "\n" }
        .joined()
    }
    var text = note(
      tr(
        "Item analysis of {game}: {attempts} attempts ({players} by players, {tournament} in "
          + "tournaments)",
        [
          "game": Untrusted.line(gameID), "attempts": samples.attempts.count,
          "players": samples.players, "tournament": samples.tournament,
        ]))
    guard !samples.attempts.isEmpty else {
      return text + note(tr("No finished attempts at this game yet."))
    }
    let headers = [
      tr("Attempts"), tr("Facility %"), tr("SD %"), tr("Discrimination %"), tr("Efficiency %"),
      tr("Flags"),
    ]
    let rows: [[String]] = lines.map { line in
      let statistics = line.statistics
      let discrimination = ItemAnalysisScreen.discrimination(statistics)
      return [
        "\(statistics.attempts)", Self.figure(statistics.facility),
        Self.figure(statistics.standardDeviation), discrimination,
        Self.figure(statistics.efficiency),
        statistics.flags.map(Self.words).joined(separator: ", "),
      ]
    }
    var widths = headers.map { TextWidth.of($0) }
    for row in rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], TextWidth.of(cell))
      }
    }
    func pad(_ cell: String, _ width: Int, right: Bool) -> String {
      let space = String(repeating: " ", count: max(0, width - TextWidth.of(cell)))
      return right ? space + cell : cell + space
    }
    let fixed = widths.reduce(0, +) + 2 * widths.count
    let questionWidth = max(12, width - fixed)
    func row(_ cells: [String], question: String) -> String {
      var parts = cells.enumerated().map { index, cell in
        pad(cell, widths[index], right: index < cells.count - 1)
      }
      parts.append(TextWidth.shortened(question, fitting: questionWidth))
      var text = parts.joined(separator: "  ")
      while text.last == " " { text.removeLast() }
      return text + "\n"
    }
    text += row(headers, question: tr("Question"))
    for (line, cells) in zip(lines, rows) {
      let shown = Untrusted.line(line.text ?? line.statistics.questionID)
      text += row(cells, question: shown)
    }
    if lines.contains(where: { $0.statistics.undefined != nil && $0.statistics.attempts > 0 }) {
      text += note(
        tr(
          "Discrimination is undefined with fewer than two attempts, or when the question or "
            + "the rest of the game scored the same in every attempt."))
    }
    text += note(
      tr(
        "Flags: too easy at a facility of {easy} % or more, too hard at {hard} % or less, "
          + "none but \"too few attempts\" below {minimum} attempts.",
        [
          "easy": Int(ItemAnalysis.easyFacility), "hard": Int(ItemAnalysis.hardFacility),
          "minimum": ItemAnalysis.minimumAttempts,
        ]))
    // A few are named; a tournament of many forfeits would otherwise bury the table.
    for (key, why) in samples.leftOut.prefix(Self.namedLeftOut) {
      text += note(Self.leftOutNote(key, why))
    }
    let more = samples.leftOut.count - Self.namedLeftOut
    if more > 0 {
      text += note(
        trn(
          "Left out: {count} more tournament session (--format json names them all)",
          "Left out: {count} more tournament sessions (--format json names them all)",
          count: more, ["count": more]))
    }
    return text
  }

  /// The report as data: flags and reasons by their stable names.
  var value: Value {
    func number(_ value: Double?) -> Value {
      guard let value else { return .null }
      return .double((value * 1e6).rounded() / 1e6 + 0)
    }
    let questions: [Value] = lines.map { line in
      let statistics = line.statistics
      var map: ValueMap = [
        "id": .string(statistics.questionID), "text": line.text.map(Value.string) ?? .null,
        "attempts": .int(Int64(statistics.attempts)), "facility": number(statistics.facility),
        "sd": number(statistics.standardDeviation),
        "discrimination": number(statistics.discrimination),
        "efficiency": number(statistics.efficiency),
        "flags": .array(statistics.flags.map { .string($0.rawValue) }),
      ]
      if let undefined = statistics.undefined {
        map["discrimination_undefined"] = .string(undefined.rawValue)
      }
      return .map(map)
    }
    return [
      "game": .string(gameID), "source": .string(source.rawValue),
      "attempts": [
        "players": .int(Int64(samples.players)), "tournament": .int(Int64(samples.tournament)),
      ],
      "bounds": [
        "too_easy": .double(ItemAnalysis.easyFacility),
        "too_hard": .double(ItemAnalysis.hardFacility),
        "minimum_attempts": .int(Int64(ItemAnalysis.minimumAttempts)),
      ],
      "left_out": .array(
        samples.leftOut.map { ["session": .string($0.key), "why": .string($0.why)] }),
      "questions": .array(questions),
    ]
  }

  /// One row per question; an undefined figure is an empty field.
  var csv: String {
    var text = "question,text,attempts,facility,sd,discrimination,efficiency,flags\n"
    for line in lines {
      let statistics = line.statistics
      func cell(_ value: Double?) -> String { value.map { String(format: "%.4f", $0) } ?? "" }
      text +=
        [
          // Read in a terminal as often as by a program: control characters made visible.
          Standings.csvField(Untrusted.stableLine(statistics.questionID)),
          Standings.csvField(Untrusted.stableLine(line.text ?? "")),
          "\(statistics.attempts)", cell(statistics.facility), cell(statistics.standardDeviation),
          cell(statistics.discrimination), cell(statistics.efficiency),
          statistics.flags.map(\.rawValue).joined(separator: " "),
        ].joined(separator: ",") + "\n"
    }
    return text
  }
}
