import Foundation
import Localization

/// What the plugins of one mod may spend together outside play: loading them all, or checking
/// a command's questions with them. The per-call limits (`SandboxLimits`) bound one call; this
/// bounds the sum, so that no mod can make `list`, `validate`, `run` or the launcher slow by
/// staying just under them on every plugin or every question (docs/sandbox.md, "A mod's
/// budget").
///
/// Instructions and bytes are counted as the per-call limits count them, so the same mod runs
/// out at the same point on every machine; the wall clock is a backstop only, and a mod it
/// stops is said to be stopped by a count that depends on the machine.
public final class PluginBudget {
  /// What is being paid for.
  public enum Phase: Sendable, Hashable {
    /// Loading every plugin of the mod (prelude, main file, description), once per command.
    case loading
    /// Checking questions with the mod's question types (`validate`, dry runs, the random
    /// bot's plays), summed over one command.
    case checking
  }

  /// What ran out.
  public enum Exhaustion: Sendable, Hashable {
    /// The instructions (C work and allocated bytes charged in).
    case instructions
    /// The bytes the mod's plugins hold once loaded.
    case memory
    /// The wall clock: not reproducible.
    case wallClock
  }

  /// Instructions a mod's plugins may run together while they load.
  public static let loadInstructions: Int64 = 100_000_000
  /// Bytes a mod's plugins may hold together once loaded (each also under its own cap).
  public static let loadMemory = 64 << 20
  /// Instructions a mod's question types may run together checking one command's questions,
  /// before what each question adds (`perQuestion`).
  public static let checkInstructions: Int64 = 250_000_000
  /// What each question checked adds to its mod's checking budget: far more than an honest
  /// type spends on one (the built-in `single` and `truefalse` in a mod: some 1,000 each with
  /// the dry run and the random bot's plays, as counted), far less than the per-call limit a
  /// hostile one could stay under every time.
  public static let perQuestion: (instructions: Int64, wallClock: Duration) = (
    1_000_000, .milliseconds(20)
  )
  /// Wall time the mod's own calls may take in one phase: a backstop for work the count
  /// misses (the host's work between the calls is not counted).
  public static let wallClock: Duration = .seconds(15)

  /// Who pays: the mod's id ("odd-pack").
  public let owner: String
  /// Loading or checking.
  public let phase: Phase
  /// The instructions left (negative once overdrawn).
  public private(set) var instructionsLeft: Int64
  /// The bytes left to hold (loading only).
  public private(set) var memoryLeft: Int
  /// What ran out, once something did.
  public private(set) var exhausted: Exhaustion?
  private var instructionLimit: Int64
  private let memoryLimit: Int
  private var wallLimit: Duration
  private var wallUsed: Duration = .zero
  /// Questions granted (`grant`), for the message.
  private var questions = 0

  /// A budget for the mod `owner` in `phase`, with the stated limits unless others are given
  /// (tests).
  public init(
    owner: String, phase: Phase, instructions: Int64? = nil, memory: Int? = nil,
    wallClock: Duration? = nil
  ) {
    self.owner = owner
    self.phase = phase
    instructionLimit =
      instructions ?? (phase == .loading ? Self.loadInstructions : Self.checkInstructions)
    memoryLimit = memory ?? Self.loadMemory
    wallLimit = (wallClock ?? Self.wallClock) * max(1, SandboxLimits.wallClockLeeway)
    instructionsLeft = instructionLimit
    memoryLeft = memoryLimit
  }

  /// Whether the wall-clock backstop has passed; once it has, the budget is spent.
  public func clockPassed() -> Bool {
    if exhausted == nil, wallLimit > .zero, wallUsed > wallLimit { exhausted = .wallClock }
    return exhausted == .wallClock
  }

  /// Adds what one more question to check allows (`perQuestion`).
  public func grantQuestion() {
    questions += 1
    instructionLimit += Self.perQuestion.instructions
    instructionsLeft += Self.perQuestion.instructions
    if wallLimit > .zero {
      wallLimit += Self.perQuestion.wallClock * max(1, SandboxLimits.wallClockLeeway)
    }
  }

  /// Pays `instructions` run and, while loading, `bytes` now held for good, and the wall
  /// time the calls took.
  public func charge(instructions: Int64, bytes: Int = 0, time: Duration = .zero) {
    instructionsLeft -= instructions
    memoryLeft -= bytes
    wallUsed += time
    if exhausted == nil, instructionsLeft < 0 { exhausted = .instructions }
    if exhausted == nil, phase == .loading, memoryLeft < 0 { exhausted = .memory }
  }

  /// Marks `what` as spent: a call stopped because the budget, not its own limit, ran out.
  public func markSpent(_ what: Exhaustion) {
    if exhausted == nil { exhausted = what }
  }

  /// The limits of a plugin loaded or called under this budget: its own limits, with the
  /// instructions and (while loading) the memory capped at what is left.
  public func capping(_ limits: SandboxLimits) -> SandboxLimits {
    var capped = limits
    capped.totalInstructionLimit = max(1, instructionsLeft)
    if phase == .loading, memoryLeft < limits.memoryLimit || limits.memoryLimit <= 0 {
      capped.memoryLimit = max(1, memoryLeft)
    }
    return capped
  }

  /// The error a plugin of the mod gets once the budget is spent, naming the mod, what ran
  /// out and the limit.
  public func error(pluginID: String) -> PluginError {
    let doing =
      phase == .loading
      ? Phrase(trLater("loading its plugins"))
      : Phrase(trLater("checking questions with its types"))
    let what: Phrase
    let kind: PluginError.Kind
    switch exhausted ?? .instructions {
    case .instructions:
      let values: [String: Phrase.Value] = [
        "limit": .text(String(instructionLimit)), "base": .text(String(Self.checkInstructions)),
        "each": .text(String(Self.perQuestion.instructions)), "questions": .number(questions),
      ]
      what =
        questions == 0
        ? Phrase(trLater("more than {limit} instructions"), values)
        : Phrase(
          trLater(
            "more than {limit} instructions ({base} and {each} for each of {questions} questions)"),
          values)
      kind = .instructionLimit
    case .memory:
      what = Phrase(
        trLater("more than {size} MiB held by its plugins together"),
        ["size": .number(memoryLimit >> 20)])
      kind = .memoryLimit
    case .wallClock:
      what = Phrase(
        trLater("more than {seconds} s of wall time in its calls (depends on the machine)"),
        ["seconds": .number(Int(wallLimit.components.seconds))])
      kind = .wallClockLimit
    }
    return PluginError(
      pluginID: pluginID, kind: kind,
      words: Phrase(
        trLater(
          "mod '{mod}' ran out of its budget for {doing}: {what} (mod budget, docs/sandbox.md); "
            + "the mod is refused"),
        ["mod": .text(owner), "doing": .phrase(doing), "what": .phrase(what)]))
  }
}
