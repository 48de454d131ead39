import Content
import Foundation
import Localization
import ModArchive
import QuizCore
import TriviumEngine
import UserFiles

#if canImport(Glibc)
  import Glibc
#endif

/// `trivium mod install`: unpacks into a temporary folder inside the mods folder, finds and
/// validates the mod there, and only then renames it into place as `<mods>/<id>`. The
/// temporary folder is removed whatever happens, so a refusal leaves the mods folder as it was.
struct ModInstall {
  /// The archive or folder, as the user named it.
  var source: String
  /// The engine's options (`--home`, `--mods`).
  var options: EngineOptions
  /// Replace an installed mod of the same id.
  var force = false
  var limits: UnpackLimits = .default
  /// Where the engine that validates the mod, and the date old temporary folders are aged by,
  /// come from.
  var services: Services

  /// What the run has to print, where the mod was installed, or why it was not.
  struct Outcome {
    var text = ""
    var installed: URL?
    var problem: String?
  }

  /// Runs every step; `confirm` gets what the mod holds and says whether to go on (nil: it
  /// could not ask, and the text is printed instead).
  func run(confirm: (String) -> Bool?) throws(EngineError) -> Outcome {
    let mods = try Self.modsFolder(options)
    let origin = URL(fileURLWithPath: source).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: origin.path, isDirectory: &isFolder) else {
      throw EngineError(tr("{path}: no such file or folder", ["path": source]))
    }
    if isFolder.boolValue, mods.path == origin.path || mods.path.hasPrefix(origin.path + "/") {
      throw EngineError(
        tr("{path}: holds the mods folder; give the mod's own folder", ["path": source]))
    }
    Self.removeStaleStaging(in: mods, now: services.fileDates.now())
    // The process id in the name tells a later install whether its owner still runs.
    let staging = mods.appendingPathComponent(
      "\(Self.stagingPrefix)\(getpid())-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw EngineError(
        Phrase(
          trLater("{path}: cannot make a temporary folder: {reason}"),
          ["path": .text(mods.path), "reason": .phrase(SystemError.phrase(of: error))]))
    }
    defer { try? FileManager.default.removeItem(at: staging) }
    let files = staging.appendingPathComponent("files")
    do {
      _ = mkdir(files.path, 0o755)
      if isFolder.boolValue {
        _ = try Unpack.folder(origin, display: source, into: files, limits: limits)
      } else {
        _ = try Unpack.archive(origin, display: source, into: files, limits: limits)
      }
    } catch {
      throw Self.notInstalled(error)
    }
    let (root, display) = try Self.modRoot(in: files, source: source)
    return try install(root: root, display: display, mods: mods, staging: staging, confirm: confirm)
  }

  /// The start of a temporary folder's name: hidden, so no mod listing ever shows it.
  static let stagingPrefix = ".install-"

  /// Removes the temporary folders an install killed part-way left behind: those whose
  /// process no longer runs, and those of the older name without a process id once an hour
  /// old by `now` (the machine's date: file times are the machine's). A folder another
  /// running install is using is left to it.
  static func removeStaleStaging(in mods: URL, now: Int64) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: mods.path)) ?? []
    for name in names where name.hasPrefix(stagingPrefix) {
      let folder = mods.appendingPathComponent(name)
      let rest = name.dropFirst(stagingPrefix.count)
      if let digits = rest.split(separator: "-").first, rest.contains("-"),
        let pid = pid_t(digits), pid > 0
      {
        // Alive (or someone else's, which EPERM says): keep it.
        if kill(pid, 0) == 0 || errno == EPERM { continue }
      } else {
        var info = stat()
        guard lstat(folder.path, &info) == 0,
          now - Int64(info.st_mtim.tv_sec) > 3600
        else { continue }
      }
      try? FileManager.default.removeItem(at: folder)
    }
  }

  private func install(
    root: URL, display: String, mods: URL, staging: URL, confirm: (String) -> Bool?
  ) throws(EngineError) -> Outcome {
    let manifest: ModManifest
    do {
      manifest = try ModManifest.read(folder: root, display: "\(display)/\(ModManifest.fileName)")
        .manifest
    } catch {
      throw Self.notInstalled(error)
    }
    let target = mods.appendingPathComponent(manifest.id)
    let replaced = try existing(target, id: manifest.id)
    // The one output rule: an installed mod is replaced only with --force, never when it
    // holds what is being installed; and one install of it at a time.
    var plan = OutputPlan(force: force)
    plan.folderOutput(
      target.path,
      role: Phrase(trLater("the installed mod '{id}'"), ["id": .text(manifest.id)]))
    plan.input(source, role: Phrase(trLater("the mod to install")))
    let outputs: OutputLock
    do { outputs = try plan.claim() } catch {
      throw Self.notInstalled(error)
    }
    defer { outputs.release() }
    var outcome = Outcome()
    var engineOptions = options
    engineOptions.candidate = ModSet.Candidate(folder: root, displayName: display)
    let engine = try services.engine(engineOptions)
    guard let mod = engine.mods.mods.first(where: { $0.folder.path == root.path }) else {
      throw EngineError(
        Phrase(
          trLater("{path}: the mod was not found after unpacking"),
          ["path": .text(display)]))
    }
    var report = Validation()
    report.mod(mod, engine: engine)
    outcome.text = ValidateCommand.render(report)
    guard report.problems == 0 else {
      let count = report.problems
      outcome.problem = trn(
        "mod '{id}' not installed: {n} problem found",
        "mod '{id}' not installed: {n} problems found", count: count, ["id": manifest.id])
      return outcome
    }
    let contents = Self.contents(mod, manifest: manifest, replacing: replaced)
    switch confirm(outcome.text + contents) {
    case true?: outcome.text += contents
    case false?:
      throw EngineError(
        Phrase(trLater("mod '{id}' not installed"), ["id": .text(manifest.id)]))
    case nil:
      outcome.text += contents
      outcome.problem = tr(
        "mod '{id}' not installed: give --yes to install it", ["id": manifest.id])
      return outcome
    }
    try Self.move(root, to: target, replacing: replaced != nil, aside: staging)
    outcome.installed = target
    return outcome
  }

  /// The version of the mod `id` at `target`, or nil when nothing is there; throws when
  /// something else is there, which even --force leaves alone.
  private func existing(_ target: URL, id: String) throws(EngineError) -> SemanticVersion? {
    var info = stat()
    guard lstat(target.path, &info) == 0 else { return nil }
    let manifest = try? ModManifest.read(
      folder: target, display: target.appendingPathComponent(ModManifest.fileName).path
    ).manifest
    guard info.st_mode & S_IFMT == S_IFDIR, let manifest, manifest.id == id else {
      throw EngineError(
        Phrase(
          trLater(
            "{path} is in the way and is not the folder of mod '{id}': move it away "
              + "(nothing was installed)"), ["path": .text(target.path), "id": .text(id)]))
    }
    return manifest.version
  }

  /// The unpacked mod: `mod.json` at the top, or a single top folder holding it.
  static func modRoot(in files: URL, source: String) throws(EngineError)
    -> (url: URL, display: String)
  {
    if FileManager.default.fileExists(atPath: files.appendingPathComponent("mod.json").path) {
      return (files, source)
    }
    // Hidden files and the resource folder macOS adds to zips are no part of a mod.
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: files.path)) ?? [])
      .filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }
    var isFolder: ObjCBool = false
    if names.count == 1 {
      let folder = files.appendingPathComponent(names[0])
      if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        isFolder.boolValue,
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("mod.json").path)
      {
        return (folder, "\(source)/\(names[0])")
      }
    }
    throw EngineError(
      Phrase(
        trLater(
          "{path}: no mod found: a mod has its mod.json at the top, or in a single top folder "
            + "(nothing was installed)"), ["path": .text(source)]))
  }

  /// What the mod holds, for the player to read before it is installed.
  static func contents(_ mod: ModSet.Mod, manifest: ModManifest, replacing: SemanticVersion?)
    -> String
  {
    // The name and description are the author's text: each stays on its line.
    var text =
      tr(
        "mod {id} {version}: {name}",
        [
          "id": "'\(manifest.id)'", "version": manifest.version.description,
          "name": Untrusted.line(manifest.name),
        ]) + "\n"
    if let description = manifest.description { text += "  \(Untrusted.line(description))\n" }
    let kinds: [(PluginCatalog.Kind, String)] = [
      (.questionType, tr("question types: {ids}")), (.rules, tr("rules: {ids}")),
      (.bot, tr("bots: {ids}")),
    ]
    for (kind, label) in kinds {
      let ids = mod.plugins.entries(of: kind).map(\.id)
      if !ids.isEmpty {
        text += "  " + Placeholders.fill(label, ["ids": ids.joined(separator: ", ")]) + "\n"
      }
    }
    if !mod.gameIDs.isEmpty {
      text += "  " + tr("games: {ids}", ["ids": mod.gameIDs.joined(separator: ", ")]) + "\n"
    }
    if !manifest.requires.isEmpty {
      text +=
        "  "
        + tr(
          "requires: {mods}",
          ["mods": manifest.requires.map(\.description).joined(separator: ", ")]) + "\n"
    }
    if let replacing {
      text += "  " + tr("replaces the installed version {version}", ["version": "\(replacing)"])
      text += "\n"
    }
    return text
  }

  /// Renames `root` to `target`. An installed mod there is first moved aside into the
  /// temporary folder `aside` (removed with it), and moved back should the rename fail.
  static func move(_ root: URL, to target: URL, replacing: Bool, aside: URL)
    throws(EngineError)
  {
    let old = aside.appendingPathComponent("replaced")
    if replacing, rename(target.path, old.path) != 0 {
      throw EngineError(
        Phrase(
          trLater("{path}: cannot be moved aside: {reason}"),
          ["path": .text(target.path), "reason": .phrase(SystemError.phrase(errno))]))
    }
    var info = stat()
    if !replacing, lstat(target.path, &info) == 0 {
      throw EngineError(
        Phrase(
          trLater("{path}: appeared while installing (nothing was installed)"),
          ["path": .text(target.path)]))
    }
    guard rename(root.path, target.path) == 0 else {
      let reason = SystemError.phrase(errno)
      if replacing { _ = rename(old.path, target.path) }
      throw EngineError(
        Phrase(
          trLater("{path}: cannot be made: {reason} (nothing was installed)"),
          ["path": .text(target.path), "reason": .phrase(reason)]))
    }
  }

  /// `error` (an unpacking, manifest or output-rule problem) with the note that nothing was
  /// installed; the error's own words are translated when they are ours, and made one line.
  static func notInstalled(_ error: any Error) -> EngineError {
    let value: Phrase.Value =
      if case .phrase(let words) = Phrase.Value.of(error) {
        .phrase(words)
      } else {
        .text(Untrusted.line("\(error)"))
      }
    return EngineError(Phrase(trLater("{problem} (nothing was installed)"), ["problem": value]))
  }

  /// The mods folder: the named one must exist; the default one is made when missing.
  static func modsFolder(_ options: EngineOptions) throws(EngineError) -> URL {
    guard
      let (folder, named) = ModLocation.folder(
        explicit: options.mods, environment: options.environment)
    else {
      throw EngineError(tr("no mods folder (HOME is not set): give --mods"))
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw EngineError(Phrase(trLater("{path}: not a folder"), ["path": .text(folder.path)]))
      }
      return folder.standardizedFileURL
    }
    if named {
      throw EngineError(
        Phrase(
          trLater("{path}: {problem}"),
          [
            "path": .text(options.mods ?? folder.path),
            "problem": .phrase(ModLocation.missingNamedFolder),
          ]))
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw EngineError(
        Phrase(
          trLater("{path}: cannot be made: {reason}"),
          ["path": .text(folder.path), "reason": .phrase(SystemError.phrase(of: error))]))
    }
    return folder
  }
}
