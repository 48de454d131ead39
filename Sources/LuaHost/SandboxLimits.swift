/// The limits of one plugin's sandbox. The defaults are far above what an honest plugin needs
/// and low enough that a hostile one stops within about a second.
public struct SandboxLimits: Sendable, Hashable {
  /// Lua instructions one call may run, counted in steps of `hookInterval`, with the work
  /// of C functions charged at fixed rates (docs/sandbox.md, "What is metered").
  public var instructionBudget: Int64 = 50_000_000
  /// Instructions all calls of the plugin may run together, counted as `instructionBudget`
  /// is; zero for no such limit. A mod's budget (`PluginBudget`) sets it while it loads.
  public var totalInstructionLimit: Int64 = 0
  /// Wall time one call may take: a backstop for work the count misses. A call it stops
  /// depends on the machine's load, so its session is not reproducible. Zero for none.
  public var wallClockLimit: Duration = .seconds(1)
  /// Bytes the plugin's whole Lua state may hold.
  public var memoryLimit: Int = 64 << 20
  /// Matching steps one call of `string.find`, `match`, `gmatch` or `gsub` may take.
  public var patternStepLimit: Int64 = 10_000_000
  /// The longest string `string.rep` may build, and its largest repeat count.
  public var maxStringBytes: Int = 16 << 20
  /// The largest range `table.move` may copy.
  public var maxTableMove: Int = 16 << 20
  /// The longest error message kept, in bytes; also the longest field or message of a
  /// problem `validate` reports.
  public var maxErrorLength: Int = 2000
  /// How deeply tables may nest in values that cross between Swift and Lua.
  public var maxValueDepth: Int = 64
  /// The most nodes (tables and scalars) one value read from Lua may have; a table or
  /// string reached twice counts twice, so shared sub-tables cannot multiply the host's work.
  public var maxValueNodes: Int = 500_000
  /// The most string bytes (keys included) one value read from Lua may hold, a string
  /// reached twice counted twice.
  public var maxValueBytes: Int = 16 << 20
  /// The most problems `validate` may report for one question; the rest are counted.
  public var maxProblems: Int = 100
  /// Instructions between two checks of the budget.
  public var hookInterval: Int32 = 1000

  /// The default limits.
  public init() {}

  /// How many times longer than stated the wall-clock backstops (this one and a mod's
  /// `PluginBudget.wallClock`) let a plugin run in the current task: 1 but in tests that
  /// prove a count-based limit on a machine loaded by other builds, where only the count may
  /// stop a call (`ModBudgetTests`).
  @TaskLocal public static var wallClockLeeway = 1

  /// `wallClockLimit` (times `wallClockLeeway`) in whole nanoseconds (saturating), as the
  /// sandbox takes it.
  public var wallClockNanoseconds: Int64 {
    let (seconds, attoseconds) = (wallClockLimit * max(1, Self.wallClockLeeway)).components
    guard seconds < Int64.max / 1_000_000_000 else { return .max }
    return max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }

  /// The default limits, by name.
  public static let `default` = SandboxLimits()
}
