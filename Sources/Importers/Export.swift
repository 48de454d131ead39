import Localization
import QuizCore

/// The formats `trivium export` writes: each is read back by the importer of the same name.
public enum ExportFormat: String, CaseIterable, Sendable, Hashable {
  /// Moodle's GIFT text format.
  case gift
  /// The Aiken multiple-choice text format.
  case aiken
  /// Moodle's XML question format.
  case moodleXML = "moodle-xml"
  /// Open Trivia DB API JSON.
  case opentdb

  /// The import format that reads what this one writes.
  public var importFormat: ImportFormat {
    switch self {
    case .gift: .gift
    case .aiken: .aiken
    case .moodleXML: .moodleXML
    case .opentdb: .opentdb
    }
  }

  /// The format's name in messages.
  var displayName: String {
    switch self {
    case .gift: "GIFT"
    case .aiken: "Aiken"
    case .moodleXML: "Moodle XML"
    case .opentdb: "Open Trivia DB"
    }
  }
}

/// A question left out of an export, and why.
public struct ExportProblem: Error, Sendable, Hashable, CustomStringConvertible, Translatable {
  /// The question's id.
  public var question: String
  /// Why it was not written, as words translated at the edge.
  public var words: Phrase
  /// Why it was not written, in English.
  public var message: String { words.description }

  /// `question 'ID': message`.
  public var description: String { sentence.description }

  /// `question 'ID': message`, as words and values.
  public var sentence: Phrase {
    Phrase(
      trLater("question '{id}': {message}"), ["id": .text(question), "message": .phrase(words)])
  }
}

/// What an export wrote: the file's text, the questions written and those left out.
public struct ExportedQuiz: Sendable, Hashable {
  /// The whole file.
  public var text: String
  /// The ids of the questions written, in order.
  public var written: [String]
  /// One problem per question not written, in order.
  public var leftOut: [ExportProblem]
  /// Parts of written questions the format has no place for, each with how many lost it.
  public var droppedParts: [Phrase]
  /// `droppedParts` in English.
  public var dropped: [String] { droppedParts.map(\.description) }
}

/// Writes one format, question by question; an entry either is written or says why not.
protocol QuizWriter {
  /// The forms of question the format can hold.
  static var forms: Set<ExportForm> { get }
  /// The format written.
  static var format: ExportFormat { get }
  /// Whether the format embeds a question's picture file.
  static var carriesPictures: Bool { get }
  /// Appends `question`, or returns why the format cannot hold it. Parts it drops are
  /// counted in `dropped`.
  mutating func add(_ question: ExportQuestion, dropped: inout DroppedParts) -> Phrase?
  /// Whether the format has a place (a comment) for the game's attribution.
  static var carriesAttribution: Bool { get }
  /// The whole file, naming `attribution` (who made the questions, under what licence) where
  /// the format has a place for it.
  func finish(title: String, attribution: String?) -> String
}

extension QuizWriter {
  static var carriesPictures: Bool { false }
  static var carriesAttribution: Bool { false }
}

/// Parts of questions an export drops, counted per kind.
struct DroppedParts {
  private(set) var counts: [(Phrase, Int)] = []

  mutating func note(_ what: Phrase) {
    if let index = counts.firstIndex(where: { $0.0 == what }) {
      counts[index].1 += 1
    } else {
      counts.append((what, 1))
    }
  }

  var lines: [Phrase] {
    counts.map { part, count in
      count == 1
        ? Phrase(trLater("{part} (1 question)"), ["part": .phrase(part)])
        : Phrase(
          trLater("{part} ({n} questions)"), ["part": .phrase(part), "n": .number(count)])
    }
  }
}

/// Writes games in other quiz formats: every question the format can hold, and why each
/// other one is left out.
public enum Exporter {
  /// The file of `format` holding `questions` (a game's question maps) of a game `title`,
  /// each read by its type in `types` into its canonical shape: a type that gives none, or
  /// that fails to, leaves its questions out, saying why. `picture` gives the file a
  /// question's `picture` names (its name and bytes), for the formats that embed pictures;
  /// without it, questions with pictures are left out. The game's `attribution` goes into the
  /// file where the format has a place for it.
  public static func export(
    _ questions: [Value], types: QuestionTypes, format: ExportFormat, title: String,
    attribution: String? = nil, picture: ((String) -> ImportedFile?)? = nil
  ) -> ExportedQuiz {
    let named = (title: title, attribution: attribution)
    let shaped = questions.enumerated().map { index, question in
      shape(question, index: index, types: types, format: format)
    }
    switch format {
    case .gift: return run(GiftExporter(), shaped, named, picture: picture)
    case .aiken: return run(AikenExporter(), shaped, named, picture: picture)
    case .moodleXML: return run(MoodleXMLExporter(), shaped, named, picture: picture)
    case .opentdb: return run(OpenTDBExporter(), shaped, named, picture: picture)
    }
  }

  /// `question` in its type's canonical shape, or why it has none.
  private static func shape(
    _ question: Value, index: Int, types: QuestionTypes, format: ExportFormat
  ) -> Result<ExportQuestion, ExportProblem> {
    guard case .map(let map) = question, let typeID = map["type"]?.stringValue else {
      return .failure(
        ExportProblem(question: "#\(index + 1)", words: Phrase(trLater("is not a question map"))))
    }
    let id = map["id"]?.stringValue ?? "#\(index + 1)"
    let names: [String: Phrase.Value] = [
      "type": .text(typeID), "format": .text(format.displayName),
    ]
    do {
      // The type's one reading of its questions; like `validate`, a pure call.
      guard let shape = try types.type(typeID).shape(question, random: SeededRandom(seed: 0))
      else {
        return .failure(
          ExportProblem(
            question: id,
            words: Phrase(
              trLater(
                "'{type}' questions cannot be exported: their type gives no shape (the "
                  + "canonical form every format is written from)"), names)))
      }
      return .success(ExportQuestion(id: id, type: typeID, shape: shape))
    } catch .unknownQuestionType {
      return .failure(
        ExportProblem(
          question: id,
          words: Phrase(trLater("'{type}' questions are not representable in {format}"), names)))
    } catch {
      return .failure(ExportProblem(question: id, words: error.sentence))
    }
  }

  /// Whether `format` writes a game's attribution into the file (GIFT and Moodle XML, as a
  /// comment); for the others the command says it on standard error.
  public static func carriesAttribution(_ format: ExportFormat) -> Bool {
    switch format {
    case .gift: GiftExporter.carriesAttribution
    case .aiken: AikenExporter.carriesAttribution
    case .moodleXML: MoodleXMLExporter.carriesAttribution
    case .opentdb: OpenTDBExporter.carriesAttribution
    }
  }

  /// The forms of question `format` can hold.
  static func writerForms(_ format: ExportFormat) -> Set<ExportForm> {
    switch format {
    case .gift: GiftExporter.forms
    case .aiken: AikenExporter.forms
    case .moodleXML: MoodleXMLExporter.forms
    case .opentdb: OpenTDBExporter.forms
    }
  }

  private static func run<Writer: QuizWriter>(
    _ writer: Writer, _ questions: [Result<ExportQuestion, ExportProblem>],
    _ named: (title: String, attribution: String?), picture: ((String) -> ImportedFile?)?
  ) -> ExportedQuiz {
    var writer = writer
    var dropped = DroppedParts()
    var written: [String] = []
    var leftOut: [ExportProblem] = []
    for shaped in questions {
      var question: ExportQuestion
      switch shaped {
      case .success(let shape): question = shape
      case .failure(let problem):
        leftOut.append(problem)
        continue
      }
      if let name = question.picture, Writer.carriesPictures {
        question.pictureFile = picture?(name)
      }
      let reason: Phrase?
      let names: [String: Phrase.Value] = [
        "type": .text(question.type), "format": .text(Writer.format.displayName),
        "name": .text(question.picture ?? ""),
      ]
      if !Writer.forms.contains(question.form) {
        reason = Phrase(trLater("'{type}' questions are not representable in {format}"), names)
      } else if question.isChoice, !question.rightKeysAreOptions {
        reason = Phrase(trLater("its answer names no option's key"))
      } else if question.picture != nil, !Writer.carriesPictures {
        reason = Phrase(
          trLater("it shows a picture ('{name}'), which {format} cannot carry"), names)
      } else if question.picture != nil, question.pictureFile == nil {
        reason = Phrase(trLater("its picture '{name}' cannot be read"), names)
      } else if question.hasCode {
        reason = Phrase(trLater("it holds a code block, which {format} has no place for"), names)
      } else {
        reason = writer.add(question, dropped: &dropped)
      }
      if let reason {
        leftOut.append(ExportProblem(question: question.id, words: reason))
      } else {
        written.append(question.id)
      }
    }
    return ExportedQuiz(
      text: writer.finish(title: named.title, attribution: named.attribution), written: written,
      leftOut: leftOut,
      droppedParts: dropped.lines)
  }

  /// A number as every format reads it back exactly (`3`, `0.25`, `1e-07`).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
