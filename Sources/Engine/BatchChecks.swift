import Content
import LuaHost
import QuizCore

/// The checks of an import in batches: the same checks as `checkingEach`, question by
/// question in effect, with the types' `validate` of many questions run in one call into
/// each type (`LuaQuestionType.refusedPositions`) instead of one call a question, which cost
/// an import of small questions most of its time.
extension Engine {
  /// How many questions a batch holds at most.
  public static let checkBatchSize = 256
  /// How many bytes of text (as the sandbox counts them) the questions of one call into a
  /// type may hold together, so that a batch stays small beside the sandbox's memory.
  static let checkBatchBytes = 1 << 20

  /// Runs `body` with a check of a batch of questions (each with its line), for an import:
  /// the problems of each, in order, are those `checkingEach(refuseUnchecked: true,
  /// sampleOnly: true)` gives for the questions one after the other, word for word.
  public func checkingInBatches<T>(
    file: String, _ body: (_ check: ([(question: Value, line: Int?)]) -> [[FileProblem]]) -> T
  ) -> T {
    var run = CheckRun(
      types: questionTypes(), randomBot: try? bot("random"), play: true,
      refuseUnchecked: true, sampleOnly: true)
    return checking {
      body { batch in problems(ofBatch: batch, file: file, run: &run) }
    }
  }

  /// The problems of each question of `batch`. A question of a built-in type is first
  /// checked with the others of its type in one call; one the type accepts there and whose
  /// shape is sampled already has no problem, exactly as when checked alone. Every other
  /// (a mod's type, too big, refused, to be played) is checked alone, in order.
  private func problems(
    ofBatch batch: [(question: Value, line: Int?)], file: String, run: inout CheckRun
  ) -> [[FileProblem]] {
    let accepted = acceptedInBatch(batch, types: run.types)
    var found: [[FileProblem]] = []
    found.reserveCapacity(batch.count)
    for (index, entry) in batch.enumerated() {
      if accepted[index] {
        let shape = Self.shape(entry.question)
        if run.sampled[shape, default: 0] >= Self.randomPlaysPerShape {
          found.append([])
          continue
        }
      }
      found.append(
        problems(of: entry.question, number: 1, line: entry.line, file: file, run: &run))
    }
    return found
  }

  /// Whether each question of `batch` is of a built-in type whose `validate` accepts it, by
  /// one call into each type for its questions (at most `checkBatchBytes` of text a call).
  func acceptedInBatch(
    _ batch: [(question: Value, line: Int?)], types: QuestionTypes
  ) -> [Bool] {
    var accepted = [Bool](repeating: false, count: batch.count)
    var builtIn: [String: LuaQuestionType?] = [:]
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for (index, entry) in batch.enumerated() {
      let typeID = entry.question["type"].stringValue ?? ""
      if builtIn[typeID] == nil {
        let entry = catalog.entry(.questionType, id: typeID)
        let isBuiltIn = entry.map { $0.origin == .builtIn } ?? false
        builtIn[typeID] = isBuiltIn ? (try? types.type(typeID)) as? LuaQuestionType : nil
      }
      guard builtIn[typeID] ?? nil != nil else { continue }
      if groups[typeID] == nil { order.append(typeID) }
      groups[typeID, default: []].append(index)
    }
    for typeID in order {
      guard let type = builtIn[typeID] ?? nil, let indices = groups[typeID] else { continue }
      var start = 0
      while start < indices.count {
        // A question too big to pass is left to the check alone, which says so.
        var end = start
        var bytes = 0
        var chunk: [Value] = []
        while end < indices.count {
          let question = batch[indices[end]].question
          let size = Self.textBytes(question, upTo: Self.checkBatchBytes + 1)
          if size > Self.checkBatchBytes {
            if chunk.isEmpty { end += 1 }
            break
          }
          if !chunk.isEmpty && bytes + size > Self.checkBatchBytes { break }
          bytes += size
          chunk.append(question)
          end += 1
        }
        if !chunk.isEmpty, let refused = type.refusedPositions(chunk[...]) {
          let positions = Set(refused)
          for (offset, index) in indices[start..<(start + chunk.count)].enumerated()
          where !positions.contains(offset) {
            accepted[index] = true
          }
        }
        start = end
      }
    }
    return accepted
  }
}
