import QuizCore
import Testing

@Suite("Widget actions: the one vocabulary of fronts, trivium.moves and bots")
struct WidgetActionTests {
  let tiles = Widget.tiles(
    .init(
      id: "t",
      tiles: [.init(char: "A", index: 1, hidden: true), .init(char: "B", index: 2)]))
  let slots = Widget.slots(
    .init(id: "s", slots: [.init(char: "A", index: 1), .init(char: "", index: 2)]))
  let single = Widget.choices(
    .init(
      id: "c",
      choices: [.init(key: "A", text: "a", selected: true), .init(key: "B", text: "b")]))
  let multiple = Widget.choices(
    .init(
      id: "m", multiple: true,
      choices: [.init(key: "X", text: "x", selected: true), .init(key: "Y", text: "y")]))
  let inputs = Widget.inputs(.init(id: "i", fields: [.init(id: "1", value: "Paris")]))
  let essay = Widget.textarea(.init(id: "essay", value: ""))
  let order = Widget.sequence(
    .init(
      id: "o",
      items: [.init(key: "b", text: "B", position: 1), .init(key: "a", text: "A", position: 2)]
    ))

  /// Draws that always give the highest number, so expected moves are easy to write.
  func highest(_ count: Int) -> Int { count }

  @Test("the saved form of every action is the map fronts and types have always used")
  func valueForm() throws {
    let cases: [(WidgetAction, Value)] = [
      (.pick(tile: 3), ["op": "pick", "index": 3]),
      (.unpick(slot: 2), ["op": "unpick", "index": 2]),
      (.select(key: "B"), ["op": "select", "key": "B"]),
      (.toggle(key: "C"), ["op": "toggle", "key": "C"]),
      (.input(field: "1", text: "北京"), ["op": "input", "field": "1", "text": "北京"]),
      (.move(key: "b", to: 1), ["op": "move", "key": "b", "to": 1]),
    ]
    for (action, value) in cases {
      #expect(action.value == value)
      #expect(try ValueJSON.encode(action.value) == ValueJSON.encode(value))
      #expect(WidgetAction(value: value) == action)
    }
    #expect(try ValueJSON.encode(WidgetAction.pick(tile: 3).value) == #"{"index":3,"op":"pick"}"#)
  }

  @Test("a type's own action, or one missing an argument, is not a widget action")
  func notWidgetActions() {
    #expect(WidgetAction(value: ["op": "shuffle"]) == nil)
    #expect(WidgetAction(value: ["op": "pick"]) == nil)
    #expect(WidgetAction(value: ["op": "pick", "index": "3"]) == nil)
    #expect(WidgetAction(value: ["op": "input", "field": "1"]) == nil)
    #expect(WidgetAction(value: ["op": "move", "key": "a", "to": 1.5]) == nil)
    #expect(WidgetAction(value: ["op": "pick", "index": 3.0]) == .pick(tile: 3))
  }

  @Test("a choice press: toggle in a multiple choice, select otherwise")
  func choosing() {
    #expect(WidgetAction.choosing("A", multiple: true) == .toggle(key: "A"))
    #expect(WidgetAction.choosing("A", multiple: false) == .select(key: "A"))
  }

  @Test("each kind offers its actions: shown tiles, filled slots, open choices, fields, items")
  func actionsPerKind() {
    #expect(tiles.actions(texts: [], draw: highest) == [.pick(tile: 2)])
    #expect(tiles.actions(tilesHaveRoom: false, texts: [], draw: highest) == [])
    #expect(slots.actions(texts: [], draw: highest) == [.unpick(slot: 1)])
    #expect(single.actions(texts: [], draw: highest) == [.select(key: "B")])
    #expect(
      multiple.actions(texts: [], draw: highest) == [.toggle(key: "X"), .toggle(key: "Y")])
    #expect(inputs.actions(texts: ["w", "v"], draw: highest) == [.input(field: "1", text: "v")])
    #expect(essay.actions(texts: ["w"], draw: highest) == [.input(field: "essay", text: "w w w")])
    // Another place each: b (at 1) draws 1 of 1 and shifts to 2; a (at 2) draws 1 and stays.
    #expect(
      order.actions(texts: [], draw: highest) == [
        .move(key: "b", to: 2), .move(key: "a", to: 1),
      ])
    let alone = Widget.sequence(.init(id: "o", items: [.init(key: "a", text: "A", position: 1)]))
    #expect(alone.actions(texts: [], draw: highest) == [])
    for widget in [Widget.text(.init(text: "Hi")), .feedback(.init(text: "Right"))] {
      #expect(widget.actions(texts: ["w"], draw: highest) == [])
    }
  }

  @Test("draws come one per text and per item, in view order")
  func drawOrder() {
    var asked: [Int] = []
    _ = [inputs, essay, order].actions(texts: ["a", "b", "c"]) { count in
      asked.append(count)
      return 1
    }
    #expect(asked == [3, 3, 3, 3, 1, 1])
  }

  @Test("tiles beside slots are offered only while a slot is empty")
  func room() {
    let full = Widget.slots(.init(id: "s", slots: [.init(char: "B", index: 1)]))
    #expect([tiles].tilesHaveRoom)
    #expect([slots, tiles].tilesHaveRoom)
    #expect(![full, tiles].tilesHaveRoom)
    #expect([full, tiles].actions(texts: [], draw: highest) == [.unpick(slot: 1)])
  }

  @Test("what a view shows done: hidden tile, empty slot, selected choice, same text, place")
  func shows() {
    let view = [tiles, slots, single, multiple, inputs, essay, order]
    #expect(view.shows(.pick(tile: 1)))
    #expect(!view.shows(.pick(tile: 2)))
    #expect(view.shows(.unpick(slot: 2)))
    #expect(!view.shows(.unpick(slot: 1)))
    #expect(view.shows(.select(key: "A")))
    #expect(!view.shows(.select(key: "B")))
    #expect(view.shows(.toggle(key: "X")))
    #expect(!view.shows(.toggle(key: "Y")))
    #expect(view.shows(.input(field: "1", text: "Paris")))
    #expect(!view.shows(.input(field: "1", text: "Lyon")))
    #expect(view.shows(.input(field: "essay", text: "")))
    #expect(view.shows(.move(key: "a", to: 2)))
    #expect(!view.shows(.move(key: "a", to: 1)))
    // Nothing in the view: not shown.
    #expect(!view.shows(.pick(tile: 9)))
    #expect(!view.shows(.input(field: "nowhere", text: "")))
  }

  @Test("what a press may send: offered unless shown done, toggles always, moves in range")
  func offers() {
    let view = [tiles, slots, single, multiple, inputs, essay, order]
    #expect(!view.offers(.pick(tile: 1)))
    #expect(view.offers(.pick(tile: 2)))
    #expect(!view.offers(.unpick(slot: 2)))
    #expect(view.offers(.unpick(slot: 1)))
    #expect(!view.offers(.select(key: "A")))
    #expect(view.offers(.select(key: "B")))
    #expect(!view.offers(.select(key: "X")))
    #expect(view.offers(.toggle(key: "X")))
    #expect(!view.offers(.toggle(key: "A")))
    #expect(view.offers(.input(field: "1", text: "Paris")))
    #expect(view.offers(.input(field: "essay", text: "x")))
    #expect(view.offers(.move(key: "a", to: 1)))
    #expect(!view.offers(.move(key: "a", to: 2)))
    #expect(!view.offers(.move(key: "a", to: 3)))
    #expect(!view.offers(.move(key: "a", to: 0)))
    #expect(!view.offers(.pick(tile: 9)))
  }

  @Test("every action a widget lists, it offers; each fixed one not shown done")
  func actionsAreOffered() {
    let view = [tiles, slots, single, multiple, inputs, essay, order]
    for widget in view {
      for action in widget.actions(texts: ["w"], draw: { _ in 1 }) {
        #expect(widget.offers(action) == true, "\(action)")
        switch action {
        case .pick, .unpick, .select: #expect(widget.shows(action) == false, "\(action)")
        default: break
        }
      }
    }
  }
}
