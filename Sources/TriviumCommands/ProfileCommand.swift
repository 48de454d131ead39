import Foundation
import Localization
import QuizCore
import Review
import Store
import UserFiles

/// `trivium profile list|export|import|rename|delete|settings`: the profiles of the progress
/// database, a profile moved between machines as one JSON file, and a profile's review settings.
enum ProfileCommand: Command {
  static let name = "profile"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater(
      "List, export, import, rename, delete or set up the profiles of the progress."),
    forms: [
      UsageForm([.word("list")], optional: ["--data"]),
      UsageForm(
        [.word("export"), .value("name")], required: ["--out"], optional: ["--force", "--data"]),
      UsageForm(
        [.word("import"), .value("file", .file)], optional: ["--as", "--replace", "--data"]),
      UsageForm([.word("rename"), .value("name"), .value("new name")], optional: ["--data"]),
      UsageForm([.word("delete"), .value("name")], required: ["--yes"], optional: ["--data"]),
      UsageForm(
        [.word("settings"), .value("name")],
        optional: [
          "--new-per-day", "--reviews-per-day", "--relearning-steps", "--retention", "--data",
        ]),
    ],
    options: [
      .value(
        "--out", "FILE", trLater("The file to write; - for standard output. A folder is refused."),
        values: .file),
      .flag(
        "--force",
        trLater(
          "Replace FILE when it exists (it is never replaced otherwise, and never when it is "
            + "the database or one of its files).")),
      .value(
        "--as", "NAME", trLater("The name the imported profile takes."),
        defaultSentence: trLater("the name in the file")),
      .flag(
        "--replace",
        trLater("Replace the profile of that name, if there is one, with the imported one.")),
      .flag("--yes", trLater("Confirm a delete.")),
      .value(
        "--new-per-day", "N",
        trLater(
          "New questions (answered once, in a game) a review session of due questions takes a "
            + "day."), default: "20"),
      .value(
        "--reviews-per-day", "N",
        trLater("Other due questions a review session takes a day."),
        default: "200"),
      .value(
        "--relearning-steps", "STEPS",
        trLater(
          "After a lapse, when a question comes back in the session, as Anki writes it: \"10m\", "
            + "\"1m 10m\", \"1h\"; \"\" for none."),
        defaultSentence: trLater("none: back the next day")),
      .value(
        "--retention", "R",
        trLater(
          "The desired retention, 0.7 to 0.99: the chance of recall at which a question "
            + "falls due."), default: "0.9"),
      .value(
        "--data", "FILE", trLater("The progress database."),
        defaultSentence: trLater(
          "trivium.sqlite3 in $XDG_DATA_HOME/trivium or ~/.local/share/trivium"),
        values: .file),
    ],
    description: [
      .list(
        nil,
        [
          ("list", trLater("Each profile with its finished and saved games.")),
          (
            "export",
            trLater(
              "Writes everything of the profile (settings, history, question counters, review "
                + "events and review state, saved games) to FILE as JSON (format version 1).")
          ),
          (
            "import",
            trLater(
              "Reads such a file and adds the profile, in one step: every field is checked first "
                + "(a problem is reported with its place in the file, and nothing is written). A "
                + "profile of the same name is never overwritten: --as imports it under another "
                + "name, --replace replaces it (so importing a file twice never doubles a "
                + "history).")
          ),
          ("rename", trLater("Gives a profile a new name (refused when the name is taken).")),
          (
            "settings",
            trLater(
              "Shows the profile's review settings; with --new-per-day, --reviews-per-day, "
                + "--relearning-steps or --retention, sets them first (each checked, nothing "
                + "written on a refusal).")
          ),
          (
            "delete",
            trLater("Deletes a profile with everything it recorded; --yes says you mean it.")
          ),
        ])
    ],
    examples: [
      "trivium profile export ana --out ana.trivium-profile.json",
      "trivium profile import ana.trivium-profile.json --as ana-laptop",
      "trivium profile settings ana --new-per-day 10 --relearning-steps 10m",
    ])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      let words = parsed.positional
      let path = try services.databasePath(parsed.value("--data"))
      switch words.first {
      case "list":
        guard words.count == 1 else { throw UsageError(tr("`profile list` takes no arguments")) }
        output.stdout = try list(path, services)
      case "export":
        guard words.count == 2 else {
          throw UsageError(tr("say `profile export <name> --out FILE`"))
        }
        guard let out = parsed.value("--out") else { throw UsageError(tr("give --out FILE")) }
        try export(
          words[1], from: path, to: out, force: parsed.flag("--force"), services, &output)
      case "import":
        guard words.count == 2 else { throw UsageError(tr("say `profile import FILE`")) }
        output.stdout = try importProfile(
          words[1], into: path, as: parsed.value("--as"), replacing: parsed.flag("--replace"),
          services)
      case "rename":
        guard words.count == 3 else {
          throw UsageError(tr("say `profile rename <name> <new name>`"))
        }
        guard var profile = try existing(words[1], path, services) else {
          throw missing(words[1], path)
        }
        try ProfileName.check(words[2])
        profile.name = words[2]
        try services.openStore(path, command: Self.name).updateProfile(profile)
        output.stdout =
          Untrusted.line(
            tr(
              "renamed profile {old} to {new}",
              ["old": "'\(words[1])'", "new": "'\(words[2])'"])) + "\n"
      case "delete":
        guard words.count == 2 else { throw UsageError(tr("say `profile delete <name> --yes`")) }
        guard parsed.flag("--yes") else {
          throw UsageError(tr("deleting a profile loses its history: give --yes to confirm"))
        }
        guard let profile = try existing(words[1], path, services) else {
          throw missing(words[1], path)
        }
        try services.openStore(path, command: Self.name).deleteProfile(id: profile.id)
        output.stdout =
          Untrusted.line(tr("deleted profile {name}", ["name": "'\(words[1])'"])) + "\n"
      case "settings":
        guard words.count == 2 else { throw UsageError(tr("say `profile settings <name>`")) }
        output.stdout = try settings(words[1], parsed, path, services)
      default:
        throw UsageError(tr("say list, export, import, rename, delete or settings"))
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// Shows profile `name`'s review settings, after setting those the options give.
  private static func settings(
    _ name: String, _ parsed: Arguments, _ path: String, _ services: Services
  ) throws -> String {
    guard var profile = try existing(name, path, services) else { throw missing(name, path) }
    var settings = try ReviewSettings(profileSettings: profile.settings)
    func limit(_ option: String) throws -> Int? {
      guard let text = parsed.value(option) else { return nil }
      guard let number = Int(text), (0...ReviewSettings.limitBound).contains(number) else {
        throw UsageError(
          tr(
            "{option} takes a whole number from 0 to {bound}, not '{value}'",
            ["option": option, "bound": ReviewSettings.limitBound, "value": text]))
      }
      return number
    }
    let given = ["--new-per-day", "--reviews-per-day", "--relearning-steps", "--retention"]
      .contains { parsed.value($0) != nil }
    if let number = try limit("--new-per-day") { settings.newPerDay = number }
    if let number = try limit("--reviews-per-day") { settings.reviewsPerDay = number }
    if let steps = parsed.value("--relearning-steps") {
      do {
        settings.relearningSteps = try ReviewSettings.steps(steps)
      } catch {
        throw UsageError(error.translated)
      }
    }
    if let text = parsed.value("--retention") {
      guard let number = Double(text), number.isFinite else {
        throw UsageError(
          tr("--retention takes a number from 0.7 to 0.99, not '{value}'", ["value": text]))
      }
      settings.desiredRetention = number
    }
    if given {
      do {
        try settings.check()
      } catch {
        throw UsageError(error.translated)
      }
      settings.store(in: &profile.settings)
      try services.openStore(path, command: Self.name).updateProfile(profile)
    }
    let steps = ReviewSettings.stepsText(settings.relearningSteps)
    return Untrusted.line(tr("Review settings of {name}:", ["name": "'\(name)'"])) + "\n"
      + tr("  new questions a day: {n}", ["n": settings.newPerDay]) + "\n"
      + tr("  reviews a day: {n}", ["n": settings.reviewsPerDay]) + "\n"
      + tr("  relearning steps: {steps}", ["steps": steps.isEmpty ? tr("none") : steps]) + "\n"
      + tr("  desired retention: {value}", ["value": "\(settings.desiredRetention)"]) + "\n"
      + (settings.weights == nil
        ? tr("  FSRS weights: the defaults (fit your own with `trivium review --optimize`)")
        : tr("  FSRS weights: fitted to this profile's history")) + "\n"
  }

  /// The profile named `name` in the database at `path`, without creating the file.
  private static func existing(
    _ name: String, _ path: String, _ services: Services
  ) throws -> Profile? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try services.openStore(path, command: Self.name).profile(named: name)
  }

  private static func missing(_ name: String, _ path: String) -> ProfileError {
    ProfileError(
      Untrusted.line(
        tr("no profile named '{name}' in {path}", ["name": name, "path": path])))
  }

  private static func list(_ path: String, _ services: Services) throws -> String {
    guard FileManager.default.fileExists(atPath: path) else { return tr("No profiles yet.") + "\n" }
    let store = try services.openStore(path, command: Self.name)
    let profiles = try store.profiles()
    guard !profiles.isEmpty else { return tr("No profiles yet.") + "\n" }
    var text = ""
    for profile in profiles {
      // A session set aside unfinished is not a finished game (as `stats` counts).
      let finished = try store.history(profileID: profile.id).filter { $0.setAside == nil }.count
      let saved = try store.savedSessions(profileID: profile.id).count
      text +=
        Untrusted.line(
          tr(
            "{name}: {games}, {saved} saved",
            [
              "name": profile.name,
              "games": trn("{n} finished game", "{n} finished games", count: finished),
              "saved": saved,
            ])) + "\n"
    }
    return text
  }

  private static func export(
    _ profileName: String, from path: String, to out: String, force: Bool,
    _ services: Services, _ output: inout CommandOutput
  ) throws {
    guard FileManager.default.fileExists(atPath: path),
      let archive = try services.openStore(path, command: Self.name).exportProfile(
        named: profileName)
    else { throw missing(profileName, path) }
    var plan = OutputPlan(force: force)
    plan.output(out, role: Phrase(trLater("the profile file")))
    plan.database(path)
    let outputs = try plan.claim()
    defer { outputs.release() }
    let text = try archive.json()
    // Whatever is exported can be imported again: no file past the importer's limit.
    let file = try OutputFile(
      out,
      limit: OutputLimit(
        bytes: ProfileArchiveLimits.default.fileBytes, readers: "profile import"))
    try file.write(text)
    try file.commit()
    let summary = Untrusted.line(
      tr(
        "exported profile {name} to {path}: {counts}",
        ["name": "'\(profileName)'", "path": out, "counts": counts(archive)]))
    // Standard output may be the file itself.
    if case .descriptor(1) = file.target.kind {
      output.stderr += summary + "\n"
    } else {
      output.stdout += summary + "\n"
    }
  }

  private static func importProfile(
    _ file: String, into path: String, as newName: String?, replacing: Bool,
    _ services: Services
  ) throws -> String {
    let limits = ProfileArchiveLimits.default
    let bytes = try InputFile.read(file, limit: limits.fileBytes)
    let archive: ProfileArchive
    do {
      archive = try ProfileArchive.decode(bytes, limits: limits)
    } catch {
      throw ProfileError(
        Phrase(
          trLater("{path}: {problem}"),
          ["path": .text(Untrusted.line(file)), "problem": .of(error)]))
    }
    if let newName { try ProfileName.check(newName) }
    let name = newName ?? archive.name
    let store = try services.openStore(path, command: Self.name)
    // The store refuses it too; asked first, the refusal can say what to do.
    if !replacing, try store.profile(named: name) != nil {
      throw ProfileError(
        Untrusted.line(
          tr(
            "a profile named '{name}' is already in {path}: nothing was imported (give --as "
              + "NAME to import it under another name, or --replace to replace it)",
            ["name": name, "path": path])))
    }
    try store.importProfile(archive, as: name, replacing: replacing)
    let values: [String: any Sendable] = [
      "name": "'\(name)'", "path": file, "counts": counts(archive),
    ]
    let line =
      replacing
      ? tr("imported (replacing any of that name) profile {name} from {path}: {counts}", values)
      : tr("imported profile {name} from {path}: {counts}", values)
    return Untrusted.line(line) + "\n"
  }

  private static func counts(_ archive: ProfileArchive) -> String {
    archive.counts.map(\.words.translated).joined(separator: tr(", ", context: "list separator"))
  }
}

/// A profile command's failure, worded for the user.
struct ProfileError: Error, CustomStringConvertible, Translatable {
  var sentence: Phrase
  /// A failure said in `text`, already in the interface language.
  init(_ text: String) { self.sentence = .verbatim(text) }
  /// A failure said in `words`, translated at the edge.
  init(_ words: Phrase) { self.sentence = words }
  var description: String { sentence.description }
}

/// What a profile's name may be, when a command gives one: the rule a profile file's name
/// is held to too.
enum ProfileName {
  static func check(_ name: String) throws(ProfileError) {
    guard ProfileArchive.isValidName(name) else {
      throw ProfileError(
        Phrase(
          trLater("{name} cannot name a profile: {rule}"),
          [
            "name": .text("'" + Untrusted.line(name) + "'"),
            "rule": .phrase(ProfileArchive.nameRule),
          ]
        ))
    }
  }
}
