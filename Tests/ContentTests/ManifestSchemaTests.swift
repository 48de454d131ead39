import Content
import QuizCore
import Testing

/// A manifest's fields have one home, its schema: every field the schema declares is checked
/// by it (a value of the wrong kind is refused naming that field), and a key it does not
/// declare is never read silently (a warning names it). A decoder reading a field the schema
/// does not declare, or a schema entry the decoder forgot, fails here.
struct ManifestSchemaTests {
  static let game: ValueMap = ["id": "g", "title": "G", "questions": "questions.json"]
  static let mod: ValueMap = ["id": "m", "name": "M", "version": "1.0.0", "api": 1]

  func gameProblem(_ map: ValueMap) -> String {
    do {
      let read = try GameManifest.read(.map(map), file: "game.json", folderName: "g")
      return read.warnings.map(\.description).joined(separator: "\n")
    } catch { return "\(error)" }
  }

  func modProblem(_ map: ValueMap) -> String {
    do {
      return try ModManifest.read(.map(map), file: "mod.json").warnings.map(\.description)
        .joined(separator: "\n")
    } catch { return "\(error)" }
  }

  @Test func everyDeclaredFieldOfAGameIsCheckedByTheSchema() {
    #expect(gameProblem(Self.game) == "")
    for name in GameManifest.schema.names {
      var map = Self.game
      map[name] = .bool(true)
      #expect(gameProblem(map).contains("field '\(name)' must be"), "\(name): \(gameProblem(map))")
    }
  }

  @Test func everyDeclaredFieldOfAModIsCheckedByTheSchema() {
    #expect(modProblem(Self.mod) == "")
    for name in ModManifest.schema.names {
      var map = Self.mod
      map[name] = .bool(true)
      #expect(modProblem(map).contains("field '\(name)' must be"), "\(name): \(modProblem(map))")
    }
  }

  /// The rule for unknown keys (docs/files.md): game and mod manifests warn and still load.
  @Test func aMisspeltFieldIsWarnedOfNeverIgnored() {
    var game = Self.game
    game["atribution"] = "someone"
    #expect(gameProblem(game) == "game.json: unknown field 'atribution' (ignored)")
    var mod = Self.mod
    mod["conflict"] = ["other"]
    #expect(modProblem(mod) == "mod.json: unknown field 'conflict' (ignored)")
  }
}
