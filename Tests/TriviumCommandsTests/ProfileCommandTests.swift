import Foundation
import QuizCore
import Review
import Store
import Testing

@testable import TriviumCommands

@Suite("trivium profile")
struct ProfileCommandTests {
  let home: TemporaryHome
  let engine: [String]
  let first: String
  let second: String
  let day1 = ProgressCommandTests.StatsCommandTests.day1

  /// Ana played pets three times, a day apart, with a review event per question checked.
  init() throws {
    home = try TemporaryHome(games: [
      "pets": [
        "game.json": #"{"id": "pets", "title": "Pets", "questions": "q.json"}"#,
        "q.json": ProgressCommandTests.StatsCommandTests.questions,
      ]
    ])
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    engine = ["--home", home.path, "--mods", home.path + "/no-mods"]
    first = home.path + "/first.sqlite3"
    second = home.path + "/second.sqlite3"
    let store = try Store.open(at: first)
    let ana = try store.createProfile(named: "Ana", createdAt: 0)
    let sessions: [(Int64, Int, [Outcome])] = [
      (day1, 1000, [.right, .wrong, .wrong]),
      (day1 + 86_400, 2000, [.right, .partial, .wrong]),
      (day1 + 2 * 86_400, 3000, [.right, .right, .unanswered]),
    ]
    for (time, score, outcomes) in sessions {
      let checked = zip(["cat", "dog", "capital"], outcomes).filter { $1 != .unanswered }
      try store.recordFinished(
        FinishedSession(
          profileID: ana.id, gameID: "pets", seed: 1, score: score,
          verdicts: checked.map { QuestionVerdict(questionID: $0, outcome: $1) },
          finishedAt: time),
        reviews: checked.map { id, outcome in
          ReviewEvent(
            gameID: "pets", questionID: id,
            check: CheckedQuestion(
              verdict: Verdict(rawValue: outcome.rawValue) ?? .wrong, hints: 0, tries: 1,
              seconds: 12),
            answer: "said \(id)", reviewedAt: time)
        })
    }
  }

  func profile(_ arguments: [String], data: String) -> CommandOutput {
    Trivium.run(["profile"] + arguments + ["--data", data])
  }

  func progress(_ data: String, _ command: [String], now: Int64) -> CommandOutput {
    Trivium.run(command + ["--profile", "Ana", "--data", data, "--now", "\(now)"] + engine)
  }

  @Test("exported then imported elsewhere, stats and review --due say the same")
  func roundTrip() throws {
    let file = home.path + "/ana.json"
    let exported = profile(["export", "Ana", "--out", file], data: first)
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(
      exported.stdout
        == "exported profile 'Ana' to \(file): 3 finished sessions, 3 question counters, "
        + "8 review events, 3 review states, 0 saved sessions\n")
    let imported = profile(["import", file], data: second)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("imported profile 'Ana' from \(file): 3 finished sessions"))
    for now in [day1 + 2 * 86_400 + 3_600, day1 + 6 * 86_400] {
      for command in [
        ["stats"], ["stats", "--format", "json"], ["review", "--due"], ["review", "--mistakes"],
      ] {
        let before = progress(first, command, now: now)
        let after = progress(second, command, now: now)
        #expect(before.status == 0 && after.status == 0)
        #expect(after.stdout == before.stdout, "\(command)")
      }
    }
    // Something is due six days on, so the comparison above compared lists, not two "nothing"s.
    #expect(progress(second, ["review", "--due"], now: day1 + 6 * 86_400).stdout.hasPrefix("Due"))
    // The file is the same whichever store it is exported from.
    let again = home.path + "/again.json"
    #expect(profile(["export", "Ana", "--out", again], data: second).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: again))
        == Data(contentsOf: URL(fileURLWithPath: file)))
  }

  @Test("importing the same file twice is refused, --replace does not double it, --as copies")
  func importTwice() throws {
    let file = home.path + "/ana.json"
    #expect(profile(["export", "Ana", "--out", file], data: first).status == 0)
    let twice = profile(["import", file], data: first)
    #expect(twice.status == 1)
    #expect(
      twice.stderr
        == "trivium profile: a profile named 'Ana' is already in \(first): nothing was imported "
        + "(give --as NAME to import it under another name, or --replace to replace it)\n")
    let before = progress(first, ["stats", "--format", "json"], now: day1)
    #expect(profile(["import", file, "--replace"], data: first).status == 0)
    #expect(progress(first, ["stats", "--format", "json"], now: day1).stdout == before.stdout)
    #expect(profile(["import", file, "--as", "Ana copy"], data: first).status == 0)
    #expect(
      profile(["list"], data: first).stdout == """
        Ana: 3 finished games, 0 saved
        Ana copy: 3 finished games, 0 saved

        """)
  }

  @Test("a bad file is refused with its place, and the database is left alone")
  func badFile() throws {
    let file = home.path + "/bad.json"
    #expect(profile(["export", "Ana", "--out", file], data: first).status == 0)
    var text = try String(contentsOfFile: file, encoding: .utf8)
    text = text.replacingOccurrences(of: #""tries": 1"#, with: #""tries": -1"#)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let output = profile(["import", file], data: second)
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "trivium profile: \(file): review_events[1].tries: must be an integer from 0 to 2147483647, "
        + "not -1\n")
    #expect(
      !FileManager.default.fileExists(atPath: second)
        || profile(["list"], data: second).stdout == "No profiles yet.\n")
    let missing = profile(["import", home.path + "/none.json"], data: second)
    #expect(missing.status == 1 && missing.stderr.contains("none.json does not exist"))
  }

  @Test("export refuses a folder and an existing file without --force, and an unknown profile")
  func exportTargets() throws {
    let folder = profile(["export", "Ana", "--out", home.path], data: first)
    #expect(folder.status == 1 && folder.stderr.contains("is a folder"))
    let file = home.path + "/ana.json"
    try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
    let kept = profile(["export", "Ana", "--out", file], data: first)
    #expect(kept.status == 1 && kept.stderr.contains("already exists: not overwritten"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep")
    #expect(profile(["export", "Ana", "--out", file, "--force"], data: first).status == 0)
    let nobody = profile(["export", "Bo", "--out", file], data: first)
    #expect(nobody.status == 1 && nobody.stderr.contains("no profile named 'Bo'"))
  }

  @Test("rename and delete; delete wants --yes")
  func renameAndDelete() {
    #expect(profile(["rename", "Ana", "Ana B"], data: first).status == 0)
    let unconfirmed = profile(["delete", "Ana B"], data: first)
    #expect(unconfirmed.status == 2 && unconfirmed.stderr.contains("give --yes"))
    #expect(profile(["list"], data: first).stdout == "Ana B: 3 finished games, 0 saved\n")
    #expect(profile(["delete", "Ana B", "--yes"], data: first).status == 0)
    #expect(profile(["list"], data: first).stdout == "No profiles yet.\n")
  }
}
