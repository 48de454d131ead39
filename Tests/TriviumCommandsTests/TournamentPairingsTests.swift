import Foundation
import QuizCore
import Store
import Testing

@testable import TriviumCommands

/// `trivium tournament` with a question book, a knockout and a Swiss: the same bytes whatever
/// --jobs, a resume in the middle of a Swiss, and the refusals.
@Suite(.serialized) struct TournamentPairingsTests {
  let home: TemporaryHome
  let folder: String

  init() throws {
    home = try TemporaryHome(games: [
      "tiny": [
        "game.json": #"{"id": "tiny", "title": "Tiny", "questions": "questions.json"}"#,
        "questions.json": TournamentCommandTests.questions,
      ]
    ])
    folder = home.path
    try FileManager.default.createDirectory(
      atPath: folder + "/no-mods", withIntermediateDirectories: true)
  }

  func write(_ text: String, _ name: String) throws -> String {
    let path = folder + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func run(_ arguments: [String]) -> CommandOutput {
    Trivium.run(arguments + ["--home", folder, "--mods", folder + "/no-mods", "--quiet"])
  }

  func file(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  static let bots =
    #""bots": ["random", "oracle", {"id": "s50", "plugin": "student", "params": {"accuracy": 0.5}}, {"id": "s30", "plugin": "student", "params": {"accuracy": 0.3}}, {"id": "s70", "plugin": "student", "params": {"accuracy": 0.7}}]"#

  /// Every session plays its entry's questions in its order, from its seed; the log says
  /// which, and replays; a changed book is a new tournament, not the stored results.
  @Test func aBookChoosesTheQuestions() throws {
    _ = try write(
      """
      # the last question first, then only the first two
      {"questions": ["c", "a"], "seed": 40}
      {"questions": ["b"]}
      """, "book.jsonl")
    let path = try write(
      #"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 4, "book": "book.jsonl"}"#,
      "t.json")
    let one = run(["tournament", path, "--data", folder + "/1.db", "--log", folder + "/1.jsonl"])
    #expect(one.status == 0, "\(one.stderr)")
    let two = run([
      "tournament", path, "--data", folder + "/2.db", "--log", folder + "/2.jsonl", "--jobs", "2",
    ])
    #expect(two.stdout == one.stdout)
    #expect(try file("2.jsonl") == file("1.jsonl"))
    let lines = try file("1.jsonl").split(separator: "\n").map { try ValueJSON.decode(String($0)) }
    #expect(lines.count == 8)
    #expect(lines[0]["question_ids"] == ["c", "a"] && lines[0]["seed"] == "40")
    #expect(lines[1]["question_ids"] == ["c", "a"], "both bots of a pairing play the same entry")
    #expect(lines[2]["question_ids"] == ["b"] && lines[2]["book_line"] == 3)
    #expect(
      lines.allSatisfy { $0["outcomes"].arrayValue?.count == $0["question_ids"].arrayValue?.count })
    let replay = Trivium.run(["replay", folder + "/1.jsonl", "--home", folder])
    #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    // A random order is the book's seed's: the same whatever --jobs, and not the sequence.
    let random = try write(
      #"{"games": ["tiny"], "bots": ["random", "oracle"], "sessions": 8, "book": {"file": "book.jsonl", "order": "random", "seed": 4}}"#,
      "r.json")
    let serial = run([
      "tournament", random, "--data", folder + "/r1.db", "--log", folder + "/r1.jsonl",
    ])
    let parallel = run([
      "tournament", random, "--data", folder + "/r2.db", "--log", folder + "/r2.jsonl", "--jobs",
      "3",
    ])
    #expect(serial.status == 0 && parallel.stdout == serial.stdout, "\(serial.stderr)")
    #expect(try file("r2.jsonl") == file("r1.jsonl"))
    let played = try file("r1.jsonl").split(separator: "\n").map {
      try ValueJSON.decode(String($0))["book_line"].intValue ?? 0
    }
    #expect(played != [2, 2, 3, 3, 2, 2, 3, 3, 2, 2, 3, 3, 2, 2, 3, 3])
    #expect(Set(played) == [2, 3])
    // The same file, another book: played again, not read back from the store.
    _ = try write(#"{"questions": ["a", "b", "c"]}"#, "book.jsonl")
    let changed = run(["tournament", path, "--data", folder + "/1.db"])
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(changed.stdout != one.stdout)
    #expect(!changed.stdout.hasPrefix(String(one.stdout.prefix(20))))
    // A question the game lacks is refused at its line before anything is played.
    _ = try write("{\"seed\": 1}\n{\"questions\": [\"a\", \"zz\"]}\n", "book.jsonl")
    let wrong = run(["tournament", path, "--data", folder + "/3.db"])
    #expect(wrong.status == 1)
    #expect(
      wrong.stderr.contains("book.jsonl:2: the game 'tiny' has no question 'zz'"), "\(wrong.stderr)"
    )
  }

  /// A knockout of five: the bracket, its byes and the rounds in every format, the same with
  /// --jobs 2; it cannot be sharded.
  @Test func aKnockoutPrintsItsBracketAndRounds() throws {
    let path = try write(
      #"{"games": ["tiny"], "format": "knockout", "sessions": 3, "# + Self.bots + "}",
      "k.json")
    let one = run(["tournament", path, "--data", folder + "/k1.db", "--log", folder + "/k1.jsonl"])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stdout.contains("bracket (seeds, top to bottom): 1 random, 8 -, 4 s30, 5 s70"))
    #expect(one.stdout.contains("  1.1 s30 vs s70: "))
    #expect(one.stdout.contains("  1 bye: random"))
    #expect(one.stdout.contains("  3.1 "))
    let two = run([
      "tournament", path, "--data", folder + "/k2.db", "--log", folder + "/k2.jsonl", "--jobs", "2",
    ])
    #expect(two.stdout == one.stdout)
    #expect(try file("k2.jsonl") == file("k1.jsonl"))
    // (2 + 4 + 2) players' matches of 3 sessions.
    #expect(try file("k1.jsonl").split(separator: "\n").count == 24)
    let json = try ValueJSON.decode(
      run(["tournament", path, "--data", folder + "/k1.db", "--format", "json"]).stdout)
    #expect(json["rounds"].arrayValue?.count == 3)
    #expect(json["rounds"].arrayValue?.first?["byes"] == ["random", "oracle", "s50"])
    #expect(json["played"] == 24 && json["total"] == 24)
    let csv = run(["tournament", path, "--data", folder + "/k1.db", "--format", "csv"]).stdout
    #expect(csv.split(separator: "\n").first?.hasSuffix(",match_points,rounds") == true)
    #expect(csv.contains("1:bye 2:"))
    let sharded = run(["tournament", path, "--data", folder + "/k3.db", "--shard", "1/2"])
    #expect(sharded.status == 2)
    #expect(sharded.stderr.contains("cannot be split"), "\(sharded.stderr)")
  }

  /// A Swiss killed with SIGKILL while it plays resumes to the bytes of a run never stopped:
  /// the pairings of the rounds still to come are made from what the store kept.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func aSwissKilledMidwayResumes() throws {
    let path = try write(
      #"{"games": ["tiny"], "format": "swiss", "rounds": 3, "sessions": 40, "seed": 5, "#
        + Self.bots + "}", "k.json")
    let whole = run([
      "tournament", path, "--data", folder + "/kw.db", "--log", folder + "/kw.jsonl",
    ])
    #expect(whole.status == 0, "\(whole.stderr)")
    // Four of the five bots play each round: 80 sessions a round, 240 in all.
    let id = try SpecFile.load(path).id
    let stored = try killTournament(
      [
        "tournament", path, "--data", folder + "/kk.db", "--home", folder, "--mods",
        folder + "/no-mods", "--quiet", "--jobs", "2",
      ], data: folder + "/kk.db", id: id, onceStored: 100)
    #expect(stored > 0 && stored < 240, "killed after \(stored) stored sessions")
    let resumed = run([
      "tournament", path, "--data", folder + "/kk.db", "--resume", "--log", folder + "/kk.jsonl",
    ])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout == whole.stdout)
    #expect(try file("kk.jsonl") == file("kw.jsonl"))
  }

  /// A Swiss stopped in its second round and resumed gives the standings and log of one run.
  @Test func aSwissResumedMidwayIsTheSameTournament() throws {
    let path = try write(
      #"{"games": ["tiny"], "format": "swiss", "rounds": 3, "sessions": 2, "# + Self.bots
        + "}", "s.json")
    let whole = run(["tournament", path, "--data", folder + "/w.db", "--log", folder + "/w.jsonl"])
    #expect(whole.status == 0, "\(whole.stderr)")
    #expect(whole.stdout.contains("3 rounds"))
    // Five bots: four play each round, one sits out. Keep round 1 and half of round 2.
    let id = try SpecFile.load(path).id
    let stored = try Store.open(at: folder + "/w.db").tournamentResults(tournamentID: id)
    #expect(stored.count == 3 * 4 * 2)
    let partial = try Store.open(at: folder + "/p.db")
    try partial.putTournamentResults(Array(stored.prefix(8 + 3)))
    let refused = run(["tournament", path, "--data", folder + "/p.db"])
    #expect(refused.status == 1 && refused.stderr.contains("--resume"))
    let resumed = run([
      "tournament", path, "--data", folder + "/p.db", "--resume", "--log", folder + "/p.jsonl",
      "--jobs", "2",
    ])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout == whole.stdout)
    #expect(try file("p.jsonl") == file("w.jsonl"))
    // No pairing is repeated, and each round's matches are stated in the order they were paired.
    let json = try ValueJSON.decode(
      run(["tournament", path, "--data", folder + "/w.db", "--format", "json"]).stdout)
    var met = Set<[String]>()
    for round in json["rounds"].arrayValue ?? [] {
      for match in round["matches"].arrayValue ?? [] {
        let pair = [match["first"].stringValue ?? "", match["second"].stringValue ?? ""].sorted()
        #expect(met.insert(pair).inserted)
      }
    }
    #expect(met.count == 6)
  }
}
