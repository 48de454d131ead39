import Foundation
import QuizCore
import Testing
import TriviumCommands

/// Shuffled options (issue 34) change nothing for a game that does not ask for them: logs
/// written before the change replay to their logged scores, hints included (a hint draws
/// from the same generator a shuffle would). A game that shuffles replays its own logs, and
/// the oracle still scores every question.
@Suite struct ChoiceReplayTests {
  static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/choice-replay")

  func home(shuffled: Bool) throws -> TemporaryHome {
    var questions = try String(
      contentsOf: Self.fixtures.appendingPathComponent("q.json"), encoding: .utf8)
    if shuffled {
      let list = try ValueJSON.decode(questions).arrayValue ?? []
      let marked = list.map { question -> Value in
        guard var map = question.mapValue, question["type"] != "truefalse" else { return question }
        map["shuffle"] = true
        return .map(map)
      }
      questions = try ValueJSON.encode(.array(marked))
    }
    let game = try String(
      contentsOf: Self.fixtures.appendingPathComponent("game.json"), encoding: .utf8)
    let home = try TemporaryHome(games: ["choices": ["game.json": game, "q.json": questions]])
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    return home
  }

  @Test func logsWrittenBeforeShufflingReplayToTheirScores() throws {
    let home = try home(shuffled: false)
    let log = Self.fixtures.appendingPathComponent("choices-before-shuffle.jsonl").path
    let text = try String(contentsOfFile: log, encoding: .utf8)
    // The fixture uses hints, which draw from the seeded generator.
    #expect(text.contains(#""op":"hint""#))
    let replay = Trivium.run(["replay", log, "--home", home.path, "--mods", home.path + "/no-mods"])
    #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    #expect(replay.stdout.contains("9 sessions replayed, all scores equal"), "\(replay.stdout)")
  }

  @Test func aShuffledGameReplaysItsOwnLogsAndTheOracleScoresAll() throws {
    let home = try home(shuffled: true)
    let options = ["--home", home.path, "--mods", home.path + "/no-mods"]
    for bot in ["student", "oracle"] {
      let log = home.path + "/\(bot).jsonl"
      let run = Trivium.run(
        ["run", "choices", "--bot", bot, "--seed", "5", "--sessions", "3", "--log", log] + options)
      #expect(run.status == 0, "\(run.stderr)")
      let replay = Trivium.run(["replay", log] + options)
      #expect(replay.status == 0, "\(bot): \(replay.stdout)")
      if bot == "oracle" {
        for line in try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n") {
          let entry = try ValueJSON.decode(String(line))
          // 26 questions, 100 each under the classic rules.
          #expect(entry["score"] == 2600, "\(entry["seed"])")
        }
      }
    }
  }
}
