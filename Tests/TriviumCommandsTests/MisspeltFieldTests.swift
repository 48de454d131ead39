import Content
import ContentFormats
import Foundation
import Localization
import QuizCore
import Store
import TerminalUI
import Testing
import Tournament

@testable import LuaHost

/// Every reader of a map from outside is a `FieldSchema`, and a misspelt field is told of the
/// same way in each: refused with the schema's words (naming the key and the known ones), or,
/// for what a game or a mod carries from author to player, warned of. One reader refusing while
/// another silently ignores fails here (docs/architecture.md, "Rules the code keeps").
@Suite("a misspelt field, in every file read through a schema")
struct MisspeltFieldTests {
  /// What a reader did with the misspelt field.
  enum Outcome: Equatable, Sendable {
    case refused(String)
    case warned(String)
    case ignored
  }

  /// What the rule says a reader does with an unknown key.
  enum Rule: Sendable { case refuse, warn, pass }

  /// A reader: the source file that declares its schema, its rule, the misspelt key and a read.
  struct Reader: Sendable {
    var name: String
    var file: String
    var rule: Rule
    var key: String
    var read: @Sendable () -> Outcome
  }

  static func refusal(_ body: () throws -> Void) -> Outcome {
    do {
      try body()
      return .ignored
    } catch {
      return .refused("\(error)")
    }
  }

  static let readers: [Reader] = [
    Reader(
      name: "tournament question book", file: "Tournament/QuestionBook.swift", rule: .refuse,
      key: "ordre"
    ) {
      refusal {
        _ = try TournamentSpec.parse(
          ["games": ["g"], "bots": ["random"], "book": ["seeds": [1], "ordre": "random"]],
          file: "t.json")
      }
    },
    Reader(
      name: "question book entry", file: "Tournament/QuestionBook.swift", rule: .refuse,
      key: "questoins"
    ) {
      refusal { _ = try QuestionBook.entries(text: #"{"questoins": ["q1"]}"#, file: "b.jsonl") }
    },
    Reader(
      name: "tournament file", file: "Tournament/TournamentSpec.swift", rule: .refuse,
      key: "sesions"
    ) {
      refusal {
        _ = try TournamentSpec.parse(
          ["games": ["g"], "bots": ["random"], "sesions": 3], file: "t.json")
      }
    },
    Reader(
      name: "tournament bot entry", file: "Tournament/TournamentSpec.swift", rule: .refuse,
      key: "parms"
    ) {
      refusal {
        _ = try TournamentSpec.parse(
          ["games": ["g"], "bots": [["id": "a", "plugin": "random", "parms": [:]]]],
          file: "t.json")
      }
    },
    Reader(
      name: "external bot entry", file: "Tournament/ExternalPlayer.swift", rule: .refuse,
      key: "oracel"
    ) {
      refusal {
        _ = try TournamentSpec.parse(
          ["games": ["g"], "bots": [["id": "x", "command": ["/bin/true"], "oracel": true]]],
          file: "t.json")
      }
    },
    Reader(
      name: "external bot setup", file: "Tournament/ExternalPlayer.swift", rule: .refuse,
      key: "enviroment"
    ) {
      refusal {
        _ = try TournamentSpec.parse(
          ["games": ["g"], "bots": [["id": "x", "command": ["/bin/true"], "enviroment": [:]]]],
          file: "t.json")
      }
    },
    Reader(name: "theme", file: "TerminalUI/ThemeFile.swift", rule: .refuse, key: "bordr") {
      refusal { _ = try Theme.parse(json: #"{"bordr": "round"}"#, file: "x.json") }
    },
    Reader(
      name: "profile archive", file: "Store/ArchiveSchema.swift", rule: .refuse, key: "nmae"
    ) {
      refusal {
        let text = #"""
          {"format": "trivium-profile", "version": 1,
           "profile": {"name": "Ana", "created_at": 0, "settings": {}, "nmae": "Ana"}}
          """#
        _ = try ProfileArchive.decode(Array(text.utf8))
      }
    },
    Reader(
      name: "rules plugin", file: "LuaHost/Adapters/LuaRules.swift", rule: .refuse, key: "rigth"
    ) {
      switch LuaRules.schema.decode(["rigth": 1]) {
      case .success: return .ignored
      case .failure(let problem): return .refused(problem.description)
      }
    },
    Reader(
      name: "bot parameters", file: "LuaHost/Adapters/BotParameters.swift", rule: .refuse,
      key: "mni"
    ) {
      refusal { _ = try BotParameters(declaration: ["speed": ["type": "number", "mni": 0]]) }
    },
    Reader(name: "game.json", file: "Content/GameManifest.swift", rule: .warn, key: "titel") {
      do {
        let (_, warnings) = try GameManifest.read(
          [
            "id": "g", "title": "G", "rules": "classic", "questions": "questions.json",
            "titel": "G",
          ], file: "g/game.json", folderName: "g")
        return warnings.isEmpty ? .ignored : .warned("\(warnings)")
      } catch {
        return .refused("\(error)")
      }
    },
    Reader(name: "mod.json", file: "Content/ModManifest.swift", rule: .warn, key: "verison") {
      do {
        let (_, warnings) = try ModManifest.read(
          ["id": "m", "name": "M", "version": "1.0.0", "api": 2, "verison": "1"],
          file: "m/mod.json")
        return warnings.isEmpty ? .ignored : .warned("\(warnings)")
      } catch {
        return .refused("\(error)")
      }
    },
    // The keys of a type's table and of a seed record are the type's own (its functions, its
    // `fields` schema, which refuses an unknown field): these schemas read only the host's.
    Reader(
      name: "question type's table", file: "LuaHost/Adapters/LuaQuestionType.swift",
      rule: .pass, key: "hint_cots"
    ) {
      switch LuaQuestionType.schema.decode(["hint_cots": 1]) {
      case .success: return .ignored
      case .failure(let problem): return .refused(problem.description)
      }
    },
    Reader(
      name: "question type's shape", file: "QuizCore/QuestionShape.swift", rule: .refuse,
      key: "distractor"
    ) {
      switch QuestionShape.decode(["kind": "card", "distractor": ["x"]]) {
      case .success: return .ignored
      case .failure(let problem): return .refused(problem.description)
      }
    },
    Reader(
      name: "shape's part", file: "QuizCore/QuestionShape+Parts.swift", rule: .refuse,
      key: "wieght"
    ) {
      let part: Value = ["kind": "short", "wieght": 2, "answers": [["text": "x", "right": true]]]
      switch QuestionShape.decode(["kind": "parts", "parts": [part]]) {
      case .success: return .ignored
      case .failure(let problem): return .refused(problem.description)
      }
    },
    Reader(
      name: "seed record", file: "ContentFormats/SeedRecords.swift", rule: .pass, key: "titel"
    ) {
      refusal {
        _ = try SeedRecords.letters(["answer": "A", "options": ["A"], "titel": "x"], number: 1)
      }
    },
  ]

  @Test("each reader refuses or warns as its rule says, naming the key")
  func misspeltFieldIsToldOf() {
    for reader in Self.readers {
      let outcome = Localizer.$current.withValue(.english) { reader.read() }
      switch (reader.rule, outcome) {
      case (.refuse, .refused(let text)):
        // The schema's own words, the same in every refusing reader.
        #expect(
          text.contains(reader.key) && text.contains("is not a known field (known: "),
          "\(reader.name): \(text)")
      case (.warn, .warned(let text)):
        #expect(text.contains(reader.key), "\(reader.name): \(text)")
      case (.pass, .ignored):
        break
      default:
        Issue.record("\(reader.name) (\(reader.rule)): \(outcome)")
      }
    }
  }

  /// Every source that declares a schema has a reader above, so that a new one is held to the
  /// rule too.
  @Test("every schema of Sources is among the readers")
  func everySchemaIsCovered() throws {
    let root = repositoryRoot.appendingPathComponent("Sources")
    var declaring: Set<String> = []
    let files = FileManager.default.enumerator(atPath: root.path)
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix(".swift"), !file.hasPrefix("QuizCore/Field") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      if text.contains("FieldSchema(") { declaring.insert(file) }
    }
    let covered = Set(Self.readers.map(\.file))
    #expect(declaring.subtracting(covered).isEmpty, "no reader: \(declaring.subtracting(covered))")
    #expect(covered.subtracting(declaring).isEmpty, "no schema: \(covered.subtracting(declaring))")
  }
}
