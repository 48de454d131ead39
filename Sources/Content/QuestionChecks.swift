import Confined
import ContentFormats
import Foundation
import Localization
import QuizCore

/// The checks every question passes whatever its source: the fields the engine reads itself
/// (docs/plugin-api.md). Each type's own fields are its plugin's `validate` to check.
struct QuestionChecks {
  /// The question file, as errors name it.
  var file: String
  /// The game folder pictures are looked up in; nil for none (every picture is then missing).
  var folder: URL?
  /// The folder as messages name it.
  var folderDisplay: String
  /// The ids of the question types that exist.
  var knownTypes: Set<ByteString>
  /// Why a type that is not known is missing, by id (see `GameLoader.unavailableTypes`).
  var unavailableTypes: [String: Phrase] = [:]

  /// Optional fields of every question that must be strings when present.
  static let stringFields = [
    "text", "title", "explanation", "picture", "type_label", "code", "language",
  ]

  /// The questions, checked, with `picture` resolved; warnings for missing pictures.
  /// `lines` holds the line each question starts on, when the file format tells.
  func check(_ items: [Value], lines: [Int] = []) throws(ContentError) -> (
    questions: [Value], warnings: [ContentWarning]
  ) {
    var ids = QuestionIDs()
    return try check(items, lines: lines, ids: &ids)
  }

  /// `check`, the ids of `ids` (those of the game's files read before) taken, and this file's
  /// added to them: ids are unique in the whole game, whatever file holds each.
  func check(_ items: [Value], lines: [Int], ids firstWithID: inout QuestionIDs)
    throws(ContentError) -> (questions: [Value], warnings: [ContentWarning])
  {
    var questions: [Value] = []
    var numbers: [Int] = []
    var warnings: [ContentWarning] = []
    var problems: [ContentError] = []
    firstWithID.files.append(file)
    for (index, item) in items.enumerated() {
      let number = index + 1
      let line = index < lines.count ? lines[index] : nil
      // Every question is checked, whatever the ones before it held: one run, every problem.
      do throws(ContentError) {
        let (question, warning) = try checkOne(
          item, number: number, line: line, firstWithID: &firstWithID)
        questions.append(question)
        numbers.append(number)
        if let warning { warnings.append(warning) }
      } catch {
        problems.append(error)
      }
    }
    if var first = problems.first {
      first.more = Array(problems.dropFirst())
      first.accepted = questions
      first.acceptedNumbers = numbers
      throw first
    }
    return (questions, warnings)
  }

  /// One question checked: the map with `picture` resolved, and a warning for a missing one.
  private func checkOne(
    _ item: Value, number: Int, line: Int?, firstWithID: inout QuestionIDs
  ) throws(ContentError) -> (Value, ContentWarning?) {
    guard case .map(var map) = item else {
      throw ContentError(
        .wrongType, file: file, line: line, questionNumber: number,
        words: Phrase(trLater("must be a map, not {found}"), ["found": .phrase(kindPhrase(item))]))
    }
    var fields = Fields(map, file: file, questionNumber: number)
    fields.line = line
    let id = try fields.string("id", required: true)!
    fields.questionID = id
    if let first = firstWithID.first(ByteString(id)) {
      throw fields.error(
        .duplicateID, "id",
        first.file == file
          ? Phrase(
            trLater("duplicate id: question #{number} has the id '{id}' too"),
            ["number": .number(first.number), "id": .text(id)])
          : Phrase(
            trLater("duplicate id: question #{number} of {file} has the id '{id}' too"),
            ["number": .number(first.number), "file": .text(first.file), "id": .text(id)]))
    }
    firstWithID.add(ByteString(id), number: number)
    let type = try fields.string("type", required: true)!
    guard knownTypes.contains(ByteString(type)) else {
      if let why = unavailableTypes[type] { throw fields.error(.unknownType, "type", why) }
      let known = knownTypes.sorted().map(\.string).joined(separator: ", ")
      throw fields.error(
        .unknownType, "type",
        Phrase(
          trLater("unknown question type '{type}' (known types: {known})"),
          ["type": .text(type), "known": .text(known)]))
    }
    for key in Self.stringFields { _ = try fields.string(key) }
    try fields.number("points")
    var warning: ContentWarning?
    if let picture = try fields.string("picture") {
      let (resolved, found) = try resolve(picture: picture, fields: fields)
      map["picture"] = .string(resolved)
      warning = found
    }
    return (.map(map), warning)
  }

  /// The picture's file name in the folder. The seed names pictures without an extension
  /// (`UIImage imageNamed:`), so `name.png` is tried too; a missing file is only a warning.
  private func resolve(picture: String, fields: Fields) throws(ContentError)
    -> (String, ContentWarning?)
  {
    guard isPlainRelativePath(picture) else {
      throw fields.error(
        .badValue, "picture",
        Phrase(
          trLater("field 'picture' must name a file inside the game folder, not '{picture}'"),
          ["picture": .text(picture)]))
    }
    var refusal: ConfinedError?
    if let folder {
      let game = ConfinedFolder.game(folder, display: folderDisplay)
      for candidate in [picture, picture + ".png"] {
        do {
          if try game.kind(of: candidate) == .file { return (candidate, nil) }
        } catch  where error.reason != .missing {
          refusal = refusal ?? error
        } catch {}
      }
    }
    // A picture that leaves the folder or is no file is never read: a placeholder shows.
    let why =
      refusal.map {
        Phrase(
          trLater("picture '{picture}' {problem} (a placeholder is shown)"),
          ["picture": .text(picture), "problem": .phrase($0.problemPhrase)])
      }
      ?? Phrase(
        trLater("picture '{picture}' is not in {folder} (a placeholder is shown)"),
        ["picture": .text(picture), "folder": .text(folderDisplay)])
    let warning = ContentWarning(
      .missingPicture, file: file, questionID: fields.questionID, field: "picture", words: why)
    return (picture, warning)
  }

  /// A seed-format record as a `letters` question (`SeedRecords`), its problem said as the
  /// loader says a question's.
  static func fromSeedRecord(_ item: Value, number: Int, file: String) throws(ContentError)
    -> Value
  {
    do { return try SeedRecords.letters(item, number: number) } catch {
      throw Fields(ValueMap(), file: file, questionID: "q\(number)", questionNumber: number)
        .error(error)
    }
  }
}

/// The ids of a game's questions read so far, each with the file and number (from 1) of the
/// question that has it: told apart by their bytes, as `Value` tells them apart.
struct QuestionIDs {
  /// The files read so far, as messages name them; the last is the one being read.
  var files: [String] = []
  private var first: [ByteString: (file: Int32, number: Int32)] = [:]

  /// The question that has `id` already, if any.
  func first(_ id: ByteString) -> (file: String, number: Int)? {
    first[id].map { (files[Int($0.file)], Int($0.number)) }
  }

  /// Records `id` as that of question `number` of the file being read.
  mutating func add(_ id: ByteString, number: Int) {
    first[id] = (Int32(files.count - 1), Int32(clamping: number))
  }
}
