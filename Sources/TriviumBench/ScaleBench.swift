import Foundation
import Headless
import LuaHost
import QuizCore
import Store
import TriviumEngine

/// Whether a session's cost grows with its length: the oracle plays one session each of games
/// of 1,000 to 64,000 questions, and a 16,000-question save is resumed. Every step should cost
/// the same however long the session, so the time per question should not grow.
enum ScaleBench {
  static let sizes = [1_000, 4_000, 16_000, 64_000]
  /// The Open Trivia DB corpus, when `../shared` is beside the working folder.
  static let corpus = "../shared/corpora/opentdb/kickturn-2023-html-4098.json"

  /// What the games are made of: the engine, the oracle and the questions to repeat.
  struct Setup {
    let engine: Engine
    let bot: LuaBot
    let source: String
    let questions: [Value]

    init() throws {
      engine = try Engine()
      bot = try engine.bot("oracle")
      if FileManager.default.fileExists(atPath: ScaleBench.corpus) {
        source = "the Open Trivia DB corpus"
        questions = try engine.game(ScaleBench.corpus).game.questions
      } else {
        source = "question-bank (../shared/corpora not found)"
        questions = try engine.game("question-bank").game.questions
      }
    }

    /// A game of `count` questions: the source's, repeated, each with an id of its own.
    func game(_ count: Int) -> Game {
      let repeated = (0..<count).map { index -> Value in
        var question = questions[index % questions.count].mapValue ?? ValueMap()
        question["id"] = .string("q\(index + 1)")
        return .map(question)
      }
      return Game(id: "scale-\(count)", title: "Scale \(count)", questions: repeated)
    }

    /// One session of `game` with the oracle, and the seconds it took: on the wall clock,
    /// and of this thread's CPU (which other work on a shared machine does not lengthen).
    func play(_ game: Game) throws -> (record: SessionRecord, wall: Double, cpu: Double) {
      let environment = try engine.environment(for: game)
      var record: SessionRecord?
      let cpuStart = threadCPUSeconds()
      let wall = best(rounds: 1) {
        record = HeadlessRunner.metered().play(
          game: game, seed: 1, bot: bot, environment: environment)
      }
      let cpu = threadCPUSeconds() - cpuStart
      guard let record, record.forfeit == nil else {
        throw EngineError(
          "the oracle did not finish: \(record?.forfeit?.description ?? "no record")")
      }
      return (record, wall, cpu)
    }
  }

  static func run() {
    do {
      try measure()
    } catch {
      print("scale benchmark: \(error)")
    }
  }

  static func measure() throws {
    let setup = try Setup()
    print("")
    print("one session per size, the oracle on \(setup.source) repeated (best of 3, 1 at 64,000)")
    print("  questions   wall s   CPU s   CPU µs per question   actions")
    var perQuestion: [Double] = []
    var resumable: SessionRecord?
    for size in sizes {
      let game = setup.game(size)
      var fastest = (wall: Double.infinity, cpu: Double.infinity)
      var actions = 0
      for _ in 0..<(size > 16_000 ? 1 : 3) {
        let (record, wall, cpu) = try setup.play(game)
        fastest = (min(fastest.wall, wall), min(fastest.cpu, cpu))
        actions = record.actions.count
        if size == 16_000 { resumable = record }
      }
      perQuestion.append(fastest.cpu / Double(size))
      print(
        "  \(String(size).padded(9))   \(format(fastest.wall, 2).padded(6))   "
          + "\(format(fastest.cpu, 2).padded(5))   "
          + "\(format(fastest.cpu / Double(size) * 1e6, 1).padded(19))   \(actions)")
    }
    let ratio = (perQuestion.max() ?? 0) / (perQuestion.min() ?? 1)
    print("  largest / smallest CPU cost per question   \(format(ratio, 2))  (goal <= 1.3)")
    if let resumable { try resume(resumable, setup: setup) }
    print(memoryLine(sizes.last ?? 0))
  }

  /// Saves the session's actions as `trivium play` does, then times reading them back and
  /// replaying them, as a resume does.
  static func resume(_ record: SessionRecord, setup: Setup) throws {
    let folder = NSTemporaryDirectory() + "trivium-bench-scale-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = try Store.open(at: folder + "/store.sqlite3")
    let profile = try store.createProfile(named: "bench", createdAt: 0)
    let game = setup.game(16_000)
    let environment = try setup.engine.environment(for: game)
    let session = Session.replay(
      game: game, seed: 1, actions: record.actions, environment: environment)
    try store.saveSession(
      SavedSession(
        profileID: profile.id, gameID: game.id, seed: 1, actions: record.actions.map(\.value),
        questionIndex: session.position, score: session.score, updatedAt: 0,
        results: session.actionResults.map { Optional($0) }))
    var resumed: CheckedReplay?
    var cpu = Double.infinity
    let seconds = best(rounds: 3) {
      let start = threadCPUSeconds()
      defer { cpu = min(cpu, threadCPUSeconds() - start) }
      guard let saved = try? store.savedSession(profileID: profile.id, gameID: game.id) else {
        return
      }
      resumed = Session.replay(
        game: game, seed: 1, actions: saved.actions.compactMap(SessionAction.init(value:)),
        expecting: saved.results, environment: environment)
    }
    let agrees = resumed?.divergence == nil && resumed?.session == session
    print(
      "  resume of a 16,000-question save (\(record.actions.count) actions): read and replay "
        + "\(format(seconds, 2)) s, CPU \(format(cpu, 2)) s\(agrees ? "" : "  (the replay DIFFERS)")"
    )
  }

  /// The peak memory of one session of `size` questions beyond its game's, measured in a
  /// process of its own (`trivium-bench scale-memory N`), since a peak is the process's.
  static func memoryLine(_ size: Int) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
    process.arguments = ["scale-memory", "\(size)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return "  memory: \(error)" }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.trimmingCharacters(in: .newlines)
  }

  /// `trivium-bench scale-memory N`: peak memory before and after one session of N questions.
  static func memory(_ size: Int) {
    do {
      let setup = try Setup()
      let game = setup.game(size)
      let before = peakKilobytes()
      let record = try setup.play(game).record
      let after = peakKilobytes()
      let perQuestion = Double(after - before) * 1024 / Double(size)
      print(
        "  memory of the \(size)-question session beyond its game's: "
          + "\((after - before) / 1024) MB, \(format(perQuestion, 0)) bytes per question "
          + "(goal <= 2048; \(record.actions.count) actions)")
    } catch {
      print("  memory: \(error)")
    }
  }

  /// This process's peak resident memory, in kilobytes: `VmHWM`, which starts afresh with the
  /// process (`getrusage` keeps the peak of the process that started it).
  static func peakKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    return fields.count > 1 ? Int(fields[1]) ?? 0 : 0
  }
}

extension String {
  fileprivate func padded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
