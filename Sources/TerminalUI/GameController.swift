import Localization
import QuizCore
import Terminal
import TextCells

/// Plays one session in the terminal: turns keys and clicks into session actions, advances
/// the session's timers from the front's clock, and keeps what only the screen needs.
///
/// The clock is handed in on every call (`now`, seconds), so tests drive it like the virtual
/// scheduler and the real loop passes its monotonic clock.
public final class GameController: SessionDelegate {
  /// What the app does after an event.
  public enum Outcome: Equatable {
    /// Stay on this screen.
    case stay
    /// The session ended: show the result.
    case finished(SessionResult)
    /// The player left; `lastSave` says whether the session is saved to resume.
    case left
    /// The player asked to take back the last answer of a review session (`GameHost.undo`).
    case undo
  }

  /// The session's runtime.
  public let runtime: SessionRuntime
  /// Focus, scroll, typing and animations.
  public internal(set) var ui = QuestionUI()
  /// A short message at the bottom (a refused action, a failure), and when it goes away.
  public internal(set) var status: (text: String, until: Double)?
  /// The last message shown at the bottom, kept for `!` (its details) after it went away.
  var lastMessage: String?
  /// The front's own "leave the game?" popup, which the session does not know.
  public internal(set) var frontPopup: Popup?
  /// Called with the session whenever it has new actions to store (S3.6); says if they are.
  public var onSave: (Session) -> SaveStatus = { _ in .notSaving("nothing stores it") }
  /// What the last save said, once there was one.
  public internal(set) var lastSave: SaveStatus?
  /// "Progress not saved: …" from the save that failed until one succeeds: drawn on the rule
  /// under the header for as long as the game is not saved (another terminal took it over, the
  /// disk is full), so that no later message hides it while the score goes on rising.
  public internal(set) var notSavedNotice: String?

  var view: SessionView
  var clock: Double
  private let origin: (real: Double, virtual: VirtualTime)
  var contentHeight = 0
  var lastSize = Size(width: 80, height: 24)
  /// The scrolling body of the last frame.
  var lastBody = Rect(x: 0, y: 2, width: 80, height: 18)
  var finished: SessionResult?
  var leftGame = false
  /// `u` was pressed in a review session: the next outcome asks the app to undo.
  var undoRequested = false
  /// What a review session's checked answer is rated and when it comes back (the host's
  /// `reviewOutlook`), drawn on the rule under the header.
  public var outlook: (Session) -> String? = { _ in nil }
  /// The failure of the rules that ended the session (the plugin, its file and line).
  public internal(set) var rulesFailure: String?
  /// How many actions the session had at the last save.
  var savedActions = -1
  let toastSeconds: Double

  /// A controller for `session` (new or resumed), started at `now` on the front's clock.
  public init(session: Session, environment: SessionEnvironment, now: Double, theme: Theme) {
    runtime = SessionRuntime(session: session, environment: environment)
    origin = (now, session.now)
    clock = now
    view = session.snapshot(environment)
    let look = theme.popup(PopupTemplate.feedback.rawValue)
    toastSeconds = look.toastSeconds > 0 ? look.toastSeconds : 1.5
    runtime.delegate = self
    if !session.isStarted { send(.start) } else { reportUnrecordedFailure() }
    for popup in runtime.session.popups { ui.popupShown[popup.id] = now }
  }

  /// The session as it stands.
  public var session: Session { runtime.session }

  /// The virtual time that matches `now` on the front's clock.
  func virtualTime(_ now: Double) -> VirtualTime {
    origin.virtual + Delay(milliseconds: Int64(((now - origin.real) * 1000).rounded(.down)))
  }

  /// Fires the timers due by `now` (the 0.5 s auto-advance, S0.8), closes expired toasts and
  /// finished animations.
  public func advance(to now: Double) {
    clock = now
    let time = virtualTime(now)
    if time > runtime.now { runtime.advance(to: time) }
    for popup in view.popups where PopupLayer.isToast(popup) {
      if let shown = ui.popupShown[popup.id], now - shown >= toastSeconds {
        send(.popupButton(popup.id, "ok"))
      }
    }
    if let big = ui.bigPicture, big.isClosed(at: now) { ui.bigPicture = nil }
    ui.closing.removeAll { PopupLayer.fading($0, at: now) <= 0 }
    if let status, now >= status.until { self.status = nil }
  }

  /// When the loop must wake next without input: a timer, a toast, or an animation frame.
  public func nextWake(after now: Double) -> Double? {
    var wake: [Double] = []
    if let due = runtime.scheduler.nextDue {
      wake.append(origin.real + Double((due - origin.virtual).milliseconds) / 1000)
    }
    for popup in view.popups where PopupLayer.isToast(popup) {
      if let shown = ui.popupShown[popup.id] { wake.append(shown + toastSeconds) }
    }
    // Every popup still growing, the session's and the front's own (the leave question).
    if ui.popupShown.values.contains(where: { now - $0 < PopupLayer.growSeconds + 0.05 }) {
      wake.append(now + 1.0 / 30)
    }
    if let big = ui.bigPicture {
      let settling =
        big.closingAt.map { now - $0 < BigPicture.duration + 0.05 }
        ?? (now - big.openedAt < BigPicture.duration + 0.05)
      if settling { wake.append(now + 1.0 / 30) }
    }
    // A popup fading out after it closed.
    if !ui.closing.isEmpty { wake.append(now + 1.0 / 30) }
    if let status { wake.append(status.until) }
    // A countdown redraws once a second, and only then.
    if let change = countdown(at: now)?.nextChange { wake.append(now + change.seconds) }
    return wake.min()
  }

  /// The time left of a timed session at `now` on the front's clock, while it plays.
  func countdown(at now: Double) -> Countdown? {
    guard finished == nil else { return nil }
    return Countdown(view: view, now: max(virtualTime(now), runtime.now))
  }

  /// Each question's analysis by position when the rules held it back until the end (a mock
  /// exam), for the result screen; empty otherwise.
  var analysesAtEnd: [Int: String] {
    guard runtime.environment.rules.reveal == .atEnd, session.isFinished else { return [:] }
    var analyses: [Int: String] = [:]
    for position in session.questions.indices {
      analyses[position] = session.analysisText(at: position, environment: runtime.environment)
    }
    return analyses
  }

  /// Records the time that passed since the last action (a `tick`), so that a timed session
  /// saved now resumes with the time it has left.
  func recordTimePassed() {
    let time = virtualTime(clock)
    guard view.deadline != nil || view.questionDeadline != nil, !session.isFinished,
      time > session.now
    else { return }
    send(.tick(to: time))
  }

  /// Sends an action to the session at the current clock.
  @discardableResult
  func send(_ action: SessionAction) -> [Effect] {
    let time = virtualTime(clock)
    if time > runtime.now { runtime.advance(to: time) }
    return runtime.send(action)
  }

  /// Draws the screen.
  public func render(size: Size, context: RenderContext) -> Frame {
    lastSize = size
    lastBody = QuestionScreen.bodyRect(size, view, theme: context.theme)
    var height = 0
    let countdown = countdown(at: clock)
    var frame = QuestionScreen.render(
      view, ui: ui, context: context, size: size, contentHeight: &height, countdown: countdown)
    // The content shrank (the analysis hidden) or the window grew: no scrolling past the end.
    let limit = max(0, height - lastBody.height)
    if ui.scroll > limit {
      ui.scroll = limit
      frame = QuestionScreen.render(
        view, ui: ui, context: context, size: size, contentHeight: &height, countdown: countdown)
    }
    contentHeight = height
    if placeFirstFocus(frame) {
      frame = QuestionScreen.render(
        view, ui: ui, context: context, size: size, contentHeight: &height, countdown: countdown)
    }
    if revealFocus(in: frame) {
      frame = QuestionScreen.render(
        view, ui: ui, context: context, size: size, contentHeight: &height, countdown: countdown)
    }
    if revealAnalysis(in: frame) {
      frame = QuestionScreen.render(
        view, ui: ui, context: context, size: size, contentHeight: &height, countdown: countdown)
    }
    if let notSavedNotice, TooSmallScreen.fits(size) {
      // On the rule under the header: the footer's row stays for keys and passing messages.
      let text = TextWidth.prefix(" \(notSavedNotice) ", fitting: max(0, size.width - 2))
      frame.put(text, x: 1, y: 1, style: context.theme.style("status"))
    } else if ui.review, TooSmallScreen.fits(size), let outlook = outlook(session) {
      // A review's rating and when the question comes back, for as long as the check stands.
      let text = TextWidth.prefix(" \(outlook) ", fitting: max(0, size.width - 2))
      frame.put(text, x: 1, y: 1, style: context.theme.style("status"))
    }
    // Over the big picture no key reaches the question: the footer says what keys do there.
    if ui.bigPicture != nil, TooSmallScreen.fits(size) {
      frame.footer(" " + tr("any key closes"), theme: context.theme)
    }
    if let frontPopup {
      frame.footer(PopupKeys.footer(width: size.width), theme: context.theme)
      PopupLayer.draw([frontPopup], ui: ui, context: context, into: &frame)
    }
    if ui.helpOpen, TooSmallScreen.fits(size) {
      let help = helpContent
      HelpOverlay.draw(
        title: help.title, rows: help.rows, scroll: ui.helpScroll, context: context,
        into: &frame)
    }
    if let status, TooSmallScreen.fits(size) {
      var text = " \(status.text) "
      // A message cut at the width says how to read it whole.
      if TextWidth.of(text) > size.width {
        text =
          TextWidth.prefix(text, fitting: max(0, size.width - 9)) + tr("… ! all", context: "footer")
          + " "
      }
      text = TextWidth.prefix(text, fitting: size.width)
      // The message replaces the footer's keys: the whole row is cleared first.
      let row = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
      frame.fill(row, style: context.theme.style("status"))
      frame.put(text, x: 0, y: size.height - 1, style: context.theme.style("status"))
    }
    lastFrame = frame
    return frame
  }

  /// On a question's first frame, focuses its first answer target (a field, a tile, a choice)
  /// so that the focus shows from the start; returns whether it did (the frame is redrawn).
  private func placeFirstFocus(_ frame: Frame) -> Bool {
    guard ui.focusPlaced != view.position, view.popups.isEmpty, frontPopup == nil else {
      return false
    }
    ui.focusPlaced = view.position
    let first = frame.focusOrder.first { target in
      switch target {
      case .field, .tile, .choice, .item, .slot: return true
      default: return false
      }
    }
    guard let first, ui.focus != first else { return false }
    ui.focus = first
    keepFocusVisible()
    return true
  }

  /// The help for what is shown: a popup's keys while one is open, else the question's.
  var helpContent: (title: String, rows: [(keys: String, does: String)]) {
    if frontPopup != nil || view.popups.contains(where: { !PopupLayer.isToast($0) }) {
      return (tr("Popup keys"), PopupKeys.helpRows)
    }
    return (tr("Question screen keys"), QuestionKeys.helpRows(view: view, ui: ui))
  }

  /// Opens the help at its top.
  func openHelp() {
    ui.helpOpen = true
    ui.helpScroll = 0
  }

  /// The last frame drawn: clicks are resolved against it.
  var lastFrame: Frame?

  // MARK: SessionDelegate

  public func sessionDidChange(_ session: Session) {
    // Timers fire inside the runtime too, so the view is refreshed here, not after `send`.
    let position = view.position
    let shown = view.popups
    view = session.snapshot(runtime.environment)
    // A box the session closed fades out with its cover (a toast has faded already).
    let still = Set(view.popups.map(\.id))
    for popup in shown where !PopupLayer.isToast(popup) && !still.contains(popup.id) {
      ui.closing.append(ClosingPopup(popup: popup, closedAt: clock))
    }
    // Another question (a key, a click, the auto-advance): what was typed, held or focused
    // belonged to the last one; the next frame focuses the new one's first target.
    if view.position != position { resetQuestionUI() }
    moveFocusOffHiddenTile()
    reportUnrecordedFailure()
    // Each accepted action is stored at once, so a kill loses nothing the screen showed.
    if session.actions.count != savedActions { saveProgress() }
  }

  /// A type that failed while the question was drawn is recorded as a failure of the question
  /// (`.reportFailure`), so the result counts it as the headless runner does.
  func reportUnrecordedFailure() {
    guard let failure = view.unrecordedFailure, session.isStarted, !session.isFinished else {
      return
    }
    send(.reportFailure(failure))
  }

  public func present(_ popup: Popup) {
    ui.popupShown[popup.id] = clock
    if !PopupLayer.isToast(popup) {
      ui.focus = .popupButton(popup.id, popup.buttons.first?.id ?? "ok")
    }
  }

  public func dismiss(_ popup: PopupID) {
    ui.popupShown[popup] = nil
    if case .popupButton(let id, _)? = ui.focus, id == popup { ui.focus = nil }
  }

  public func dismissAllPopups() {
    ui.popupShown = [:]
    if case .popupButton? = ui.focus { ui.focus = nil }
  }

  public func save(_ session: Session) { saveProgress() }

  /// Stores the session now, and says so on screen when it could not be.
  @discardableResult
  public func saveProgress() -> SaveStatus {
    savedActions = session.actions.count
    let status = onSave(session)
    switch status {
    case .failed(let problem):
      let notice = tr("Progress not saved: {problem}", ["problem": problem])
      notSavedNotice = notice
      say(notice, seconds: 8)
    case .saved: notSavedNotice = nil
    // Not saved from the start (--no-save, another terminal has it) is said when leaving;
    // not saved after a failure keeps the failure's notice.
    case .notSaving: break
    }
    lastSave = status
    return status
  }

  public func sessionDidFinish(_ result: SessionResult) { finished = result }

  public func sessionRefused(_ action: SessionAction, reason: RefusalReason) {
    // A timer or a tick refused is the session's business; the player hears of their own.
    switch action {
    case .tick, .timerFired: return
    default: say(RefusalWording.text(reason))
    }
  }

  public func sessionDidFail(_ error: QuizError) {
    // The rules failed: the session ends at once, charged to them, as in `run` (a retry would
    // only run the failing rules again). What was saved stays: every accepted action was
    // stored as it came, and the failed one was undone.
    if runtime.rulesFailure != nil {
      if rulesFailure == nil { rulesFailure = translated(error) }
      leftGame = true
      return
    }
    say(translated(error), seconds: 6)
  }

  /// Shows a message at the bottom for a while; `!` shows it whole afterwards.
  func say(_ text: String, seconds: Double = 2.5) {
    status = (text, clock + seconds)
    lastMessage = text
  }
}
