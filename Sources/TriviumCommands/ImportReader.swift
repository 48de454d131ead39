import Foundation
import Importers
import Localization
import QuizCore

/// An import's file read on a thread of its own while the questions already read are checked:
/// reading and mapping a big file costs about as much as checking its questions, so on two
/// processors the two overlap. The questions come out in batches, in the file's order, and
/// the checks stay on the caller's thread (one engine, one run of checks), so what an import
/// reports and writes is the same as when it reads and checks in turn.
final class ImportReader: @unchecked Sendable {
  /// One batch of questions, each with its line.
  typealias Batch = [(question: Value, line: Int?)]

  /// How many batches may wait for their checks: the memory a fast reader may run ahead by.
  static let waiting = 4

  private let condition = NSCondition()
  // Guarded by `condition`.
  private var batches: [Batch] = []
  private var result: Result<ImportedGame, ImportError>?

  /// Starts reading `file` as `format` in batches of `batchSize` questions.
  init(format: ImportFormat, file: String, options: ImportOptions, batchSize: Int) {
    // The words of the reader's problems are translated later, on this thread; the catalogue
    // is passed on all the same, so that nothing read there is in another language.
    let catalog = Localizer.current
    let thread = Thread { [self] in
      Localizer.$current.withValue(catalog) {
        read(format: format, file: file, options: options, batchSize: batchSize)
      }
    }
    // The readers recurse (markup, XML); give the thread the stack a main thread has.
    thread.stackSize = 8 << 20
    thread.start()
  }

  private func read(format: ImportFormat, file: String, options: ImportOptions, batchSize: Int) {
    var pending: Batch = []
    pending.reserveCapacity(batchSize)
    let read: Result<ImportedGame, ImportError>
    do throws(ImportError) {
      read = .success(
        try Importer.importGame(format: format, path: file, options: options) { question, line in
          pending.append((question, line))
          if pending.count >= batchSize {
            self.put(pending)
            pending.removeAll(keepingCapacity: true)
          }
        })
    } catch {
      read = .failure(error)
    }
    if !pending.isEmpty { put(pending) }
    condition.lock()
    result = read
    condition.broadcast()
    condition.unlock()
  }

  /// Hands `batch` over, waiting while `waiting` batches are not taken yet.
  private func put(_ batch: Batch) {
    condition.lock()
    while batches.count >= Self.waiting { condition.wait() }
    batches.append(batch)
    condition.broadcast()
    condition.unlock()
  }

  /// The next batch, in the file's order, or nil once the file is read (then `finished`
  /// tells how the reading ended).
  func next() -> Batch? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && result == nil { condition.wait() }
    guard !batches.isEmpty else { return nil }
    let batch = batches.removeFirst()
    condition.broadcast()
    return batch
  }

  /// The game read (without its questions) or the error that stopped the reading; call it
  /// once `next` returned nil.
  var finished: Result<ImportedGame, ImportError> {
    condition.lock()
    defer { condition.unlock() }
    while result == nil { condition.wait() }
    return result!
  }
}
