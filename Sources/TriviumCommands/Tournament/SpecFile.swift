import Foundation
import LuaHost
import QuizCore
import Tournament

/// Reads a tournament description: JSON, or Lua returning a table (run in the plugin sandbox).
enum SpecFile {
  static func load(_ path: String) throws -> TournamentSpec {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
      throw EngineError("cannot read the tournament file \(path): \(error.localizedDescription)")
    }
    let value: Value
    if path.hasSuffix(".lua") {
      do {
        let plugin = try LuaPlugin(id: "tournament", source: text, chunkName: path)
        value = .map(plugin.fields)
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
