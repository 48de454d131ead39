import Localization
import QuizCore
import Review
import Terminal

/// The whole terminal front as a state machine fed with events and a clock: launch screen,
/// launcher, game, result; with the flip between screens (S4.4).
///
/// It never touches the terminal: the loop reads input, calls `handle` and `advance`, and writes
/// what `render` draws through a `FrameRenderer`.
public final class TerminalApp {
  enum Screen {
    case splash(until: Double)
    case launcher
    case game(GameController, title: String)
    case result(ResultState)
    case stats(StatsState)
    case profiles(ProfileScreen.State)
    case details(DetailsState)
    case browse(BrowseScreen.State)
    case items(ItemAnalysisScreen.State)
    case weights(WeightsScreen.State)
  }

  struct DetailsState {
    /// The card whose game is described.
    var card: GameCard
    var scroll = 0
  }

  struct StatsState {
    var report: StatsReport
    /// The one game's title, or nil for every game.
    var game: String?
    var scroll = 0
  }

  struct ResultState {
    var result: SessionResult
    var session: Session
    var title: String
    /// Each question's analysis, by position, for a mock exam that held it back until now.
    var analyses: [Int: String] = [:]
    var scroll = 0
    var focus: ResultButton = .again
  }

  let host: GameHost
  /// Colours and shapes.
  public var theme: Theme
  let depth: ColorDepth
  let version: String
  /// Icons of the launcher (and of every screen but a game's).
  let icons: PictureCache
  var screen: Screen
  /// Every card the host gives, in its order (grouped).
  var allCards: [GameCard] = []
  /// What the player typed after `/` to filter the cards by name; nil: no filter.
  var filter: String?
  /// Whether the filter line takes the keys typed (between `/` and Enter or Esc).
  var filtering = false
  /// The cards shown: those whose name matches the filter (every card without one). Set,
  /// it replaces every card.
  var cards: [GameCard] {
    get { LauncherFilter.matching(allCards, filter: filter) }
    set { allCards = newValue }
  }
  var cardFocus = 0
  var message: String?
  var offer: (popup: Popup, gameID: String, focus: String)?
  /// Whether the game the "open in another terminal" offer is about was to be resumed.
  var offerResumes = false
  /// The pictures of the game being played.
  var pictures: PictureCache
  var transition: (from: ScreenBuffer, start: Double)?
  var lastBuffer: ScreenBuffer?
  /// Whether the help of the launcher, a launcher popup or the result screen is open (a game
  /// keeps its own).
  var helpOpen = false
  /// The first line of the help shown.
  var helpScroll = 0
  /// Slow work a screen asked for (a fit, an item analysis), run once a frame saying it is
  /// under way was drawn (`TerminalApp+Work.swift`).
  var pendingWork: PendingWork?
  /// What the pending work asks whether to stop (Esc, `WorkInterrupt`); set by the loop that
  /// reads the terminal, nil where nothing is read: the work then runs to its end.
  public var stopWork: (() -> Bool)?
  /// True once the player quit the launcher.
  public internal(set) var isDone = false

  /// Seconds a screen change takes.
  static let transitionSeconds = 0.3

  /// An app that starts on the launch screen at `now`, or straight in `gameID` when given (in
  /// a mock exam of it when `mockExam`).
  public init(
    host: GameHost, theme: Theme, depth: ColorDepth, version: String, icons: PictureCache,
    now: Double, gameID: String? = nil, mockExam: Bool = false
  ) {
    self.host = host
    self.theme = theme
    self.depth = depth
    self.version = version
    self.icons = icons
    pictures = icons
    screen = .splash(until: now + SplashScreen.seconds)
    cards = host.cards()
    profileName = (host as? ProgressHost)?.profiles()?.current
    if let gameID {
      cardFocus = cards.firstIndex(where: { $0.id == gameID }) ?? 0
      screen = .launcher
      choose(gameID: gameID, mockExam: mockExam, now: now)
    }
  }

  /// How the screen shown is drawn at `now`: a game with its own pictures, every other screen
  /// with the launcher's icons (a game's pictures know nothing of the other games' icons, and
  /// a card drawn with them lost its picture for its title's first letter, issue 32).
  func context(_ now: Double) -> RenderContext {
    let shown: PictureCache
    if case .game = screen { shown = pictures } else { shown = icons }
    return RenderContext(theme: theme, depth: depth, now: now, pictures: shown)
  }

  /// Moves the clock: timers of the session, the end of the launch screen.
  public func advance(to now: Double) {
    if mustSwitchLanguage, let catalog {
      return Localizer.$current.withValue(catalog) { advance(to: now) }
    }
    runPendingWork()
    switch screen {
    case .splash(let until) where now >= until: go(to: .launcher, now: now)
    case .game(let controller, _):
      controller.advance(to: now)
      settle(controller, outcome: controller.outcome(), now: now)
    default: break
    }
    if let transition, now - transition.start >= TerminalApp.transitionSeconds {
      self.transition = nil
    }
    if let closingOffer, PopupLayer.fading(closingOffer, at: now) <= 0 { self.closingOffer = nil }
  }

  /// When the loop must wake without input, if ever.
  public func nextWake(after now: Double) -> Double? {
    if mustSwitchLanguage, let catalog {
      return Localizer.$current.withValue(catalog) { nextWake(after: now) }
    }
    var wake: [Double] = []
    if transition != nil { wake.append(now + 1.0 / 30) }
    if pendingWork?.shown == true { wake.append(now) }
    switch screen {
    case .splash(let until): wake.append(until)
    case .game(let controller, _):
      if let next = controller.nextWake(after: now) { wake.append(next) }
    default: break
    }
    if offer != nil, let shown = offerShown, now - shown < PopupLayer.growSeconds + 0.05 {
      wake.append(now + 1.0 / 30)
    }
    if let closingOffer, PopupLayer.fading(closingOffer, at: now) > 0 {
      wake.append(now + 1.0 / 30)
    }
    return wake.min()
  }

  var offerShown: Double?
  /// The launcher popup that closed last, while it fades out with its cover (S4.2).
  var closingOffer: ClosingPopup?

  /// The profile playing, shown in the launcher's header; nil when no progress is kept.
  var profileName: String?
  /// The interface language the player chose in the profile choice, spoken from then on
  /// (until then, the one the command line chose).
  var catalog: Catalog?

  /// Whether a call must first switch to the player's chosen language.
  var mustSwitchLanguage: Bool {
    catalog.map { $0.language != Localizer.current.language } ?? false
  }

  /// Shows a message in the launcher's footer (a problem found at start).
  public func show(_ text: String) { message = text }

  /// Shows a notice in a popup over the launcher, wrapped to fit (too long for the footer).
  public func showNotice(title: String, text: String) {
    offer = (
      Popup(
        id: PopupID(-6), template: .result, title: title, text: text,
        buttons: [PopupButton(id: "cancel", label: tr("OK", context: "button"))]), "", "cancel"
    )
    // Already grown: it is there when the launcher first shows.
    offerShown = -1
  }

  /// Saves a session in play (the terminal is closing: a signal, an error).
  public func saveProgress() {
    if case .game(let controller, _) = screen {
      controller.commitEdits()
      controller.recordTimePassed()
      controller.saveProgress()
    }
  }

  /// The help of the screen shown, from its key table.
  var helpRows: (title: String, rows: [(keys: String, does: String)])? {
    switch screen {
    case .launcher where offer != nil: return (tr("Popup keys"), PopupKeys.helpRows)
    case .launcher: return (tr("Launcher keys"), LauncherKeys.helpRows)
    case .result: return (tr("Result screen keys"), ResultKeys.helpRows)
    case .stats: return (tr("Statistics keys"), StatsKeys.helpRows)
    case .profiles: return (tr("Profile choice keys"), ProfileKeys.helpRows)
    case .details: return (tr("Game details keys"), DetailsKeys.helpRows)
    case .browse: return (tr("Question browser keys"), BrowseKeys.helpRows)
    case .items: return (tr("Item analysis keys"), ItemKeys.helpRows)
    case .weights: return (tr("FSRS weights keys"), WeightsKeys.helpRows)
    case .splash, .game: return nil
    }
  }

  /// Draws the current screen at `now`, flipping in from the bottom after a change (S4.4).
  public func render(size: Size, now: Double) -> Frame {
    if mustSwitchLanguage, let catalog {
      return Localizer.$current.withValue(catalog) { render(size: size, now: now) }
    }
    let context = self.context(now)
    var frame: Frame
    switch screen {
    case .splash: frame = SplashScreen.render(context: context, size: size, version: version)
    case .launcher:
      frame = LauncherScreen.render(
        cards: cards, focus: cardFocus, message: message, context: context, size: size,
        profile: profileName, filter: filtering ? (filter ?? "") : filter)
      if let closingOffer {
        PopupLayer.drawClosing([closingOffer], cover: offer == nil, context: context, into: &frame)
      }
      if let offer {
        var ui = QuestionUI()
        ui.popupShown[offer.popup.id] = offerShown
        ui.focus = .popupButton(offer.popup.id, offer.focus)
        PopupLayer.draw([offer.popup], ui: ui, context: context, into: &frame)
      }
    case .game(let controller, _): frame = controller.render(size: size, context: context)
    case .result(let state):
      frame = ResultScreen.render(
        state.result, session: state.session, title: state.title, scroll: state.scroll,
        focus: state.focus,
        context: context, size: size, analyses: state.analyses)
    case .stats(let state):
      frame = StatsScreen.render(
        state.report, game: state.game, scroll: state.scroll, context: context, size: size)
    case .profiles(let state): frame = ProfileScreen.render(state, context: context, size: size)
    case .browse(let state): frame = BrowseScreen.render(state, context: context, size: size)
    case .items(let state): frame = ItemAnalysisScreen.render(state, context: context, size: size)
    case .weights(let state): frame = WeightsScreen.render(state, context: context, size: size)
    case .details(let state):
      frame = GameDetailsScreen.render(
        state.card, scroll: state.scroll, context: context, size: size)
    }
    if helpOpen, let help = helpRows {
      HelpOverlay.draw(
        title: help.title, rows: help.rows, scroll: helpScroll, context: context, into: &frame)
    }
    if let transition, transition.from.size == size {
      let t = min(1, max(0, (now - transition.start) / TerminalApp.transitionSeconds))
      let eased = 1 - (1 - t) * (1 - t)
      frame.buffer = TerminalApp.flip(from: transition.from, to: frame.buffer, progress: eased)
    }
    lastBuffer = frame.buffer
    // What the screen says of the work under way is on screen, whole: the work may start.
    if transition.map({ now - $0.start >= TerminalApp.transitionSeconds }) ?? true {
      pendingWork?.shown = true
    }
    return frame
  }

  /// The new screen rising from the bottom over the old one, which darkens as it goes.
  static func flip(from old: ScreenBuffer, to new: ScreenBuffer, progress: Double) -> ScreenBuffer {
    let height = new.size.height
    let offset = Int((Double(height) * (1 - progress)).rounded())
    guard offset > 0 else { return new }
    var out = old
    out.restyle(Rect(x: 0, y: 0, width: old.size.width, height: height)) { $0.dim = true }
    for y in offset..<height {
      for x in 0..<new.size.width { out[x, y] = new[x, y - offset] }
    }
    return out
  }

  func go(to next: Screen, now: Double) {
    if let lastBuffer { transition = (lastBuffer, now) }
    screen = next
  }
}
