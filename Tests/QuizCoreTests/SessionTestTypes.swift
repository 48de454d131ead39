import QuizCore

/// The picture game's answer slots and option tiles (S0.4–S0.9), written in Swift for tests.
///
/// State: `{slots = {"猜", ""}, hidden = {true, false, ...}}`; actions `{op = "pick", index}`
/// (tile, from 1) and `{op = "unpick", index}` (slot, from 1).
struct LettersType: QuestionType {
  let id = "letters"
  let hintCost: Int? = nil
  let autoCheck = true

  private func answer(_ question: Value) -> [String] {
    (question["answer"].stringValue ?? "").map(String.init)
  }

  private func options(_ question: Value) -> [String] {
    (question["options"].arrayValue ?? []).compactMap(\.stringValue)
  }

  private func parts(_ state: Value) -> (slots: [String], hidden: [Bool]) {
    (
      (state["slots"].arrayValue ?? []).compactMap(\.stringValue),
      (state["hidden"].arrayValue ?? []).compactMap(\.boolValue)
    )
  }

  private func state(_ slots: [String], _ hidden: [Bool]) -> Value {
    ["slots": .array(slots.map(Value.string)), "hidden": .array(hidden.map(Value.bool))]
  }

  func validate(_ question: Value, random: SeededRandom) -> [ValidationProblem] {
    answer(question).isEmpty ? [ValidationProblem(field: "answer", message: "empty")] : []
  }

  func initialState(for question: Value, random: SeededRandom) -> Value {
    state(
      Array(repeating: "", count: answer(question).count),
      Array(repeating: false, count: options(question).count))
  }

  func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom)
    throws(QuizError) -> Value
  {
    var (slots, hidden) = parts(state)
    let tiles = options(question)
    let index = Int(action["index"].intValue ?? 0) - 1
    switch action["op"].stringValue {
    case "pick":
      guard hidden.indices.contains(index), !hidden[index] else {
        throw .actionRefused("tile \(index + 1) is not shown")
      }
      guard let slot = slots.firstIndex(of: "") else { throw .actionRefused("no empty slot") }
      slots[slot] = tiles[index]
      hidden[index] = true
    case "unpick":
      guard slots.indices.contains(index), !slots[index].isEmpty else {
        throw .actionRefused("slot \(index + 1) is empty")
      }
      // S0.7: the first hidden tile with that character comes back.
      if let tile = tiles.indices.first(where: { hidden[$0] && tiles[$0] == slots[index] }) {
        hidden[tile] = false
      }
      slots[index] = ""
    default:
      throw .actionRefused("unknown op")
    }
    return self.state(slots, hidden)
  }

  func isComplete(_ state: Value, question: Value, random: SeededRandom) -> Bool {
    !parts(state).slots.contains("")
  }

  func grade(_ state: Value, question: Value, random: SeededRandom) -> Grade {
    parts(state).slots == answer(question) ? .right : .wrong
  }

  /// S0.9: empties every slot, then places the first character; nil once that is the state.
  func hint(_ state: Value, question: Value, random: SeededRandom) -> HintResult? {
    let tiles = options(question)
    var slots = Array(repeating: "", count: answer(question).count)
    var hidden = Array(repeating: false, count: tiles.count)
    guard let first = answer(question).first, let tile = tiles.firstIndex(of: first) else {
      return nil
    }
    slots[0] = first
    hidden[tile] = true
    let hinted = self.state(slots, hidden)
    return hinted == state ? nil : HintResult(state: hinted, message: "It starts with \(first)")
  }

  func analysis(_ state: Value, question: Value, random: SeededRandom) -> Value {
    ["correct": question["answer"], "explanation": question["explanation"]]
  }

  func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom) -> Value {
    let color = info.verdict.map { $0 == .right ? "right" : "wrong" } ?? "neutral"
    let (slots, hidden) = parts(state)
    let tiles = options(question)
    var widgets: [Value] = [
      [
        "type": "slots", "id": "slots", "color": .string(color),
        "slots": .array(
          slots.enumerated().map { ["char": .string($1), "index": .int(Int64($0 + 1))] }),
      ],
      [
        "type": "tiles", "id": "tiles", "columns": 7,
        "tiles": .array(
          tiles.enumerated().map { index, char in
            [
              "char": .string(char), "index": .int(Int64(index + 1)),
              "hidden": .bool(index < hidden.count && hidden[index]),
            ]
          }),
      ],
    ]
    if info.revealed { widgets.append(["type": "text", "text": question["answer"]]) }
    return .array(widgets)
  }

  func solve(_ question: Value, random: SeededRandom) -> [Value] {
    var used = Set<Int>()
    return answer(question).compactMap { character in
      let tiles = options(question)
      guard let tile = tiles.indices.first(where: { tiles[$0] == character && !used.contains($0) })
      else { return nil }
      used.insert(tile)
      return ["op": "pick", "index": .int(Int64(tile + 1))]
    }
  }

  func summary(_ state: Value, question: Value, random: SeededRandom) -> String {
    parts(state).slots.map { $0.isEmpty ? "_" : $0 }.joined()
  }
}

/// A single or multiple choice question (S3.3); multiple choice grades partial credit.
///
/// State: `{selected = {"A", ...}}`; actions `{op = "select", key}` (single) or
/// `{op = "toggle", key}` (multiple). A hint rules out the first wrong choice, once.
struct ChoiceType: QuestionType {
  var id = "single"
  var hintCost: Int? = 200
  let autoCheck = false
  var multiple = false
  /// Operations that throw `pluginFailed`, to test a broken type.
  var failOn: Set<String> = []

  private func fail(_ operation: String) throws(QuizError) {
    if failOn.contains(operation) {
      throw .pluginFailed(plugin: id, message: "\(id).lua:7: \(operation) exploded")
    }
  }

  private func keys(_ question: Value) -> [String] {
    (question["options"].arrayValue ?? []).compactMap { $0["key"].stringValue }
  }

  private func answer(_ question: Value) -> Set<String> {
    Set((question["answer"].stringValue ?? "").map(String.init))
  }

  private func selected(_ state: Value) -> [String] {
    (state["selected"].arrayValue ?? []).compactMap(\.stringValue)
  }

  func validate(_ question: Value, random: SeededRandom) throws(QuizError) -> [ValidationProblem] {
    try fail("validate")
    return []
  }

  func initialState(for question: Value, random: SeededRandom) throws(QuizError) -> Value {
    try fail("init")
    return ["selected": [], "ruledOut": []]
  }

  func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom)
    throws(QuizError) -> Value
  {
    try fail("act")
    guard let key = action["key"].stringValue, keys(question).contains(key) else {
      throw .actionRefused("no such choice")
    }
    var picked = selected(state)
    if !multiple {
      picked = [key]
    } else if let index = picked.firstIndex(of: key) {
      picked.remove(at: index)
    } else {
      picked.append(key)
      picked.sort()
    }
    var map = state.mapValue ?? [:]
    map["selected"] = .array(picked.map(Value.string))
    return .map(map)
  }

  func isComplete(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Bool {
    try fail("complete")
    return !selected(state).isEmpty
  }

  func grade(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Grade {
    try fail("grade")
    let picked = Set(selected(state))
    let right = answer(question)
    if picked == right { return .right }
    let hits = picked.intersection(right).count
    guard multiple, hits > 0, picked.isSubset(of: right) else { return .wrong }
    return Grade(fraction: Double(hits) / Double(right.count), verdict: .partial)
  }

  func hint(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> HintResult?
  {
    try fail("hint")
    guard state["ruledOut"].arrayValue?.isEmpty ?? true,
      let wrong = keys(question).first(where: { !answer(question).contains($0) })
    else { return nil }
    var map = state.mapValue ?? [:]
    map["ruledOut"] = [.string(wrong)]
    return HintResult(state: .map(map), message: "It is not \(wrong)")
  }

  func analysis(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Value {
    try fail("analysis")
    return ["correct": question["answer"], "explanation": question["explanation"]]
  }

  func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> Value
  {
    try fail("view")
    let picked = selected(state)
    let choices = keys(question).map { key -> Value in
      ["key": .string(key), "text": .string(key), "selected": .bool(picked.contains(key))]
    }
    return [
      ["type": "choices", "id": "choices", "multiple": .bool(multiple), "choices": .array(choices)]
    ]
  }

  func solve(_ question: Value, random: SeededRandom) throws(QuizError) -> [Value] {
    answer(question).sorted().map { ["op": multiple ? "toggle" : "select", "key": .string($0)] }
  }

  func summary(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> String {
    try fail("summary")
    return selected(state).joined()
  }
}
