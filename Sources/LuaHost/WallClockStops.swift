import CLuaSandbox

/// Plugin calls the wall-clock limit stopped on the calling thread. A session plays on one
/// thread: when this grows while it plays, its outcome depended on the machine's load.
public enum WallClockStops {
  /// Calls stopped by the wall clock on this thread since it started.
  public static var onThisThread: Int { Int(trv_sandbox_wall_clock_stops()) }
}
