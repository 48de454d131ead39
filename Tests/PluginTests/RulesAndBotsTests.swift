import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("Scoring rules")
struct RulesTests {
  @Test("S0.8, S0.9, S0.10: classic is the seed's scoring, negative scores allowed")
  func classic() throws {
    let rules = try loadPlugin("plugins/rules/classic.lua")
    #expect(
      rules.fields == [
        "kind": "rules", "id": "classic", "api": 1, "name": "Classic", "right": 100, "wrong": 0,
        "partial": true, "wrong_try": 0, "hint_cost": 500, "allow_negative": true,
        "auto_advance": 0.5, "confirm_hint": false,
      ])
    #expect(rules.functionNames.isEmpty)
  }

  @Test("exam: partial credit, a penalty per wrong check, hints per type, a streak bonus")
  func exam() throws {
    let rules = try loadPlugin("plugins/rules/exam.lua")
    #expect(
      rules.fields == [
        "kind": "rules", "id": "exam", "api": 1, "name": "Exam", "right": 100, "wrong": 0,
        "partial": true, "wrong_try": -25,
        "hint_cost": [
          "letters": 100, "single": 30, "multiple": 30, "fill": 25, "short": 25, "numeric": 20,
          "order": 25,
        ],
        "allow_negative": false, "auto_advance": false, "confirm_hint": true,
        "streak_bonus": ["every": 3, "points": 50],
      ])
  }

  @Test("mock-exam: the exam's marks against a 30-minute clock, revealed at the end")
  func mockExam() throws {
    let rules = try LuaRules(plugin: loadPlugin("plugins/rules/mock-exam.lua"))
    #expect(rules.timeLimit == .seconds(1800))
    #expect(rules.questionTime == nil)
    #expect(rules.reveal == .atEnd)
    #expect(rules.autoAdvance == nil)
    #expect(!rules.allowNegative)
  }
}

/// Just enough of a session to let a bot play: the engine's own session is elsewhere.
private struct MiniSession {
  var types: [String: QuestionType] = [:]
  let questions: [Value]
  var index = 0
  var state: Value = .null
  var checked: String?
  var verdicts: [String?]
  var popups: [Value]
  var finished = false
  /// Actions a question type refused, or session actions that did not apply.
  var refused: [String] = []
  var played: [Value] = []

  init(questions: [Value], popups: [Value] = []) throws {
    self.questions = questions
    self.popups = popups
    verdicts = Array(repeating: nil, count: questions.count)
    for q in questions {
      let id = try #require(q["type"].stringValue)
      if types[id] == nil { types[id] = try QuestionType(id) }
    }
    state = try start()
  }

  var question: Value { questions[index] }
  var type: QuestionType { types[question["type"].stringValue!]! }

  mutating func start() throws -> Value {
    checked = nil
    return try type.initial(question, seed: UInt64(index + 1))
  }

  func seen(oracle: Bool) throws -> Value {
    var info = ValueMap()
    if let checked { info["verdict"] = .string(checked) }
    let view = try type.view(question, state, .map(info))
    let complete = try type.complete(question, state)
    var seen: ValueMap = [
      "question": [
        "index": .int(Int64(index + 1)), "count": .int(Int64(questions.count)),
        "type": question["type"], "view": .array(view),
      ],
      "score": 0, "popups": .array(popups), "random": 7,
      // As the engine's: Check is enabled while the answer is complete and not checked.
      "buttons": ["check": .bool(checked == nil && complete)],
    ]
    if let checked { seen["checked"] = .string(checked) }
    if oracle { seen["solution"] = .array(try type.solve(question)) }
    return .map(seen)
  }

  /// Grades a complete answer and, as the engine does, reports it in a popup.
  mutating func check() throws {
    guard try type.complete(question, state) else { return }
    checked = try type.grade(question, state)["verdict"].stringValue
    verdicts[index] = checked
    popups.append(["id": .int(Int64(popups.count + 100)), "buttons": ["ok"]])
  }

  mutating func apply(_ action: Value) throws {
    played.append(action)
    let last = index == questions.count - 1
    switch action["op"].stringValue ?? "" {
    case "popup":
      // The named popup, else the newest, as the engine does.
      guard
        let at = popups.lastIndex(where: { action["popup"] == .null || $0["id"] == action["popup"] }
        )
      else {
        refused.append("popup \(action): no such popup")
        return
      }
      let buttons = popups[at]["buttons"].arrayValue ?? []
      if !buttons.contains(action["button"]) { refused.append("popup \(action): no such button") }
      popups.remove(at: at)
    case "act":
      // A right or partly right answer is final.
      if checked == "right" || checked == "partial" {
        refused.append("\(action["action"]) on a final answer")
        return
      }
      do {
        state = try type.act(question, state, action["action"])
        checked = nil
        if type.plugin.fields["auto_check"] == true, try type.complete(question, state) {
          try check()
        }
      } catch let error as PluginError {
        refused.append("\(action["action"]): \(error.message)")
      }
    case "check": try check()
    case "next":
      if last { refused.append("next on the last question") } else { index += 1 }
      state = try start()
    case "finish":
      if !last { refused.append("finish on question \(index + 1)") }
      finished = true
    default: refused.append("unknown \(action)")
    }
  }

  /// Lets `bot` play until it finishes or `limit` actions have passed.
  mutating func run(_ bot: LuaPlugin, seed: UInt64, limit: Int) throws {
    let oracle = bot.fields["oracle"] == true
    var step: UInt64 = 0
    while !finished && played.count < limit {
      step += 1
      bot.random = SeededRandom(seed: seed &* 1000 &+ step)
      try apply(try bot.call("act", [try seen(oracle: oracle)]))
    }
  }
}

private let allSamples = builtInTypes.map { sampleQuestions[$0]! }
private let welcome: Value = ["id": "welcome", "title": "Welcome", "buttons": ["ok", "later"]]

@Suite("Bots")
struct BotTests {
  @Test("the oracle answers the popup, plays every solution, checks and finishes")
  func oracle() throws {
    let bot = try loadPlugin("plugins/bots/oracle.lua")
    #expect(bot.fields["oracle"] == true)
    #expect(bot.fields["kind"] == "bot")
    var session = try MiniSession(questions: allSamples, popups: [welcome])
    try session.run(bot, seed: 1, limit: 200)
    #expect(session.finished)
    #expect(session.refused == [])
    #expect(session.verdicts == Array(repeating: "right", count: allSamples.count))
    #expect(session.played.first == ["op": "popup", "button": "ok", "popup": "welcome"])
    #expect(session.played.last == ["op": "finish"])
    // Letters checks itself (auto_check); the others are checked by the bot, once each.
    let ops = session.played.map { $0["op"].stringValue ?? "" }
    #expect(ops.filter { $0 == "check" }.count == allSamples.count - 1)
    #expect(ops.filter { $0 == "next" }.count == allSamples.count - 1)
    #expect(Array(ops.prefix(7)) == ["popup", "act", "act", "act", "act", "popup", "next"])
    #expect(ops.filter { $0 == "popup" }.count == allSamples.count + 1)
  }

  @Test("the oracle plays the picture game from the seed's data file")
  func oracleOnSeedData() throws {
    let bot = try loadPlugin("plugins/bots/oracle.lua")
    let questions = try superguessQuestions()
    var session = try MiniSession(questions: questions)
    try session.run(bot, seed: 2, limit: 200)
    #expect(session.finished)
    #expect(session.refused == [])
    #expect(session.verdicts == Array(repeating: "right", count: questions.count))
  }

  @Test("the random bot takes only legal actions and finishes", arguments: UInt64(1)...8)
  func random(seed: UInt64) throws {
    let bot = try loadPlugin("plugins/bots/random.lua")
    var session = try MiniSession(questions: allSamples, popups: [welcome])
    try session.run(bot, seed: seed, limit: 5000)
    #expect(session.finished)
    #expect(session.refused == [])
    #expect(session.played.first?["op"] == "popup")
    #expect(session.played.last?["op"] == "finish")
    for action in session.played {
      let think = try #require(action["think"].doubleValue)
      #expect(think >= 0.5 && think <= 3.0)
    }
  }

  @Test("the random bot moves on after a right answer and finishes on the last question")
  func randomMovesOn() throws {
    let bot = try loadPlugin("plugins/bots/random.lua")
    let view: Value = [["type": "text", "style": "body", "text": "x"]]
    for (index, expected) in [(1, "next"), (3, "finish")] {
      let seen: Value = [
        "question": ["index": .int(Int64(index)), "count": 3, "type": "single", "view": view],
        "score": 0, "popups": [], "checked": "right",
      ]
      #expect(try bot.call("act", [seen])["op"] == .string(expected))
    }
  }

  /// Play waits only on modal popups: the oracle answers a confirmation but not a feedback toast.
  @Test("the oracle answers modal popups and leaves toasts alone")
  func oracleLeavesToasts() throws {
    let bot = try loadPlugin("plugins/bots/oracle.lua")
    let view: Value = [
      [
        "type": "choices", "id": "choices", "multiple": false,
        "choices": [["key": "A", "text": "x", "selected": false]],
      ]
    ]
    func seen(modal: Bool) -> Value {
      [
        "question": ["index": 1, "count": 2, "type": "single", "view": view],
        "score": 0, "solution": [["op": "select", "key": "A"]],
        "popups": [
          [
            "id": 4, "template": modal ? "confirm_hint" : "feedback", "modal": .bool(modal),
            "buttons": ["ok"],
          ]
        ],
      ]
    }
    #expect(try bot.call("act", [seen(modal: true)])["op"] == "popup")
    let move = try bot.call("act", [seen(modal: false)])
    #expect(move["op"] == "act" && move["action"]["key"] == "A")
  }
}
