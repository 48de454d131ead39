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
}

/// `count` random review histories: 1 to 15 reviews each, gaps from a minute to four months, and
/// reviews as often early (same day) and late as on time.
private func histories(count: Int, seed: UInt64) -> [[Review]] {
  var random = SeededRandom(seed: seed)
  let gaps: [Int64] = [60, 3_600, 20 * 3_600, 86_400, 3 * 86_400, 30 * 86_400, 120 * 86_400]
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
    let process = Process()
    process.executableURL = python
    process.arguments = [repositoryRoot.appendingPathComponent("scripts/fsrs-reference.py").path]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(try JSONEncoder().encode(["histories": input]))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "the reference script failed")
    let reference = try JSONDecoder().decode([[ReferenceState]].self, from: output)
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
}
