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
public struct ExportProblem: Sendable, Hashable, CustomStringConvertible, Translatable {
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
  /// The types the format can hold.
  static var types: Set<String> { get }
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
  /// The file of `format` holding `questions` (maps of the built-in types) of a game `title`.
  /// `picture` gives the file a question's `picture` names (its name and bytes), for the
  /// formats that embed pictures; without it, questions with pictures are left out. The
  /// game's `attribution` goes into the file where the format has a place for it.
  public static func export(
    _ questions: [Value], format: ExportFormat, title: String, attribution: String? = nil,
    picture: ((String) -> ImportedFile?)? = nil
  ) -> ExportedQuiz {
    let named = (title: title, attribution: attribution)
    switch format {
    case .gift: return run(GiftExporter(), questions, format: format, named, picture: picture)
    case .aiken: return run(AikenExporter(), questions, format: format, named, picture: picture)
    case .moodleXML:
      return run(MoodleXMLExporter(), questions, format: format, named, picture: picture)
    case .opentdb:
      return run(OpenTDBExporter(), questions, format: format, named, picture: picture)
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

  /// The question types `format` can hold.
  static func writerTypes(_ format: ExportFormat) -> Set<String> {
    switch format {
    case .gift: GiftExporter.types
    case .aiken: AikenExporter.types
    case .moodleXML: MoodleXMLExporter.types
    case .opentdb: OpenTDBExporter.types
    }
  }

  private static func run<Writer: QuizWriter>(
    _ writer: Writer, _ questions: [Value], format: ExportFormat,
    _ named: (title: String, attribution: String?), picture: ((String) -> ImportedFile?)?
  ) -> ExportedQuiz {
    var writer = writer
    var dropped = DroppedParts()
    var written: [String] = []
    var leftOut: [ExportProblem] = []
    for (index, value) in questions.enumerated() {
      guard var question = ExportQuestion(value, index: index) else {
        leftOut.append(
          ExportProblem(
            question: "#\(index + 1)", words: Phrase(trLater("is not a question map"))))
        continue
      }
      if let name = question.picture, Writer.carriesPictures {
        question.pictureFile = picture?(name)
      }
      let reason: Phrase?
      let names: [String: Phrase.Value] = [
        "type": .text(question.type), "format": .text(format.displayName),
        "name": .text(question.picture ?? ""),
      ]
      if !Writer.types.contains(question.type) {
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
