import Localization
import QuizCore
import Terminal
import TextCells

/// The FSRS weights a profile schedules its reviews by.
public struct WeightsInfo: Sendable, Equatable {
  /// The profile's name (untrusted).
  public var name: String
  /// Whether they are its own, fitted to its history (else the defaults).
  public var own: Bool
  /// The 21 weights.
  public var weights: [Double]

  /// Weights with every field given.
  public init(name: String, own: Bool, weights: [Double]) {
    self.name = name
    self.own = own
    self.weights = weights
  }
}

/// What a fit of a profile's weights gave, before anything is kept.
public struct WeightsProposal: Sendable, Equatable {
  /// The fit in words: how many reviews it used and the log loss before and after, or why
  /// there is not enough history and how much is needed (`trivium review --optimize`'s).
  public var text: String
  /// The fitted weights, when they predict the history better than those in use and may
  /// replace them; nil when there is nothing to keep.
  public var weights: [Double]?

  /// A proposal with every field given.
  public init(text: String, weights: [Double]?) {
    self.text = text
    self.weights = weights
  }
}

/// What the launcher's FSRS weights screen asks of the host; a host without saved progress
/// has none.
public protocol WeightsHost: AnyObject {
  /// The weights of the profile playing; nil when no progress is kept.
  func weightsInfo() -> WeightsInfo?
  /// Fits the profile's weights to its review history as `trivium review --optimize` does,
  /// keeping nothing; asks `stop` between the steps of the fit, and gives nil once it said
  /// true (the player pressed Esc).
  func fitWeights(until stop: () -> Bool) throws -> WeightsProposal?
  /// Keeps `weights` as the profile's (nil: back to the defaults); what to tell the player.
  func keepWeights(_ weights: [Double]?) throws -> String
}

/// A profile's FSRS weights, reached from the profile choice: those in use, a fit to its own
/// review history (kept once the player says yes), and the way back to the defaults.
public enum WeightsScreen {
  /// Where the screen stands.
  public enum Phase: Sendable, Equatable {
    /// Nothing under way.
    case idle
    /// The fit is being computed.
    case fitting
    /// A fit was made; its weights replace the profile's once the player says yes.
    case proposal(WeightsProposal)
    /// The player asked for the default weights; they replace the fitted ones once they
    /// say yes.
    case confirmDefaults
  }

  /// What the screen stands at.
  public struct State: Sendable {
    /// The weights in use.
    public var info: WeightsInfo
    public var phase: Phase = .idle
    /// What the last action did, or why it failed.
    public var message: String?
    /// The first line shown.
    public var scroll = 0

    /// The screen for the weights `info`.
    public init(info: WeightsInfo) { self.info = info }

    /// Whether the screen waits for a yes or a no.
    var asking: Bool {
      switch phase {
      case .proposal(let proposal): proposal.weights != nil
      case .confirmDefaults: true
      case .idle, .fitting: false
      }
    }
  }

  /// The rows the text takes on a screen of `size`.
  static func listRect(_ size: Size) -> Rect {
    let width = min(size.width - 4, 76)
    return Rect(x: (size.width - width) / 2, y: 2, width: width, height: max(1, size.height - 4))
  }

  /// The screen's text as styled lines `width` columns wide.
  static func lines(_ state: State, width: Int) -> [StyledLine] {
    let width = max(1, width - 1)
    func wrapped(_ text: String, role: String = "text") -> [StyledLine] {
      text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        Markup.wrap([Run(Untrusted.line(String($0)), role: role)], width: width)
      }
    }
    let name = Untrusted.line(state.info.name)
    var lines = wrapped(
      state.info.own
        ? tr("'{name}' schedules its reviews by weights fitted to its own history:", ["name": name])
        : tr("'{name}' schedules its reviews by the default FSRS-6 weights:", ["name": name]))
    lines += wrapped(
      "  " + state.info.weights.map { String(format: "%.4f", $0) }.joined(separator: ", "),
      role: "muted")
    lines.append(StyledLine([]))
    switch state.phase {
    case .idle:
      lines += wrapped(
        tr(
          "o fits them to the profile's review history, as Anki's optimizer does (the same fit "
            + "as trivium review --optimize): 8 usable reviews fit the initial stabilities, 64 "
            + "every weight. d goes back to the default weights."), role: "muted")
    case .fitting:
      lines += wrapped(
        tr(
          "Fitting the weights to the review history: the screen answers again once it is "
            + "done (Esc stops it)…"), role: "accent")
    case .proposal(let proposal):
      lines += wrapped(proposal.text.trimmingCharacters(in: .newlines))
      if proposal.weights != nil {
        lines.append(StyledLine([]))
        lines += wrapped(
          tr("Use the fitted weights from now on? y yes · n no"), role: "accent")
      }
    case .confirmDefaults:
      lines += wrapped(
        tr("Go back to the default weights, forgetting the fitted ones? y yes · n no"),
        role: "accent")
    }
    if let message = state.message {
      lines.append(StyledLine([]))
      lines += wrapped(message.trimmingCharacters(in: .newlines))
    }
    return lines
  }

  /// How far the text can scroll on a screen of `size`.
  static func scrollLimit(_ state: State, size: Size) -> Int {
    let list = listRect(size)
    return max(0, lines(state, width: list.width).count - list.height)
  }

  /// Draws the weights in use and what the screen is doing.
  public static func render(_ state: State, context: RenderContext, size: Size) -> Frame {
    let theme = context.theme
    var frame = Frame(size: size, theme: theme)
    guard TooSmallScreen.fits(size) else { return TooSmallScreen.render(size: size, theme: theme) }
    frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.style("header"))
    frame.put(
      LauncherScreen.shortened(
        " " + tr("FSRS weights of {name}", ["name": Untrusted.line(state.info.name)]),
        fitting: size.width), x: 0, y: 0, style: theme.style("header-title"))
    let list = listRect(size)
    frame.drawScrolled(
      lines(state, width: list.width), in: list, scroll: state.scroll, theme: theme)
    frame.footer(
      WeightsKeys.Binding.footer(
        WeightsKeys.active(asking: state.asking), mode: nil, width: size.width), theme: theme)
    return frame
  }
}

/// What a key does on the FSRS weights screen.
enum WeightsAction: Hashable, Sendable {
  case fit, defaults, yes, no, scrollDown, scrollUp, pageDown, pageUp, back, help
}

/// The keys of the FSRS weights screen (while it asks, only y, n and Esc answer).
enum WeightsKeys {
  typealias Binding = KeyBinding<WeightsAction>

  static var table: [Binding] {
    [
      Binding(
        chords: [chord("o")], label: "o",
        help: tr("fit the weights to the profile's review history (asks before keeping them)"),
        footer: (tr("o fit", context: "footer"), 75), action: .fit),
      Binding(
        chords: [chord("d")], label: "d",
        help: tr("go back to the default weights (asks first)"),
        footer: (tr("d default weights", context: "footer"), 65), action: .defaults),
      Binding(
        chords: [chord("y")], label: "y", help: tr("yes: keep what was asked about"),
        footer: (tr("y yes", context: "footer"), 90), action: .yes),
      Binding(
        chords: [chord("n"), chord(.escape)], label: tr("n, Esc", context: "keys"),
        help: tr("no: change nothing"), footer: (tr("n no", context: "footer"), 85),
        action: .no),
      Binding(
        chords: [chord(.down), chord("j")], label: "↓/↑, j/k", help: tr("scroll"),
        footer: (tr("j/k PgUp/PgDn scroll", context: "footer"), 50), action: .scrollDown),
      Binding(chords: [chord(.up), chord("k")], label: "", help: "", action: .scrollUp),
      Binding(
        chords: [chord(.pageDown), chord(" ")], label: tr("PgDn/PgUp, Space", context: "keys"),
        help: tr("scroll a page"), action: .pageDown),
      Binding(chords: [chord(.pageUp)], label: "", help: "", action: .pageUp),
      Binding(
        chords: [chord("q"), chord(.escape)], label: tr("q, Esc", context: "keys"),
        help: tr("back to the profiles"),
        footer: (tr("q back", context: "footer"), 80), action: .back),
      helpBinding(.help),
    ]
  }

  /// The keys that work now: y and n while the screen asks, o, d and q while it does not.
  static func active(asking: Bool) -> [Binding] {
    let answers: Set<WeightsAction> = [.yes, .no]
    let others: Set<WeightsAction> = [.fit, .defaults, .back]
    return table.filter { !(asking ? others : answers).contains($0.action) }
  }

  /// The help of the weights screen: its keys, then the mouse.
  static var helpRows: [(keys: String, does: String)] {
    Binding.helpRows(table) + [
      (tr("wheel", context: "keys"), tr("scroll")), (tr("Ctrl-C", context: "keys"), tr("quit")),
    ]
  }
}
