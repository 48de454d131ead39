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
    var spec: TournamentSpec
    do {
      spec = try TournamentSpec.parse(value, file: path, commandsAllowed: !path.hasSuffix(".lua"))
    } catch {
      throw EngineError(error)
    }
    if let name = spec.book?.file {
      let bookPath = bookPath(name, of: path)
      let text: String
      do { text = try InputFile.text(bookPath, limit: QuestionBook.maxBytes) } catch {
        throw EngineError(Phrase(trLater("the question book {error}"), ["error": .of(error)]))
      }
      do { spec.book?.entries = try QuestionBook.entries(text: text, file: bookPath) } catch {
        throw EngineError(error)
      }
    }
    do { try spec.book?.check(games: spec.games) } catch { throw EngineError(error) }
    return spec
  }

  /// Where a description's book is: an absolute path as it is, a relative one from the
  /// description's folder (as its external bots run there).
  static func bookPath(_ name: String, of description: String) -> String {
    name.hasPrefix("/") ? name : folder(of: description) + "/" + name
  }
}
