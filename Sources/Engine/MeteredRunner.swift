import Headless
import LuaHost

extension HeadlessRunner {
  /// A runner that marks a session as not reproducible when the wall clock stops one of its
  /// plugin calls (every plugin of a session runs on the thread that plays it).
  public static func metered() -> HeadlessRunner {
    var runner = HeadlessRunner()
    runner.wallClockStops = { WallClockStops.onThisThread }
    return runner
  }
}
