import Foundation
import QuizCore
import Testing

@testable import Review

/// The repository's root, found from this file's path.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Python of scripts/test-python's environment, nil (with the reason) where it is missing.
private func referencePython() -> (URL?, String) {
  if let given = ProcessInfo.processInfo.environment["TRIVIUM_TEST_PYTHON"] {
    return (URL(fileURLWithPath: given), "")
  }
  let url = repositoryRoot.appendingPathComponent(".build/test-python/bin/python3")
  guard FileManager.default.isExecutableFile(atPath: url.path) else {
    return (nil, "py-fsrs is missing (run scripts/test-python): FSRS reference test skipped")
  }
  return (url, "")
}

/// One review of a generated history.
private struct Review: Codable {
  var rating: Int
  var at: Int64
}

/// One state as the reference printed it.
private struct ReferenceState: Codable {
  var stability: Double
  var difficulty: Double
  var due: Int64
  /// `Review` or `Relearning` (no learning steps: never `Learning` after a review).
  var state: String
  /// The relearning step, nil in review.
  var step: Int?
}

/// What the reference script reads.
private struct ReferenceInput: Codable {
  var histories: [[Review]]
  var relearningSteps: [Int64]
  var desiredRetention: Double

  enum CodingKeys: String, CodingKey {
    case histories
    case relearningSteps = "relearning_steps"
    case desiredRetention = "desired_retention"
  }
}

/// The states py-fsrs gives `input`, each history's after each review.
private func referenceStates(_ input: ReferenceInput, python: URL) throws -> [[ReferenceState]] {
  let process = Process()
  process.executableURL = python
  process.arguments = [repositoryRoot.appendingPathComponent("scripts/fsrs-reference.py").path]
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  try process.run()
  stdin.fileHandleForWriting.write(try JSONEncoder().encode(input))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "the reference script failed")
  return try JSONDecoder().decode([[ReferenceState]].self, from: output)
}

/// `count` random review histories: 1 to 15 reviews each, gaps from a minute to four months, and
/// reviews as often early (same day) and late as on time.
private func histories(
  count: Int, seed: UInt64,
  gaps: [Int64] = [60, 3_600, 20 * 3_600, 86_400, 3 * 86_400, 30 * 86_400, 120 * 86_400]
) -> [[Review]] {
  var random = SeededRandom(seed: seed)
  return (0..<count).map { _ in
    var at: Int64 = 1_767_225_600 + random.next(in: 0, 86_400 * 365)
    return (0..<(1 + random.index(below: 15))).map { _ in
      let gap = gaps[random.index(below: gaps.count)]
      at += random.next(in: gap / 2, gap * 2)
      return Review(rating: 1 + random.index(below: 4), at: at)
    }
  }
}

@Suite("FSRS against py-fsrs")
struct FSRSReferenceTests {
  /// The reference's Python, and why the test skips without it (a skip shown as one).
  static let reference = referencePython()

  @Test(
    "1,000 random histories give py-fsrs's stability, difficulty and due dates",
    .enabled(
      if: FSRSReferenceTests.reference.0 != nil,
      Comment(rawValue: FSRSReferenceTests.reference.1)))
  func matchesTheReference() throws {
    let python = try #require(Self.reference.0)
    let input = histories(count: 1_000, seed: 0x5EED_F5F5)
    let reference = try referenceStates(
      ReferenceInput(histories: input, relearningSteps: [], desiredRetention: 0.9),
      python: python)
    try #require(reference.count == input.count)

    let fsrs = FSRS()
    var reviews = 0
    var mismatches: [String] = []
    for (index, history) in input.enumerated() {
      var state: MemoryState?
      for (step, review) in history.enumerated() {
        let next = fsrs.review(state, rating: Rating(rawValue: review.rating)!, at: review.at)
        let expected = reference[index][step]
        let close =
          abs(next.stability - expected.stability) <= 1e-9 * max(1, expected.stability)
          && abs(next.difficulty - expected.difficulty) <= 1e-9 && next.due == expected.due
        if !close && mismatches.count < 5 {
          mismatches.append(
            "history \(index) review \(step): got \(next), reference \(expected)")
        }
        state = next
        reviews += 1
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    #expect(reviews > 5_000)
  }

  @Test(
    "with relearning steps and another retention, py-fsrs's states, steps and due dates",
    arguments: [([600], 0.9), ([60, 600, 3_600], 0.85), ([1_800, 86_400], 0.95)]
      as [([Int64], Double)]
  )
  func matchesTheReferenceWithRelearning(steps: [Int64], retention: Double) throws {
    let (python, reason) = referencePython()
    guard let python else {
      print(reason)
      return
    }
    // Gaps as short as a relearning step, so that steps are met on time, early and late.
    let input = histories(
      count: 1_000, seed: 0xF5F5_0000 &+ UInt64(steps.count),
      gaps: [60, 600, 3_600, 20 * 3_600, 86_400, 3 * 86_400, 30 * 86_400, 120 * 86_400])
    let reference = try referenceStates(
      ReferenceInput(histories: input, relearningSteps: steps, desiredRetention: retention),
      python: python)
    try #require(reference.count == input.count)
    let fsrs = FSRS(
      parameters: try FSRSParameters(
        weights: FSRSParameters.defaultWeights, desiredRetention: retention,
        relearningSteps: steps))
    var reviews = 0
    var relearning = 0
    var mismatches: [String] = []
    for (index, history) in input.enumerated() {
      var state: MemoryState?
      for (position, review) in history.enumerated() {
        let next = fsrs.review(state, rating: Rating(rawValue: review.rating)!, at: review.at)
        let expected = reference[index][position]
        let close =
          abs(next.stability - expected.stability) <= 1e-9 * max(1, expected.stability)
          && abs(next.difficulty - expected.difficulty) <= 1e-9 && next.due == expected.due
          && next.step == expected.step
          && (expected.state == "Relearning") == (next.step != nil)
        if !close && mismatches.count < 5 {
          mismatches.append(
            "history \(index) review \(position): got \(next), reference \(expected)")
        }
        if expected.state == "Relearning" { relearning += 1 }
        state = next
        reviews += 1
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    #expect(reviews > 5_000)
    #expect(relearning > 500, "the histories meet relearning steps often enough")
    print(
      "FSRS with relearning steps \(steps), retention \(retention): \(reviews) reviews "
        + "(\(relearning) in relearning) agree with py-fsrs")
  }
}
