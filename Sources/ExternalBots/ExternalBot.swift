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

    /// A configuration with every field given.
    public init(
      id: String, command: [String], directory: String?, restart: Restart, oracle: Bool,
      moveLimit: Duration, sessionLimit: Duration, params: Value, games: [String]
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
    }
  }

  /// The handshake waits at least this long: an interpreter may take a while to start on a
  /// loaded machine.
  static let minimumStartLimit: Duration = .seconds(5)
  /// How long a bot has to exit after `quit` before it is killed.
  static let quitGrace: Duration = .milliseconds(500)

  public let configuration: Configuration
  public var id: String { configuration.id }
  public var isOracle: Bool { configuration.oracle }
  /// The game of the next session, said in `new-session` (set by whoever plays it).
  public var game = ""
  /// Sessions forfeited on time so far: their outcome depends on the machine's load.
  public private(set) var timeForfeits = 0
  /// What the bot said in its last handshake.
  public private(set) var hello: BotProtocol.Hello?

  private var process: BotProcess?
  /// Why the current session cannot be played (a failed restart), thrown at its first move.
  private var failure: BotFault?
  private var sessionUsed: Duration = .zero

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
      arguments: configuration.command, directory: configuration.directory)
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
    if configuration.restart == .session { stop() }
    do throws(BotFault) {
      if process == nil { try start() }
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
      guard let process else { throw BotFault.crash("not running") }
      let left = configuration.sessionLimit - sessionUsed
      let limit = min(configuration.moveLimit, left)
      var shown = seen
      if configuration.params != .null, var map = seen.mapValue {
        map["params"] = configuration.params
        shown = .map(map)
      }
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
            "used up its session budget of \(Self.seconds(configuration.sessionLimit))")
          : BotFault.time("no answer within the per-move limit of \(Self.seconds(limit))")
      }
      sessionUsed += start.duration(to: .now)
      let answer: Value
      do { answer = try ValueJSON.decode(line) } catch {
        throw BotFault.invalidJSON(
          "\(error) in \(Untrusted.line(String(decoding: line.prefix(200), as: UTF8.self), limit: 200))"
        )
      }
      guard answer.mapValue != nil else {
        throw BotFault.illegalAction("an answer is a JSON object, not \(answer.kindWithArticle)")
      }
      do { return try BotMove(value: answer, seen: seen) } catch {
        throw BotFault.illegalAction("\(error)")
      }
    } catch {
      if case .time = error { timeForfeits += 1 }
      let fault = error.with(stderr: process?.tail.text ?? "")
      // The process is killed at once: the next session starts a new one.
      drop()
      throw .pluginFailed(plugin: id, message: .verbatim(fault.description))
    }
  }

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
    let text = message + "; its last stderr lines: " + Untrusted.line(stderr, limit: 2000)
    switch self {
    case .cannotStart: return .cannotStart(text)
    case .crash: return .crash(text)
    case .time: return .time(text)
    case .invalidJSON: return .invalidJSON(text)
    case .illegalAction: return .illegalAction(text)
    case .protocolViolation: return .protocolViolation(text)
    }
  }

  /// The fault as a failure to start.
  var asStart: BotFault {
    if case .cannotStart = self { return self }
    return .cannotStart(message)
  }
}
