/// The front of a session (a terminal screen, a headless runner): told what to show and store.
///
/// Every method has an empty default, so a front implements only what it needs.
public protocol SessionDelegate: AnyObject {
  /// The session changed (an action was applied).
  func sessionDidChange(_ session: Session)
  /// Show a popup on top of the others.
  func present(_ popup: Popup)
  /// Close one popup.
  func dismiss(_ popup: PopupID)
  /// Close every popup.
  func dismissAllPopups()
  /// Store the session.
  func save(_ session: Session)
  /// The session is over.
  func sessionDidFinish(_ result: SessionResult)
  /// An action was refused; the session did not change.
  func sessionRefused(_ action: SessionAction, reason: RefusalReason)
  /// A question type or the rules failed.
  func sessionDidFail(_ error: QuizError)
}

extension SessionDelegate {
  /// Does nothing.
  public func sessionDidChange(_ session: Session) {}
  /// Does nothing.
  public func present(_ popup: Popup) {}
  /// Does nothing.
  public func dismiss(_ popup: PopupID) {}
  /// Does nothing.
  public func dismissAllPopups() {}
  /// Does nothing.
  public func save(_ session: Session) {}
  /// Does nothing.
  public func sessionDidFinish(_ result: SessionResult) {}
  /// Does nothing.
  public func sessionRefused(_ action: SessionAction, reason: RefusalReason) {}
  /// Does nothing.
  public func sessionDidFail(_ error: QuizError) {}
}

/// Runs a session: sends actions through `reduce`, schedules and cancels its timers on a
/// virtual scheduler, and tells the delegate the rest of the effects.
///
/// Nothing here waits. Headless runs call `runUntilIdle()`; the terminal calls `advance(to:)`
/// with its clock's time on every frame. Actions sent from inside a delegate callback (a bot
/// answering a popup) are queued and applied once the current action is done, so the delegate
/// always sees effects in order.
public final class SessionRuntime {
  /// The session as it stands (a copy: `inspect` lends it instead).
  public private(set) var session: Session
  /// The first failure of the rules: the action it stopped was undone, so nothing in the
  /// session shows it. A driver ends the session with it, naming the rules, and never sends
  /// the action again (a failing `score()` would run once per retry).
  public private(set) var rulesFailure: QuizError?
  /// The question types and the rules.
  public let environment: SessionEnvironment
  /// The timers waiting to fire, on the virtual timeline.
  public private(set) var scheduler: VirtualScheduler<SessionAction>
  /// The front; held weakly, as a screen owns its runtime.
  public weak var delegate: (any SessionDelegate)?

  private var inbox: [SessionAction] = []
  private var isDispatching = false

  /// A runtime for `session`; a resumed session's pending timers are scheduled again.
  public init(
    session: Session, environment: SessionEnvironment, delegate: (any SessionDelegate)? = nil
  ) {
    self.session = session
    self.environment = environment
    self.delegate = delegate
    scheduler = VirtualScheduler(now: session.now)
    for timer in session.timers { scheduler.schedule(timer.id, at: timer.due, timer.action) }
  }

  /// The virtual time.
  public var now: VirtualTime { scheduler.now }

  /// Calls `body` with the session as it stands, lent rather than copied. Reading `session`,
  /// or calling a method on it, copies the whole value and touches one reference count per
  /// field: a runner that looks at the session on every move reads it through here. `body`
  /// must not use this runtime: the session is held exclusively for the call, and Swift's
  /// exclusivity check stops the program on a second access.
  public func inspect<Result>(_ body: (borrowing Session) -> Result) -> Result {
    // An exclusive access for the call is what lets the session be lent without a copy.
    func lend(_ session: inout Session) -> Result { body(session) }
    return lend(&session)
  }

  /// Applies `action` at the scheduler's current time and returns its effects (a send made from
  /// a delegate callback is queued and returns none).
  @discardableResult public func send(_ action: SessionAction) -> [Effect] {
    inbox.append(action)
    guard !isDispatching else { return [] }
    isDispatching = true
    defer { isDispatching = false }
    var first: [Effect]?
    while !inbox.isEmpty {
      let next = inbox.removeFirst()
      let effects = dispatch(next)
      if first == nil { first = effects }
    }
    return first ?? []
  }

  /// Fires every timer due by `time`, in order, then moves the clock to `time`.
  public func advance(to time: VirtualTime) {
    while let entry = scheduler.popNext(dueBy: time) { send(.timerFired(entry.id)) }
    scheduler.moveClock(to: time)
  }

  /// Fires timers, jumping to each due time, until none is left or `limit` have fired; returns
  /// how many fired.
  @discardableResult public func runUntilIdle(limit: Int = 100_000) -> Int {
    var fired = 0
    while fired < limit, let entry = scheduler.popNext() {
      send(.timerFired(entry.id))
      fired += 1
    }
    return fired
  }

  /// Fires timers, jumping to each due time, until only deadlines are left (the session's or
  /// the question's time limit) or `limit` have fired: what a player who waits for the game
  /// sees happen. A deadline fires here only when an earlier step reaches past it; time moves
  /// on to it only when the player spends it (a bot's `think`). Returns how many fired.
  @discardableResult public func runUntilWaiting(limit: Int = 100_000) -> Int {
    var fired = 0
    while fired < limit,
      let step = scheduler.pending.first(where: { entry in
        !(session.timers.first { $0.id == entry.id }?.kind.isDeadline ?? false)
      })
    {
      while let entry = scheduler.popNext(dueBy: step.due) {
        send(.timerFired(entry.id))
        fired += 1
      }
    }
    return fired
  }

  private func dispatch(_ action: SessionAction) -> [Effect] {
    // The session learns the time only when something happens, so the recorded actions hold
    // a tick exactly where time mattered, and a replay needs no clock.
    switch action {
    case .tick, .timerFired: break
    default:
      if scheduler.now > session.now { _ = apply(.tick(to: scheduler.now)) }
    }
    return apply(action)
  }

  private func apply(_ action: SessionAction) -> [Effect] {
    let applied = session.actions.count
    let effects = reduce(&session, action, environment)
    if session.actions.count != applied {
      delegate?.sessionDidChange(session)
    } else if rulesFailure == nil, let error = effects.lazy.compactMap(\.failure).first {
      // A failure that left the session as it was is the rules': a type's is recorded on its
      // question. Kept, so that whoever drives the session ends it rather than retrying.
      rulesFailure = error
    }
    for effect in effects { interpret(effect, of: action) }
    return effects
  }

  private func interpret(_ effect: Effect, of action: SessionAction) {
    switch effect {
    case .schedule(let id, let delay, let timed):
      scheduler.schedule(id, at: session.now + delay, timed)
    case .cancel(let id): scheduler.cancel(id)
    case .present(let popup): delegate?.present(popup)
    case .dismiss(let id): delegate?.dismiss(id)
    case .dismissAll: delegate?.dismissAllPopups()
    case .save: delegate?.save(session)
    case .finished(let result): delegate?.sessionDidFinish(result)
    case .refused(let reason): delegate?.sessionRefused(action, reason: reason)
    case .failed(let error): delegate?.sessionDidFail(error)
    }
  }
}
