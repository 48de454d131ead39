import Content
import Foundation
import Localization
import LuaHost
import QuizCore
import TriviumEngine
import UserFiles

/// `trivium new type NAME` and `trivium new game NAME`: skeletons that validate and play at once.
enum NewCommand: Command {
  static let name = "new"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("Create a new question type or game from a working skeleton."),
    forms: [
      UsageForm(
        [.word("type"), .value("name")], optional: ["--dir", "--force", "--home", "--mods"]),
      UsageForm([.word("game"), .value("name")]),
    ],
    options: [
      .value(
        "--type", "TYPE",
        trLater(
          "The question type of the game's questions: single, truefalse, numeric, or a type made "
            + "by `trivium new type`."), default: "single"),
      .value(
        "--dir", "DIR",
        trLater("The folder to create the files in (a mod folder, or a Trivium home)."),
        values: .folder),
      .flag("--force", trLater("Replace a file of the skeleton that already exists.")),
    ] + EngineOptions.declared,
    description: [
      .list(
        trLater(
          "Creates a skeleton that passes `trivium validate` and plays at once, to change from "
            + "there:"),
        [
          (
            "type",
            trLater(
              "DIR/plugins/types/<name>.lua: a complete \"odd one out\" question type (the player "
                + "picks the item that does not belong), every function of the plugin API written.")
          ),
          (
            "game",
            trLater("DIR/games/<name>/: game.json and questions.json with three questions of TYPE.")
          ),
        ]),
      .paragraph(
        trLater(
          "DIR is a mod folder. It defaults to the mod of TYPE when TYPE comes from a mod, else to "
            + "<mods>/<name>, a new mod. A mod.json is written when DIR is new or empty, and the "
            + "mod gets .luacheckrc, .luarc.json and trivium.lua (the API for "
            + "lua-language-server) when it lacks them, so `luacheck .` in it passes. An existing "
            + "file is replaced only with --force (docs/files.md). A name is lowercase letters, digits and dashes, "
            + "starting with a letter.")),
    ],
    examples: [
      "trivium new type odd-one-out",
      "trivium new game odd-demo --type odd-one-out",
      "trivium run odd-demo --bot oracle",
    ])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.count == 2, ["type", "game"].contains(parsed.positional[0]) else {
        throw UsageError(tr("say `new type <name>` or `new game <name>`"))
      }
      let id = parsed.positional[1]
      guard ModManifest.isValidID(id) else {
        throw UsageError(
          tr(
            "{name} is not a valid name: use lowercase letters, digits and dashes, starting "
              + "with a letter", ["name": "'" + Untrusted.line(id) + "'"]))
      }
      let engine = try services.engine(parsed)
      var plan: Plan
      if parsed.positional[0] == "type" {
        guard parsed.value("--type") == nil else {
          throw UsageError(tr("--type is for `new game`"))
        }
        plan = try typePlan(id, engine: engine, dir: parsed.value("--dir"))
      } else {
        plan = try gamePlan(
          id, type: parsed.value("--type") ?? "single", engine: engine, dir: parsed.value("--dir"))
      }
      try plan.write(OutputPlan(parsed))
      output.stdout =
        plan.files.map { tr("created {path}", ["path": Untrusted.line($0.path)]) + "\n" }.joined()
        + plan.next
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// The files to write, checked before any is written.
  struct Plan {
    var folder: URL
    var files: [(path: String, text: String)] = []
    var next = ""

    init(folder: URL) { self.folder = folder }

    /// Adds a mod.json when the folder is new or empty.
    mutating func addManifestIfNew(id: String, requires: String?) throws {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      guard names.filter({ !$0.hasPrefix(".") }).isEmpty else { return }
      let manifest = Skeletons.modManifest(
        id: id, requires: requires, apiVersion: LuaPluginInfo.apiVersion)
      add(ModManifest.fileName, try ValueJSON.encodePretty(manifest) + "\n")
    }

    /// Adds the lint and editor files a mod's plugins need (`KitFiles`), each only when the
    /// mod lacks it: `luacheck .` in the mod then passes, and the language server knows the API.
    mutating func addKitFiles() {
      for (name, text) in [
        (".luacheckrc", KitFiles.luacheckrc), (".luarc.json", KitFiles.luarc),
        ("trivium.lua", KitFiles.annotations),
      ] where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
        add(name, text)
      }
    }

    mutating func add(_ relative: String, _ text: String) {
      files.append((folder.appendingPathComponent(relative).path, text))
    }

    /// Writes the files by the output rule (`OutputPlan`): each checked and locked before any
    /// is written, an existing one replaced only with --force; folders are made as needed.
    /// What the engine loaded is never among them: a type or game id already loaded is refused
    /// before (`typePlan`, `gamePlan`), and mod.json and the kit files only fill gaps.
    func write(_ rule: OutputPlan) throws {
      var rule = rule
      for file in files {
        // A file in a folder still to be made is new: nothing stands there to check or lock.
        let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder) else { continue }
        rule.output(file.path, role: Phrase(trLater("the new file")))
      }
      let outputs = try rule.claim()
      defer { outputs.release() }
      for file in files {
        do {
          try OutputFile.write(file.text, to: file.path, createFolders: true)
        } catch {
          throw EngineError(error)
        }
      }
    }
  }

  private static func typePlan(_ id: String, engine: Engine, dir: String?) throws -> Plan {
    if let entry = engine.catalog.entry(.questionType, id: id) {
      throw EngineError(
        Phrase(
          trLater("there is already a question type '{id}' ({origin})"),
          ["id": .text(id), "origin": .of(entry.origin)]))
    }
    var plan = Plan(folder: try folder(dir, id: id, engine: engine))
    try plan.addManifestIfNew(id: id, requires: nil)
    plan.addKitFiles()
    plan.add("plugins/types/\(id).lua", Skeletons.questionType(id: id))
    plan.next =
      tr("Next: make a game of it and let the oracle bot play it:") + "\n"
      + "  trivium new game \(id)-demo --type \(id)\(dir.map { " --dir \($0)" } ?? "")\n"
      + "  trivium run \(id)-demo --bot oracle\n\n"
    return plan
  }

  private static func gamePlan(_ id: String, type: String, engine: Engine, dir: String?) throws
    -> Plan
  {
    if (try? engine.library.gameIDs())?.contains(id) == true {
      throw EngineError(
        Phrase(
          trLater("there is already a game '{id}' ({origin})"),
          ["id": .text(id), "origin": .of(engine.library.origin(of: id))]))
    }
    let questions: [Value]
    var owner: ModSet.Mod?
    if let samples = Skeletons.builtInSamples[type] {
      questions = samples
    } else if let entry = engine.catalog.entry(.questionType, id: type),
      case .mod(let modID) = entry.origin
    {
      questions = Skeletons.oddOneOut(type: type)
      owner = engine.mods.mod(modID)
    } else if engine.catalog.entry(.questionType, id: type) != nil {
      let names = Skeletons.builtInSamples.keys.sorted().joined(separator: ", ")
      throw UsageError(
        tr(
          "--type: the skeleton has questions for {names} or a type from a mod", ["names": names]))
    } else {
      let known = engine.catalog.entries(of: .questionType).map(\.id).joined(separator: ", ")
      throw EngineError(
        Phrase(
          trLater("no question type named '{type}' (known: {known})"),
          ["type": .text(type), "known": .text(known)]))
    }
    let folder = try dir.map { try Self.folder($0, id: id, engine: engine) } ?? owner?.folder
    var plan = Plan(folder: try folder ?? Self.folder(nil, id: id, engine: engine))
    let requires = owner.flatMap { $0.folder.path == plan.folder.path ? nil : $0.id }
    try plan.addManifestIfNew(id: id, requires: requires)
    plan.addKitFiles()
    plan.add(
      "games/\(id)/game.json",
      try ValueJSON.encodePretty(Skeletons.gameManifest(id: id, type: type))
        + "\n")
    plan.add("games/\(id)/questions.json", try ValueJSON.encodePretty(.array(questions)) + "\n")
    let inMods = engine.mods.folder.map { plan.folder.deletingLastPathComponent().path == $0.path }
    plan.next =
      inMods == true
      ? tr(
        "Next: {validate}, then {run}",
        ["validate": "trivium validate", "run": "trivium run \(id) --bot oracle"]) + "\n"
      : tr("Next: {validate}", ["validate": "trivium validate \(plan.folder.path)/games/\(id)"])
        + "\n"
    return plan
  }

  /// `--dir`, else `<mods folder>/<id>`.
  private static func folder(_ dir: String?, id: String, engine: Engine) throws(EngineError)
    -> URL
  {
    if let dir { return URL(fileURLWithPath: dir).standardizedFileURL }
    guard let mods = engine.mods.folder else {
      throw EngineError(Phrase(trLater("no mods folder (HOME is not set): give --dir or --mods")))
    }
    return mods.appendingPathComponent(id)
  }
}
