import Localization
import Terminal

/// The FSRS weights of the profile playing, opened from the profile choice (`w`).
extension TerminalApp {
  /// Opens the weights screen; nil when opened, else why it cannot be.
  func openWeights(now: Double) -> String? {
    guard let info = (host as? WeightsHost)?.weightsInfo() else {
      return tr("No FSRS weights: progress is not saved.")
    }
    go(to: .weights(WeightsScreen.State(info: info)), now: now)
    return nil
  }

  func weightsInput(_ event: InputEvent, state: inout WeightsScreen.State, now: Double) {
    guard let weights = host as? WeightsHost else { return }
    let size = lastBuffer?.size ?? Size(width: 80, height: 24)
    func scroll(by rows: Int) {
      let limit = WeightsScreen.scrollLimit(state, size: size)
      state.scroll = min(limit, max(0, state.scroll + rows))
    }
    /// Keeps `kept` (nil: the defaults), then shows the weights in use and what was done.
    func keep(_ kept: [Double]?) {
      do {
        state.message = try weights.keepWeights(kept)
      } catch {
        state.message = translated(error)
      }
      if let info = weights.weightsInfo() { state.info = info }
      state.phase = .idle
    }
    let page = WeightsScreen.listRect(size).height - 1
    switch event {
    case .key(let key, let modifiers):
      let keys = WeightsKeys.active(asking: state.asking)
      switch WeightsKeys.Binding.action(in: keys, for: key, modifiers) {
      case .fit?:
        (state.phase, state.message, state.scroll) = (.fitting, nil, 0)
        screen = .weights(state)
        startWork { [weak self] stop in
          guard let self, case .weights(var state) = self.screen else { return }
          do {
            if let proposal = try weights.fitWeights(until: stop) {
              state.phase = .proposal(proposal)
            } else {
              (state.phase, state.message) = (
                .idle, tr("The fit was stopped: nothing was changed.")
              )
            }
          } catch {
            (state.phase, state.message) = (.idle, translated(error))
          }
          self.screen = .weights(state)
        }
        return
      case .defaults?:
        if state.info.own {
          (state.phase, state.message) = (.confirmDefaults, nil)
        } else {
          (state.phase, state.message) = (.idle, tr("The default weights are already in use."))
        }
      case .yes?:
        switch state.phase {
        case .proposal(let proposal): keep(proposal.weights)
        case .confirmDefaults: keep(nil)
        case .idle, .fitting: break
        }
      case .no?: (state.phase, state.message) = (.idle, tr("Nothing was changed."))
      case .scrollDown?: scroll(by: 1)
      case .scrollUp?: scroll(by: -1)
      case .pageDown?: scroll(by: page)
      case .pageUp?: scroll(by: -page)
      case .back?:
        openProfiles(now: now)
        return
      case .help?: (helpOpen, helpScroll) = (true, 0)
      case nil: break
      }
    case .mouse(let mouse) where mouse.button == .wheelDown: scroll(by: 3)
    case .mouse(let mouse) where mouse.button == .wheelUp: scroll(by: -3)
    default: break
    }
    screen = .weights(state)
  }
}
