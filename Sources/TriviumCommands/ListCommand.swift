import Content
import Localization
import QuizCore
import TriviumEngine

/// `trivium list`: the games, question types, rules, bots and mods Trivium finds.
enum ListCommand: Command {
  static let name = "list"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("List the games, question types, rules, bots and mods."),
    options: EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Lists the games (with their question count and rules), the question types, the scoring "
            + "rules and the bots, built in and from mods, then each mod with its version and "
            + "state: loaded, disabled, or skipped with the reason. The built-in content is found "
            + "under --home, else $TRIVIUM_HOME, else beside the trivium executable; what comes "
            + "from a mod is marked with the mod's id."))
    ])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let arguments = try declaration.parse(arguments)
      guard arguments.positional.isEmpty else { throw UsageError(tr("takes no arguments")) }
      let engine = try services.engine(EngineOptions(arguments, services))
      let types = engine.questionTypes()
      var text = tr("Games ({path}):", ["path": engine.roots.games.path]) + "\n"
      let ids = (try? engine.library.gameIDs()) ?? []
      let loader = engine.gameLoader()
      let width = (ids.map(\.count).max() ?? 0) + 2
      for id in ids {
        let name = id.padding(toLength: width, withPad: " ", startingAt: 0)
        // Counted from the summaries, not loaded: whether each question is valid is
        // `trivium validate`'s to say.
        let summary = Result { () throws(ContentError) in
          try engine.library.summary(id, loader: loader)
        }
        switch summary {
        case .success(let summary):
          let manifest = summary.manifest
          // A game that draws its sessions from a pool counts the pool, and says how many.
          let count = summary.questionCount
          var questions =
            manifest.questionFormat == .lua
            ? trn(
              "{n} question per session, generated", "{n} questions per session, generated",
              count: count)
            : trn("{n} question", "{n} questions", count: count)
          if manifest.questionFormat != .lua, let draw = manifest.draw, draw < count {
            questions += tr(", {n} per session", ["n": draw])
          }
          let languages = manifest.languages
          let offered =
            languages.isEmpty
            ? "" : tr(", languages {list}", ["list": languages.joined(separator: " ")])
          text +=
            Untrusted.line(
              "  \(name)\(manifest.title): \(questions)\(offered)"
                + tr(", rules '{id}'", ["id": manifest.rules])
                + origin(engine.library.origin(of: id))) + "\n"
          if let attribution = manifest.attribution {
            text += Untrusted.line("    \(attribution)") + "\n"
          }
        case .failure(let error):
          text +=
            Untrusted.line("  \(name)" + tr("cannot load: {error}", ["error": error])) + "\n"
        }
      }
      let typeNames = types.ids.map { id in
        id + origin(engine.catalog.entry(.questionType, id: id)?.origin ?? .builtIn)
      }
      text +=
        "\n"
        + Untrusted.line(tr("Question types: {list}", ["list": typeNames.joined(separator: ", ")]))
        + "\n"
      let rules = engine.catalog.entries(of: .rules).map { $0.id + origin($0.origin) }
      text += Untrusted.line(tr("Rules: {list}", ["list": rules.joined(separator: ", ")])) + "\n"
      let bots = engine.catalog.entries(of: .bot).map { entry in
        (engine.isOracle(entry) ? tr("{id} (oracle)", ["id": entry.id]) : entry.id)
          + origin(entry.origin)
      }
      text += Untrusted.line(tr("Bots: {list}", ["list": bots.joined(separator: ", ")])) + "\n"
      text += modLines(engine.mods)
      for problem in engine.pluginProblems {
        text += Untrusted.line(tr("problem: {problem}", ["problem": problem])) + "\n"
      }
      output.stdout = text
      output.status = engine.pluginProblems.isEmpty ? 0 : 1
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }
}

/// " (mod 'x')" after a name from a mod; nothing after a built-in one.
private func origin(_ origin: ContentOrigin) -> String {
  origin == .builtIn ? "" : " (\(origin.translated))"
}

/// The mods part of `trivium list`: the folder, then a line per mod with its state.
func modLines(_ mods: ModSet) -> String {
  guard let folder = mods.folder else { return "\n" + tr("Mods: none (no mods folder)") + "\n" }
  var text = "\n" + tr("Mods ({path}):", ["path": folder.path]) + "\n"
  if mods.mods.isEmpty { text += "  " + tr("none", context: "mods") + "\n" }
  let width = (mods.mods.map(\.id.count).max() ?? 0) + 2
  for mod in mods.mods {
    let id = mod.id.padding(toLength: width, withPad: " ", startingAt: 0)
    let version = (mod.manifest?.version.description ?? "?").padding(
      toLength: 8, withPad: " ", startingAt: 0)
    var line = "  \(id)\(version) \(mod.state.translated)"
    if mod.isLoaded {
      let plugins = mod.plugins.entries.count
      let games = mod.gameIDs.count
      line +=
        ": " + trn("{n} plugin", "{n} plugins", count: plugins) + ", "
        + trn("{n} game", "{n} games", count: games)
    }
    text += Untrusted.line(line) + "\n"
  }
  for problem in mods.problems {
    text += Untrusted.line(tr("problem: {problem}", ["problem": problem])) + "\n"
  }
  return text
}

extension CommandOutput {
  /// Reports a usage error: status 2 and a pointer to the command's help.
  mutating func usage(command: String, _ error: UsageError) {
    stderr +=
      "trivium \(command): "
      + tr(
        "{problem}. Run `trivium {command} --help`.",
        ["problem": error.message, "command": command])
      + "\n"
    status = 2
  }

  /// Reports a failure: status 1 and the message.
  mutating func fail(command: String, _ message: String) {
    stderr += "trivium \(command): \(message)\n"
    status = 1
  }

  /// Reports a failure: status 1 and the error, in the interface language when it is one of
  /// ours (its values, such as a plugin's own message, stay as they are).
  mutating func fail(command: String, _ error: any Error) {
    fail(command: command, translated(error))
  }
}
