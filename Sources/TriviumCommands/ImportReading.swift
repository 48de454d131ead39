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
  /// `ImportReader`), keeping those accepted as question files' text: a big file is never held
  /// as questions all at once. The problems of the questions refused are placed among the
  /// importer's by line, as `Engine.keepValid` places them.
  static func read(
    format: ImportFormat, file: String, options: ImportOptions, engine: Engine?,
    clock: MonotonicClock
  ) throws -> Read {
    var questions = QuestionsText()
    var refused: [ImportProblem] = []
    var rejected = 0
    let progress = ImportProgress(fileBytes: Self.size(of: file), clock: clock)
    defer { progress?.finish() }
    var game: ImportedGame
    if let engine {
      let reader = ImportReader(
        format: format, file: file, options: options, batchSize: Engine.checkBatchSize)
      // Each batch is checked with one call into each type, then goes on in its order.
      engine.checkingInBatches(file: file) { check in
        while let batch = reader.next() {
          for (entry, found) in zip(batch, check(batch)) {
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

  /// The size of the file at `path` in bytes (0 when it cannot be told: a pipe, say).
  static func size(of path: String) -> Int {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return 0 }
    return Int(status.st_size)
  }
}
