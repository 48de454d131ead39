import Localization
import QuizCore
import Review
import TerminalUI

/// The launcher's FSRS weights screen, on the same calls as `trivium review --optimize` and
/// `--default-weights`.
extension PlayHost: WeightsHost {
  func weightsInfo() -> WeightsInfo? {
    guard store != nil, let profile else { return nil }
    let settings = (try? ReviewSettings(profileSettings: profile.settings)) ?? .default
    return WeightsInfo(
      name: profile.name, own: settings.weights != nil,
      weights: settings.weights ?? FSRSParameters.defaultWeights)
  }

  func fitWeights(until stop: () -> Bool) throws -> WeightsProposal? {
    guard let store, let profile else {
      return WeightsProposal(text: tr("Progress is not saved."), weights: nil)
    }
    guard let fitted = try ReviewWeights.fit(profile: profile, store: store, until: stop) else {
      return nil
    }
    return WeightsProposal(
      text: ReviewWeights.report(fitted, name: profile.name),
      weights: fitted.better ? fitted.fit.weights : nil)
  }

  func keepWeights(_ weights: [Double]?) throws -> String {
    guard let store, var profile else { return tr("Progress is not saved.") }
    try ReviewWeights.keep(weights, profile: &profile, store: store)
    // Review sessions read the weights from the profile held here.
    self.profile = profile
    guard weights != nil else { return ReviewWeights.defaultsSaid(profile.name) }
    return Untrusted.line(
      tr(
        "'{name}' schedules its reviews by the fitted weights from now on.",
        ["name": profile.name]))
  }
}
