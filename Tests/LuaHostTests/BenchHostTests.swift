import CBenchHost
import Testing

/// The C host the Lua host benchmark measures the Swift host against
/// (`Sources/CBenchHost`) runs its calls under the same limits, or the comparison would flatter
/// it.
@Suite struct BenchHostTests {
  let scorer = """
    return { score = function(t) return { total = t.a + t.b, label = "ok" } end }
    """

  @Test("the C host's calls are metered: a call past the instruction budget is stopped")
  func callsAreMetered() {
    #expect(cbench_call_loop(scorer, 10, 50_000_000, 64 << 20, 1_000_000_000) == 10 * 2 + 45 + 20)
    // About 40 million instructions: past a budget of one million, so stopped (a loop that
    // never ends would hang this test where the calls are not metered).
    let long = """
      return { score = function(t)
        local n = 0
        for i = 1, 10000000 do n = n + i end
        return { total = n, label = "ok" }
      end }
      """
    #expect(cbench_call_loop(long, 1, 1_000_000, 64 << 20, 60_000_000_000) == -1)
  }
}
