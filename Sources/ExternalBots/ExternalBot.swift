import Localization
import QuizCore

/// A bot that is a program of its own, spoken to over the JSON-lines protocol: the same
/// `Bot` contract as a Lua bot (it sees `seen`, the solution only as an oracle, and answers
/// one move), with wall-time limits, since its time cannot be counted in instructions.
public final class ExternalBot: Bot {
  /// When a new process starts.
  public enum Restart: String, Hashable, Sendable, CaseIterable {
    /// One process plays every session of a worker, told to forget between them.
    case worker
    /// A new process for every session, for bots that cannot forget.
    case session
  }

  /// How to run it and its limits.
  public struct Configuration: Hashable, Sendable {
    /// The name in the standings and the logs.
    public var id: String
    /// The program and its arguments.
    public var command: [String]
    /// The folder it runs in (the tournament file's), or nil for ours.
    public var directory: String?
    public var restart: Restart
    /// Whether it is shown the solutions.
    public var oracle: Bool
    /// Wall time allowed for one move, and for all the moves of a session.
    public var moveLimit: Duration
    public var sessionLimit: Duration
    /// Settings it sees as `seen.params`.
    public var params: Value
    /// The games of the tournament, said in the hello.
    public var games: [String]
    /// Variables added to its environment (the mark `BotSweep` finds its processes by).
    public var environment: [String: String]

    /// A configuration with every field given.
    public init(
      id: String, command: [String], directory: String?, restart: Restart, oracle: Bool,
      moveLimit: Duration, sessionLimit: Duration, params: Value, games: [String],
      environment: [String: String] = [:]
    ) {
      self.id = id
      self.command = command
      self.directory = directory
      self.restart = restart
      self.oracle = oracle
      self.moveLimit = moveLimit
      self.sessionLimit = sessionLimit
      self.params = params
      self.games = games
      self.environment = environment
    }
  }

  /// The handshake waits at least this long: an interpreter may take a while to start on a
  /// loaded machine.
  static let minimumStartLimit: Duration = .seconds(5)
  /// How long a bot has to exit after `quit` before it is killed.
  static let quitGrace: Duration = .milliseconds(500)
  /// How long after a session's last answer a line the bot writes is still caught as that
  /// session's fault (most come at once, in the same write as the answer or just after it).
  static let strayGrace: Duration = .milliseconds(20)

  public let configuration: Configuration
  public var id: String { configuration.id }
  public var isOracle: Bool { configuration.oracle }
  /// The game of the next session, said in `new-session` (set by whoever plays it).
  public var game = ""
  /// Sessions forfeited on time so far: their outcome depends on the machine's load.
  public private(set) var timeForfeits = 0
  /// Sessions forfeited for a line that came when no move was asked: which move sees it (or
  /// whether the session's end does) depends on when the bot's writes arrive.
  public private(set) var strayLineForfeits = 0
  /// What the bot said in its last handshake.
  public private(set) var hello: BotProtocol.Hello?
  /// Whether the current session was abandoned because the tournament is stopping: it is not
  /// a result.
  public private(set) var abandonedSession = false
  /// Times a line was still unread when a session started (it came later than `strayGrace`
  /// after the session before ended): the process was restarted so that no session read it.
  public private(set) var lateLineRestarts = 0

  private var process: BotProcess?
  /// Why the current session cannot be played (a failed restart), thrown at its first move.
  private var failure: BotFault?
  private var sessionUsed: Duration = .zero
  /// When the current session's last answer was read.
  private var lastAnswer: ContinuousClock.Instant?
  /// Whether the process has played no session since its handshake: a bot restarted for every
  /// session plays its first in the process whose hello was read (no second slow start).
  private var fresh = false

  /// A bot that starts its process when first needed.
  public init(_ configuration: Configuration) {
    self.configuration = configuration
  }

  deinit { stop() }

  /// Starts the process and shakes hands, then leaves it running; returns what it said.
  @discardableResult
  public func start() throws(BotFault) -> BotProtocol.Hello {
    stop()
    let process = try BotProcess(
      arguments: configuration.command, directory: configuration.directory,
      environment: configuration.environment)
    let deadline = ContinuousClock.now + max(configuration.moveLimit, Self.minimumStartLimit)
    do {
      try process.send(
        BotProtocol.line(
          BotProtocol.hello(
            bot: id, games: configuration.games, oracle: configuration.oracle)),
        deadline: deadline)
      hello = try BotProtocol.readHello(process.readLine(deadline: deadline))
    } catch {
      let fault = error.with(stderr: process.tail.text)
      process.kill()
      throw fault.asStart
    }
    self.process = process
    fresh = true
    return hello!
  }

  /// Says `quit`, gives the bot a moment to exit, and kills it.
  public func stop() {
    guard let process else { return }
    self.process = nil
    try? process.send(
      BotProtocol.line(BotProtocol.quit), deadline: ContinuousClock.now + Self.quitGrace)
    process.finish(grace: Self.quitGrace)
  }

  public func startSession(seed: UInt64) {
    failure = nil
    sessionUsed = .zero
    lastAnswer = nil
    abandonedSession = false
    if configuration.restart == .session, !fresh { stop() }
    // A line from before this session must not be read as one of its answers: a new process.
    if let process, process.hasUnread(until: .now) {
      lateLineRestarts += 1
      drop()
    }
    do throws(BotFault) {
      if process == nil { try start() }
      fresh = false
      try process?.send(
        BotProtocol.line(BotProtocol.newSession(game: game, seed: seed)),
        deadline: ContinuousClock.now + configuration.moveLimit)
    } catch {
      failure = error
      drop()
    }
  }

  public func decide(_ seen: Value, random: SeededRandom) throws(QuizError) -> BotMove {
    do throws(BotFault) {
      if let failure { throw failure }
      guard let process else { throw BotFault.crash(Phrase(trLater("not running"))) }
      let left = configuration.sessionLimit - sessionUsed
      let limit = min(configuration.moveLimit, left)
      var shown = seen
      if configuration.params != .null, var map = seen.mapValue {
        map["params"] = configuration.params
        shown = .map(map)
      }
      // Whatever came since the last answer came when no move was asked.
      if process.hasUnread(until: .now) { throw Self.strayLine }
      var bits = random
      let start = ContinuousClock.now
      let line: [UInt8]
      do {
        try process.send(
          BotProtocol.line(BotProtocol.decide(seen: shown, random: bits.next())),
          deadline: start + limit)
        line = try process.readLine(deadline: start + limit)
      } catch .time {
        throw limit < configuration.moveLimit
          ? BotFault.time(
            Phrase(
              trLater("used up its session budget of {seconds}"),
              ["seconds": .text(Self.seconds(configuration.sessionLimit))]))
          : BotFault.time(
            Phrase(
              trLater("no answer within the per-move limit of {seconds}"),
              ["seconds": .text(Self.seconds(limit))]))
      }
      lastAnswer = .now
      sessionUsed += start.duration(to: .now)
      let answer: Value
      do { answer = try ValueJSON.decode(line) } catch {
        throw BotFault.invalidJSON(
          Phrase(
            trLater("{error} in {line}"),
            [
              "error": .of(error),
              "line": .text(
                Untrusted.line(String(decoding: line.prefix(200), as: UTF8.self), limit: 200)),
            ]))
      }
      guard answer.mapValue != nil else {
        throw BotFault.illegalAction(
          Phrase(
            trLater("an answer is a JSON object, not {kind}"),
            ["kind": .text(answer.kindWithArticle)]))
      }
      do { return try BotMove(value: answer, seen: seen) } catch {
        throw BotFault.illegalAction(error.sentence)
      }
    } catch {
      if case .time = error { timeForfeits += 1 }
      if case .abandoned = error { abandonedSession = true }
      if error == Self.strayLine { strayLineForfeits += 1 }
      let fault = error.with(stderr: process?.tail.text ?? "")
      // The process is killed at once: the next session starts a new one.
      drop()
      throw .pluginFailed(plugin: id, message: PluginMessage(fault.sentence))
    }
  }

  /// Ends the session: a forfeit of any kind restarts the process for the next one (it may be
  /// in any state); otherwise a line the bot writes up to `strayGrace` after its last answer
  /// is this session's protocol fault, and restarts it too.
  public func endSession(forfeited: Bool) throws(QuizError) {
    guard !forfeited else { return drop() }
    guard let process else { return }
    guard process.hasUnread(until: (lastAnswer ?? .now) + Self.strayGrace) else { return }
    let fault = Self.strayLine.with(stderr: process.tail.text)
    strayLineForfeits += 1
    drop()
    throw .pluginFailed(plugin: id, message: PluginMessage(fault.sentence))
  }

  /// The fault of a line that came when no move was asked.
  static let strayLine = BotFault.protocolViolation(
    Phrase(trLater("wrote a line when no move was asked (one line answers each decide)")))

  /// Makes every wait for an external bot end at once with `BotFault.abandoned` (the caller
  /// drops those sessions). Safe in a signal handler: one atomic store.
  public static func requestStop() { stopRequested.store(true, ordering: .relaxed) }

  /// Lets waits go on again; before a signal handler may call `requestStop`.
  public static func resetStop() { stopRequested.store(false, ordering: .relaxed) }

  /// Kills the process without a word: it broke the protocol or ran out of time.
  private func drop() {
    process?.kill()
    process = nil
  }

  static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration.wholeMilliseconds
    return milliseconds % 1000 == 0
      ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
  }
}

extension BotFault {
  /// The fault with the bot's last lines of standard error, made safe to print.
  func with(stderr: String) -> BotFault {
    guard !stderr.isEmpty else { return self }
    return saying(
      Phrase(
        trLater("{message}; its last stderr lines: {stderr}"),
        ["message": .phrase(phrase), "stderr": .text(Untrusted.line(stderr, limit: 2000))]))
  }

  /// The fault as a failure to start.
  var asStart: BotFault {
    if case .cannotStart = self { return self }
    if case .abandoned = self { return self }
    return .cannotStart(phrase)
  }
}
