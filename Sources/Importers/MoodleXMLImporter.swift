import Foundation
import Localization
import QuizCore

/// Moodle XML question files (`<quiz><question type="...">...`): multiple choice, true/false,
/// short answer and numerical questions become Trivium's types; categories title the
/// questions that follow; the picture of a question text is kept as a file of the game.
enum MoodleXMLImporter {
  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    let root = try XMLDocumentReader.read(bytes, file: sink.file)
    guard root.name == "quiz" else {
      throw ImportError(
        .malformed, file: sink.file, line: root.line,
        words: Phrase(
          trLater("is not Moodle XML: its root element is <{root}>, not <quiz>"),
          ["root": .text(root.name)]))
    }
    var category: String?
    var pictures = MoodleXMLPictures()
    var dropped: [Int] = []
    for element in root.children("question") {
      let type = element.attributes["type"] ?? ""
      if type == "category" {
        category = element.innerText("category").flatMap(MoodleXML.categoryTitle)
        continue
      }
      var reader = QuestionReader(element: element, type: type)
      guard var map = reader.question(into: &sink) else { continue }
      if let title = category { map["title"] = .string(title) }
      if let text = element.child("questiontext"),
        let picture = pictures.picture(of: text, line: element.line, into: &sink)
      {
        map["picture"] = .string(picture)
      }
      if reader.droppedFeedback { dropped.append(element.line) }
      sink.add(map, line: element.line)
    }
    if let first = dropped.first {
      // Said once, placed among the problems at the first question it concerns.
      let place = sink.problems.firstIndex { ($0.line ?? 0) > first } ?? sink.problems.count
      sink.problems.insert(
        ImportProblem(
          file: sink.file, line: first,
          words: dropped.count == 1
            ? Phrase(
              trLater(
                "the feedback of single answers is dropped in 1 question (from this line): "
                  + "Trivium shows one explanation per question"))
            : Phrase(
              trLater(
                "the feedback of single answers is dropped in {count} questions (from this "
                  + "line): Trivium shows one explanation per question"),
              ["count": .number(dropped.count)])), at: place)
    }
    sink.files = pictures.files
    return nil
  }

  /// One `<question>` read into a Trivium question map, or skipped with its reason.
  struct QuestionReader {
    let element: ElementNode
    let type: String
    let format: MoodleTextFormat
    private(set) var droppedFeedback = false

    init(element: ElementNode, type: String) {
      self.element = element
      self.type = type
      format = MoodleXML.textFormat(element.child("questiontext")?.attributes["format"])
    }

    var line: Int { element.line }

    /// The text of `node`'s `<text>` child as markup, in its own format or else `fallback`.
    func markup(_ node: ElementNode?, fallback: MoodleTextFormat) -> String {
      guard let node else { return "" }
      let raw = (node.child("text")?.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      let given = node.attributes["format"].map { MoodleXML.textFormat($0) } ?? fallback
      return MoodleXML.removingPictureReferences(MoodleText.toMarkup(raw, format: given))
    }

    /// One `<answer>`: its text (markup when `formatted`, else plain), its share of the mark.
    struct Answer {
      var text: String
      var share: Double
      var element: ElementNode
    }

    mutating func answers(formatted: Bool, into sink: inout Collector) -> [Answer]? {
      var list: [Answer] = []
      for answer in element.children("answer") {
        guard let share = MoodleXML.share(ofFraction: answer.attributes["fraction"]) else {
          sink.skip(answer.line, Phrase(trLater("the answer's fraction is not a number")))
          return nil
        }
        let text =
          formatted
          ? markup(answer, fallback: format)
          : (answer.child("text")?.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !markup(answer.child("feedback"), fallback: format).isEmpty { droppedFeedback = true }
        // Moodle leaves out answers without text.
        if !text.isEmpty { list.append(Answer(text: text, share: share, element: answer)) }
      }
      return list
    }

    mutating func question(into sink: inout Collector) -> ValueMap? {
      if let reason = Self.unsupported[type] {
        sink.skip(
          line,
          Phrase(
            trLater("'{type}' questions are not representable: {reason}"),
            ["type": .text(type), "reason": .phrase(reason)]))
        return nil
      }
      guard ["multichoice", "truefalse", "shortanswer", "numerical"].contains(type) else {
        sink.skip(
          line,
          Phrase(
            trLater("the question type '{type}' is not one Trivium reads"), ["type": .text(type)]))
        return nil
      }
      var map = ValueMap()
      let text = markup(element.child("questiontext"), fallback: .html)
      guard !text.isEmpty else {
        sink.skip(line, Phrase(trLater("the question has no text")))
        return nil
      }
      map["text"] = .string(text)
      let feedback = markup(element.child("generalfeedback"), fallback: format)
      if !feedback.isEmpty { map["explanation"] = .string(feedback) }
      let kept: Bool
      switch type {
      case "multichoice": kept = choices(into: &map, sink: &sink)
      case "truefalse": kept = truth(into: &map, sink: &sink)
      case "shortanswer": kept = short(into: &map, sink: &sink)
      default: kept = numerical(into: &map, sink: &sink)
      }
      return kept ? map : nil
    }

    /// Question types Moodle has that Trivium's types cannot hold, and why.
    static let unsupported: [String: Phrase] = {
      let cloze = Phrase(trLater("Cloze questions embed several sub-questions in one text"))
      let datasets = Phrase(trLater("its numbers are drawn from datasets when played"))
      return [
        "matching": Phrase(trLater("the order type grades one sequence, not pairs of items")),
        "essay": Phrase(
          trLater("an essay is graded by a teacher, and Trivium's short answer needs keywords")),
        "description": Phrase(trLater("a description is text without a question")),
        "multianswer": cloze, "cloze": cloze,
        "calculated": datasets, "calculatedsimple": datasets, "calculatedmulti": datasets,
        "randomsamatch": Phrase(
          trLater("it is built from other short-answer questions when played")),
        "random": Phrase(trLater("it picks another question of its category when played")),
        "ddwtos": Phrase(trLater("drag-and-drop into text has no Trivium type")),
        "gapselect": Phrase(trLater("choices inside the text have no Trivium type")),
        "ddimageortext": Phrase(trLater("drag-and-drop onto a picture has no Trivium type")),
        "ddmarker": Phrase(trLater("drag-and-drop markers have no Trivium type")),
        "ordering": Phrase(trLater("its partial grading has no Trivium type")),
      ]
    }()

    /// Moodle counts a mark as full from 99.99999% on (fractions are written with 7 digits).
    static func isFull(_ share: Double) -> Bool { share >= 0.999_999 }

    mutating func choices(into map: inout ValueMap, sink: inout Collector) -> Bool {
      guard let answers = answers(formatted: true, into: &sink) else { return false }
      guard answers.count >= 2 else {
        sink.skip(line, Phrase(trLater("a multiple-choice question needs at least 2 answers")))
        return false
      }
      let single = element.value("single").map { !($0 == "false" || $0.isEmpty || $0 == "0") }
      if single ?? true {
        let full = answers.indices.filter { Self.isFull(answers[$0].share) }
        guard full.count == 1 else {
          sink.skip(
            line,
            full.isEmpty
              ? Phrase(trLater("a single-choice question needs an answer worth 100%"))
              : Phrase(
                trLater("{count} answers worth 100%: single choice has one right answer"),
                ["count": .number(full.count)]))
          return false
        }
        let partial = answers.filter { $0.share > 0 && !Self.isFull($0.share) }.count
        if partial > 0 {
          sink.warn(
            line,
            Phrase(
              trLater(
                "partial credit of {count} answers dropped (single choice is right or wrong)"),
              ["count": .number(partial)]))
        }
        map["type"] = "single"
        map["options"] = OptionKeys.options(answers.map(\.text))
        map["answer"] = .string(OptionKeys.key(full[0]))
        return true
      }
      let right = answers.indices.filter { answers[$0].share > 0 }
      let total = right.reduce(0) { $0 + answers[$1].share }
      guard total >= 0.999, !right.isEmpty else {
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
          let weight = answer.share > 0 ? answer.share * scale : answer.share
          return .map(
            ValueMap([
              ("key", .string(OptionKeys.key(index))), ("text", .string(answer.text)),
              ("weight", .double(weight)),
            ]))
        })
      map["answer"] = .string(right.map(OptionKeys.key).joined())
      return true
    }

    mutating func truth(into map: inout ValueMap, sink: inout Collector) -> Bool {
      guard let answers = answers(formatted: false, into: &sink), !answers.isEmpty else {
        sink.skip(line, Phrase(trLater("a true/false question needs its answers")))
        return false
      }
      var truth: Bool?
      for (index, answer) in answers.enumerated() {
        // As Moodle reads it: a text other than true or false counts by position.
        let isTrueAnswer = answer.text == "true" || answer.text != "false" && index == 0
        truth = isTrueAnswer ? Self.isFull(answer.share) : !Self.isFull(answer.share)
      }
      map["type"] = "truefalse"
      map["answer"] = .bool(truth ?? true)
      return true
    }

    mutating func short(into map: inout ValueMap, sink: inout Collector) -> Bool {
      guard let answers = answers(formatted: false, into: &sink) else { return false }
      let accepted = answers.filter { Self.isFull($0.share) }.map(\.text)
      guard !accepted.isEmpty else {
        sink.skip(line, Phrase(trLater("a short-answer question needs an answer worth 100%")))
        return false
      }
      let partial = answers.filter { $0.share > 0 && !Self.isFull($0.share) }.count
      if partial > 0 {
        sink.warn(
          line,
          Phrase(
            trLater("{count} partly right answers dropped (a blank is right or wrong)"),
            ["count": .number(partial)]))
      }
      let (written, wildcards) = MoodleWildcards.read(accepted)
      if wildcards { map["wildcards"] = true }
      map["type"] = "fill"
      map["blanks"] = .array([.array(written.map { .string($0) })])
      if !(map["text"]?.stringValue ?? "").contains("_____") { map["labels"] = ["Answer"] }
      if element.value("usecase") == "1" { map["case_sensitive"] = true }
      return true
    }

    mutating func numerical(into map: inout ValueMap, sink: inout Collector) -> Bool {
      guard let answers = answers(formatted: false, into: &sink) else { return false }
      let full = answers.filter { Self.isFull($0.share) && $0.text != "*" }
      guard let first = full.first else {
        sink.skip(line, Phrase(trLater("a numerical question needs an answer worth 100%")))
        return false
      }
      guard let value = Double(first.text), value.isFinite else {
        sink.skip(
          first.element.line,
          Phrase(trLater("'{text}' is not a number"), ["text": .text(first.text)]))
        return false
      }
      let tolerance = first.element.value("tolerance").flatMap(Double.init) ?? 0
      guard tolerance.isFinite else {
        sink.skip(first.element.line, Phrase(trLater("the tolerance is not a number")))
        return false
      }
      // Answers worth nothing (Moodle's catch-all `*` among them) grade nothing: not reported.
      let others = answers.filter { $0.share > 0 }.count - 1
      if others > 0 {
        sink.warn(
          line,
          Phrase(
            trLater(
              "{count} other numeric answers dropped: the numeric type takes one value and "
                + "tolerance"), ["count": .number(others)]))
      }
      map["type"] = "numeric"
      map["value"] = .double(value)
      if tolerance != 0 { map["tolerance"] = .double(abs(tolerance)) }
      let units = element.child("units")?.children("unit") ?? []
      let base = units.first { Double($0.value("multiplier") ?? "1") == 1 }
      if let name = base?.value("unit_name"), !name.isEmpty { map["unit"] = .string(name) }
      if units.count > (base == nil ? 0 : 1) {
        sink.warn(
          line,
          Phrase(
            trLater("units with a multiplier other than 1 dropped (the numeric type has one unit)"))
        )
      }
      return true
    }
  }
}
