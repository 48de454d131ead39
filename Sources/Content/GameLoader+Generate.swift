import Confined
import Foundation
import Localization
import LuaHost
import QuizCore

/// The questions of a Lua generator (a `game-source` plugin), run in its own sandbox.
extension GameLoader {
  /// Runs a `game-source` plugin's `generate(seed, count, lang)` in its own sandbox; `lang` is
  /// nil for a game that declares no languages.
  func generate(
    in folder: ConfinedFolder, _ name: String, displayName: String, seed: UInt64, count: Int,
    language: ContentLanguage?, id: String
  ) throws(ContentError) -> [Value] {
    let plugin: LuaPlugin
    do throws(PluginError) {
      // A generator is a plugin whose folder is the game's (or the question file's).
      plugin = try PluginLoader.load(
        id: id, main: name, in: URL(fileURLWithPath: folder.root),
        displayName: folder.displayName, limits: limits, header: .kind(.gameSource))
    } catch {
      throw Self.failure(error, displayName: displayName)
    }
    // The plugin's randomness is the seed's: the same seed gives the same questions.
    plugin.random = SeededRandom(seed: seed)
    plugin.contentLanguage = language
    let result: Value
    do throws(PluginError) {
      result = try plugin.call(
        "generate",
        [
          .int(Int64(bitPattern: seed)), .int(Int64(count)),
          language.map { .string($0.code) } ?? .null,
        ])
    } catch {
      throw Self.failure(error, displayName: displayName)
    }
    guard case .array(let items) = result else {
      throw ContentError(
        .wrongType, file: displayName,
        words: Phrase(
          trLater("generate must return a list of questions, not {found}"),
          ["found": .phrase(kindPhrase(result))]))
    }
    // A NaN or infinite number is the generator's fault: said here, not later as a type
    // that seems to write into its question (NaN never equals itself).
    for (index, item) in items.enumerated() {
      if let (path, number) = Self.nonFinite(item, at: "") {
        throw ContentError(
          .plugin, file: displayName,
          words: Phrase(
            trLater(
              "plugin '{id}': generate returned question #{number} with '{path}' {value}: a "
                + "number in a question must be finite"),
            [
              "id": .text(plugin.id), "number": .number(index + 1), "path": .text(path),
              "value": .text(number),
            ]))
      }
    }
    return items
  }

  /// The first number of `value` that is NaN or infinite, with its path from `path`.
  private static func nonFinite(_ value: Value, at path: String) -> (String, String)? {
    switch value {
    case .double(let number) where !number.isFinite:
      return (path, number.isNaN ? "NaN" : number < 0 ? "-infinity" : "infinity")
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let found = nonFinite(item, at: "\(path)[\(index + 1)]") { return found }
      }
    case .map(let map):
      for (key, item) in map {
        let name = Untrusted.line(key, limit: 40)
        if let found = nonFinite(item, at: path.isEmpty ? name : "\(path).\(name)") {
          return found
        }
      }
    default: break
    }
    return nil
  }

  /// A plugin's error, keeping its file and line.
  private static func failure(_ error: PluginError, displayName: String) -> ContentError {
    ContentError(
      .plugin, file: error.file ?? displayName, line: error.line, column: error.column,
      words: error.framed)
  }
}
