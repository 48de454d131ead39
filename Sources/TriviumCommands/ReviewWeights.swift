import Foundation
import Localization
import QuizCore
import Review
import Store

/// `trivium review --optimize` and `--default-weights`: a profile's own FSRS weights, fitted to
/// its history and kept in its settings, or forgotten.
enum ReviewWeights {
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
    var settings = try ReviewSettings(profileSettings: profile.settings)
    guard optimize else {
      settings.weights = nil
      settings.store(in: &profile.settings)
      try store.updateProfile(profile)
      return format == "json"
        ? json(["weights": .array(FSRSParameters.defaultWeights.map { .double($0) })])
        : Untrusted.line(
          tr("'{name}' is back to the default FSRS weights.", ["name": name])) + "\n"
    }
    let histories = try store.fsrsHistories(profileID: profile.id)
    let fit = FSRSOptimizer.fit(histories, relearningSteps: settings.relearningSteps.count)
    // As Anki does, weights that predict the history no better than those in use are not kept.
    let current = settings.weights ?? FSRSParameters.defaultWeights
    let currentLoss = FSRSOptimizer.logLoss(current, histories: histories)
    let better = fit.extent != .defaults && fit.logLoss < currentLoss
    if better {
      settings.weights = fit.weights
      settings.store(in: &profile.settings)
      try store.updateProfile(profile)
    }
    if format == "json" {
      return json([
        "extent": .string(fit.extent.rawValue), "items": .int(Int64(fit.items)),
        "needed": .int(Int64(FSRSOptimizer.minimumItems)),
        "needed_for_all": .int(Int64(FSRSOptimizer.fullFitItems)),
        "fitted": .array(fit.weights.map { .double($0) }), "kept": .bool(better),
        "weights": .array((settings.weights ?? FSRSParameters.defaultWeights).map { .double($0) }),
        "log_loss": .double(fit.logLoss), "current_log_loss": .double(currentLoss),
      ])
    }
    return report(fit, name: name, kept: better, currentLoss: currentLoss)
  }

  /// The fit in words.
  static func report(_ fit: FSRSFit, name: String, kept: Bool, currentLoss: Double) -> String {
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
      "fitted": String(format: "%.4f", fit.logLoss), "current": String(format: "%.4f", currentLoss),
    ]
    guard kept else {
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
