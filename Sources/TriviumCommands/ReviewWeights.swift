import Foundation
import Localization
import QuizCore
import Review
import Store

/// `trivium review --optimize` and `--default-weights`: a profile's own FSRS weights, fitted to
/// its history and kept in its settings, or forgotten. The launcher's weights screen fits and
/// keeps them through the same calls (`fit`, `keep`, `report`).
enum ReviewWeights {
  /// A fit of a profile's weights, before anything is kept.
  struct Fitted {
    var fit: FSRSFit
    /// The log loss of the weights in use (the profile's, else the defaults) on its history.
    var currentLoss: Double
    /// Whether the fitted weights predict the history better than those in use: only then
    /// are they worth keeping.
    var better: Bool
  }

  /// Fits (or, without `optimize`, forgets) the weights of profile `name`; the report to print.
  static func run(
    optimize: Bool, profile name: String, format: String, path: String, services: Services
  ) throws -> String {
    let store =
      FileManager.default.fileExists(atPath: path)
      ? try services.openStore(path, command: ReviewCommand.name) : nil
    guard let store, var profile = try store.profile(named: name) else {
      throw ProfileError(
        Untrusted.line(tr("no profile named '{name}' in {path}", ["name": name, "path": path])))
    }
    guard optimize else {
      try keep(nil, profile: &profile, store: store)
      return format == "json"
        ? json(["weights": .array(FSRSParameters.defaultWeights.map { .double($0) })])
        : defaultsSaid(name) + "\n"
    }
    let fitted = try fit(profile: profile, store: store)
    if fitted.better { try keep(fitted.fit.weights, profile: &profile, store: store) }
    if format == "json" {
      let settings = try ReviewSettings(profileSettings: profile.settings)
      return json([
        "extent": .string(fitted.fit.extent.rawValue), "items": .int(Int64(fitted.fit.items)),
        "needed": .int(Int64(FSRSOptimizer.minimumItems)),
        "needed_for_all": .int(Int64(FSRSOptimizer.fullFitItems)),
        "fitted": .array(fitted.fit.weights.map { .double($0) }), "kept": .bool(fitted.better),
        "weights": .array((settings.weights ?? FSRSParameters.defaultWeights).map { .double($0) }),
        "log_loss": .double(fitted.fit.logLoss), "current_log_loss": .double(fitted.currentLoss),
      ])
    }
    return report(fitted, name: name)
  }

  /// Fits `profile`'s weights to its review history; stores nothing.
  static func fit(profile: Profile, store: Store) throws -> Fitted {
    // Never stopped, so always a fit.
    try fit(profile: profile, store: store, until: { false })!
  }

  /// `fit`, asking `stop` between the steps of the fit: nil once it says true (the launcher's
  /// Esc), nothing kept.
  static func fit(profile: Profile, store: Store, until stop: () -> Bool) throws -> Fitted? {
    let settings = try ReviewSettings(profileSettings: profile.settings)
    let histories = try store.fsrsHistories(profileID: profile.id)
    guard
      let fit = FSRSOptimizer.fit(
        histories, relearningSteps: settings.relearningSteps.count, until: stop)
    else { return nil }
    // As Anki does, weights that predict the history no better than those in use are not kept.
    let current = settings.weights ?? FSRSParameters.defaultWeights
    let currentLoss = FSRSOptimizer.logLoss(current, histories: histories)
    return Fitted(
      fit: fit, currentLoss: currentLoss,
      better: fit.extent != .defaults && fit.logLoss < currentLoss)
  }

  /// Keeps `weights` in `profile`'s settings (nil: back to the defaults) and stores it.
  static func keep(_ weights: [Double]?, profile: inout Profile, store: Store) throws {
    var settings = try ReviewSettings(profileSettings: profile.settings)
    settings.weights = weights
    settings.store(in: &profile.settings)
    try store.updateProfile(profile)
  }

  /// Said once a profile is back to the default weights.
  static func defaultsSaid(_ name: String) -> String {
    Untrusted.line(tr("'{name}' is back to the default FSRS weights.", ["name": name]))
  }

  /// The fit in words; a better fit is said as kept (the command keeps it at once, the
  /// launcher once the player said yes).
  static func report(_ fitted: Fitted, name: String) -> String {
    let fit = fitted.fit
    guard fit.extent != .defaults else {
      return Untrusted.line(
        tr(
          "Not enough history to fit FSRS weights for '{name}': {n} usable reviews, {needed} "
            + "needed. A review is usable when made on a later day than its question's previous "
            + "one, and when 20 questions or more share its question's first rating (Anki's "
            + "optimizer sets the rarer ones aside). The weights stay as they are.",
          ["name": name, "n": fit.items, "needed": FSRSOptimizer.minimumItems])) + "\n"
    }
    let losses = [
      "fitted": String(format: "%.4f", fit.logLoss),
      "current": String(format: "%.4f", fitted.currentLoss),
    ]
    guard fitted.better else {
      return Untrusted.line(
        tr(
          "The weights fitted for '{name}' predict its history no better than those it has "
            + "(log loss {fitted} against {current}): they stay as they are.",
          losses.merging(["name": name]) { $1 })) + "\n"
    }
    let done =
      fit.extent == .full
      ? tr(
        "Fitted all 21 FSRS weights for '{name}' from {n} usable reviews.",
        ["name": name, "n": fit.items])
      : tr(
        "Fitted the initial stabilities (w0–w3) for '{name}' from {n} usable reviews; the other "
          + "weights need {full}.",
        ["name": name, "n": fit.items, "full": FSRSOptimizer.fullFitItems])
    return Untrusted.line(done) + "\n"
      + tr("Log loss on its history: {fitted}, down from {current}.", losses) + "\n"
      + "  " + fit.weights.map { String(format: "%.4f", $0) }.joined(separator: ", ") + "\n"
  }

  private static func json(_ map: ValueMap) -> String {
    ((try? ValueJSON.encodePretty(.map(map))) ?? "{}") + "\n"
  }
}
