import Foundation
import Localization
import QuizCore

/// One answer of a Moodle question as Moodle stores it, whichever file it came from.
struct MoodleAnswer: Sendable, Hashable {
  /// Markup for a choice, the text as typed for a short answer, a number for a numerical one.
  var text: String
  /// Moodle's fraction: the share of the mark the answer is worth (1 is 100%; below 0 takes
  /// marks off).
  var fraction: Double
  /// The answer's own feedback (markup), shown once a checked answer picked or matched it;
  /// empty when none.
  var feedback = ""
  /// A numerical answer's tolerance as written; Moodle uses its size.
  var tolerance = 0.0
  var line: Int
}

/// A Moodle question's kind and answers, whatever its format: GIFT and Moodle XML read into
/// this, and `map` is the one mapping of the Moodle family into Trivium's types.
struct MoodleAnswers {
  enum Kind: Equatable {
    /// `single`: Moodle's "one answer only"; otherwise several may be picked.
    case multichoice(single: Bool)
    case trueFalse
    case shortAnswer
    case numerical
  }

  var kind: Kind
  var line: Int
  var answers: [MoodleAnswer]
  /// A choice's options shown in an order drawn per attempt (GIFT and Aiken always are), and
  /// how they are numbered, when the file says (Moodle XML's `answernumbering`).
  var shuffle = true
  var numbering: String?
  /// Whether a short answer's blank sits inside the text (GIFT answers within a sentence).
  var embedded = false
  var caseSensitive = false
  /// A numerical answer's unit (the one of multiplier 1), and whether others were dropped.
  var unit: String?
  var otherUnits = false

  /// Moodle counts a grade as full marks from 100% less its 0.00001 slack on.
  static func isFull(_ fraction: Double) -> Bool { fraction >= 1 - 0.000_01 }

  /// Fills `map` (which holds the text) with the type and answers of the question, or
  /// reports at its line why it is skipped. Grades Moodle refuses are matched first.
  mutating func map(into map: inout ValueMap, sink: inout Collector) -> Bool {
    if kind != .trueFalse { matchGrades(sink: &sink) }
    switch kind {
    case .multichoice(let single):
      let mapped =
        single ? singleChoice(into: &map, sink: &sink) : multiple(into: &map, sink: &sink)
      if mapped { display(into: &map, sink: &sink) }
      return mapped
    case .trueFalse:
      // As Moodle reads it: an answer other than "true" or "false" counts by position.
      // Each answer's feedback is what Moodle shows when that answer is picked.
      var truth = true
      var feedback = ["", ""]
      for (index, answer) in answers.enumerated() {
        let isTrueAnswer = answer.text == "true" || answer.text != "false" && index == 0
        truth = isTrueAnswer ? Self.isFull(answer.fraction) : !Self.isFull(answer.fraction)
        feedback[isTrueAnswer ? 0 : 1] = answer.feedback
      }
      if answers.contains(where: { $0.text != "true" && $0.text != "false" }) {
        // Moodle warns too (qformat_xml's truefalseimporterror), naming the answer it assumed.
        sink.warn(
          line,
          Phrase(
            trLater(
              "the answers are not 'true' and 'false': read by position (the first is true, "
                + "as Moodle reads them), so the right answer is taken to be {answer}"),
            ["answer": .text(truth ? "true" : "false")]))
      }
      map["type"] = "truefalse"
      map["answer"] = .bool(truth)
      if feedback.contains(where: { !$0.isEmpty }) {
        map["feedback"] = .array(feedback.map { .string($0) })
      }
      return true
    case .shortAnswer: return short(into: &map, sink: &sink)
    case .numerical: return numerical(into: &map, sink: &sink)
    }
  }

  /// A choice's `shuffle`, and its `numbering` as the file says it: Moodle's "abc" when it is
  /// missing or empty, as Moodle reads it; "ABCD" is Trivium's own default (no field). A
  /// numbering Moodle does not know is said and read as "abc". GIFT and Aiken say none: their
  /// choices keep Trivium's capital letters (Moodle gives them its site default, a, b, c).
  private func display(into map: inout ValueMap, sink: inout Collector) {
    if shuffle { map["shuffle"] = true }
    guard var numbering else { return }
    if numbering.isEmpty { numbering = "abc" }
    guard numbering != "ABCD" else { return }
    if !QuestionShape.numberings.contains(numbering) {
      sink.warn(
        line,
        Phrase(
          trLater("answernumbering '{numbering}' is none of Moodle's ({known}): read as abc"),
          [
            "numbering": .text(numbering),
            "known": .text(QuestionShape.numberings.joined(separator: ", ")),
          ]))
      numbering = "abc"
    }
    map["numbering"] = .string(numbering)
  }

  /// Each grade as the one Moodle stores (`MoodleGrades.match`); those it would refuse are
  /// said once for the question, at the first of their answers.
  private mutating func matchGrades(sink: inout Collector) {
    var changed: [String] = []
    var line: Int?
    for index in answers.indices {
      let fraction = answers[index].fraction
      let matched = MoodleGrades.match(fraction)
      if !MoodleGrades.isAllowed(fraction) {
        changed.append(
          MoodleGrades.percent(fraction) + "% → " + MoodleGrades.percent(matched) + "%")
        line = line ?? answers[index].line
      }
      answers[index].fraction = matched
    }
    guard !changed.isEmpty else { return }
    sink.warn(
      line,
      Phrase(
        trLater(
          "grades Moodle does not allow read as the nearest ones it allows, as Moodle's "
            + "\"nearest grade\" import does: {grades}"),
        ["grades": .text(changed.joined(separator: ", "))]))
  }

  private func singleChoice(into map: inout ValueMap, sink: inout Collector) -> Bool {
    guard answers.count >= 2 else {
      sink.skip(line, Phrase(trLater("a multiple-choice question needs at least 2 answers")))
      return false
    }
    let full = answers.indices.filter { Self.isFull(answers[$0].fraction) }
    guard !full.isEmpty else {
      sink.skip(line, Phrase(trLater("a single-choice question needs an answer worth 100%")))
      return false
    }
    if full.count > 1 { return severalRight(full.count, into: &map, sink: &sink) }
    // As Moodle grades one answer only: the picked answer's grade, partial credit included
    // (a negative one takes nothing off here: a question's grade is never below 0).
    map["type"] = "single"
    map["options"] = .array(
      answers.enumerated().map { index, answer in
        let weight = index == full[0] || answer.fraction == 0 ? nil : answer.fraction
        return OptionKeys.option(index, answer.text, weight: weight, feedback: answer.feedback)
      })
    map["answer"] = .string(OptionKeys.key(full[0]))
    return true
  }

  /// One answer only, of which `count` are worth 100%: Moodle gives full marks for any of
  /// them. As a multiple choice where each of those weighs 1, a partly right one its grade and
  /// every other minus the sum of those, any pick Moodle allows grades as there, and a pick of
  /// several that holds a wrong one gives 0.
  private func severalRight(_ count: Int, into map: inout ValueMap, sink: inout Collector)
    -> Bool
  {
    sink.warn(
      line,
      Phrase(
        trLater(
          "{count} answers worth 100% in a single choice: imported as multiple choice, where "
            + "any of them alone is full marks and picking a wrong one gives 0"),
        ["count": .number(count)]))
    let penalty = -answers.reduce(0) { $0 + min(max($1.fraction, 0), 1) }
    map["type"] = "multiple"
    map["options"] = .array(
      answers.enumerated().map { index, answer in
        let weight = answer.fraction > 0 ? min(answer.fraction, 1) : penalty
        return OptionKeys.option(index, answer.text, weight: weight, feedback: answer.feedback)
      })
    map["answer"] = .string(
      answers.indices.filter { answers[$0].fraction > 0 }.map(OptionKeys.key).joined())
    return true
  }

  /// Several answers may be picked: each option keeps its grade as its weight, which the
  /// multiple type adds up for the picked ones and clamps to [0, 1], as Moodle grades.
  private func multiple(into map: inout ValueMap, sink: inout Collector) -> Bool {
    guard answers.count >= 2 else {
      sink.skip(line, Phrase(trLater("a multiple-choice question needs at least 2 answers")))
      return false
    }
    let right = answers.indices.filter { answers[$0].fraction > 0 }
    let total = right.reduce(0) { $0 + answers[$1].fraction }
    guard !right.isEmpty else {
      sink.skip(
        line, Phrase(trLater("a multiple-choice question needs a right answer (= or a positive %)"))
      )
      return false
    }
    guard total >= 1 - 0.001 else {
      sink.skip(
        line,
        Phrase(
          trLater("the positive fractions add up to {percent}%, not 100%"),
          ["percent": .text(Exporter.number(total * 100))]))
      return false
    }
    // 33.33333% three times is full marks in Moodle: scaled so that Trivium agrees.
    let scale = total < 1 ? 1 / total : 1
    map["type"] = "multiple"
    map["options"] = .array(
      answers.enumerated().map { index, answer in
        let weight = answer.fraction > 0 ? answer.fraction * scale : answer.fraction
        return OptionKeys.option(
          index, answer.text, weight: weight == 0 ? 0 : weight, feedback: answer.feedback)
      })
    map["answer"] = .string(right.map(OptionKeys.key).joined())
    return true
  }

  /// Exact answers, as Moodle compares them: a blank with alternatives, typed as written.
  /// With partial credit or feedback, the blank lists every answer in order with its grade
  /// and feedback (the fill type's graded answers), so that it grades as Moodle grades it.
  private func short(into map: inout ValueMap, sink: inout Collector) -> Bool {
    let kept = answers.filter { !$0.text.isEmpty }
    guard kept.contains(where: { Self.isFull($0.fraction) }) else {
      sink.skip(line, Phrase(trLater("a short-answer question needs an answer worth 100%")))
      return false
    }
    let (written, wildcards) = MoodleWildcards.read(kept.map(\.text))
    if wildcards { map["wildcards"] = true }
    map["type"] = "fill"
    let graded = kept.contains {
      !$0.feedback.isEmpty || $0.fraction > 0 && !Self.isFull($0.fraction)
    }
    if graded {
      map["blanks"] = .array([
        .array(
          zip(kept, written).map { answer, text in
            Self.graded(answer, ["text": .string(text)])
          })
      ])
    } else {
      // Answers worth nothing only block later ones in Moodle: without feedback, none counts.
      let accepted = zip(kept, written).filter { Self.isFull($0.0.fraction) }.map(\.1)
      map["blanks"] = .array([.array(accepted.map { .string($0) })])
    }
    if !embedded && !(map["text"]?.stringValue ?? "").contains("_____") {
      map["labels"] = ["Answer"]
    }
    if caseSensitive { map["case_sensitive"] = true }
    return true
  }

  /// A graded answer as the fill, numeric and cloze types take it: `fields` (its text or
  /// number) with its grade (`right`, or `percent` when not 0) and its feedback.
  static func graded(_ answer: MoodleAnswer, _ fields: ValueMap) -> Value {
    var map = fields
    if isFull(answer.fraction) {
      map["right"] = true
    } else if answer.fraction != 0 {
      map["percent"] = .double(answer.fraction * 100)
    }
    if !answer.feedback.isEmpty { map["feedback"] = .string(answer.feedback) }
    return .map(map)
  }

  /// The value and tolerance the numeric type gives as its answer: the first answer worth
  /// 100% (not Moodle's catch-all `*`), the tolerance's size, as Moodle uses it. With other
  /// answers of some credit or feedback, every answer in order too (`answers`), so that the
  /// first holding the number typed gives its grade and feedback, as in Moodle.
  private func numerical(into map: inout ValueMap, sink: inout Collector) -> Bool {
    guard let first = answers.first(where: { Self.isFull($0.fraction) && $0.text != "*" }) else {
      sink.skip(line, Phrase(trLater("a numerical question needs an answer worth 100%")))
      return false
    }
    var values: [Double?] = []
    for answer in answers {
      if answer.text == "*" {
        values.append(nil)
        continue
      }
      guard let value = Double(answer.text), value.isFinite else {
        sink.skip(
          answer.line, Phrase(trLater("'{text}' is not a number"), ["text": .text(answer.text)]))
        return false
      }
      guard answer.tolerance.isFinite else {
        sink.skip(answer.line, Phrase(trLater("the tolerance is not a number")))
        return false
      }
      values.append(value)
    }
    map["type"] = "numeric"
    map["value"] = .double(Double(first.text) ?? 0)
    if first.tolerance != 0 { map["tolerance"] = .double(abs(first.tolerance)) }
    // Answers worth nothing without feedback (Moodle's bare catch-all `*` among them) only
    // block later ones: the list is needed when another answer has credit or feedback.
    let more = answers.contains { $0 != first && ($0.fraction != 0 || !$0.feedback.isEmpty) }
    if more || !first.feedback.isEmpty {
      map["answers"] = .array(
        zip(answers, values).map { answer, value in
          guard let value else { return Self.graded(answer, ["text": "*"]) }
          var fields: ValueMap = ["value": .double(value)]
          if answer.tolerance != 0 { fields["tolerance"] = .double(abs(answer.tolerance)) }
          return Self.graded(answer, fields)
        })
    }
    if let unit, !unit.isEmpty { map["unit"] = .string(unit) }
    if otherUnits {
      sink.warn(
        line,
        Phrase(
          trLater("units with a multiplier other than 1 dropped (the numeric type has one unit)")))
    }
    return true
  }
}
