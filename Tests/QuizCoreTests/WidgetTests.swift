import QuizCore
import Testing

/// A view with every kind of widget, as a plugin would write it.
let everyWidget: Value = [
  ["type": "text", "style": "title", "text": "Title"],
  ["type": "picture", "source": "a.png", "alt": "A picture"],
  ["type": "code", "text": "x = 1", "language": "lua"],
  ["type": "slots", "id": "answer", "color": "wrong", "slots": [["char": "猜", "index": 1]]],
  [
    "type": "tiles", "id": "options", "columns": 7,
    "tiles": [["char": "猜", "index": 1, "hidden": true], ["char": "A", "index": 2]],
  ],
  [
    "type": "choices", "id": "choice", "multiple": true,
    "choices": [["key": "A", "text": "a", "selected": true], ["key": "B", "text": "b"]],
  ],
  ["type": "inputs", "id": "blanks", "fields": [["id": "1", "label": "Blank 1", "value": ""]]],
  ["type": "textarea", "id": "essay", "value": "", "placeholder": "Write here"],
  [
    "type": "sequence", "id": "order",
    "items": [
      ["key": "b", "text": "B", "position": 1], ["key": "a", "text": "A", "position": 2],
    ],
  ],
  ["type": "feedback", "verdict": "unanswered", "text": "Answer: B", "reveal": true],
]

/// The problems of `view`, as "path: message" lines.
func problems(_ view: Value) -> [String] {
  Widget.parse(view: view).problems.map(\.description)
}

@Suite("Widgets: the view contract as a type")
struct WidgetTests {
  @Test("every documented kind parses, with its fields typed")
  func everyKind() {
    let (widgets, problems) = Widget.parse(view: everyWidget)
    #expect(problems == [])
    #expect(widgets.map(\.type) == everyWidget.arrayValue?.map { $0["type"].stringValue ?? "" })
    #expect(
      widgets[4]
        == .tiles(
          Widget.Tiles(
            id: "options", columns: 7,
            tiles: [.init(char: "猜", index: 1, hidden: true), .init(char: "A", index: 2)])))
    #expect(
      widgets[9]
        == .feedback(Widget.Feedback(text: "Answer: B", verdict: .unanswered, reveal: true)))
    #expect(
      widgets.map(\.isRevealed) == [
        false, false, false, false, false, false, false, false, false, true,
      ])
  }

  @Test("what bots read fills in the defaults, and parses back to the same widgets")
  func valueRoundTrip() {
    let (widgets, _) = Widget.parse(view: everyWidget)
    let values = widgets.map(\.value)
    #expect(values[4]["tiles"].arrayValue?[1] == ["char": "A", "index": 2, "hidden": false])
    #expect(values[5]["choices"].arrayValue?[1] == ["key": "B", "text": "b", "selected": false])
    #expect(values[0] == ["type": "text", "style": "title", "text": "Title"])
    let again = Widget.parse(view: .array(values))
    #expect(again.problems == [])
    #expect(again.widgets == widgets)
    let plain = Widget.parse(view: [["type": "text", "text": "Hi"]]).widgets.map(\.value)
    #expect(plain == [["type": "text", "style": "body", "text": "Hi"]])
  }

  @Test("what bots read keeps every optional field as given, and only those set")
  func valueOptionalFields() {
    let widgets: [Widget] = [
      .text(Widget.Text(text: "a")), .text(Widget.Text(text: "a", style: .muted, reveal: true)),
      .code(Widget.Code(text: "x")), .code(Widget.Code(text: "x", language: "lua", reveal: true)),
      .tiles(Widget.Tiles(id: "t", tiles: [.init(char: "A", index: 1)])),
      .tiles(Widget.Tiles(id: "t", columns: 3, tiles: [.init(char: "A", index: 1)])),
      .feedback(Widget.Feedback(text: "f")),
      .feedback(Widget.Feedback(text: "f", verdict: .wrong)),
      .feedback(Widget.Feedback(text: "f", reveal: true)),
      .feedback(Widget.Feedback(text: "f", verdict: .right, reveal: true)),
    ]
    for widget in widgets {
      let (parsed, problems) = Widget.parse(view: [widget.value])
      #expect(problems == [] && parsed == [widget], "\(widget)")
    }
    #expect(widgets[6].value == ["text": "f", "type": "feedback"])
    #expect(widgets[7].value == ["text": "f", "type": "feedback", "verdict": "wrong"])
    #expect(widgets[8].value == ["reveal": true, "text": "f", "type": "feedback"])
    #expect(widgets[4].value["columns"] == .null && widgets[5].value["columns"] == 3)
    #expect(widgets[0].value["reveal"] == .null && widgets[1].value["reveal"] == true)
  }

  @Test("tiles say whether typing picks them without case; bots read the default false")
  func tilesIgnoreCase() {
    let tiles: Value = [
      "type": "tiles", "id": "t", "ignore_case": true, "tiles": [["char": "A", "index": 1]],
    ]
    let (widgets, found) = Widget.parse(view: [tiles])
    #expect(found == [])
    #expect(widgets.first?.value["ignore_case"] == true)
    guard case .tiles(let widget)? = widgets.first else {
      Issue.record("expected tiles")
      return
    }
    #expect(widget.ignoresCase)
    let plain = Widget.parse(view: everyWidget).widgets[4].value
    #expect(plain["ignore_case"] == false)
    #expect(
      problems([["type": "tiles", "id": "t", "ignore_case": "yes", "tiles": []]]) == [
        "view[1].ignore_case: must be true or false, not a string"
      ])
  }

  @Test("a tile written with letter instead of char names the field and the missing char")
  func letterInsteadOfChar() {
    let view: Value = [
      ["type": "text", "text": "Spell it"],
      ["type": "tiles", "id": "t", "tiles": [["letter": "A", "index": 1]]],
    ]
    #expect(
      problems(view) == [
        "view[2].tiles[1].letter: unknown field (a tile has char, index, hidden)",
        "view[2].tiles[1].char: missing required field of a tile",
      ])
    #expect(Widget.parse(view: view).widgets.count == 1)
  }

  @Test("an unknown widget type, and a text given as value, are named")
  func unknownTypeAndField() {
    #expect(
      problems([["type": "txt", "text": "Hi"], ["type": "text", "value": "Hi"]]) == [
        "view[1].type: unknown widget type \"txt\" (\(kinds))",
        "view[2].value: unknown field (a text widget has text, style, reveal)",
        "view[2].text: missing required field of a text widget",
      ])
    #expect(problems([["text": "Hi"]]) == ["view[1].type: missing required field (\(kinds))"])
  }

  let kinds =
    "the types are text, picture, code, slots, tiles, choices, inputs, textarea, sequence, feedback"

  @Test("values of the wrong kind or out of range are named by their path")
  func badValues() {
    let view: Value = [
      ["type": "text", "text": 3, "style": "loud"],
      ["type": "tiles", "id": "t", "columns": 0, "tiles": [["char": "AB", "index": 0]]],
      ["type": "slots", "id": "s", "color": "blue", "slots": [["char": "A", "index": "1"]]],
      ["type": "choices", "id": "c", "multiple": 1, "choices": "A, B"],
      ["type": "sequence", "id": "q", "items": [["key": "a", "text": "A", "position": 3]]],
      ["type": "feedback", "text": "ok", "verdict": "fine"],
      "text",
    ]
    #expect(
      problems(view) == [
        "view[1].text: must be a string, not an integer",
        "view[1].style: must be one of \"title\", \"body\", \"label\", \"accent\", \"muted\", "
          + "not \"loud\"",
        "view[2].columns: must be from 1 to 64, not 0",
        "view[2].tiles[1].char: must be one character, not \"AB\"",
        "view[3].color: must be one of \"neutral\", \"right\", \"wrong\", not \"blue\"",
        "view[3].slots[1].index: must be an integer, not a string",
        "view[4].multiple: must be true or false, not an integer",
        "view[4].choices: must be a list, not a string",
        "view[5].items[1].position: must be from 1 to 1, not 3",
        "view[6].verdict: must be one of \"right\", \"partial\", \"wrong\", \"unanswered\", "
          + "not \"fine\"",
        "view[7]: a widget must be a map, not a string",
      ])
    #expect(problems(["type": "text"]) == ["view: a view must be a list of widgets, not a map"])
  }

  @Test("duplicate ids, keys and indices, and reveal on an interactive widget, are refused")
  func duplicates() {
    let view: Value = [
      [
        "type": "tiles", "id": "t",
        "tiles": [["char": "A", "index": 1], ["char": "B", "index": 1]],
      ],
      [
        "type": "choices", "id": "t",
        "choices": [["key": "A", "text": "a"], ["key": "A", "text": "b"]],
      ],
      ["type": "textarea", "id": "e", "reveal": true],
    ]
    #expect(
      problems(view) == [
        "view[1].tiles[2].index: another one in this list has the index 1",
        "view[2].choices[2].key: \"A\" is used twice in this list",
        "view[2].id: another widget of this view has the id \"t\"",
        "view[3].reveal: unknown field (a textarea widget has id, value, placeholder)",
      ])
  }

  @Test("a value used twice is found in a long list too, before and after the 16th item")
  func duplicatesInLongLists() {
    func tiles(_ indices: [Int]) -> Value {
      [
        [
          "type": "tiles", "id": "t",
          "tiles": .array(indices.map { ["char": "A", "index": .int(Int64($0))] }),
        ]
      ]
    }
    #expect(problems(tiles(Array(1...40))) == [])
    #expect(
      problems(tiles(Array(1...40) + [3]))
        == ["view[1].tiles[41].index: another one in this list has the index 3"])
    #expect(
      problems(tiles(Array(1...16) + [16]))
        == ["view[1].tiles[17].index: another one in this list has the index 16"])
    #expect(
      problems(tiles(Array(1...17) + [17]))
        == ["view[1].tiles[18].index: another one in this list has the index 17"])
  }

  @Test("a view with many bad widgets keeps the first 100 problems, in one pass")
  func problemLimit() {
    let tiles = (1...5000).map { _ in Value.map(["letter": "A"]) }
    let result = Widget.parse(view: [["type": "tiles", "id": "t", "tiles": .array(tiles)]])
    #expect(result.problems.count == Widget.problemLimit)
    #expect(result.widgets.isEmpty)
  }

  @Test("a session shows a view that breaks the contract as the type's failure, with the path")
  func sessionFailure() {
    let env = SessionEnvironment(types: QuestionTypes([BadViewType()]), rules: ClassicRules())
    let game = Game(id: "g", title: "G", questions: [["id": "q", "type": "bad-view"]])
    let view = started(game, env).snapshot(env)
    #expect(
      view.failure
        == "plugin 'bad-view' failed: view (no verdict, analysis hidden) returned widgets the "
        + "plugin API does not know (docs/plugin-api.md): view[1].tiles[1].letter: unknown field "
        + "(a tile has char, index, hidden); view[1].tiles[1].char: missing required field of a "
        + "tile")
    #expect(view.widgets == [])
    #expect(view.buttons.check == false)
  }
}

/// A type whose tiles say `letter` where the contract says `char`.
private struct BadViewType: QuestionType {
  let id = "bad-view"
  let hintCost: Int? = nil
  let autoCheck = false
  func validate(_ question: Value, random: SeededRandom) -> [ValidationProblem] { [] }
  func initialState(for question: Value, random: SeededRandom) -> Value { [:] }
  func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom) -> Value {
    state
  }
  func isComplete(_ state: Value, question: Value, random: SeededRandom) -> Bool { true }
  func grade(_ state: Value, question: Value, random: SeededRandom) -> Grade { .right }
  func hint(_ state: Value, question: Value, random: SeededRandom) -> HintResult? { nil }
  func analysis(_ state: Value, question: Value, random: SeededRandom) -> Value { [:] }
  func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom) -> Value {
    [["type": "tiles", "id": "t", "tiles": [["letter": "A", "index": 1]]]]
  }
  func solve(_ question: Value, random: SeededRandom) -> [Value] { [] }
  func summary(_ state: Value, question: Value, random: SeededRandom) -> String { "" }
}
