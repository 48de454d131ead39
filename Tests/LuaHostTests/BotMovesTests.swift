import LuaHost
import QuizCore
import Testing

@Suite("trivium.moves: what a generic bot may do with each widget")
struct BotMovesTests {
  let plugin: LuaPlugin

  init() throws {
    plugin = try inlinePlugin(
      """
      return {
        moves = function(seen, texts) return trivium.moves(seen, texts) end,
        shows = function(view, action) return trivium.shows(view, action) end,
        pending = function(view, actions)
          local action, index = trivium.pending(view, actions)
          return { action = action, index = index }
        end,
      }
      """)
  }

  func moves(_ view: Value, texts: Value = ["w"]) throws -> Value {
    try plugin.call("moves", [["question": ["view": view]], texts])
  }

  @Test("one move per shown tile, filled slot, choice, field, text box and item")
  func everyKind() throws {
    let view: Value = [
      ["type": "text", "style": "body", "text": "Which?"],
      [
        "type": "slots", "id": "s", "color": "neutral",
        "slots": [["char": "A", "index": 1], ["char": "", "index": 2]],
      ],
      [
        "type": "tiles", "id": "t",
        "tiles": [
          ["char": "A", "index": 1, "hidden": true], ["char": "B", "index": 2, "hidden": false],
        ],
      ],
      [
        "type": "choices", "id": "c", "multiple": false,
        "choices": [
          ["key": "A", "text": "a", "selected": true],
          ["key": "B", "text": "b", "selected": false],
        ],
      ],
      [
        "type": "choices", "id": "m", "multiple": true,
        "choices": [["key": "X", "text": "x", "selected": true]],
      ],
      ["type": "inputs", "id": "i", "fields": [["id": "1", "label": "1", "value": ""]]],
      ["type": "textarea", "id": "essay", "value": "", "placeholder": ""],
      [
        "type": "sequence", "id": "o",
        "items": [
          ["key": "b", "text": "B", "position": 1], ["key": "a", "text": "A", "position": 2],
        ],
      ],
    ]
    #expect(
      try moves(view) == [
        ["op": "unpick", "index": 1], ["op": "pick", "index": 2], ["op": "select", "key": "B"],
        ["op": "toggle", "key": "X"], ["op": "input", "field": "1", "text": "w"],
        ["op": "input", "field": "essay", "text": "w w w"], ["op": "move", "key": "b", "to": 2],
        ["op": "move", "key": "a", "to": 1],
      ])
  }

  @Test("tiles alone are picked; beside slots only while a slot is empty")
  func tilesAndSlots() throws {
    let tiles: Value = [
      "type": "tiles", "id": "t", "tiles": [["char": "A", "index": 1, "hidden": false]],
    ]
    #expect(try moves([tiles]) == [["op": "pick", "index": 1]])
    let full: Value = ["type": "slots", "id": "s", "slots": [["char": "B", "index": 1]]]
    #expect(try moves([full, tiles]) == [["op": "unpick", "index": 1]])
  }

  @Test("without texts, inputs get words of the view's texts; nothing to do is an empty list")
  func defaults() throws {
    let view: Value = [
      ["type": "text", "text": "Capital?"],
      ["type": "inputs", "id": "i", "fields": [["id": "answer", "value": ""]]],
    ]
    let move = try moves(view, texts: .null).arrayValue?.first
    #expect(["Capital", "42"].contains(move?["text"].stringValue ?? ""))
    #expect(try moves([["type": "text", "text": "Only text"]]) == [])
    #expect(try plugin.call("moves", [["question": [:]]]) == [])
  }

  @Test("shows and pending: what a view already shows done, and the first step it does not")
  func showsAndPending() throws {
    let view: Value = [
      ["type": "tiles", "id": "t", "tiles": [["char": "A", "index": 1, "hidden": true]]],
      ["type": "inputs", "id": "i", "fields": [["id": "1", "value": "Paris"]]],
    ]
    #expect(try plugin.call("shows", [view, ["op": "pick", "index": 1]]) == true)
    #expect(
      try plugin.call("shows", [view, ["op": "input", "field": "1", "text": "Lyon"]]) == false)
    // A type's own action, or none, is never shown done.
    #expect(try plugin.call("shows", [view, ["op": "shuffle"]]) == false)
    #expect(try plugin.call("shows", [view]) == false)
    let steps: Value = [
      ["op": "pick", "index": 1], ["op": "input", "field": "1", "text": "Paris"],
      ["op": "input", "field": "1", "text": "Lyon"],
    ]
    #expect(
      try plugin.call("pending", [view, steps])
        == ["action": ["op": "input", "field": "1", "text": "Lyon"], "index": 3])
    #expect(
      try plugin.call("pending", [view, .array(steps.arrayValue!.prefix(2).map { $0 })]) == [])
    #expect(
      try plugin.call("pending", [[], steps]) == ["action": steps.arrayValue![0], "index": 1])
  }

  @Test("a view the engine would refuse is an error naming its problems, not a guess")
  func invalidView() throws {
    let view: Value = [["type": "tiles", "tiles": [["char": "A"]]]]
    let error = callError(plugin, "moves", [["question": ["view": view]], ["w"]])
    let said = error.map { "\($0)" } ?? ""
    #expect(said.contains("moves: view[1].id: missing required field"), "\(said)")
    let shown = callError(plugin, "shows", [view, ["op": "pick", "index": 1]])
    #expect((shown.map { "\($0)" } ?? "").contains("shows: view[1].id"))
  }
}
