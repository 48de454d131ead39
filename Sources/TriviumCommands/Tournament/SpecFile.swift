import Foundation
import LuaHost
import QuizCore
import Tournament
import UserFiles

/// Reads a tournament description: JSON, or Lua returning a table (run in the plugin sandbox).
enum SpecFile {
  static func load(_ path: String) throws -> TournamentSpec {
    let text: String
    do { text = try InputFile.text(path) } catch {
      throw EngineError("the tournament file \(error)")
    }
    let value: Value
    if path.hasSuffix(".lua") {
      do {
        let plugin = try LuaPlugin(id: "tournament", source: text, chunkName: path)
        // A description is data: a function in it would be dropped, so it is refused by name.
        if let name = plugin.functionNames.map(\.string).sortedByBytes().first {
          throw EngineError(
            "\(path): \(name): is a function; a tournament description holds data only")
        }
        value = .map(plugin.fields)
      } catch let error as EngineError {
        throw error
      } catch {
        throw EngineError("\(error)")
      }
    } else {
      do { value = try ValueJSON.decode(text) } catch {
        throw EngineError("\(path): \(error)")
      }
    }
    do { return try TournamentSpec.parse(value, file: path) } catch {
      throw EngineError(error.description)
    }
  }
}
