import Confined
import ContentFormats
import Foundation
import Localization
import QuizCore
import UserFiles

/// The quiz file formats `trivium import` reads.
public enum ImportFormat: String, CaseIterable, Sendable, Hashable {
  /// The seed's picture-guess `questions.plist`.
  case plist
  /// The seed's question-bank JSON records (`questionid`, `questiontype` 1-5...).
  case bank
  /// An Open Trivia DB API response or dump.
  case opentdb
  /// Moodle's GIFT text format.
  case gift
  /// The Aiken multiple-choice text format.
  case aiken
  /// Moodle's XML question format.
  case moodleXML = "moodle-xml"
}

/// How `urlLegacy`, `base64` or HTML-entity text of an Open Trivia DB file is decoded.
public enum TextEncoding: String, CaseIterable, Sendable, Hashable {
  /// HTML entities (`&quot;`), the API's default.
  case html
  /// Percent-encoding with `+` for a space (`encode=urlLegacy`).
  case urlLegacy
  /// RFC 3986 percent-encoding (`encode=url3986`).
  case url3986
  /// Base64 of UTF-8 (`encode=base64`).
  case base64
}

/// What an import may be told besides the file.
public struct ImportOptions: Sendable, Hashable {
  /// The game's title; by default one the format gives, else the file's name.
  public var title: String?
  /// The text encoding of an Open Trivia DB file; detected when nil.
  public var encoding: TextEncoding?
  /// How messages name the file; by default its path.
  public var displayName: String?

  /// Options with every field given or defaulted.
  public init(title: String? = nil, encoding: TextEncoding? = nil, displayName: String? = nil) {
    self.title = title
    self.encoding = encoding
    self.displayName = displayName
  }
}

/// One thing an importer noticed, placed at its file and line.
public struct ImportProblem: Sendable, Hashable, CustomStringConvertible, Translatable {
  /// The file, as the user named it.
  public var file: String
  /// The line in `file`, from 1, when the format tells.
  public var line: Int?
  /// What is odd or lost, as words of ours and values (a quoted text of the file).
  public var words: Phrase
  /// What is odd or lost, in English.
  public var message: String { words.description }

  /// A problem at `file:line`, in words not (yet) in the catalogue.
  public init(file: String, line: Int?, message: String) {
    self.init(file: file, line: line, words: .verbatim(message))
  }

  /// A problem at `file:line`, in words of ours translated at the edge.
  public init(file: String, line: Int?, words: Phrase) {
    self.file = file
    self.line = line
    self.words = words
  }

  /// `FILE:LINE: message` on one line: a quoted text's line breaks and control characters
  /// are shown as escapes (`\n`), and a very long one is cut.
  public var description: String { Untrusted.line(sentence.description) }

  /// `FILE:LINE: message` as words and values (`Untrusted.line` makes it one line when shown).
  public var sentence: Phrase {
    let place = line.map { "\(file):\($0)" } ?? file
    return Phrase(
      trLater("{place}: {problem}"), ["place": .text(place), "problem": .phrase(words)])
  }

  /// The problem in the interface language, on one line as `description` is.
  public var shown: String { Untrusted.line(sentence.translated) }
}

/// A game read from another format: questions ready for `questions.json`, and what was lost.
public struct ImportedGame: Sendable, Hashable {
  /// The game's title.
  public var title: String
  /// The questions as maps of the built-in types, each with an `id` and a `type`.
  public var questions: [Value]
  /// The line each question starts on in the source file (parallel to `questions`).
  public var lines: [Int?]
  /// How many entries of the file were not imported.
  public var skipped: Int
  /// Every problem found, in file order.
  public var problems: [ImportProblem]
  /// Files the questions name (pictures), to be written into the game folder.
  public var files: [ImportedFile] = []
}

/// An error that stops an import: the file cannot be read or is not of the format at all.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible, Translatable {
  /// What stopped the import.
  public enum Kind: String, Sendable, Hashable {
    /// The file is missing or cannot be read.
    case unreadable
    /// The file is not text, JSON or a property list where the format needs one.
    case malformed
    /// An Open Trivia DB error response (`response_code` 1-5) or a session-token response.
    case apiResponse
  }

  /// What stopped the import.
  public var kind: Kind
  /// The problem, with its place.
  public var problem: ImportProblem

  /// An error of `kind` at `file:line`.
  public init(_ kind: Kind, file: String, line: Int? = nil, message: String) {
    self.kind = kind
    self.problem = ImportProblem(file: file, line: line, message: message)
  }

  /// An error of `kind` at `file:line`, in words of ours translated at the edge.
  public init(_ kind: Kind, file: String, line: Int? = nil, words: Phrase) {
    self.kind = kind
    self.problem = ImportProblem(file: file, line: line, words: words)
  }

  /// `FILE:LINE: message`.
  public var description: String { problem.description }

  /// `FILE:LINE: message` as words and values.
  public var sentence: Phrase { problem.sentence }
}

/// Reads quiz files of other formats as Trivium questions.
public enum Importer {
  /// The format of the file at `path`, from its extension, else from a look at its content.
  public static func detectFormat(path: String) -> ImportFormat? {
    let url = URL(fileURLWithPath: path)
    switch url.pathExtension.lowercased() {
    case "plist": return .plist
    case "gift": return .gift
    case "aiken": return .aiken
    case "xml": return .moodleXML
    default: break
    }
    guard var bytes = try? InputFile.read(path) else { return nil }
    if let mark = ByteOrderMark.of(bytes) { bytes = mark.utf8(bytes) ?? bytes }
    return sniff(Array(bytes.prefix(65_536)))
  }

  /// The format the start of a file looks like, or nil.
  static func sniff(_ head: [UInt8]) -> ImportFormat? {
    let text = String(decoding: head, as: UTF8.self)
    if text.contains("<quiz") { return .moodleXML }
    if text.hasPrefix("bplist") || text.contains("<plist") { return .plist }
    if text.contains("\"questiontype\"") || text.contains("\"questionid\"") { return .bank }
    if text.contains("\"results\"") && text.contains("\"correct_answer\"")
      || text.contains("\"response_code\"")
    {
      return .opentdb
    }
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if lines.contains(where: { $0.uppercased().hasPrefix("ANSWER:") }),
      lines.contains(where: { AikenImporter.optionLetter(of: $0) != nil })
    {
      return .aiken
    }
    if text.contains("{") && text.contains("}") || text.contains("::") { return .gift }
    return nil
  }

  /// Imports the file at `path` as `format`. With `each`, every question goes there with its
  /// line as soon as it is read instead of being kept: the game returned then has no
  /// questions, and a big file is never held as questions all at once.
  public static func importGame(
    format: ImportFormat, path: String, options: ImportOptions = ImportOptions(),
    each: ((Value, Int?) -> Void)? = nil
  ) throws(ImportError) -> ImportedGame {
    let display = options.displayName ?? path
    let bytes: [UInt8]
    do { bytes = try InputFile.read(path) } catch {
      throw ImportError(.unreadable, file: display, words: error.phrase)
    }
    var named = options
    named.displayName = display
    if named.title == nil {
      named.title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
    return try importGame(format: format, bytes: bytes, options: named, each: each)
  }

  /// Imports `bytes` as `format`; `options.displayName` names the file in problems. With
  /// `each`, every question goes there as it is read (see `importGame(format:path:each:)`).
  public static func importGame(
    format: ImportFormat, bytes: [UInt8], options: ImportOptions = ImportOptions(),
    each: ((Value, Int?) -> Void)? = nil
  ) throws(ImportError) -> ImportedGame {
    let display = options.displayName ?? "input"
    var sink = Collector(file: display)
    sink.each = each
    let bytes = try unicode(bytes, into: &sink)
    let title: String?
    switch format {
    case .plist: title = try PlistImporter.read(bytes, into: &sink)
    case .bank: title = try BankImporter.read(bytes, into: &sink)
    case .opentdb: title = try OpenTDBImporter.read(bytes, encoding: options.encoding, into: &sink)
    case .gift: title = try GiftImporter.read(bytes, into: &sink)
    case .aiken: title = try AikenImporter.read(bytes, into: &sink)
    case .moodleXML: title = try MoodleXMLImporter.read(bytes, into: &sink)
    }
    return ImportedGame(
      title: options.title ?? title ?? "Imported questions", questions: sink.questions,
      lines: sink.lines, skipped: sink.skipped, problems: sink.problems, files: sink.files)
  }

  /// `bytes` as UTF-8 without a byte-order mark: a UTF-16 file (told by its mark) is decoded,
  /// and the encoding found is reported.
  static func unicode(_ bytes: [UInt8], into sink: inout Collector) throws(ImportError)
    -> [UInt8]
  {
    guard let mark = ByteOrderMark.of(bytes) else { return bytes }
    guard let converted = mark.utf8(bytes) else {
      throw ImportError(
        .malformed, file: sink.file,
        words: Phrase(
          trLater("starts with a {encoding} byte-order mark but is not valid {encoding} text"),
          ["encoding": .text(mark.rawValue)]))
    }
    if mark != .utf8 {
      sink.warn(
        nil,
        Phrase(
          trLater("is {encoding} text (found by its byte-order mark): read as such"),
          ["encoding": .text(mark.rawValue)]))
    }
    return converted
  }

  /// The UTF-8 text of `bytes`, or an error at the first bad byte.
  static func text(_ bytes: [UInt8], file: String) throws(ImportError) -> String {
    try checkText(bytes, file: file)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Checks that `bytes` are UTF-8 without copying them; the error is at the first bad byte.
  static func checkText(_ bytes: [UInt8], file: String) throws(ImportError) {
    do { try UTF8Text.check(bytes) } catch {
      throw ImportError(.malformed, file: file, line: error.line, words: error.sentence)
    }
  }

  /// The JSON value of `bytes`, with its syntax errors placed.
  static func json(_ bytes: [UInt8], file: String) throws(ImportError) -> Value {
    do {
      return try JSONFile.value(of: bytes, display: file)
    } catch {
      throw ImportError(.malformed, file: file, line: error.line, words: error.phrase)
    }
  }
}

/// Gathers what an importer finds: questions with their lines, skips and problems.
struct Collector {
  let file: String
  var questions: [Value] = []
  var lines: [Int?] = []
  var skipped = 0
  var problems: [ImportProblem] = []
  var files: [ImportedFile] = []
  /// How many questions were added, kept in `questions` or handed to `each`.
  private(set) var added = 0
  /// Where each question goes as it is read, when the caller streams them; nil: `questions`.
  var each: ((Value, Int?) -> Void)?

  init(file: String) { self.file = file }

  /// Adds `question` (a map without an id), giving it the next free `q<number>` id.
  mutating func add(_ question: consuming ValueMap, line: Int?) {
    added += 1
    // Taken, not copied: a map the caller still held would be copied whole by the write.
    var map = question
    // Not interpolated: a short id built so stays in the string itself, with no storage.
    if map["id"] == nil { map["id"] = .string("q" + String(added)) }
    if let each {
      each(.map(map), line)
    } else {
      questions.append(.map(map))
      lines.append(line)
    }
  }

  /// Reports a problem that does not cost the question.
  mutating func warn(_ line: Int?, _ message: String) { warn(line, .verbatim(message)) }

  /// Reports a problem that does not cost the question, in words of ours.
  mutating func warn(_ line: Int?, _ words: Phrase) {
    problems.append(ImportProblem(file: file, line: line, words: words))
  }

  /// Reports why the entry at `line` is not imported.
  mutating func skip(_ line: Int?, _ message: String) { skip(line, .verbatim(message)) }

  /// Reports why the entry at `line` is not imported, in words of ours.
  mutating func skip(_ line: Int?, _ words: Phrase) {
    skipped += 1
    problems.append(
      ImportProblem(
        file: file, line: line,
        words: Phrase(trLater("{problem} (skipped)"), ["problem": .phrase(words)])))
  }
}

/// How importers name what a problem is about, in words translated at the edge.
enum Subject {
  /// "question 'q7'": a question by the id the file gives it.
  static func question(_ id: String) -> Phrase {
    Phrase(trLater("question '{id}'"), ["id": .text(id)])
  }

  /// "question #3": a question by its place in the file, from 1.
  static func question(number: Int) -> Phrase {
    Phrase(trLater("question #{number}"), ["number": .number(number)])
  }

  /// "record #3": an entry that is not (yet) known to be a question.
  static func record(number: Int) -> Phrase {
    Phrase(trLater("record #{number}"), ["number": .number(number)])
  }

  /// "question #3: problem".
  static func about(_ subject: Phrase, _ problem: Phrase) -> Phrase {
    Phrase(
      trLater("{subject}: {problem}"), ["subject": .phrase(subject), "problem": .phrase(problem)])
  }
}

/// Option keys A, B, C... as the choice types name them by position.
enum OptionKeys {
  static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ").map(String.init)

  /// The key of the option at `index`, counted from 0.
  static func key(_ index: Int) -> String {
    index < letters.count ? letters[index] : String(index + 1)
  }

  /// `{key, text}` maps, so that an option reading "B: text" is not taken for a key; each
  /// with its `feedback` when `feedback` gives a non-empty one.
  static func options(_ texts: [String], feedback: [String] = []) -> Value {
    .array(
      texts.enumerated().map { index, text in
        option(index, text, feedback: index < feedback.count ? feedback[index] : "")
      })
  }

  /// The option at `index`: its key and text, and its weight and feedback when given.
  static func option(_ index: Int, _ text: String, weight: Double? = nil, feedback: String = "")
    -> Value
  {
    // Written in key order into one buffer of the right size: the map is built once, not
    // grown and searched key by key.
    var entries: [ValueMap.Entry] = []
    entries.reserveCapacity(2 + (weight == nil ? 0 : 1) + (feedback.isEmpty ? 0 : 1))
    if !feedback.isEmpty { entries.append(.init(key: "feedback", value: .string(feedback))) }
    entries.append(.init(key: "key", value: .string(key(index))))
    entries.append(.init(key: "text", value: .string(text)))
    if let weight { entries.append(.init(key: "weight", value: .double(weight))) }
    return .map(ValueMap(uniqueEntries: consume entries))
  }
}
