import LuaHost
import QuizCore
import Testing

@Suite("trivium.moves: what a generic bot may do with each widget")
struct BotMovesTests {
  let plugin: LuaPlugin

  init() throws {
    plugin = try inlinePlugin(
      "return { moves = function(seen, texts) return trivium.moves(seen, texts) end }")
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
}
