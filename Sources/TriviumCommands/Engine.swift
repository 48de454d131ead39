import Content
import Foundation
import LuaHost
import QuizCore

/// A problem the engine reports at the edge, already worded for the user.
struct EngineError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The composition root: finds the games and plugins, loads plugins into their sandboxes and
/// builds the environment a session runs in. One engine per thread (plugins are not shared).
final class Engine {
  let roots: ContentRoots
  let catalog: PluginCatalog
  let library: GameLibrary
  /// Problems met while loading plugins, kept for `validate` and `list`.
  private(set) var pluginProblems: [FileProblem] = []
  private var typesCache: QuestionTypes?

  /// An engine over the games and plugins under `home` (or the default roots).
  init(home: String? = nil) throws(EngineError) {
    do {
      roots = try ContentRoots.resolve(explicit: home)
      catalog = try PluginCatalog(root: roots.plugins, displayName: "plugins")
    } catch {
      throw EngineError(error.description)
    }
    library = GameLibrary(roots: roots)
  }

  /// Loads one catalog entry into a fresh sandbox.
  func plugin(_ entry: PluginCatalog.Entry) -> Result<LuaPlugin, FileProblem> {
    PluginLoader.load(
      main: entry.mainFile, moduleFolder: entry.moduleFolder, id: entry.id,
      displayPath: entry.displayPath)
  }

  /// Every question type that loads; the others are in `pluginProblems`.
  func questionTypes() -> QuestionTypes {
    if let typesCache { return typesCache }
    var types = QuestionTypes()
    for entry in catalog.entries(of: .questionType) {
      switch plugin(entry) {
      case .success(let plugin):
        do {
          types.register(try LuaQuestionType(plugin: plugin))
        } catch {
          pluginProblems.append(FileProblem(file: entry.displayPath, message: error.description))
        }
      case .failure(let problem):
        pluginProblems.append(problem)
      }
    }
    typesCache = types
    return types
  }

  /// The rules plugin `id`.
  func rules(_ id: String) throws(EngineError) -> any ScoringRules {
    guard let entry = catalog.entry(.rules, id: id) else {
      let known = catalog.entries(of: .rules).map(\.id).joined(separator: ", ")
      throw EngineError("no rules named '\(id)' (known: \(known))")
    }
    switch plugin(entry) {
    case .success(let plugin):
      do { return try LuaRules(plugin: plugin) } catch { throw EngineError(error.description) }
    case .failure(let problem): throw EngineError(problem.description)
    }
  }

  /// The bot plugin `id`, in a sandbox of its own.
  func bot(_ id: String) throws(EngineError) -> LuaBot {
    guard let entry = catalog.entry(.bot, id: id) else {
      let known = catalog.entries(of: .bot).map(\.id).joined(separator: ", ")
      throw EngineError("no bot named '\(id)' (known: \(known))")
    }
    switch plugin(entry) {
    case .success(let plugin):
      do { return try LuaBot(plugin: plugin) } catch { throw EngineError(error.description) }
    case .failure(let problem): throw EngineError(problem.description)
    }
  }

  /// The game `name`: an id in the library, or the path of a game folder.
  func game(_ name: String, seed: UInt64 = 0) throws(EngineError) -> LoadedGame {
    let loader = GameLoader(knownTypes: Set(questionTypes().ids))
    var isFolder: ObjCBool = false
    do {
      if name.contains("/"), FileManager.default.fileExists(atPath: name, isDirectory: &isFolder),
        isFolder.boolValue
      {
        return try loader.load(folder: URL(fileURLWithPath: name), displayName: name, seed: seed)
      }
      guard (try library.gameIDs()).contains(name) else {
        let known = (try? library.gameIDs().joined(separator: ", ")) ?? ""
        throw EngineError("no game named '\(name)' (known: \(known))")
      }
      return try library.load(name, loader: loader, seed: seed)
    } catch let error as EngineError {
      throw error
    } catch {
      throw EngineError("\(error)")
    }
  }

  /// The problems each question's type finds in it, worded with the game file and question id.
  func validateQuestions(_ questions: [Value], file: String) -> [FileProblem] {
    let types = questionTypes()
    var problems: [FileProblem] = []
    for (index, question) in questions.enumerated() {
      let id = question["id"].stringValue ?? "#\(index + 1)"
      let typeID = question["type"].stringValue ?? ""
      do {
        let type = try types.type(typeID)
        for problem in try type.validate(question, random: SeededRandom(seed: 0)) {
          problems.append(
            FileProblem(
              file: file, message: "question '\(id)': field '\(problem.field)': \(problem.message)")
          )
        }
      } catch {
        problems.append(FileProblem(file: file, message: "question '\(id)': \(error)"))
      }
    }
    return problems
  }

  /// The environment for `game`: the loaded types and the game's rules (or `rulesID`).
  func environment(for game: Game, rulesID: String? = nil) throws(EngineError) -> SessionEnvironment
  {
    SessionEnvironment(types: questionTypes(), rules: try rules(rulesID ?? game.rules))
  }
}
