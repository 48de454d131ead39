import Foundation
import QuizCore
import Testing

@testable import ExternalBots

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let faultBot = repositoryRoot.appendingPathComponent("Tests/Fixtures/bots/fault-bot.py").path
let hasPython =
  FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
  || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/python3")
  }

/// A bot running the fixture in `mode`, recording what it is sent into `record` when given.
func bot(
  _ mode: String, record: String? = nil, restart: ExternalBot.Restart = .worker,
  move: Duration = .seconds(10), session: Duration = .seconds(60)
) -> ExternalBot {
  ExternalBot(
    ExternalBot.Configuration(
      id: "fixture", command: ["python3", faultBot, mode] + (record.map { ["record", $0] } ?? []),
      directory: nil, restart: restart, oracle: false, moveLimit: move, sessionLimit: session,
      params: ["level": 3], games: ["quiz"]))
}

let seen: Value = ["question": ["index": 1, "count": 2], "score": 0]

/// The message a failed move gave.
func failure(_ bot: ExternalBot) -> String {
  do {
    _ = try bot.decide(seen, random: SeededRandom(seed: 1))
    return "no failure"
  } catch {
    return error.description
  }
}

func temporaryFile() -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent("bot-\(UUID().uuidString)").path
}

@Suite(.enabled(if: hasPython, "python3 is missing: the protocol's test bots are Python"))
struct ExternalBotTests {
  @Test func handshakeSaysVersionGamesAndReadsNameAuthorOptions() throws {
    let record = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: record) }
    let bot = bot("good", record: record)
    let hello = try bot.start()
    #expect(hello.name == "Fault bot")
    #expect(hello.author == "tests")
    #expect(hello.options?["level"]["type"] == "integer")
    bot.stop()
    let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.first
        == #"{"bot":"fixture","games":["quiz"],"oracle":false,"protocol":1,"type":"hello"}"#)
    #expect(lines.last == #"{"type":"quit"}"#)
  }

  @Test func aMoveIsTheSeenInAndOneActionOut() throws {
    let record = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: record) }
    let bot = bot("good", record: record)
    bot.game = "quiz"
    bot.startSession(seed: 18_446_744_073_709_551_615)
    let move = try bot.decide(seen, random: SeededRandom(seed: 1))
    #expect(move == BotMove(action: .next, think: .milliseconds(1500)))
    bot.stop()
    let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[1] == #"{"game":"quiz","seed":"18446744073709551615","type":"new-session"}"#)
    let decide = try ValueJSON.decode(String(lines[2]))
    #expect(decide["type"] == "decide")
    #expect(decide["seen"]["params"]["level"] == 3)
    #expect(decide["seen"]["question"]["count"] == 2)
    #expect(decide["random"].stringValue != nil)
  }

  @Test func aCrashForfeitsWithItsStatusAndLastStderrLines() {
    let bot = bot("crash")
    bot.startSession(seed: 1)
    let message = failure(bot)
    #expect(message.contains("crash: exited with status 3"))
    #expect(message.contains(#"thinking hard\nTraceback: boom"#))
  }

  @Test func aBotIsRestartedForTheSessionAfterItsFault() throws {
    let bot = bot("crash-on-seed-1")
    bot.startSession(seed: 1)
    #expect(failure(bot).contains("crash:"))
    bot.startSession(seed: 2)
    #expect(try bot.decide(seen, random: SeededRandom(seed: 1)).action == .next)
  }

  @Test func aHangForfeitsOnTimeAfterTheMoveLimitAndIsKilled() {
    let bot = bot("hang", move: .milliseconds(300))
    bot.startSession(seed: 1)
    let start = ContinuousClock.now
    let message = failure(bot)
    #expect(message.contains("time: no answer within the per-move limit of 0.3 s"))
    #expect(message.contains("about to hang"))
    #expect(bot.timeForfeits == 1)
    // Killed, not waited for: well under the minute it sleeps.
    #expect(start.duration(to: .now) < .seconds(20))
  }

  @Test func theSessionBudgetCountsEveryMove() throws {
    let bot = bot("slow", move: .seconds(10), session: .milliseconds(700))
    bot.startSession(seed: 1)
    var message = "no failure"
    for _ in 0..<10 {
      do { _ = try bot.decide(seen, random: SeededRandom(seed: 1)) } catch {
        message = error.description
        break
      }
    }
    #expect(message.contains("time: used up its session budget of 0.7 s"))
    #expect(bot.timeForfeits == 1)
    // A new session has a new budget.
    bot.startSession(seed: 2)
    #expect(try bot.decide(seen, random: SeededRandom(seed: 1)).action == .next)
  }

  @Test func invalidJSONForfeits() {
    let bot = bot("bad-json")
    bot.startSession(seed: 1)
    let message = failure(bot)
    #expect(message.contains("invalid-json:"))
    #expect(message.contains("{oops"))
  }

  @Test func anIllegalActionForfeits() {
    let bot = bot("illegal")
    bot.startSession(seed: 1)
    #expect(failure(bot).contains("illegal-action: action refused: not an action a bot can take"))
  }

  @Test func aBotThatCannotStartSaysWhy() {
    let missing = ExternalBot(
      ExternalBot.Configuration(
        id: "missing", command: ["./no-such-bot"], directory: "/", restart: .worker,
        oracle: false, moveLimit: .seconds(1), sessionLimit: .seconds(1), params: .null,
        games: []))
    do {
      try missing.start()
      Issue.record("started")
    } catch {
      #expect(error.description == "cannot-start: './no-such-bot': No such file or directory")
    }
    do {
      try bot("no-hello").start()
      Issue.record("started")
    } catch {
      #expect(error.reason == "cannot-start")
      #expect(error.message.contains("exited with status 1"))
      #expect(error.message.contains(#"loading the model\nno model found"#))
    }
  }

  @Test func stderrIsKeptBoundedAndEscaped() {
    let bot = bot("noise")
    bot.startSession(seed: 1)
    let message = failure(bot)
    #expect(message.contains("exited with status 4"))
    #expect(!message.contains("\u{1B}"))
    #expect(message.contains(#"\e[2J"#))
    #expect(message.count < 2500)
  }

  /// The last question of a session: the fixture answers `finish`.
  static let last: Value = ["question": ["index": 2, "count": 2], "score": 0]

  @Test func aLineAfterTheLastAnswerIsThatSessionsFaultAndTheNextPlaysClean() throws {
    let record = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: record) }
    let bot = bot("extra-line", record: record)
    bot.startSession(seed: 1)
    #expect(try bot.decide(Self.last, random: SeededRandom(seed: 1)).action == .finish)
    try bot.endSession(forfeited: false)
    bot.startSession(seed: 2)
    #expect(try bot.decide(Self.last, random: SeededRandom(seed: 1)).action == .finish)
    // The line after `finish` is the fault of the session that wrote it...
    #expect(throws: QuizError.self) { try bot.endSession(forfeited: false) }
    do { try bot.endSession(forfeited: false) } catch {
      Issue.record("a second end of the same session: \(error)")
    }
    // ...and the next session starts a new process, which reads its own answers only.
    bot.startSession(seed: 3)
    #expect(try bot.decide(Self.last, random: SeededRandom(seed: 1)).action == .finish)
    try bot.endSession(forfeited: false)
    bot.stop()
    let text = try String(contentsOfFile: record, encoding: .utf8)
    #expect(text.components(separatedBy: #""type":"hello""#).count - 1 == 2)
  }

  @Test func twoAnswersToOneDecideForfeitAtTheNextMove() throws {
    let bot = bot("twice")
    bot.startSession(seed: 2)
    #expect(try bot.decide(seen, random: SeededRandom(seed: 1)).action == .next)
    // The engine plays the move meanwhile; the second line has come by the next decide.
    usleep(100_000)
    #expect(failure(bot).contains("protocol: wrote a line when no move was asked"))
  }

  @Test func anyForfeitRestartsTheProcess() throws {
    let record = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: record) }
    let bot = bot("good", record: record)
    bot.startSession(seed: 1)
    _ = try bot.decide(seen, random: SeededRandom(seed: 1))
    // A forfeit the bot did not cause (too many moves, the rules failed) restarts it too.
    try bot.endSession(forfeited: true)
    bot.startSession(seed: 2)
    _ = try bot.decide(seen, random: SeededRandom(seed: 1))
    bot.stop()
    let text = try String(contentsOfFile: record, encoding: .utf8)
    #expect(text.components(separatedBy: #""type":"hello""#).count - 1 == 2)
  }

  @Test func aLineTooLateForItsSessionRestartsTheProcessBeforeTheNext() throws {
    let bot = bot("late-line")
    bot.startSession(seed: 2)
    #expect(try bot.decide(Self.last, random: SeededRandom(seed: 1)).action == .finish)
    try bot.endSession(forfeited: false)
    // The bot writes its line 0.1 s after its answer; the next session begins after it came.
    usleep(400_000)
    bot.startSession(seed: 3)
    #expect(bot.lateLineRestarts == 1)
    #expect(try bot.decide(seen, random: SeededRandom(seed: 1)).action == .next)
  }

  @Test func aBotThatExitsWhileItsChildKeepsItsOutputOpenHasCrashed() {
    // The child holds the bot's standard output open after the bot has exited: the bot is
    // still seen to have ended, not to think until the move limit.
    let script =
      #"read line; echo '{"type": "hello", "protocol": 1}'; sleep 60 & read line; read line; exit 5"#
    let bot = ExternalBot(
      ExternalBot.Configuration(
        id: "parent", command: ["sh", "-c", script], directory: nil, restart: .worker,
        oracle: false, moveLimit: .seconds(30), sessionLimit: .seconds(60), params: .null,
        games: []))
    bot.startSession(seed: 1)
    let start = ContinuousClock.now
    let message = failure(bot)
    #expect(message.contains("crash: exited with status 5"), "\(message)")
    #expect(bot.timeForfeits == 0)
    #expect(start.duration(to: .now) < .seconds(20))
  }

  @Test func workerRestartKeepsOneProcessSessionRestartStartsOneEach() throws {
    for (restart, hellos) in [(ExternalBot.Restart.worker, 1), (.session, 3)] {
      let record = temporaryFile()
      defer { try? FileManager.default.removeItem(atPath: record) }
      let bot = bot("good", record: record, restart: restart)
      for seed in 1...3 {
        bot.startSession(seed: UInt64(seed))
        _ = try bot.decide(seen, random: SeededRandom(seed: 1))
      }
      bot.stop()
      let text = try String(contentsOfFile: record, encoding: .utf8)
      #expect(text.components(separatedBy: #""type":"hello""#).count - 1 == hellos)
      #expect(text.components(separatedBy: #""type":"new-session""#).count - 1 == 3)
    }
  }
}

struct StderrTailTests {
  @Test func keepsTheLastLinesEachCut() {
    var tail = StderrTail()
    for line in 1...100 { tail.append(Array("line \(line)\n".utf8)) }
    tail.append([UInt8](repeating: 65, count: 1 << 20))
    let lines = tail.text.split(separator: "\n")
    #expect(lines.count == StderrTail.lineCount)
    #expect(lines.first == "line 94")
    #expect(lines.last?.utf8.count == StderrTail.lineBytes)
  }
}

struct SHA256Tests {
  @Test func knownDigests() {
    #expect(
      SHA256.hex(Array("".utf8))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    // Fed in pieces that cross the blocks, as a file is read.
    var hash = SHA256()
    for _ in 0..<1000 { hash.update(Array(repeating: UInt8(ascii: "a"), count: 1000)) }
    #expect(hash.finish() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
