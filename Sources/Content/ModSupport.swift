import Confined
import Foundation
import Localization
import LuaHost
import QuizCore
import UserFiles

/// Why a mod was skipped; each reason says what to do about it.
public enum SkipReason: Sendable, Hashable, CustomStringConvertible, Translatable {
  /// `mod.json` is missing or wrong (the error has its file and line).
  case badManifest(ContentError)
  /// Another folder holds a mod with the same id.
  case duplicateID(String, otherFolders: [String])
  /// One of its games or plugins has the id of a built-in or of an earlier mod.
  case collision(Phrase)
  /// A mod it requires is not installed, disabled or skipped.
  case missingDependency(ModManifest.Requirement, why: Phrase)
  /// A mod it requires is there, in a version the range refuses.
  case versionNotSatisfied(ModManifest.Requirement, found: SemanticVersion)
  /// It declares a conflict with this enabled mod.
  case conflict(String)
  /// It needs a newer plugin API than the engine offers.
  case apiTooNew(needs: Int64, offered: Int64)
  /// It is part of (or waits on) a cycle of requirements among these mods.
  case dependencyCycle([String])
  /// One of its plugins does not load (file, line and problem).
  case brokenPlugin(Phrase)
  /// Its plugins spent more than a mod's budget for loading (file and what ran out).
  case overBudget(Phrase)

  /// One line: the reason, then what it is about.
  public var description: String { sentence.description }

  /// The reason as words and values.
  public var sentence: Phrase {
    switch self {
    case .badManifest(let error):
      Phrase(trLater("bad manifest: {error}"), ["error": .of(error)])
    case .duplicateID(let id, let folders):
      Phrase(
        trLater("id collision: the mod id '{id}' is also used by {folders} (remove or rename one)"),
        ["id": .text(id), "folders": .text(folders.joined(separator: ", "))])
    case .collision(let words):
      Phrase(trLater("id collision: {problem}"), ["problem": .phrase(words)])
    case .missingDependency(let requirement, let why):
      Phrase(
        trLater("missing dependency: requires mod '{id}', which is {why}"),
        ["id": .text(requirement.id), "why": .phrase(why)])
    case .versionNotSatisfied(let requirement, let found):
      Phrase(
        trLater("version not satisfied: requires mod '{id}' {range}, but {found} is installed"),
        [
          "id": .text(requirement.id), "range": .text("\(requirement.versions)"),
          "found": .text("\(found)"),
        ])
    case .conflict(let other):
      Phrase(
        trLater(
          "conflict: it declares a conflict with mod '{id}', which is enabled "
            + "(disable one of them)"), ["id": .text(other)])
    case .apiTooNew(let needs, let offered):
      Phrase(
        trLater(
          "API too new: needs plugin API {needs}, this Trivium offers {offered} (update Trivium)"),
        ["needs": .text("\(needs)"), "offered": .text("\(offered)")])
    case .dependencyCycle(let ids):
      Phrase(
        trLater("dependency cycle: {ids} require each other"),
        ["ids": .text(ids.joined(separator: ", "))])
    case .brokenPlugin(let problem):
      Phrase(trLater("broken plugin: {problem}"), ["problem": .phrase(problem)])
    case .overBudget(let problem):
      Phrase(trLater("over budget: {problem}"), ["problem": .phrase(problem)])
    }
  }
}

extension ModSet {
  /// The file in the mods folder that records which mods are turned off.
  public static let switchesFileName = "enabled.json"

  /// Turns the mod `id` on or off in the mods folder `folder` (written to `enabled.json`,
  /// `{"mod-id": false}`); the change shows in the next `resolve`. A mod the file does not
  /// name is enabled.
  public static func setEnabled(_ enabled: Bool, mod id: String, folder: URL) throws(ContentError) {
    let file = folder.appendingPathComponent(switchesFileName)
    var switches = try ModSwitches.read(folder: folder, display: file.path)
    switches[id] = enabled ? nil : false
    var map = ValueMap()
    for (key, value) in switches { map[key] = .bool(value) }
    do {
      let text = try ValueJSON.encodePretty(.map(map)) + "\n"
      try OutputFile.write(text, to: file.path, createFolders: true)
    } catch let error as UserFileError {
      throw ContentError(.unreadable, file: file.path, words: error.phrase)
    } catch {
      throw ContentError(
        .unreadable, file: file.path,
        words: Phrase(trLater("cannot be written: {error}"), ["error": .of(error)]))
    }
  }

  /// Whether the mod `id` is turned on in `folder` (a mod the file does not name is).
  public static func isEnabled(mod id: String, folder: URL) -> Bool {
    let file = folder.appendingPathComponent(switchesFileName)
    return (try? ModSwitches.read(folder: folder, display: file.path))?[id] != false
  }
}

/// `enabled.json`: a map of mod id to `true` or `false`.
enum ModSwitches {
  static func read(folder: URL, display: String) throws(ContentError) -> [String: Bool] {
    let url = folder.appendingPathComponent(ModSet.switchesFileName)
    let file =
      display.hasSuffix(ModSet.switchesFileName)
      ? display : "\(display)/\(ModSet.switchesFileName)"
    guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
    // The player's own file, but read the same bounded way.
    let mods = ConfinedFolder(
      root: folder.path, displayName: (file as NSString).deletingLastPathComponent,
      scope: Phrase(trLater("the mods folder")))
    let bytes = try TextFile.bytes(
      in: mods, ModSet.switchesFileName, cap: TextFile.maxManifestBytes)
    // Mod ids to flags, checked as every map read from outside is (`FieldSpec`).
    switch FieldSpec.map(of: .boolean()).check(
      try TextFile.json(bytes, display: file), at: FieldPath())
    {
    case .success(let checked):
      return (checked.mapValue ?? [:]).reduce(into: [:]) { $0[$1.key] = $1.value.boolValue }
    case .failure(let problem):
      throw ContentError(
        .wrongType, file: file, field: problem.path.topField,
        words: problem.path.steps.isEmpty ? problem.problem : problem.sentence)
    }
  }
}

/// Loads a plugin the way the engine will, to find what stops it.
public enum PluginCheck {
  /// Nil when the plugin of `entry` loads and is of the kind its folder says; else the
  /// problem as "file:line: plugin 'id': message". Under a loading `budget` (its mod's), the
  /// plugin may spend only what is left of it, and pays what it ran and what it holds. A bot
  /// that loads is handed to `checkedBot`, so that what `list` shows of it needs no second load.
  public static func problem(
    with entry: PluginCatalog.Entry, limits: SandboxLimits = .default,
    budget: PluginBudget? = nil, checkedBot: (LuaBot) -> Void = { _ in }
  ) -> Phrase? {
    let capped = budget?.capping(limits) ?? limits
    do throws(PluginError) {
      if let budget, budget.exhausted != nil || budget.clockPassed() {
        throw budget.error(pluginID: entry.id)
      }
      let plugin: LuaPlugin
      let started = ContinuousClock.now
      do throws(PluginError) { plugin = try load(entry, limits: capped) } catch {
        // Stopped by what the budget left, not by its own limits: the mod ran out.
        if let budget {
          if error.kind == .instructionLimit, budget.instructionsLeft < limits.instructionBudget {
            budget.markSpent(.instructions)
          } else if error.kind == .memoryLimit, capped.memoryLimit < limits.memoryLimit {
            budget.markSpent(.memory)
          }
          if budget.exhausted != nil { throw budget.error(pluginID: entry.id) }
        }
        throw error
      }
      budget?.charge(
        instructions: plugin.totalInstructions, bytes: plugin.memoryUsed,
        time: ContinuousClock.now - started)
      if let budget, budget.exhausted != nil { throw budget.error(pluginID: entry.id) }
      switch entry.kind {
      case .questionType: _ = try LuaQuestionType(plugin: plugin)
      case .rules: _ = try LuaRules(plugin: plugin)
      case .bot: checkedBot(try LuaBot(plugin: plugin))
      }
      return nil
    } catch {
      return placed(error, file: entry.displayPath)
    }
  }

  /// Loads the plugin of `entry` into a fresh sandbox, through the one loader.
  public static func load(_ entry: PluginCatalog.Entry, limits: SandboxLimits = .default)
    throws(PluginError) -> LuaPlugin
  {
    let folderDisplay = (entry.displayPath as NSString).deletingLastPathComponent
    // The `lib/` of the plugins folder the entry is in, shown as the entry's path shows it.
    let shown = PluginPlace(mainFile: entry.displayPath).pluginsFolder
    let real = PluginPlace(mainFile: entry.mainFile.path).pluginsFolder
    return try PluginLoader.load(
      id: entry.id, main: entry.mainFile.lastPathComponent, in: entry.moduleFolder,
      displayName: folderDisplay.isEmpty ? "." : folderDisplay, limits: limits,
      header: .kind(entry.kind.pluginKind),
      sharedLib: real.map { (URL(fileURLWithPath: $0), shown ?? $0) })
  }

  /// "file:line: plugin 'id': message", the form `trivium validate` prints, as words and
  /// values.
  public static func placed(_ error: PluginError, file: String) -> Phrase {
    var error = error
    if error.file == nil { error.file = file }
    return error.placedSentence
  }
}

/// Where the mods are: `--mods DIR`, else `$TRIVIUM_MODS`, else the `mods` folder of
/// Trivium's data folder (`$TRIVIUM_DATA_DIR`, `$XDG_DATA_HOME/trivium` or
/// `~/.local/share/trivium`: `DataFolder`, the store's rule too).
public enum ModLocation {
  /// The environment variable that names the mods folder.
  public static let environmentVariable = "TRIVIUM_MODS"

  /// The mods folder, and whether the user named it (a named folder must exist), from
  /// `environment` (handed in: never the process's own read here).
  public static func folder(
    explicit: String? = nil, environment: [String: String]
  ) -> (url: URL, named: Bool)? {
    func variable(_ name: String) -> String? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return value
    }
    if let explicit, !explicit.isEmpty { return (URL(fileURLWithPath: explicit), true) }
    if let mods = variable(environmentVariable) { return (URL(fileURLWithPath: mods), true) }
    guard let data = DataFolder.path(environment: environment) else { return nil }
    return (URL(fileURLWithPath: data).appendingPathComponent("mods"), false)
  }

  /// Why a mods folder named by `--mods` or `TRIVIUM_MODS` that is not there is an error: a
  /// typo must not quietly give an empty mods folder. Only the default one is made.
  public static var missingNamedFolder: Phrase {
    Phrase(
      trLater(
        "no such mods folder (a folder named by --mods or TRIVIUM_MODS must exist: make it "
          + "with mkdir; only the default one, {folder}, is made when missing)"),
      ["folder": .text("\(DataFolder.usual)/mods")])
  }
}
