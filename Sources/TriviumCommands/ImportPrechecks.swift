import Foundation
import Importers
import TriviumEngine

/// The most costly part of an import's checks spread over threads: each batch read is asked
/// of its built-in types (their `validate` of many questions in one call into Lua) on a
/// thread with an engine of its own, batch i on thread i % threads, a fixed rule. What they
/// find depends on the batch alone (`BatchVerdicts`), so which thread finds it and when never
/// changes the result; the checks that depend on the questions before (a mod's type, the
/// sample played of each shape, a mod's budget) stay on the caller's thread and engine, in
/// the file's order. Without threads, the batches come as read, and the caller's engine asks
/// the types itself.
final class ImportPrechecks: @unchecked Sendable {
  /// A batch read, with its verdicts when a thread found them.
  typealias Checked = (batch: ImportReader.Batch, verdicts: BatchVerdicts?)

  /// How many batches found may wait on each thread: enough for the caller to never wait on
  /// a thread that is ahead, little beside the file.
  static let waiting = 2

  private let reader: ImportReader
  private let found: [ImportQueue<Checked>]
  /// How many batches the caller took.
  private var taken = 0

  /// The batches of `reader`, their verdicts found by one thread a lane of the reader, each
  /// with an engine `makeEngine` makes over `content`; without `content`, the batches of its
  /// one lane as they are.
  init(
    reader: ImportReader, content: EngineContent?,
    makeEngine: @escaping @Sendable (EngineContent) -> Engine
  ) {
    self.reader = reader
    guard let content else {
      found = []
      return
    }
    found = reader.lanes.map { _ in ImportQueue(capacity: Self.waiting) }
    for (lane, out) in zip(reader.lanes, found) {
      ImportReader.start {
        makeEngine(content).findingVerdicts { verdicts in
          while let batch = lane.take() { out.put((batch, verdicts(batch))) }
        }
        out.close()
      }
    }
  }

  /// The next batch in the file's order, or nil once every batch is taken (then the reader's
  /// `finished` tells how the reading ended). Called from one thread.
  func next() -> Checked? {
    guard !found.isEmpty else { return reader.next().map { ($0, nil) } }
    // Batch i is on thread i % threads: the first missing one is the end of the file.
    defer { taken += 1 }
    return found[taken % found.count].take()
  }
}
