import Foundation
import LuaHost
import QuizCore
import Testing

/// The widget types of the contract, and the fields each one must have.
private let widgetFields: [String: Set<String>] = [
  "text": ["text", "style"], "picture": ["source", "alt"], "code": ["text", "language"],
  "slots": ["id", "slots", "color"], "tiles": ["id", "columns", "tiles"],
  "choices": ["id", "multiple", "choices"], "inputs": ["id", "fields"],
  "textarea": ["id", "value", "placeholder"], "sequence": ["id", "items"],
  "feedback": ["text", "verdict"],
]

@Suite("Every built-in question type keeps the contract")
struct ContractTests {
  @Test("its table has the description and every function", arguments: builtInTypes)
  func description(id: String) throws {
    let type = try QuestionType(id)
    #expect(type.plugin.fields["kind"] == "question-type")
    #expect(type.plugin.fields["id"] == .string(id))
    #expect(type.plugin.fields["api"] == 2)
    #expect(type.plugin.fields["name"]?.stringValue?.isEmpty == false)
    // Plugin API 2: a type without hints leaves `hint` out; the engine supplies the rest.
    let needed = id == "truefalse" ? contractFunctions.subtracting(["hint"]) : contractFunctions
    #expect(needed.isSubset(of: type.plugin.functionNames))
    let autoCheck: Value? = id == "letters" ? .bool(true) : nil
    #expect(type.plugin.fields["auto_check"] == autoCheck)
  }

  @Test("playing solve(q) from init(q) grades right with fraction 1", arguments: builtInTypes)
  func solveIsRight(id: String) throws {
    let type = try QuestionType(id)
    let q = try #require(sampleQuestions[id])
    #expect(try type.validate(q) == [])
    for seed in UInt64(1)...5 {
      let actions = try type.solve(q)
      #expect(!actions.isEmpty)
      let state = try type.play(q, actions, seed: seed)
      #expect(try type.complete(q, state))
      #expect(try type.grade(q, state) == grade(1.0, "right"))
      #expect(try type.analysis(q, state)["verdict"] == "right")
    }
  }

  @Test("the view uses the contract's widgets and shows the question", arguments: builtInTypes)
  func viewShape(id: String) throws {
    let type = try QuestionType(id)
    let q = try #require(sampleQuestions[id])
    let state = try type.initial(q)
    for info: Value in [[:], ["verdict": "wrong"], ["verdict": "right", "revealed": true]] {
      let widgets = try type.view(q, state, info)
      for widget in widgets {
        let kind = try #require(widget["type"].stringValue)
        let required = try #require(widgetFields[kind], "unknown widget \(kind)")
        let keys = Set(widget.mapValue?.keys ?? [])
        #expect(required.isSubset(of: keys), "\(kind) lacks \(required.subtracting(keys))")
      }
      // The question's text (or, for the picture game, its title) is a text widget.
      let shown = q["text"] == .null ? q["title"] : q["text"]
      #expect(widgets.contains { $0["type"] == "text" && $0["text"] == shown })
      // Exactly one widget takes actions; a matching question has one list per item, embedded
      // answers one set of fields per run of typed parts and one list per choice.
      let actionable = widgets.filter { $0["id"] != .null && $0["type"] != "slots" }
      let expected = id == "match" ? q["pairs"].arrayValue?.count : (id == "cloze" ? 2 : 1)
      #expect(actionable.count == expected)
    }
  }

  @Test("an empty question gives problems, never an error", arguments: builtInTypes)
  func validateGarbage(id: String) throws {
    let type = try QuestionType(id)
    for q: Value in [
      ["type": .string(id)],
      [
        "type": .string(id), "text": 1, "answer": ["x": 1], "options": 2, "blanks": "b",
        "items": ["x": "y"], "keywords": 3, "value": "v", "reference": [], "title": [],
      ],
    ] {
      let problems = try #require(try type.validate(q).arrayValue)
      #expect(!problems.isEmpty)
      for problem in problems {
        #expect(problem["field"].stringValue?.isEmpty == false)
        #expect(problem["message"].stringValue?.isEmpty == false)
      }
    }
  }

  @Test("an unanswered question is analysed as unanswered", arguments: builtInTypes)
  func unanswered(id: String) throws {
    let type = try QuestionType(id)
    let q = try #require(sampleQuestions[id])
    let state = try type.initial(q)
    #expect(try type.analysis(q, state)["verdict"] == "unanswered")
    if id != "order" {
      #expect(try type.summary(q, state) == "(no answer)")
      #expect(try type.complete(q, state) == false)
    }
  }

  @Test("hint costs are numbers where a type offers hints")
  func hintCosts() throws {
    var costs: [String: Value] = [:]
    for id in builtInTypes { costs[id] = try QuestionType(id).plugin.fields["hint_cost"] }
    #expect(
      costs == [
        "letters": 500, "single": 30, "multiple": 30, "fill": 25, "short": 25, "numeric": 20,
        "order": 25, "match": 25, "cloze": 25,
      ])
  }
}

/// A JSON value decoded strictly: `true` stays a boolean, `3` an integer, `3.5` a float.
private struct JSONValue: Decodable {
  let value: Value

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let bool = try? container.decode(Bool.self) {
      value = .bool(bool)
    } else if let integer = try? container.decode(Int64.self) {
      value = .int(integer)
    } else if let double = try? container.decode(Double.self) {
      value = .double(double)
    } else if let string = try? container.decode(String.self) {
      value = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      value = .array(array.map(\.value))
    } else {
      value = .map(ValueMap(try container.decode([String: JSONValue].self).mapValues(\.value)))
    }
  }
}

@Suite("The built-in games play with the built-in types")
struct BuiltInGamesTests {
  private func check(_ questions: [Value], types: inout [String: QuestionType]) throws -> Int {
    var checked = 0
    for q in questions {
      guard let id = q["type"].stringValue, builtInTypes.contains(id) else { continue }
      if types[id] == nil { types[id] = try QuestionType(id) }
      let type = types[id]!
      #expect(try type.validate(q) == [], "\(q["id"])")
      let state = try type.play(q, try type.solve(q))
      #expect(try type.grade(q, state) == grade(1.0, "right"), "\(q["id"])")
      checked += 1
    }
    return checked
  }

  @Test("every question of games/*/questions.json validates and its solution is right")
  func questionFiles() throws {
    let games = repositoryRoot.appendingPathComponent("games")
    var types: [String: QuestionType] = [:]
    var checked = 0
    for folder in try FileManager.default.contentsOfDirectory(atPath: games.path).sorted() {
      let file = games.appendingPathComponent(folder).appendingPathComponent("questions.json")
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      let decoded = try JSONDecoder().decode(JSONValue.self, from: data).value
      let questions = decoded["questions"].arrayValue ?? decoded.arrayValue ?? []
      // A game in several languages is checked in each, its localized maps resolved.
      let manifest = games.appendingPathComponent(folder).appendingPathComponent("game.json")
      let languages =
        FileManager.default.contents(atPath: manifest.path).flatMap {
          try? JSONDecoder().decode(JSONValue.self, from: $0).value["languages"].arrayValue
        }?.compactMap(\.stringValue) ?? []
      for language in languages.isEmpty ? [nil] : languages.map(Optional.init) {
        let chosen = ContentLanguage.chosen(language, offered: languages)
        let resolved = questions.map { chosen?.resolve($0, languages: Set(languages)) ?? $0 }
        checked += try check(resolved, types: &types)
      }
    }
    #expect(checked > 0)
  }

  @Test("the arithmetic generator's questions validate and solve", arguments: UInt64(1)...5)
  func generated(seed: UInt64) throws {
    let path = "games/arithmetic/generate.lua"
    guard FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path)
    else { return }
    let source = try loadPlugin(path)
    source.random = SeededRandom(seed: seed)
    let language: Value = seed.isMultiple(of: 2) ? "zh-Hans" : "en"
    let questions = try #require(
      try source.call("generate", [.int(Int64(seed)), 20, language]).arrayValue)
    var types: [String: QuestionType] = [:]
    #expect(try check(questions, types: &types) == 20)
  }
}
