import Foundation
import Importers
import Localization
import LuaHost
import QuizCore

/// An import's file read on a thread of its own while the questions already read are checked:
/// reading and mapping a big file costs about as much as checking its questions, so on two
/// processors the two overlap. The questions come out in batches, in the file's order, dealt
/// to `lanes` queues in turn (batch i to lane i % lanes), one for each thread that takes them
/// (`ImportPrechecks`); the checks in order stay on the caller's thread (one engine, one run
/// of checks), so what an import reports and writes is the same as when it reads and checks
/// in turn.
final class ImportReader: @unchecked Sendable {
  /// One batch of questions, each with its line.
  typealias Batch = [(question: Value, line: Int?)]

  /// How many batches may wait for their checks, over all lanes: the memory a fast reader may
  /// run ahead by.
  static let waiting = 4

  /// The queues the batches are dealt to, in turn.
  let lanes: [ImportQueue<Batch>]
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var result: Result<ImportedGame, ImportError>?

  /// Starts reading `file` as `format` in batches of `batchSize` questions, dealt to `lanes`
  /// queues (at least one).
  init(
    format: ImportFormat, file: String, options: ImportOptions, batchSize: Int, lanes: Int = 1
  ) {
    let count = max(1, lanes)
    self.lanes = (0..<count).map { _ in
      ImportQueue(capacity: max(1, Self.waiting / count))
    }
    Self.start { [self] in read(format: format, file: file, options: options, batchSize: batchSize)
    }
  }

  /// Runs `body` on a thread of its own, with the catalogue and the sandbox's settings of the
  /// caller's task: the words of problems are translated later on the caller's thread, but
  /// nothing read or checked there is in another language, nor under other limits.
  static func start(_ body: @escaping @Sendable () -> Void) {
    let catalog = Localizer.current
    let leeway = SandboxLimits.wallClockLeeway
    let thread = Thread {
      Localizer.$current.withValue(catalog) {
        SandboxLimits.$wallClockLeeway.withValue(leeway, operation: body)
      }
    }
    // The readers recurse (markup, XML), so do Lua and the engine: give the thread the stack
    // a main thread has.
    thread.stackSize = 8 << 20
    thread.start()
  }

  private func read(format: ImportFormat, file: String, options: ImportOptions, batchSize: Int) {
    var pending: Batch = []
    pending.reserveCapacity(batchSize)
    var dealt = 0
    let lanes = self.lanes
    let read: Result<ImportedGame, ImportError>
    do throws(ImportError) {
      read = .success(
        try Importer.importGame(format: format, path: file, options: options) { question, line in
          pending.append((question, line))
          if pending.count >= batchSize {
            lanes[dealt % lanes.count].put(pending)
            dealt += 1
            pending.removeAll(keepingCapacity: true)
          }
        })
    } catch {
      read = .failure(error)
    }
    if !pending.isEmpty { lanes[dealt % lanes.count].put(pending) }
    // The result first: whoever sees a lane closed may ask for it.
    condition.lock()
    result = read
    condition.broadcast()
    condition.unlock()
    for lane in lanes { lane.close() }
  }

  /// The next batch of lane 0, in the file's order, or nil once the file is read (then
  /// `finished` tells how the reading ended): for one lane.
  func next() -> Batch? { lanes[0].take() }

  /// The game read (without its questions) or the error that stopped the reading; call it
  /// once the lanes gave nil.
  var finished: Result<ImportedGame, ImportError> {
    condition.lock()
    defer { condition.unlock() }
    while result == nil { condition.wait() }
    return result!
  }
}
