import Foundation
import QuizCore
import Testing

@testable import Tournament

/// The repository's root, found from this file's path.
private let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The python3 on the PATH, which the reference script needs.
private let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
  .split(separator: ":").map { "\($0)/python3" }
  .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Why the tests against the reference skip: shown as a skip, never a silent pass.
private let noPython: Comment =
  "python3 is missing: independent SPRT and Bradley–Terry values skipped"

/// Runs scripts/tournament-reference.py on `input` (the tests calling it need python3).
private func reference(_ input: [String: Any]) throws -> [String: Any] {
  let python = try #require(python, noPython)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: python)
  process.arguments = [root.appendingPathComponent("scripts/tournament-reference.py").path]
  let stdin = Pipe()
  let stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  try process.run()
  stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: input))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "the reference script failed")
  return try #require(JSONSerialization.jsonObject(with: output) as? [String: Any])
}

@Suite("SPRT and fitted ratings")
struct SPRTAndRatingsTests {
  @Test(
    "the LLR equals an independent exact maximisation on 200 random records",
    .enabled(if: python != nil, noPython))
  func llrAgainstReference() throws {
    var random = SeededRandom(seed: 42)
    var cases: [[Double]] = []
    for _ in 0..<200 {
      let elo0 = Double(random.next(in: -20, 10))
      let elo1 = elo0 + Double(random.next(in: 1, 30))
      cases.append([
        elo0, elo1, Double(random.next(in: 1, 400)), Double(random.next(in: 1, 400)),
        Double(random.next(in: 1, 400)),
      ])
    }
    let values = try reference(["sprt": cases, "bt": [Any]()])
    let expected = try #require(values["llr"] as? [Double])
    for (test, want) in zip(cases, expected) {
      let sprt = try SPRT(elo0: test[0], elo1: test[1], alpha: 0.05, beta: 0.05)
      let got = sprt.llr(wins: Int(test[2]), draws: Int(test[3]), losses: Int(test[4]))
      #expect(abs(got - want) <= 1e-6 * max(1, abs(want)), "\(test): \(got) vs \(want)")
    }
  }

  @Test("bounds, decisions and lopsided early records")
  func decisions() throws {
    let sprt = try SPRT(parsing: "elo0=0,elo1=10,alpha=0.05,beta=0.05")
    #expect(abs(sprt.upperBound - log(19)) < 1e-12 && abs(sprt.lowerBound + log(19)) < 1e-12)
    #expect(sprt.decision(wins: 0, draws: 0, losses: 0) == .continue)
    #expect(sprt.decision(wins: 900, draws: 200, losses: 700) == .h1)
    #expect(sprt.decision(wins: 700, draws: 200, losses: 900) == .h0)
    // Only wins and draws so far: finite, and for H1.
    let early = sprt.llr(wins: 5, draws: 3, losses: 0)
    #expect(early.isFinite && early > 0)
    // Only wins: every one counts for H1, and a sweep is decided.
    let sweep = sprt.llr(wins: 9, draws: 0, losses: 0)
    #expect(sweep.isFinite && sweep > 0 && sprt.llr(wins: 10, draws: 0, losses: 0) > sweep)
    #expect(sprt.decision(wins: 200, draws: 0, losses: 0) == .h1)
    #expect(sprt.decision(wins: 0, draws: 0, losses: 200) == .h0)
    #expect(throws: SPRTError.self) { try SPRT(parsing: "elo0=10,elo1=0,alpha=0.05,beta=0.05") }
    #expect(throws: SPRTError.self) { try SPRT(parsing: "elo0=0,elo1=10,alpha=0.05") }
    #expect(throws: SPRTError.self) { try SPRT(parsing: "elo0=0,elo1=10,alpha=0.7,beta=0.05") }
    #expect(throws: SPRTError.self) {
      try SPRT(parsing: "elo0=0,elo0=1,elo1=10,alpha=0.05,beta=0.05")
    }
  }

  @Test(
    "Bradley–Terry ratings and margins equal an independent fit on random tournaments",
    .enabled(if: python != nil, noPython))
  func bradleyTerryAgainstReference() throws {
    var random = SeededRandom(seed: 7)
    var tournaments: [(Int, [BradleyTerry.Pairing])] = []
    for _ in 0..<20 {
      let players = 3 + random.index(below: 4)
      var pairings: [BradleyTerry.Pairing] = []
      for i in 0..<players {
        for j in (i + 1)..<players {
          pairings.append(
            .init(
              first: i, second: j, wins: Int(random.next(in: 0, 40)),
              draws: Int(random.next(in: 0, 10)), losses: Int(random.next(in: 1, 40))))
        }
      }
      tournaments.append((players, pairings))
    }
    let input = tournaments.map { players, pairings in
      [
        "players": players,
        "pairings": pairings.map { [$0.first, $0.second, $0.wins, $0.draws, $0.losses] },
      ] as [String: Any]
    }
    let values = try reference(["sprt": [Any](), "bt": input])
    let fits = try #require(values["bt"] as? [[String: [Double]]])
    for ((players, pairings), want) in zip(tournaments, fits) {
      let fit = try #require(BradleyTerry.fit(players: players, pairings: pairings))
      for (got, expected) in zip(fit.ratings, want["ratings"]!) {
        #expect(abs(got - expected) < 1e-6, "rating \(got) vs \(expected)")
      }
      for (got, expected) in zip(fit.margins, want["margins"]!) {
        #expect(abs(got - expected) < 1e-3 * expected, "margin \(got) vs \(expected)")
      }
    }
  }

  @Test("a bot that won everything stays finite; disconnected pairings give no fit")
  func edgeCases() throws {
    let sweep = try #require(
      BradleyTerry.fit(
        players: 3,
        pairings: [
          .init(first: 0, second: 1, wins: 20, draws: 0, losses: 0),
          .init(first: 0, second: 2, wins: 20, draws: 0, losses: 0),
          .init(first: 1, second: 2, wins: 10, draws: 0, losses: 10),
        ]))
    #expect(sweep.ratings.allSatisfy(\.isFinite) && sweep.ratings[0] > 300)
    #expect(abs(sweep.ratings.reduce(0, +)) < 1e-9)
    #expect(
      BradleyTerry.fit(
        players: 4,
        pairings: [
          .init(first: 0, second: 1, wins: 3, draws: 0, losses: 2),
          .init(first: 2, second: 3, wins: 3, draws: 0, losses: 2),
        ]) == nil)
  }
}
