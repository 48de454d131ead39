import Content
import Foundation
import Importers
import QuizCore
import TriviumEngine

extension ImportCommand {
  /// What an import read and kept.
  struct Read {
    /// The game without its questions (its title, files, problems and skips).
    var game: ImportedGame
    /// The questions its types accept, as the text of the game's question files.
    var questions: QuestionsText
    /// How many of them there are.
    var count: Int { questions.count }
    /// How many questions their types refused.
    var rejected = 0
  }

  /// Reads `file` as `format` and checks each question with `engine`'s types (none without
  /// an engine) in batches as they are read (the reading runs on a thread of its own:
  /// `ImportReader`; the types' `validate` of big files on others, each with an engine
  /// `makeEngine` makes: `ImportPrechecks`), keeping those accepted as question files' text:
  /// a big file is never held as questions all at once. The problems of the questions refused are placed among the
  /// importer's by line, as `Engine.keepValid` places them. The text waits near `folder`, where
  /// it will be written (nil: it is only counted).
  static func read(
    format: ImportFormat, file: String, options: ImportOptions, engine: Engine?,
    clock: MonotonicClock, makeEngine: @escaping @Sendable (EngineContent) -> Engine,
    folder: URL?
  ) throws -> Read {
    var questions = QuestionsText(folder: folder?.path)
    var refused: [ImportProblem] = []
    var rejected = 0
    let fileBytes = Self.size(of: file)
    let progress = ImportProgress(fileBytes: fileBytes, clock: clock)
    defer { progress?.finish() }
    var game: ImportedGame
    if let engine {
      let threads = Self.checkThreads(fileBytes: fileBytes)
      let reader = ImportReader(
        format: format, file: file, options: options,
        batchSize: Self.batchSizeSetting ?? Engine.checkBatchSize, lanes: threads)
      let batches = ImportPrechecks(
        reader: reader, content: threads > 0 ? engine.content : nil, makeEngine: makeEngine)
      // Each batch is checked with one call into each type (on a thread of its own when
      // `batches` has threads), then goes on in its order.
      engine.checkingPrechecked(file: file) { check in
        while let (batch, verdicts) = batches.next() {
          for (entry, found) in zip(batch, check(batch, verdicts)) {
            progress?.advance()
            if found.isEmpty {
              questions.append(entry.question)
            } else {
              rejected += 1
              refused += found.map(Engine.skipped)
            }
          }
        }
      }
      game = try reader.finished.get()
      game.problems += refused
      game.problems.sort { ($0.line ?? 0) < ($1.line ?? 0) }
    } else {
      game = try Importer.importGame(format: format, path: file, options: options) { question, _ in
        defer { progress?.advance() }
        questions.append(question)
      }
    }
    return Read(game: game, questions: questions, rejected: rejected)
  }

  /// How many threads find the built-in types' verdicts on an import's batches
  /// (`ImportPrechecks`) when set: 0 finds them on the checking thread. Tests and the
  /// benchmark compare; the result is the same for any number.
  @TaskLocal static var checkThreadsSetting: Int?

  /// How many questions a batch holds when set (else `Engine.checkBatchSize`): tests make
  /// many small batches, to meet more orders of the threads.
  @TaskLocal static var batchSizeSetting: Int?

  /// A file smaller than this is checked on one thread: an engine more to load would cost
  /// about what the threads save.
  static let threadedBytes = 1 << 20

  /// How many threads find the verdicts for a file of `fileBytes` bytes: two (with the
  /// reader's thread and the caller's, every processor of two is kept busy) when there are
  /// several processors and the file is big enough, else none.
  static func checkThreads(fileBytes: Int) -> Int {
    if let checkThreadsSetting { return max(0, checkThreadsSetting) }
    let processors = ProcessInfo.processInfo.activeProcessorCount
    return processors > 1 && fileBytes >= threadedBytes ? min(2, processors) : 0
  }

  /// The size of the file at `path` in bytes (0 when it cannot be told: a pipe, say).
  static func size(of path: String) -> Int {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return 0 }
    return Int(status.st_size)
  }
}

extension Trivium {
  /// Runs `body` with every import finding its types' verdicts on `threads` threads
  /// (`ImportPrechecks`; 0: on the checking thread; nil: as the file's size says), for the
  /// benchmark, which compares them.
  public static func withImportCheckThreads<T>(_ threads: Int?, _ body: () throws -> T) rethrows
    -> T
  {
    try ImportCommand.$checkThreadsSetting.withValue(threads, operation: body)
  }
}
