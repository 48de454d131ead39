import Content
import Foundation
import Localization
import QuizCore
import TriviumEngine
import UserFiles

/// The questions of an import as the text of the game's question files, written as they come:
/// `questions.json` while they fit the cap of one question file, else `questions-1.json`,
/// `questions-2.json`... each under it, which the manifest lists (docs/games.md). A file that
/// is full waits on disk as a `StagedFile` (unnamed, in the game folder's file system where the
/// system allows, so its bytes are written once), not in memory: an import holds one file's
/// text at most. Past what a game may hold in all, the text is only counted, so a quiz too big
/// to import costs no more memory than one that fits.
struct QuestionsText {
  /// The most bytes one file may have.
  let limit: Int
  /// The most bytes the files may have together.
  let totalLimit: Int
  /// The most questions they may hold together.
  let countLimit: Int
  /// The folder the files will be written in (it may not exist yet), near which full files
  /// wait; nil when the text is only counted (`import --check`).
  let folder: String?
  /// The bytes of every file so far (the current file's closing `]` and line break not yet
  /// counted).
  private(set) var byteCount = 0
  /// How many questions it holds.
  private(set) var count = 0
  /// The text of the file being filled, each question written straight after the others (the
  /// buffer is kept from one file to the next).
  private var current: [UInt8] = []
  private var writer = PrettyArrayWriter()
  /// How many files are full.
  private var fullCount = 0
  /// The text of the full files, in order (none when only counted).
  private var full: [StagedFile] = []
  /// Why a question could not be written as JSON, or the text kept (said when the files are
  /// written).
  private var failure: (any Error)?
  /// A question too big for any question file: its number (from 1) and its bytes as JSON.
  private var oversized: (number: Int, bytes: Int)?

  /// Questions for files of at most `limit` bytes each, `totalLimit` bytes and `countLimit`
  /// questions together, to be written in `folder` (nil: only counted).
  init(
    limit: Int = GameLoader.maxQuestionFileBytes,
    totalLimit: Int = GameLoader.maxGameQuestionBytes,
    countLimit: Int = GameLoader.maxGameQuestions,
    folder: String? = FileManager.default.temporaryDirectory.path
  ) {
    self.limit = limit
    self.totalLimit = totalLimit
    self.countLimit = countLimit
    self.folder = folder
  }

  /// Whether the questions pass what a game may hold (bytes or count): they are then only
  /// counted, and `finished` refuses them.
  var isOverBound: Bool { fileBytes > totalLimit || count > countLimit }

  /// Adds `question` after the others.
  mutating func append(_ question: Value) {
    count += 1
    // Written straight after the file's text: no piece of its own, no copy.
    let start = current.count
    do { try writer.element(question, into: &current) } catch {
      failure = failure ?? error
      return
    }
    let piece = current.count - start
    if start > 0, current.count + Self.closing.count > limit {
      // This file is full: it waits on disk, and the question starts the next one.
      current.removeSubrange(start...)
      current += Self.closing
      byteCount += Self.closing.count
      keep(current)
      current.removeAll(keepingCapacity: true)
      writer = PrettyArrayWriter()
      // It encoded a moment ago, so it does again (only its first byte differs: `[`).
      try? writer.element(question, into: &current)
    }
    if piece + Self.closing.count > limit, oversized == nil {
      oversized = (count, piece + Self.closing.count)
    }
    byteCount += piece
    if isOverBound || oversized != nil {
      // Never written: only counted from here on (what waited on disk is let go).
      current.removeAll(keepingCapacity: true)
      full = []
    }
  }

  /// Puts a full file's text aside on disk.
  private mutating func keep(_ bytes: [UInt8]) {
    fullCount += 1
    guard let folder, failure == nil, !isOverBound, oversized == nil else { return }
    do {
      let file = try StagedFile(near: folder)
      try bytes.withUnsafeBufferPointer { bytes throws(UserFileError) in try file.append(bytes) }
      full.append(file)
    } catch {
      failure = EngineError(
        Phrase(
          trLater("the imported questions could not be kept until written: {error}"),
          ["error": .of(error)]))
    }
  }

  /// The bytes of every file, closed now.
  var fileBytes: Int { byteCount + Self.closing.count }

  /// The bytes that close a file: the array's `]` and a line break.
  private static let closing = Array("\n]\n".utf8)

  /// The names of the files, in order: `questions.json`, or numbered ones when there are
  /// several.
  var fileNames: [String] {
    let files = fullCount + 1
    return files == 1 ? ["questions.json"] : (1...files).map { "questions-\($0).json" }
  }
  /// Why the questions cannot make a game, when they pass what one may hold (or one is too
  /// big for any question file); nil when they fit.
  var boundProblem: Phrase? {
    if let oversized {
      return Phrase(
        trLater(
          "imported question #{number} takes {bytes} bytes as JSON, more than the {limit} "
            + "bytes a question file may have (docs/games.md)"),
        [
          "number": .number(oversized.number), "bytes": .number(oversized.bytes),
          "limit": .number(limit),
        ])
    }
    if count > countLimit {
      return Phrase(
        trLater(
          "the quiz holds {count} questions, more than the {limit} a game may have (docs/games.md)"),
        ["count": .number(count), "limit": .number(countLimit)])
    }
    if isOverBound {
      return Phrase(
        trLater(
          "the imported questions take {bytes} bytes as JSON, more than the {limit} bytes a "
            + "game's question files may hold together (docs/games.md)"),
        ["bytes": .number(fileBytes), "limit": .number(totalLimit)])
    }
    return nil
  }

  /// The files' text, each as `ValueJSON.encodePretty` gives an array of its questions, and a
  /// line break; throws when the questions cannot make a game (`boundProblem`), when a
  /// question has no JSON, or when the text could not be kept.
  func finished() throws -> QuestionFiles {
    if let failure { throw failure }
    if let boundProblem {
      throw EngineError(
        Phrase(
          trLater("{problem}: nothing was written; split the quiz into several games"),
          ["problem": .phrase(boundProblem)]))
    }
    precondition(folder != nil, "the text of questions only counted was asked for")
    let last = current.isEmpty ? Array("[]\n".utf8) : current + Self.closing
    return QuestionFiles(names: fileNames, full: full, last: last)
  }
}

/// The question files an import writes: their names, and their text, opened one at a time.
struct QuestionFiles {
  /// The names, in order.
  let names: [String]
  fileprivate let full: [StagedFile]
  fileprivate let last: [UInt8]

  /// File `index` (of `names`) at `path`, its text written, to be committed.
  func output(_ index: Int, at path: String) throws -> OutputFile {
    if index < full.count {
      return try OutputFile(path, createFolders: true, staged: full[index])
    }
    let output = try OutputFile(path, createFolders: true)
    try last.withUnsafeBufferPointer { bytes throws(UserFileError) in try output.write(bytes) }
    return output
  }
}
