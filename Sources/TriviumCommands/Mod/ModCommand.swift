import Content
import Foundation
import Localization
import ModArchive
import QuizCore
import TriviumEngine

#if canImport(Glibc)
  import Glibc
#endif

/// `trivium mod install|remove|list`: mods put into and taken out of the mods folder.
enum ModCommand: Command {
  static let name = "mod"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("Install a mod from an archive or a folder, or remove one."),
    forms: [
      UsageForm([.word("install"), .value("file.zip|file.tar.gz|file.tar|folder", .file)]),
      UsageForm([.word("remove"), .value("id")], optional: ["--mods"]),
      UsageForm([.word("list")], optional: ["--home", "--mods"]),
    ],
    options: [
      .flag("--force", trLater("Replace an installed mod of the same id.")),
      .flag(
        "--yes",
        trLater(
          "Install without asking. Without it, install asks on a terminal, and elsewhere only "
            + "shows the mod.")),
    ] + EngineOptions.declared,
    description: [
      .list(
        nil,
        [
          (
            "install",
            trLater(
              "Unpacks the archive (or copies the folder) into a temporary folder inside the mods "
                + "folder, finds the mod (mod.json at the top, or in a single top folder), checks "
                + "it as `trivium validate` does, shows what it holds, and only then puts it in "
                + "place as <mods>/<id>. Refused whole, with nothing written: absolute paths, "
                + "'..', symbolic and hard links, devices and FIFOs, and anything past the limits "
                + "below. A mod with a problem is not installed (every problem is reported, status "
                + "1); nor is a mod whose id is installed, unless --force replaces it (the old "
                + "folder is removed once the new one is in place).")
          ),
          (
            "remove",
            trLater("Removes the folder of the installed mod <id> and its line in enabled.json.")
          ),
          ("list", trLater("The same as `trivium list`.")),
        ]),
      .list(
        trLater("Limits (the bytes counted as they are unpacked, whatever a header says):"),
        [
          // UnpackLimits.default in words (ModHelpTests holds the two together).
          (
            "",
            trLater(
              "64 MiB unpacked in all, 16 MiB in one file, 2000 files and folders, paths of at "
                + "most 512 bytes and 16 levels.")
          )
        ]),
    ],
    examples: [
      "trivium mod install odd-pack.zip",
      "trivium mod install ~/src/odd-pack --force --yes",
      "trivium mod remove odd-pack",
    ])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    run(arguments, limits: .default, ask: askOnTerminal, services: services, output: &output)
  }

  /// `run` with the unpacking limits given (tests make them small), and the question asked
  /// before installing without --yes (nil: it cannot be asked).
  static func run(
    _ arguments: [String], limits: UnpackLimits, ask: (String) -> Bool? = { _ in nil },
    services: Services, output: inout CommandOutput
  ) {
    do {
      let parsed = try declaration.parse(arguments)
      let words = parsed.positional
      switch words.first {
      case "install":
        guard words.count == 2 else { throw UsageError(tr("say `mod install <file or folder>`")) }
        let install = ModInstall(
          source: words[1], options: EngineOptions(parsed, services), force: parsed.flag("--force"),
          limits: limits, services: services)
        let yes = parsed.flag("--yes")
        var asked = false
        let outcome = try install.run(confirm: { text in
          if yes { return true }
          let answer = ask(text)
          asked = answer != nil
          return answer
        })
        // What the question showed is not printed twice.
        output.stdout = asked ? "" : outcome.text
        if let target = outcome.installed {
          output.stdout += tr("installed {path}", ["path": target.path]) + "\n"
        }
        if let problem = outcome.problem { output.fail(command: name, problem) }
      case "remove":
        guard words.count == 2 else { throw UsageError(tr("say `mod remove <id>`")) }
        guard !parsed.flag("--force"), !parsed.flag("--yes") else {
          throw UsageError(tr("--force and --yes are for `mod install`"))
        }
        output.stdout = try remove(words[1], options: EngineOptions(parsed, services))
      case "list":
        guard words.count == 1, !parsed.flag("--force"), !parsed.flag("--yes") else {
          throw UsageError(tr("`mod list` takes only --home and --mods"))
        }
        ListCommand.run(
          Array(arguments.drop { $0 != "list" }.dropFirst()), services: services, output: &output)
      default:
        throw UsageError(tr("say `mod install`, `mod remove` or `mod list`"))
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }

  /// Asks on the terminal whether to install, after showing `text`; nil when standard input
  /// or error is not a terminal.
  private static func askOnTerminal(_ text: String) -> Bool? {
    guard isatty(0) == 1, isatty(2) == 1 else { return nil }
    FileHandle.standardError.write(Data((Untrusted.text(text) + tr("Install it? [y/N] ")).utf8))
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
    return answer == "y" || answer == "yes"
  }

  /// Removes the folder of the installed mod `id` (a folder right inside the mods folder,
  /// never a link, whose mod.json names `id`) and its line in enabled.json.
  static func remove(_ id: String, options: EngineOptions) throws -> String {
    guard ModManifest.isValidID(id) else {
      throw UsageError(tr("'{id}' is not a mod id", ["id": id]))
    }
    guard
      let (mods, _) = ModLocation.folder(explicit: options.mods, environment: options.environment)
    else {
      throw EngineError(tr("no mods folder (HOME is not set): give --mods"))
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: mods.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted { a, b in (a == id ? 0 : 1, a) < (b == id ? 0 : 1, b) }
    var found: (folder: URL, version: SemanticVersion)?
    for name in names {
      let folder = mods.appendingPathComponent(name)
      var info = stat()
      guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
        let manifest = try? ModManifest.read(folder: folder, display: folder.path).manifest,
        manifest.id == id
      else { continue }
      found = (folder, manifest.version)
      break
    }
    guard let found else {
      throw EngineError(
        tr(
          "no mod '{id}' is installed in {folder} (`trivium list` shows them)",
          ["id": id, "folder": mods.path]))
    }
    // Moved aside first, so that a removal cut short leaves no half mod that still loads.
    let aside = mods.appendingPathComponent(".remove-\(UUID().uuidString)")
    guard rename(found.folder.path, aside.path) == 0 else {
      throw EngineError(
        Phrase(
          trLater("{path}: cannot be removed: {reason}"),
          ["path": .text(found.folder.path), "reason": .phrase(SystemError.phrase(errno))]))
    }
    do { try FileManager.default.removeItem(at: aside) } catch {
      throw EngineError(
        Phrase(
          trLater("{path}: cannot be removed: {reason}"),
          ["path": .text(aside.path), "reason": .phrase(SystemError.phrase(of: error))]))
    }
    var text =
      tr(
        "removed mod '{id}' {version} ({path})",
        ["id": id, "version": "\(found.version)", "path": found.folder.path]) + "\n"
    let switches = mods.appendingPathComponent(ModSet.switchesFileName)
    if FileManager.default.fileExists(atPath: switches.path) {
      do { try ModSet.setEnabled(true, mod: id, folder: mods) } catch {
        throw EngineError(
          text + tr("but its line in enabled.json stays: {error}", ["error": error]))
      }
      text += tr("removed its line in {path}", ["path": switches.path]) + "\n"
    }
    return text
  }
}
