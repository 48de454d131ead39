import Foundation
import Localization
import LuaHost
import QuizCore
import Tournament
import TriviumEngine
import UserFiles

/// Reads a tournament description: JSON, or Lua returning a table (loaded as a plugin).
enum SpecFile {
  /// The folder external bots of the description at `path` run in: the file's own.
  static func folder(of path: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  static func load(_ path: String) throws -> TournamentSpec {
    let value: Value
    if path.hasSuffix(".lua") {
      // Run as a plugin whose folder is the file's: the loader's checks, as for any plugin.
      let url = URL(fileURLWithPath: path)
      let plugin: LuaPlugin
      do throws(PluginError) {
        plugin = try PluginLoader.load(
          id: "tournament", main: url.lastPathComponent, in: url.deletingLastPathComponent(),
          displayName: (path as NSString).deletingLastPathComponent)
      } catch {
        throw EngineError(error)
      }
      // A description is data: a function in it would be dropped, so it is refused by name.
      if let name = plugin.functionNames.map(\.string).sortedByBytes().first {
        throw EngineError(
          Phrase(
            trLater("{path}: {name}: is a function; a tournament description holds data only"),
            ["path": .text(path), "name": .text(Untrusted.line(name))]))
      }
      value = .map(plugin.fields)
    } else {
      let text: String
      do { text = try InputFile.text(path) } catch {
        throw EngineError(Phrase(trLater("the tournament file {error}"), ["error": .of(error)]))
      }
      do { value = try ValueJSON.decode(text) } catch {
        throw EngineError(
          Phrase(trLater("{path}: {error}"), ["path": .text(path), "error": .of(error)]))
      }
    }
    // A Lua description runs code: it could compute a command from anything, so it names none.
    do {
      return try TournamentSpec.parse(value, file: path, commandsAllowed: !path.hasSuffix(".lua"))
    } catch {
      throw EngineError(error)
    }
  }
}
