import Foundation
import Localization
import QuizCore

/// Moodle XML question files (`<quiz><question type="...">...`): multiple choice, true/false,
/// short answer and numerical questions become Trivium's types; categories title the
/// questions that follow; the picture of a question text is kept as a file of the game.
enum MoodleXMLImporter {
  static func read(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError) -> String? {
    var category: String?
    var pictures = MoodleXMLPictures()
    // Each <question> of the <quiz> is read as soon as it is closed, then let go.
    let root = try XMLDocumentReader.read(
      bytes, file: sink.file,
      stream: (root: "quiz", child: "question")
    ) { element in
      let type = element.attributes["type"] ?? ""
      if type == "category" {
        category = element.innerText("category").flatMap(MoodleXML.categoryTitle)
        return
      }
      var reader = QuestionReader(element: element, type: type)
      guard var map = reader.question(into: &sink) else { return }
      if let title = category { map["title"] = .string(title) }
      if let text = element.child("questiontext"),
        let picture = pictures.picture(of: text, line: element.line, into: &sink)
      {
        map["picture"] = .string(picture)
      } else if let picture = pictures.legacyPicture(of: element, into: &sink) {
        map["picture"] = .string(picture)
      }
      sink.add(map, line: element.line)
    }
    guard root.name == "quiz" else {
      throw ImportError(
        .malformed, file: sink.file, line: root.line,
        words: Phrase(
          trLater("is not Moodle XML: its root element is <{root}>, not <quiz>"),
          ["root": .text(root.name)]))
    }
    sink.files = pictures.files
    return nil
  }

  /// One `<question>` read into a Trivium question map, or skipped with its reason.
  struct QuestionReader {
    let element: ElementNode
    let type: String
    let format: MoodleTextFormat

    init(element: ElementNode, type: String) {
      self.element = element
      self.type = type
      format = MoodleXML.textFormat(element.child("questiontext")?.attributes["format"])
    }

    var line: Int { element.line }

    /// The text of `node`'s `<text>` child as markup, in its own format or else `fallback`.
    func markup(_ node: ElementNode?, fallback: MoodleTextFormat) -> String {
      guard let node else { return "" }
      let raw = MoodleXML.trimmed(node.child("text")?.text ?? "")
      let given = node.attributes["format"].map { MoodleXML.textFormat($0) } ?? fallback
      return MoodleXML.removingPictureReferences(MoodleText.toMarkup(raw, format: given))
    }

    /// The `<answer>`s as Moodle stores them: text (markup when `formatted`, else plain),
    /// fraction and tolerance; nil (and skipped) when a fraction is not a number.
    mutating func answers(formatted: Bool, into sink: inout Collector) -> [MoodleAnswer]? {
      var list: [MoodleAnswer] = []
      for answer in element.children("answer") {
        guard let share = MoodleXML.share(ofFraction: answer.attributes["fraction"]) else {
          sink.skip(answer.line, Phrase(trLater("the answer's fraction is not a number")))
          return nil
        }
        let text =
          formatted
          ? markup(answer, fallback: format)
          : MoodleXML.trimmed(answer.child("text")?.text ?? "")
        // Shown once a checked answer picked it (MoodleAnswers keeps it where a type can).
        let feedback = markup(answer.child("feedback"), fallback: format)
        let tolerance = answer.value("tolerance").flatMap { Double($0) } ?? 0
        // Moodle leaves out answers without text.
        if !text.isEmpty {
          list.append(
            MoodleAnswer(
              text: text, fraction: share, feedback: feedback, tolerance: tolerance,
              line: answer.line))
        }
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
      let kinds = [
        "multichoice", "truefalse", "shortanswer", "numerical", "matching", "description", "essay",
        "cloze", "multianswer",
      ]
      guard kinds.contains(type) else {
        sink.skip(
          line,
          Phrase(
            trLater("the question type '{type}' is not one Trivium reads"), ["type": .text(type)]))
        return nil
      }
      var map = ValueMap()
      var parts: [Value] = []
      var questionText = element.child("questiontext")
      if type == "cloze" || type == "multianswer", let node = questionText {
        // The embedded answers are read from the text as stored, before its format is.
        switch MoodleCloze.read(node.child("text")?.text ?? "", format: format) {
        case .failure(let problem):
          sink.skip(line, problem.words)
          return nil
        case .success(let (text, read)):
          guard !read.isEmpty else {
            sink.skip(line, Phrase(trLater("the embedded-answers question holds no answer")))
            return nil
          }
          parts = read
          questionText = node.replacingText(text)
        }
      }
      let text = markup(questionText, fallback: .html)
      guard !text.isEmpty else {
        sink.skip(line, Phrase(trLater("the question has no text")))
        return nil
      }
      map["text"] = .string(text)
      let feedback = markup(element.child("generalfeedback"), fallback: format)
      if !feedback.isEmpty { map["explanation"] = .string(feedback) }
      switch type {
      case "cloze", "multianswer":
        map["type"] = "cloze"
        map["parts"] = .array(parts)
        return map
      case "matching": return matching.map(into: &map, sink: &sink) ? map : nil
      case "description":
        map["type"] = "description"
        return map
      case "essay":
        // Moodle's information for graders is what a good answer holds.
        map["type"] = "essay"
        let reference = markup(element.child("graderinfo"), fallback: format)
        if !reference.isEmpty { map["reference"] = .string(reference) }
        return map
      default: break
      }
      guard var answers = moodleAnswers(into: &sink) else { return nil }
      let kept = answers.map(into: &map, sink: &sink)
      return kept ? map : nil
    }

    /// Question types Moodle has that Trivium's types cannot hold, and why.
    static let unsupported: [String: Phrase] = {
      let datasets = Phrase(trLater("its numbers are drawn from datasets when played"))
      return [
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

    /// A `matching` question's sub-questions; Moodle shuffles them unless told not to.
    var matching: MoodleMatching {
      let pairs = element.children("subquestion").map { sub in
        MoodleMatching.Pair(
          left: markup(sub, fallback: format),
          right: (sub.child("answer")?.child("text")?.text ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines),
          line: sub.line)
      }
      let shuffle = element.value("shuffleanswers").map(MoodleXML.flag)
      return MoodleMatching(line: line, pairs: pairs, shuffle: shuffle ?? true)
    }

    /// The question's kind and answers, format-neutral; nil when skipped.
    mutating func moodleAnswers(into sink: inout Collector) -> MoodleAnswers? {
      switch type {
      case "multichoice":
        guard let answers = answers(formatted: true, into: &sink) else { return nil }
        // Moodle reads a missing `<single>` as one answer only.
        let single = element.value("single").map { !($0 == "false" || $0.isEmpty || $0 == "0") }
        // Unlike a matching question's, a missing `<shuffleanswers>` is no shuffle here.
        return MoodleAnswers(
          kind: .multichoice(single: single ?? true), line: line, answers: answers,
          shuffle: element.value("shuffleanswers").map(MoodleXML.flag) ?? false,
          numbering: element.value("answernumbering") ?? "abc")
      case "truefalse":
        guard let answers = answers(formatted: false, into: &sink), !answers.isEmpty else {
          sink.skip(line, Phrase(trLater("a true/false question needs its answers")))
          return nil
        }
        return MoodleAnswers(kind: .trueFalse, line: line, answers: answers)
      case "shortanswer":
        guard let answers = answers(formatted: false, into: &sink) else { return nil }
        return MoodleAnswers(
          kind: .shortAnswer, line: line, answers: answers,
          caseSensitive: element.value("usecase") == "1")
      default:
        guard let answers = answers(formatted: false, into: &sink) else { return nil }
        let units = element.child("units")?.children("unit") ?? []
        let base = units.first { Double($0.value("multiplier") ?? "1") == 1 }
        return MoodleAnswers(
          kind: .numerical, line: line, answers: answers, unit: base?.value("unit_name"),
          otherUnits: units.count > (base == nil ? 0 : 1))
      }
    }
  }
}
