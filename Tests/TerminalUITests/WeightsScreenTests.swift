import Localization
import QuizCore
import Review
import Terminal
import Testing

@testable import TerminalUI

/// A host with a profile's FSRS weights in memory: the fits asked for and the weights kept.
final class WeightsMemoryHost: MemoryHost, ProgressHost, WeightsHost {
  var weights: [Double]?
  var fits = 0
  var kept: [[Double]?] = []
  /// What the next fit gives.
  var proposal = WeightsProposal(
    text: "Fitted all 21 FSRS weights for 'ann' from 80 usable reviews.\n"
      + "Log loss on its history: 0.3000, down from 0.4000.",
    weights: Array(repeating: 0.5, count: 21))

  func stats(gameID: String?) -> StatsReport? { nil }
  func profiles() -> ProfileChoice? { ProfileChoice(names: ["ann"], current: "ann") }
  func chooseProfile(named name: String) throws -> String { "" }

  func weightsInfo() -> WeightsInfo? {
    WeightsInfo(
      name: "ann\u{1B}", own: weights != nil, weights: weights ?? FSRSParameters.defaultWeights)
  }

  func fitWeights(until stop: () -> Bool) throws -> WeightsProposal? {
    fits += 1
    // A fit asks between its steps whether to stop.
    return stop() ? nil : proposal
  }

  func keepWeights(_ weights: [Double]?) throws -> String {
    kept.append(weights)
    self.weights = weights
    return weights == nil ? "Back to the defaults." : "Fitted weights kept."
  }
}

/// The launcher's FSRS weights screen: drawn without a terminal, driven by keys.
@Suite struct WeightsScreenTests {
  let size = Size(width: 80, height: 24)

  @Test func theScreenShowsTheWeightsInUseAndAProposalWithItsQuestion() {
    var state = WeightsScreen.State(
      info: WeightsInfo(name: "ann", own: false, weights: FSRSParameters.defaultWeights))
    var lines = WeightsScreen.render(state, context: plainContext(), size: size).buffer.lines
    #expect(lines[0].contains("FSRS weights of ann"))
    #expect(lines.contains { $0.contains("by the default FSRS-6 weights") })
    #expect(lines.contains { $0.contains("0.2120") })
    #expect(lines.last?.contains("o fit") == true && lines.last?.contains("y yes") == false)
    state.phase = .fitting
    lines = WeightsScreen.render(state, context: plainContext(), size: size).buffer.lines
    #expect(lines.contains { $0.contains("Fitting the weights") })
    state.phase = .proposal(
      WeightsProposal(
        text: "Fitted all 21 FSRS weights for 'ann' from 80 usable reviews.\n"
          + "Log loss on its history: 0.3000, down from 0.4000.",
        weights: Array(repeating: 0.5, count: 21)))
    lines = WeightsScreen.render(state, context: plainContext(), size: size).buffer.lines
    #expect(lines.contains { $0.contains("from 80 usable reviews") })
    #expect(lines.contains { $0.contains("0.3000, down from 0.4000") })
    #expect(lines.contains { $0.contains("Use the fitted weights from now on?") })
    #expect(lines.last?.contains("y yes") == true && lines.last?.contains("o fit") == false)
  }

  func weightsScreen() throws -> (TerminalApp, WeightsMemoryHost) {
    let host = WeightsMemoryHost(
      games: [try builtInGame("question-bank")],
      environment: SessionEnvironment(types: try builtInTypes()))
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "test", icons: .empty(), now: 0)
    app.handle(.key(.enter), now: 0.1)
    _ = app.render(size: size, now: 0.2)
    app.handle(.char("p"), now: 1)
    // The footer keeps it where there is room; the help always has it.
    #expect(
      app.render(size: Size(width: 110, height: 24), now: 2).buffer.lines.last?.contains(
        "w weights") == true)
    app.handle(.char("w"), now: 3)
    return (app, host)
  }

  @Test func wOnTheProfilesFitsTheWeightsAndKeepsThemOnlyOnYes() throws {
    let (app, host) = try weightsScreen()
    guard case .weights = app.screen else {
      Issue.record("expected the weights screen")
      return
    }
    // The profile's name is untrusted: its escape is shown, not sent.
    #expect(!app.render(size: size, now: 4).buffer.lines.joined().contains("\u{1B}"))
    app.handle(.char("o"), now: 5)
    #expect(host.fits == 0, "the fit waits until the screen says it is under way")
    #expect(
      app.render(size: size, now: 6).buffer.lines.contains { $0.contains("Fitting the weights") })
    app.advance(to: 7)
    #expect(host.fits == 1 && host.kept.isEmpty)
    // n keeps the weights in use.
    app.handle(.char("n"), now: 8)
    #expect(host.kept.isEmpty)
    app.handle(.char("o"), now: 9)
    _ = app.render(size: size, now: 10)
    app.advance(to: 11)
    app.handle(.char("y"), now: 12)
    #expect(host.kept == [Array(repeating: 0.5, count: 21)])
    var lines = app.render(size: size, now: 13).buffer.lines
    #expect(lines.contains { $0.contains("by weights fitted to its own history") })
    #expect(lines.contains { $0.contains("Fitted weights kept.") })
    // d asks first; y goes back to the defaults.
    app.handle(.char("d"), now: 14)
    lines = app.render(size: size, now: 15).buffer.lines
    #expect(lines.contains { $0.contains("Go back to the default weights") })
    #expect(host.kept.count == 1)
    app.handle(.char("y"), now: 16)
    #expect(host.kept.count == 2 && host.kept.last! == nil)
    app.handle(.char("?"), now: 17)
    lines = app.render(size: size, now: 18).buffer.lines
    #expect(lines.contains { $0.contains("FSRS weights keys") })
    app.handle(.char("x"), now: 19)
    app.handle(.char("q"), now: 20)
    guard case .profiles = app.screen else {
      Issue.record("expected the profiles")
      return
    }
  }

  @Test func escStopsAFitAndChangesNothing() throws {
    let (app, host) = try weightsScreen()
    // The loop's check says Esc was pressed while the fit ran.
    app.stopWork = { true }
    app.handle(.char("o"), now: 5)
    #expect(
      app.render(size: size, now: 6).buffer.lines.contains { $0.contains("(Esc stops it)") })
    app.advance(to: 7)
    #expect(host.fits == 1 && host.kept.isEmpty)
    let lines = app.render(size: size, now: 8).buffer.lines
    #expect(lines.contains { $0.contains("The fit was stopped: nothing was changed.") })
    #expect(!lines.contains { $0.contains("Use the fitted weights") })
    app.handle(.char("y"), now: 9)
    #expect(host.kept.isEmpty)
    // Without a stop the next fit runs to its end.
    app.stopWork = nil
    app.handle(.char("o"), now: 10)
    _ = app.render(size: size, now: 11)
    app.advance(to: 12)
    #expect(
      app.render(size: size, now: 13).buffer.lines.contains {
        $0.contains("Use the fitted weights")
      })
  }

  @Test func notEnoughHistoryAsksNothing() throws {
    let (app, host) = try weightsScreen()
    host.proposal = WeightsProposal(
      text: "Not enough history to fit FSRS weights for 'ann': 3 usable reviews, 8 needed.",
      weights: nil)
    app.handle(.char("o"), now: 5)
    _ = app.render(size: size, now: 6)
    app.advance(to: 7)
    let lines = app.render(size: size, now: 8).buffer.lines
    #expect(lines.contains { $0.contains("3 usable reviews") })
    #expect(!lines.contains { $0.contains("Use the fitted weights") })
    app.handle(.char("y"), now: 9)
    #expect(host.kept.isEmpty)
    // The defaults in use: nothing to go back to.
    app.handle(.char("d"), now: 10)
    #expect(
      app.render(size: size, now: 11).buffer.lines.contains {
        $0.contains("The default weights are already in use.")
      })
    #expect(host.kept.isEmpty)
  }
}
