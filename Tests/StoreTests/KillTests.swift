import Foundation
import QuizCore
import Testing

@testable import Store

/// The environment variable that turns this test binary into the writer the kill test kills.
private let childVariable = "TRIVIUM_STORE_KILL_CHILD"
private let batch = 20

/// What the writer writes at step `step`: every part tells the step, so a torn write shows.
private func save(_ step: Int, for profile: Int64) -> SavedSession {
  SavedSession(
    profileID: profile, gameID: "g", seed: 9,
    actions: [.int(Int64(step))] + sampleActions(step % 50),
    questionIndex: step, score: step * 10, updatedAt: Int64(step))
}

@Suite("Store kill safety")
struct KillTests {
  /// The child half of `killedWhileWriting`: run in its own process, it saves until killed.
  @Test(
    "(the kill test's child process; skipped unless TRIVIUM_STORE_KILL_CHILD is set)",
    .enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  func childWriter() throws {
    let path = try #require(ProcessInfo.processInfo.environment[childVariable])
    let store = try Store.open(at: path)
    let player = try #require(try store.profile(named: "Runner")).id
    var step = try store.savedSession(profileID: player, gameID: "g")?.questionIndex ?? 0
    // A parent that died without killing us must not leave a writer running for ever.
    let deadline = ContinuousClock.now + .seconds(120)
    while ContinuousClock.now < deadline {
      step += 1
      try store.saveSession(save(step, for: player))
      try store.putTournamentResults(
        (0..<batch).map {
          TournamentResult(
            tournamentID: "t", shard: 0, sessionKey: "\($0)", record: .int(Int64(step)))
        })
      if step % 7 == 0 {
        try store.recordFinished(
          FinishedSession(
            profileID: player, gameID: "done", seed: UInt64(step), score: step,
            verdicts: [QuestionVerdict(questionID: "q", outcome: .right)], finishedAt: Int64(step)))
      }
    }
  }

  @Test(
    "a writer killed with SIGKILL leaves a sound file and its last complete save",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe"), "needs /proc (Linux)"),
    .timeLimit(.minutes(5)))
  func killedWhileWriting() async throws {
    try await withTemporaryFolderAsync { folder in
      let path = folder + "/trivium.sqlite3"
      let player = try Store.open(at: path).createProfile(named: "Runner", createdAt: 0).id
      let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      var lastSeen = 0
      for round in 1...5 {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = ["--testing-library", "swift-testing", "--filter", "childWriter"]
        child.environment = ProcessInfo.processInfo.environment.merging([childVariable: path]) {
          $1
        }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

        // Wait until the child has committed a few dozen saves, then kill it mid-stride.
        let observer = try Store.open(at: path)
        let deadline = ContinuousClock.now + .seconds(90)
        while (try observer.savedSession(profileID: player, gameID: "g")?.questionIndex ?? 0)
          < lastSeen + 40
        {
          try #require(child.isRunning, "the child writer stopped by itself")
          try #require(ContinuousClock.now < deadline, "the child writer made no progress")
          try await Task.sleep(for: .milliseconds(20))
        }
        lastSeen = try observer.savedSession(profileID: player, gameID: "g")?.questionIndex ?? 0
        try await Task.sleep(for: .milliseconds(Int.random(in: 0...15) + round))
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGKILL)

        // Reopening checks the file (quick_check); the full integrity check must pass too.
        let store = try Store.open(at: path)
        #expect(try store.pragma("integrity_check") == "ok")
        let resumed = try #require(try store.savedSession(profileID: player, gameID: "g"))
        #expect(resumed.questionIndex >= lastSeen)
        #expect(resumed == save(resumed.questionIndex, for: player))
        let records = try store.tournamentResults(tournamentID: "t").map(\.record)
        #expect(records.count == batch)
        #expect(Set(records).count == 1, "a batch was torn: \(Set(records))")
        let batchStep = records.first?.intValue ?? -1
        #expect(
          batchStep == Int64(resumed.questionIndex) || batchStep == Int64(resumed.questionIndex - 1)
        )
        // History is written last in a step (every seventh): a kill just before it leaves the
        // previous one as the newest.
        let newest = try store.history(profileID: player, gameID: "done", limit: 1).first?.seed
        let step = UInt64(resumed.questionIndex / 7 * 7)
        #expect(newest == step || (resumed.questionIndex % 7 == 0 && newest == step - 7))
        lastSeen = resumed.questionIndex
      }
    }
  }
}
