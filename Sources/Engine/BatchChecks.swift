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
    checkingPrechecked(file: file) { check in
      withoutActuallyEscaping(check) { check in body { batch in check(batch, nil) } }
    }
  }

  /// `checkingInBatches`, where the check of a batch takes the built-in types' verdicts on it
  /// when another engine found them (`findingVerdicts`), or nil to find them here: the
  /// problems are the same either way.
  public func checkingPrechecked<T>(
    file: String,
    _ body: (_ check: ([(question: Value, line: Int?)], BatchVerdicts?) -> [[FileProblem]]) -> T
  ) -> T {
    var run = CheckRun(
      types: questionTypes(), randomBot: try? bot("random"), play: true,
      refuseUnchecked: true, sampleOnly: true)
    return checking {
      body { batch, verdicts in
        let accepted = verdicts?.accepted ?? acceptedInBatch(batch, types: run.types)
        precondition(accepted.count == batch.count, "verdicts of another batch")
        return problems(ofBatch: batch, accepted: accepted, file: file, run: &run)
      }
    }
  }

  /// Runs `body` with a way to find the verdicts of a batch's built-in types on this engine,
  /// for the checks of another engine over the same content (`checkingPrechecked`). Only the
  /// built-in types are loaded: no mod's code runs here.
  public func findingVerdicts<T>(
    _ body: (_ verdicts: ([(question: Value, line: Int?)]) -> BatchVerdicts) -> T
  ) -> T {
    var types = QuestionTypes()
    for entry in catalog.entries(of: .questionType) where entry.origin == .builtIn {
      if case .success(let plugin) = plugin(entry), let type = try? LuaQuestionType(plugin: plugin)
      {
        types.register(type)
      }
    }
    return body { batch in BatchVerdicts(accepted: acceptedInBatch(batch, types: types)) }
  }

  /// The problems of each question of `batch`. A question of a built-in type is first
  /// checked with the others of its type in one call; one the type accepts there and whose
  /// shape is sampled already has no problem, exactly as when checked alone. Every other
  /// (a mod's type, too big, refused, to be played) is checked alone, in order.
  private func problems(
    ofBatch batch: [(question: Value, line: Int?)], accepted: [Bool], file: String,
    run: inout CheckRun
  ) -> [[FileProblem]] {
    var found: [[FileProblem]] = []
    found.reserveCapacity(batch.count)
    for (index, entry) in batch.enumerated() {
      if accepted[index] {
        if run.fullShape?.matches(entry.question) == true {
          found.append([])
          continue
        }
        let shape = PlayShape(entry.question)
        if run.sampled[shape, default: 0] >= Self.randomPlaysPerShape {
          run.fullShape = shape
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
  /// A type that fails the call accepts none: each is then checked alone.
  func acceptedInBatch(
    _ batch: [(question: Value, line: Int?)], types: QuestionTypes
  ) -> [Bool] {
    var accepted = [Bool](repeating: false, count: batch.count)
    // The questions of each built-in type, in the order the types first appear. An import's
    // questions come in runs of one type, so the previous question's group is tried first.
    var groups: [(type: LuaQuestionType, indices: [Int])] = []
    var groupOf: [String: Int?] = [:]
    var previous: (typeID: String, group: Int?)?
    for (index, entry) in batch.enumerated() {
      let typeID = entry.question["type"].stringValue ?? ""
      let group: Int?
      if let previous, previous.typeID.hasSameBytes(as: typeID) {
        group = previous.group
      } else {
        if let known = groupOf[typeID] {
          group = known
        } else {
          let isBuiltIn = catalog.entry(.questionType, id: typeID).map { $0.origin == .builtIn }
          if isBuiltIn == true, let type = (try? types.type(typeID)) as? LuaQuestionType {
            groups.append((type, []))
            group = groups.count - 1
          } else {
            group = nil
          }
          groupOf[typeID] = group
        }
        previous = (typeID, group)
      }
      if let group { groups[group].indices.append(index) }
    }
    for (type, indices) in groups {
      var start = 0
      while start < indices.count {
        // A question too big to pass is left to the check alone, which says so.
        var end = start
        var bytes = 0
        var chunk: [Value] = []
        chunk.reserveCapacity(indices.count - start)
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

/// Which questions of a batch their built-in types' `validate` accepts, found by one engine
/// for another's checks of the batch: built-in types keep nothing from call to call, and no
/// mod's type is asked, so any engine over the same content finds the same, whatever it
/// checked before. The checks that depend on the questions before (a mod's type, the sample
/// played of each shape, a mod's budget) stay with the engine that checks them all in order.
public struct BatchVerdicts: Sendable {
  fileprivate let accepted: [Bool]
}
