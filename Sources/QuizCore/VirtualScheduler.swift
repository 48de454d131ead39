/// Scheduled events on a virtual timeline, ordered by (due time, sequence of scheduling).
///
/// Nothing here waits: a headless run jumps straight from one due event to the next, and the
/// terminal moves the timeline along a real clock. Two events due at the same time come out in
/// the order they were scheduled, so a run is the same on every machine.
public struct VirtualScheduler<Payload> {
  /// One scheduled event.
  public struct Entry {
    /// The id it was scheduled under.
    public var id: TimerID
    /// When it is due.
    public var due: VirtualTime
    /// The order it was scheduled in, which breaks ties between equal due times.
    public var sequence: Int
    /// What it carries.
    public var payload: Payload
  }

  /// The current virtual time.
  public private(set) var now: VirtualTime
  /// The events not yet fired, soonest first.
  public private(set) var pending: [Entry] = []
  private var nextSequence = 0

  /// An empty scheduler whose timeline stands at `now`.
  public init(now: VirtualTime = .zero) { self.now = now }

  /// Schedules `payload` under `id`, due `delay` from now; a pending event with the same id is
  /// replaced.
  public mutating func schedule(_ id: TimerID, after delay: Delay, _ payload: Payload) {
    schedule(id, at: now + max(delay, .zero), payload)
  }

  /// Schedules `payload` under `id`, due at `due` (never before now).
  public mutating func schedule(_ id: TimerID, at due: VirtualTime, _ payload: Payload) {
    cancel(id)
    let entry = Entry(id: id, due: max(due, now), sequence: nextSequence, payload: payload)
    nextSequence += 1
    // Pending stays sorted: insert after every entry due at the same time or earlier.
    let index = pending.firstIndex { $0.due > entry.due } ?? pending.endIndex
    pending.insert(entry, at: index)
  }

  /// Removes the pending event with this id; false when there was none.
  @discardableResult public mutating func cancel(_ id: TimerID) -> Bool {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return false }
    pending.remove(at: index)
    return true
  }

  /// When the next event is due, if any.
  public var nextDue: VirtualTime? { pending.first?.due }

  /// Whether no event is pending.
  public var isIdle: Bool { pending.isEmpty }

  /// Removes and returns the soonest event if it is due by `limit` (any event when `limit` is
  /// nil), moving the timeline to its due time.
  public mutating func popNext(dueBy limit: VirtualTime? = nil) -> Entry? {
    guard let first = pending.first else { return nil }
    if let limit, first.due > limit { return nil }
    pending.removeFirst()
    now = max(now, first.due)
    return first
  }

  /// Moves the timeline to `time` (never backwards) without firing anything: events due
  /// before it stay pending and come out of `popNext` first.
  public mutating func moveClock(to time: VirtualTime) { now = max(now, time) }

  /// Fires, in order, every event due by `time` (those that firing schedules too), then moves
  /// the timeline to `time`; `fire` gets the scheduler to schedule or cancel more.
  public mutating func advance(
    to time: VirtualTime, _ fire: (inout VirtualScheduler, Entry) throws -> Void
  ) rethrows {
    while let entry = popNext(dueBy: time) { try fire(&self, entry) }
    now = max(now, time)
  }

  /// Fires events, jumping from one due time to the next, until none is pending or `limit`
  /// events have fired (a guard against a timer that keeps rescheduling itself); returns how
  /// many fired.
  @discardableResult public mutating func runUntilIdle(
    limit: Int = 100_000, _ fire: (inout VirtualScheduler, Entry) throws -> Void
  ) rethrows -> Int {
    var fired = 0
    while fired < limit, let entry = popNext() {
      try fire(&self, entry)
      fired += 1
    }
    return fired
  }
}

extension VirtualScheduler: Sendable where Payload: Sendable {}
extension VirtualScheduler.Entry: Sendable where Payload: Sendable {}
extension VirtualScheduler.Entry: Equatable where Payload: Equatable {}
