import Foundation
import QuizCore
import Testing

@testable import Review

/// The repository's root, found from this file's path.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Python of scripts/test-python's environment when it has fsrs-rs-python, nil (with the
/// reason) otherwise.
private func optimizerPython() -> (URL?, String) {
  let url =
    ProcessInfo.processInfo.environment["TRIVIUM_TEST_PYTHON"].map(URL.init(fileURLWithPath:))
    ?? repositoryRoot.appendingPathComponent(".build/test-python/bin/python3")
  let package = url.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("lib/python3.11/site-packages/fsrs_rs_python")
  guard FileManager.default.isExecutableFile(atPath: url.path),
    FileManager.default.fileExists(atPath: package.path)
  else {
    return (nil, "fsrs-rs-python is missing (run scripts/test-python): optimizer check skipped")
  }
  return (url, "")
}

/// What the reference script reads.
private struct ReferenceInput: Encodable {
  var items: [[[Int64]]]
  var relearningSteps: Int

  enum CodingKeys: String, CodingKey {
    case items
    case relearningSteps = "relearning_steps"
  }
}

/// The weights fsrs-rs fits to the items of `histories`, given in the same order as ours.
private func referenceWeights(
  _ histories: [[FSRSReview]], relearningSteps: Int, python: URL
) throws -> [Double] {
  let set = FSRSTrainingSet(histories: histories)
  let items = set.items.map { item in
    (0...item.index).map {
      [Int64(set.histories[item.history][$0].rating.rawValue), set.days[item.history][$0]]
    }
  }
  let process = Process()
  process.executableURL = python
  process.arguments = [
    repositoryRoot.appendingPathComponent("scripts/fsrs-optimizer-reference.py").path
  ]
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  try process.run()
  stdin.fileHandleForWriting.write(
    try JSONEncoder().encode(ReferenceInput(items: items, relearningSteps: relearningSteps)))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "the reference script failed")
  return try JSONDecoder().decode([Double].self, from: output)
}

/// The learners the fit is checked on: two memories, three sizes, and Trivium's shape.
let optimizerLearners: [SyntheticLearner] = [
  SyntheticLearner(
    name: "stronger, 60 questions", seed: 11, questions: 60, days: 200,
    truth: SyntheticLearner.stronger),
  SyntheticLearner(
    name: "weaker, 150 questions", seed: 12, questions: 150, days: 240,
    truth: SyntheticLearner.weaker),
  SyntheticLearner(
    name: "stronger, 400 questions", seed: 13, questions: 400, days: 365,
    truth: SyntheticLearner.stronger),
  SyntheticLearner(
    name: "weaker, Trivium's shape, 200 questions", seed: 14, questions: 200, days: 300,
    truth: SyntheticLearner.weaker, triviumShape: true),
]

@Suite("The FSRS optimizer against fsrs-rs")
struct FSRSOptimizerReferenceTests {
  static let reference = optimizerPython()

  /// How far a fitted weight may be from the reference's, in units of that weight's spread
  /// across learners (`FSRSOptimizer.spread`, fsrs-rs's own): measured at most 0.49 (w5 of the
  /// 400-question learner), most under 0.2.
  static let tolerance = 0.6

  @Test(
    "weights within tolerance of fsrs-rs's and a log loss no worse",
    .enabled(
      if: FSRSOptimizerReferenceTests.reference.0 != nil,
      Comment(rawValue: FSRSOptimizerReferenceTests.reference.1)),
    arguments: optimizerLearners)
  func matchesTheReference(learner: SyntheticLearner) throws {
    let python = try #require(Self.reference.0)
    let histories = learner.histories()
    // Trivium's shape has one relearning step; the others none, which clamps as one does.
    let relearningSteps = 1
    let ours = FSRSOptimizer.fit(histories, relearningSteps: relearningSteps)
    let theirs = try referenceWeights(histories, relearningSteps: relearningSteps, python: python)
    try #require(theirs.count == 21)
    let oursLoss = FSRSOptimizer.logLoss(ours.weights, histories: histories)
    let theirsLoss = FSRSOptimizer.logLoss(theirs, histories: histories)
    let truthLoss = FSRSOptimizer.logLoss(learner.truth, histories: histories)
    let distances = zip(zip(ours.weights, theirs), FSRSOptimizer.spread).map { pair, spread in
      abs(pair.0 - pair.1) / spread
    }
    let reviews = histories.reduce(0) { $0 + $1.count }
    print(
      """
      FSRS fit, \(learner): \(reviews) reviews, \(ours.items) items, \(ours.extent)
        log loss ours \(oursLoss), fsrs-rs \(theirsLoss), defaults \(ours.defaultLogLoss), \
      truth \(truthLoss)
        largest distance \(distances.max() ?? 0) spreads (w\(distances.firstIndex(of: distances.max() ?? 0) ?? 0))
        ours    \(ours.weights.map { String(format: "%.4f", $0) }.joined(separator: " "))
        fsrs-rs \(theirs.map { String(format: "%.4f", $0) }.joined(separator: " "))
      """)
    #expect(ours.extent == .full)
    #expect(
      oursLoss <= theirsLoss, "our log loss \(oursLoss) is worse than fsrs-rs's \(theirsLoss)")
    for (index, distance) in distances.enumerated() {
      #expect(
        distance <= Self.tolerance,
        "w\(index): ours \(ours.weights[index]), fsrs-rs \(theirs[index])")
    }
  }
}
