import Foundation
import LuaHost
import QuizCore
import Testing

/// Limits small enough to keep the suite fast; one test also checks the defaults. The wall
/// clock is far out of the way: a loaded machine running tests in parallel must not trip it.
let testLimits: SandboxLimits = {
  var limits = SandboxLimits.default
  limits.instructionBudget = 5_000_000
  limits.memoryLimit = 32 << 20
  limits.wallClockLimit = .seconds(60)
  return limits
}()

let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

/// Loads `Fixtures/<path>` as a plugin named after the file.
func fixturePlugin(_ path: String, limits: SandboxLimits = testLimits) throws -> LuaPlugin {
  let url = fixtures.appendingPathComponent(path)
  let source = try String(contentsOf: url, encoding: .utf8)
  let id = url.deletingPathExtension().lastPathComponent
  return try LuaPlugin(id: id, source: source, chunkName: path, limits: limits)
}

/// A plugin made from a string, named `inline.lua`.
func inlinePlugin(_ source: String, limits: SandboxLimits = testLimits) throws -> LuaPlugin {
  try LuaPlugin(id: "inline", source: source, chunkName: "inline.lua", limits: limits)
}

/// The error a call throws; fails the test when it does not throw.
func callError(
  _ plugin: LuaPlugin, _ function: String, _ arguments: [Value] = [], sharing: Int = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) -> PluginError? {
  do {
    let result = try plugin.call(function, arguments, sharing: sharing)
    Issue.record("expected an error, got \(result)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// Runs `body` and returns its wall time in seconds: used only as a hang guard with a bound
/// far above any real duration, never as a performance target.
func elapsed(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let duration = ContinuousClock.now - start
  return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}
