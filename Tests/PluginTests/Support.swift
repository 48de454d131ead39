import Foundation
import LuaHost
import QuizCore
import Testing

/// The repository: three folders up from `Tests/PluginTests/Support.swift`.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The ids of the built-in question types, one file each in `plugins/types/`.
let builtInTypes = [
  "letters", "single", "multiple", "truefalse", "fill", "short", "numeric", "order", "match",
  "cloze",
]

/// Every function the contract asks of a question type.
let contractFunctions: Set<ByteString> = [
  "validate", "init", "act", "complete", "grade", "hint", "analysis", "view", "solve", "summary",
]

/// Loads the plugin at `path` (relative to the repository): a `.lua` file, or a folder whose
/// `main.lua` may `require` its other files.
func loadPlugin(_ path: String) throws -> LuaPlugin {
  let url = repositoryRoot.appendingPathComponent(path)
  var isFolder: ObjCBool = false
  _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
  if isFolder.boolValue {
    let source = try String(
      contentsOf: url.appendingPathComponent("main.lua"), encoding: .utf8)
    return try LuaPlugin(
      id: url.lastPathComponent, source: source, chunkName: path + "/main.lua",
      modules: FolderModules(folder: url, displayName: path))
  }
  let source = try String(contentsOf: url, encoding: .utf8)
  // As the engine loads it: its folder, then the shared plugins/lib/.
  return try LuaPlugin(
    id: url.deletingPathExtension().lastPathComponent, source: source, chunkName: path,
    modules: FolderModules(
      plugin: url, moduleFolder: url.deletingLastPathComponent(), displayPath: path))
}

/// A question type plugin with typed calls.
struct QuestionType {
  let plugin: LuaPlugin

  init(_ id: String) throws { plugin = try loadPlugin("plugins/types/\(id).lua") }

  func validate(_ q: Value) throws -> Value { try plugin.call("validate", [q]) }
  func initial(_ q: Value, seed: UInt64 = 1) throws -> Value {
    plugin.random = SeededRandom(seed: seed)
    return try plugin.call("init", [q])
  }
  func act(_ q: Value, _ state: Value, _ action: Value) throws -> Value {
    try plugin.call("act", [q, state, action])
  }
  func complete(_ q: Value, _ state: Value) throws -> Bool {
    try plugin.call("complete", [q, state]) == true
  }
  func grade(_ q: Value, _ state: Value) throws -> Value { try plugin.call("grade", [q, state]) }
  func hint(_ q: Value, _ state: Value, seed: UInt64 = 1) throws -> Value {
    plugin.random = SeededRandom(seed: seed)
    return try plugin.call("hint", [q, state])
  }
  func analysis(_ q: Value, _ state: Value) throws -> Value {
    try plugin.call("analysis", [q, state])
  }
  func view(_ q: Value, _ state: Value, _ info: Value = [:]) throws -> [Value] {
    try plugin.call("view", [q, state, info]).arrayValue ?? []
  }
  func solve(_ q: Value) throws -> [Value] { try plugin.call("solve", [q]).arrayValue ?? [] }
  func summary(_ q: Value, _ state: Value) throws -> Value {
    try plugin.call("summary", [q, state])
  }

  /// The state after playing `actions` from `init(q)`.
  func play(_ q: Value, _ actions: [Value], seed: UInt64 = 1) throws -> Value {
    var state = try initial(q, seed: seed)
    for action in actions { state = try act(q, state, action) }
    return state
  }

  /// The message of the error `act` raises; records an issue when it does not raise.
  func actError(
    _ q: Value, _ state: Value, _ action: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    do {
      let result = try act(q, state, action)
      Issue.record("expected an error, got \(result)", sourceLocation: sourceLocation)
      return nil
    } catch let error as PluginError {
      return error.message
    } catch {
      Issue.record("expected a plugin error, got \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The first widget of `kind` in a view.
  func widget(_ kind: Value, in view: [Value]) -> Value? {
    view.first { $0["type"] == kind }
  }
}

/// A problem as `validate` reports it.
func problem(_ field: String, _ message: String) -> Value {
  ["field": .string(field), "message": .string(message)]
}

/// A grade as `grade` returns it.
func grade(_ fraction: Double, _ verdict: String) -> Value {
  ["fraction": .double(fraction), "verdict": .string(verdict)]
}

/// The state with `key` replaced.
func with(_ state: Value, _ key: String, _ value: Value) -> Value {
  var map = state.mapValue ?? ValueMap()
  map[key] = value
  return .map(map)
}

/// A property list object (strings, numbers, arrays, dictionaries) as a `Value`.
func value(fromPropertyList object: Any) -> Value {
  switch object {
  case let string as String: return .string(string)
  case let array as [Any]: return .array(array.map { value(fromPropertyList: $0) })
  case let dictionary as [String: Any]:
    return .map(ValueMap(dictionary.mapValues { value(fromPropertyList: $0) }))
  case let integer as Int: return .int(Int64(integer))
  case let double as Double: return .double(double)
  default: return .null
  }
}

/// The picture game's questions from the seed's own data file (S0.1), typed `letters`: the
/// byte-for-byte copy of `shared/corpora/superguess/itcast-canonical-10.plist` in the
/// superguess-classic game (ContentTests checks that it is the same file).
func superguessQuestions() throws -> [Value] {
  let url = repositoryRoot.appendingPathComponent("games/superguess-classic/questions.plist")
  let data = try Data(contentsOf: url)
  let list = try PropertyListSerialization.propertyList(from: data, format: nil)
  let questions = try #require(value(fromPropertyList: list).arrayValue)
  return questions.map { with($0, "type", "letters") }
}

/// One valid question of each built-in type.
let sampleQuestions: [String: Value] = [
  "letters": [
    "id": "q1", "type": "letters", "title": "恶搞风格的喜剧大片", "picture": "movie_ygbh.png",
    "answer": "越光宝盒",
    "options": [
      "线", "话", "飞", "人", "笑", "越", "黄", "工", "大", "超", "传", "特", "宝", "鸿", "队", "赤",
      "光", "人", "壁", "盒", "王",
    ],
  ],
  "single": [
    "id": "q2", "type": "single", "text": "如果昨天是明天的话就好了，这样今天就周五了。真实的今天可能是星期几？",
    "options": ["A：星期三", "B：星期四", "C：星期五"], "answer": "A",
    "explanation": "理想今天是星期五……真实的今天是星期三。",
  ],
  "multiple": [
    "id": "q3", "type": "multiple", "text": "这道题的答案是AC。",
    "options": ["A：正确", "B：错误", "C：正确", "D：错误", "E：错误"], "answer": "AC",
  ],
  "truefalse": [
    "id": "q4", "type": "truefalse", "text": "小明的做法是正确的么？", "answer": true,
    "labels": ["正确", "错误"],
  ],
  "fill": [
    "id": "q5", "type": "fill", "text": "既然选择了____，便只顾____。",
    "blanks": ["远方", ["风雨兼程", "风雨"]], "explanation": "既然选择了远方，便只顾风雨兼程。",
  ],
  "short": [
    "id": "q6", "type": "short", "text": "在ARC环境下这段代码为什么不会崩溃？",
    "code": "_block = blockA;\n_block();", "language": "objc",
    "reference": "block 没有捕获外部变量，是全局 block，放在静态代码区，内存地址不变。",
    "keywords": [["没有捕获", "不捕获"], "全局", "静态"],
  ],
  "numeric": [
    "id": "q7", "type": "numeric", "text": "π to two decimals?", "value": 3.14, "tolerance": 0.01,
  ],
  "order": [
    "id": "q8", "type": "order", "text": "From first to last:",
    "items": [
      ["key": "a", "text": "Lua 5.1"], ["key": "b", "text": "Lua 5.2"],
      ["key": "c", "text": "Lua 5.3"], ["key": "d", "text": "Lua 5.4"],
    ],
  ],
  "match": [
    "id": "q9", "type": "match", "text": "Which sound goes with which animal?",
    "pairs": [
      ["left": "cat", "right": "meow"], ["left": "dog", "right": "woof"],
      ["left": "cow", "right": "moo"],
    ],
    "distractors": ["quack"],
  ],
  "cloze": [
    "id": "q10", "type": "cloze",
    "text": "{#1} is the capital of France, 2 + 2 = {#2}, the Sun is a {#3}.",
    "parts": [
      [
        "kind": "short",
        "answers": [
          ["text": "Paris", "right": true, "feedback": "Yes"], ["text": "Lyon", "percent": 50],
        ],
      ],
      ["kind": "number", "weight": 2, "answers": [["value": 4, "tolerance": 0.1, "right": true]]],
      ["kind": "choice", "answers": [["text": "star", "right": true], ["text": "planet"]]],
    ],
  ],
]
