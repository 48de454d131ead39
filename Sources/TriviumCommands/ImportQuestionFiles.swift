import Content
import Foundation
import Localization
import QuizCore
import TriviumEngine
import UserFiles

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// The questions of an import as the text of the game's question files, written as they come:
/// `questions.json` while they fit the cap of one question file, else `questions-1.json`,
/// `questions-2.json`... each under it, which the manifest lists (docs/games.md). A file that
/// is full waits in an unnamed temporary file, not in memory, so an import holds one file's
/// text at most; past what a game may hold in all, the text is only counted, so a quiz too big
/// to import costs no more memory than one that fits.
struct QuestionsText {
  /// The most bytes one file may have.
  let limit: Int
  /// The most bytes the files may have together.
  let totalLimit: Int
  /// The most questions they may hold together.
  let countLimit: Int
  /// The bytes of every file so far (the current file's closing `]` and line break not yet
  /// counted).
  private(set) var byteCount = 0
  /// How many questions it holds.
  private(set) var count = 0
  /// The text of the file being filled, each question written straight after the others (the
  /// buffer is kept from one file to the next).
  private var current: [UInt8] = []
  private var writer = PrettyArrayWriter()
  /// The sizes of the files already full, in order, their text in `spill`.
  private var fullSizes: [Int] = []
  private var spill: SpillFile?
  /// Why a question could not be written as JSON, or the text kept (said when the files are
  /// written).
  private var failure: (any Error)?
  /// A question too big for any question file: its number (from 1) and its bytes as JSON.
  private var oversized: (number: Int, bytes: Int)?

  /// Questions for files of at most `limit` bytes each, `totalLimit` bytes and `countLimit`
  /// questions together.
  init(
    limit: Int = GameLoader.maxQuestionFileBytes,
    totalLimit: Int = GameLoader.maxGameQuestionBytes,
    countLimit: Int = GameLoader.maxGameQuestions
  ) {
    self.limit = limit
    self.totalLimit = totalLimit
    self.countLimit = countLimit
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
      fullSizes.append(current.count)
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
      // Never written: only counted from here on.
      current.removeAll(keepingCapacity: true)
      spill = nil
    }
  }

  /// Puts a full file's text aside in the temporary file.
  private mutating func keep(_ bytes: [UInt8]) {
    guard failure == nil, !isOverBound, oversized == nil else { return }
    do {
      if spill == nil { spill = try SpillFile() }
      try spill?.append(bytes)
    } catch {
      failure = error
    }
  }

  /// The bytes of every file, closed now.
  var fileBytes: Int { byteCount + Self.closing.count }

  /// The bytes that close a file: the array's `]` and a line break.
  private static let closing = Array("\n]\n".utf8)

  /// The names of the files, in order: `questions.json`, or numbered ones when there are
  /// several.
  var fileNames: [String] {
    let files = fullSizes.count + 1
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
    let last = current.isEmpty ? Array("[]\n".utf8) : current + Self.closing
    return QuestionFiles(names: fileNames, fullSizes: fullSizes, spill: spill, last: last)
  }
}

/// The question files an import writes: their names, and their text, written one at a time.
struct QuestionFiles {
  /// The names, in order.
  let names: [String]
  fileprivate let fullSizes: [Int]
  fileprivate let spill: SpillFile?
  fileprivate let last: [UInt8]

  /// Writes the text of file `index` (of `names`) into `output`.
  func write(_ index: Int, to output: OutputFile) throws {
    guard index < fullSizes.count, let spill else {
      try last.withUnsafeBufferPointer { bytes throws(UserFileError) in try output.write(bytes) }
      return
    }
    let offset = fullSizes[..<index].reduce(0, +)
    try spill.copy(offset: offset, count: fullSizes[index]) { bytes throws(UserFileError) in
      try output.write(bytes)
    }
  }
}

/// An unnamed temporary file (unlinked as soon as it is made, so nothing is left of it
/// whatever happens) holding the text of question files until they are written.
final class SpillFile {
  private let descriptor: Int32

  /// A new empty one in the temporary folder.
  init() throws {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/trivium-import-XXXXXX").utf8CString)
    descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw Self.failure(errno) }
    unlink(template)
  }

  deinit { close(descriptor) }

  /// Adds `bytes` at the end.
  func append(_ bytes: [UInt8]) throws {
    var done = 0
    while done < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        systemWrite(descriptor, raw.baseAddress! + done, raw.count - done)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw Self.failure(errno)
      }
      done += written
    }
  }

  /// Hands `count` bytes from `offset` to `body`, a piece at a time.
  func copy(
    offset: Int, count: Int, to body: (UnsafeBufferPointer<UInt8>) throws(UserFileError) -> Void
  ) throws {
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var done = 0
    while done < count {
      let wanted = min(buffer.count, count - done)
      let read = buffer.withUnsafeMutableBytes { raw in
        pread(descriptor, raw.baseAddress, wanted, off_t(offset + done))
      }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { throw Self.failure(read < 0 ? errno : EIO) }
      try buffer.withUnsafeBufferPointer { bytes throws(UserFileError) in
        try body(UnsafeBufferPointer(rebasing: bytes[0..<read]))
      }
      done += read
    }
  }

  /// "the imported questions could not be kept in a temporary file: REASON".
  private static func failure(_ code: Int32) -> EngineError {
    EngineError(
      Phrase(
        trLater("the imported questions could not be kept in a temporary file: {reason}"),
        ["reason": .phrase(SystemError.phrase(code))]))
  }
}
