import Foundation
import LuaHost
import QuizCore
import Testing

/// A `letters` state: the slots' characters and the indices of the hidden tiles.
private func lettersState(_ slots: [String], hidden: Set<Int>, tiles: Int = 21) -> Value {
  [
    "slots": .array(slots.map { .string($0) }),
    "hidden": .array((1...tiles).map { .bool(hidden.contains($0)) }),
  ]
}

@Suite("letters: the guess-the-picture type")
struct LettersTests {
  let type: QuestionType
  let q = sampleQuestions["letters"]!

  init() throws { type = try QuestionType("letters") }

  @Test("S0.4: init has one empty slot per character and every tile shown")
  func initialState() throws {
    #expect(try type.initial(q) == lettersState(["", "", "", ""], hidden: []))
    let mixed: Value = ["answer": "Lua 5", "options": ["L", "u", "a", " ", "5"]]
    #expect(try type.initial(mixed) == lettersState(["", "", "", "", ""], hidden: [], tiles: 5))
  }

  @Test("S0.6: a pick hides its tile and fills the first empty slot")
  func pick() throws {
    var state = try type.initial(q)
    state = try type.act(q, state, ["op": "pick", "index": 6])
    #expect(state == lettersState(["越", "", "", ""], hidden: [6]))
    state = try type.act(q, state, ["op": "pick", "index": 13])
    #expect(state == lettersState(["越", "宝", "", ""], hidden: [6, 13]))
    state = try type.act(q, state, ["op": "unpick", "index": 1])
    #expect(state == lettersState(["", "宝", "", ""], hidden: [13]))
    state = try type.act(q, state, ["op": "pick", "index": 17])
    #expect(state == lettersState(["光", "宝", "", ""], hidden: [13, 17]))
    #expect(try type.complete(q, state) == false)
    #expect(try type.summary(q, state) == "光宝__")
  }

  @Test("S0.6: picks that do not apply are refused with a reason")
  func refusals() throws {
    let full = try type.play(
      q, [6, 17, 13, 20].map { ["op": "pick", "index": .int($0)] as Value })
    #expect(try type.complete(q, full))
    #expect(
      type.actError(q, full, ["op": "pick", "index": 1])
        == "pick: every slot is full; empty one first")
    let one = try type.play(q, [["op": "pick", "index": 6]])
    #expect(
      type.actError(q, one, ["op": "pick", "index": 6]) == "pick: tile 6 is already in a slot")
    #expect(
      type.actError(q, one, ["op": "pick", "index": 22])
        == "pick: there is no tile 22 (tiles are 1..21)")
    #expect(type.actError(q, one, ["op": "unpick", "index": 2]) == "unpick: slot 2 is empty")
    #expect(
      type.actError(q, one, ["op": "unpick", "index": 5])
        == "unpick: there is no slot 5 (slots are 1..4)")
    #expect(
      type.actError(q, one, ["op": "toggle", "key": "A"])
        == "letters: unknown action \"toggle\" (use pick, unpick)")
  }

  @Test("S0.7: unpicking shows again the first hidden tile with that character")
  func unpickRepeatedCharacter() throws {
    // Tiles 4 and 18 are both "人": pick 18 first, then 4.
    var state = try type.play(q, [["op": "pick", "index": 18], ["op": "pick", "index": 4]])
    #expect(state == lettersState(["人", "人", "", ""], hidden: [4, 18]))
    state = try type.act(q, state, ["op": "unpick", "index": 1])
    #expect(state == lettersState(["", "人", "", ""], hidden: [18]))
    state = try type.act(q, state, ["op": "unpick", "index": 2])
    #expect(state == lettersState(["", "", "", ""], hidden: []))
  }

  @Test("S0.7 on the seed's own data file: 9 of 10 questions repeat an option")
  func seedDataRepeatedOptions() throws {
    let questions = try superguessQuestions()
    #expect(questions.count == 10)
    var withRepeats = 0
    for question in questions {
      let options = try #require(question["options"].arrayValue)
      // The first character that appears twice, at tiles i < j.
      var firstSeen: [Value: Int] = [:]
      var pair: (Int, Int)?
      for (offset, option) in options.enumerated() {
        if let i = firstSeen[option] {
          pair = (i, offset + 1)
          break
        }
        firstSeen[option] = offset + 1
      }
      guard let (i, j) = pair else { continue }
      withRepeats += 1
      let char = try #require(options[i - 1].stringValue)
      let slots = try #require(question["answer"].stringValue).count
      let empty = Array(repeating: "", count: slots)
      var state = try type.play(question, [["op": "pick", "index": .int(Int64(j))]])
      state = try type.act(question, state, ["op": "pick", "index": .int(Int64(i))])
      var expected = empty
      expected[0] = char
      expected[1] = char
      #expect(state == lettersState(expected, hidden: [i, j], tiles: options.count))
      state = try type.act(question, state, ["op": "unpick", "index": 1])
      expected[0] = ""
      #expect(state == lettersState(expected, hidden: [j], tiles: options.count))
    }
    #expect(withRepeats == 9)
  }

  @Test("S0.1: every question of the seed's data file validates and its solution is right")
  func seedDataSolves() throws {
    for question in try superguessQuestions() {
      #expect(try type.validate(question) == [])
      let state = try type.play(question, try type.solve(question))
      #expect(try type.grade(question, state) == grade(1.0, "right"))
      #expect(try type.summary(question, state) == question["answer"])
      // The seed's files name the picture `icon`.
      let picture = type.widget("picture", in: try type.view(question, state))
      #expect(picture?["source"] == question["icon"])
    }
  }

  @Test("S0.8: a full row is right only when it spells the answer")
  func gradeFullRow() throws {
    let right = try type.play(
      q, [6, 17, 13, 20].map { ["op": "pick", "index": .int($0)] as Value })
    #expect(try type.grade(q, right) == grade(1.0, "right"))
    let wrong = try type.play(
      q, [6, 17, 20, 13].map { ["op": "pick", "index": .int($0)] as Value })
    #expect(try type.complete(q, wrong))
    #expect(try type.grade(q, wrong) == grade(0.0, "wrong"))
    #expect(try type.summary(q, wrong) == "越光盒宝")
    #expect(type.plugin.fields["auto_check"] == true)
  }

  @Test("S0.9: a hint empties every slot, then places the first character")
  func hint() throws {
    // Slots hold 人, 宝, 越 (tiles 18, 13, 6); the hint must show them all again and take
    // the first visible 越 (tile 6).
    let before = try type.play(
      q, [18, 13, 6].map { ["op": "pick", "index": .int($0)] as Value })
    let result = try type.hint(q, before)
    #expect(result["message"] == "The answer starts with \"越\"")
    #expect(result["state"] == lettersState(["越", "", "", ""], hidden: [6]))
    #expect(type.plugin.fields["hint_cost"] == 500)
    // Another hint would change nothing: none is left.
    #expect(try type.hint(q, result["state"]) == .null)
    // From the very start, too.
    let fresh = try type.hint(q, try type.initial(q))
    #expect(fresh["state"] == lettersState(["越", "", "", ""], hidden: [6]))
  }

  @Test("S0.4, S0.5, S0.8: the view has the title, picture, slots in their colour and 7 columns")
  func view() throws {
    let state = try type.play(q, [["op": "pick", "index": 6]])
    let widgets = try type.view(q, state)
    #expect(widgets.map { $0["type"] } == ["text", "picture", "slots", "tiles"])
    #expect(widgets[0] == ["type": "text", "style": "title", "text": "恶搞风格的喜剧大片"])
    #expect(widgets[1] == ["type": "picture", "source": "movie_ygbh.png", "alt": "恶搞风格的喜剧大片"])
    #expect(
      widgets[2]
        == [
          "type": "slots", "id": "answer", "color": "neutral",
          "slots": [
            ["char": "越", "index": 1], ["char": "", "index": 2], ["char": "", "index": 3],
            ["char": "", "index": 4],
          ],
        ])
    let tiles = try #require(widgets[3]["tiles"].arrayValue)
    #expect(widgets[3]["columns"] == 7)
    #expect(widgets[3]["id"] == "options")
    #expect(tiles.count == 21)
    #expect(tiles[5] == ["char": "越", "index": 6, "hidden": true])
    #expect(tiles[0] == ["char": "线", "index": 1, "hidden": false])
    #expect(try type.view(q, state, ["verdict": "right"])[2]["color"] == "right")
    #expect(try type.view(q, state, ["verdict": "wrong"])[2]["color"] == "wrong")
    let revealed = try type.view(q, state, ["revealed": true])
    #expect(
      revealed.last == [
        "type": "feedback", "verdict": "wrong", "text": "Answer: 越光宝盒", "reveal": true,
      ])
  }

  @Test("S3.7: the analysis gives the answer and says whether the player had it")
  func analysis() throws {
    let empty = try type.initial(q)
    #expect(
      try type.analysis(q, empty)
        == ["correct": "越光宝盒", "explanation": "", "verdict": "unanswered"])
    let right = try type.play(q, try type.solve(q))
    #expect(try type.analysis(q, right)["verdict"] == "right")
    #expect(try type.summary(q, empty) == "(no answer)")
  }

  @Test("validation names every problem, and every missing character")
  func validation() throws {
    #expect(try type.validate(q) == [])
    let bad: Value = [
      "answer": "人人中", "options": ["人", "ab", 3, "x"],
    ]
    #expect(
      try type.validate(bad) == [
        problem("options", "option 2 must be a single character, not \"ab\""),
        problem("options", "option 3 must be a single character, not number"),
        problem("options", "the answer needs \"人\" 2 times but the options have it 1 time"),
        problem("options", "the answer needs \"中\" but no option has it"),
      ])
    #expect(
      try type.validate(["answer": "", "options": "abc", "title": 5]) == [
        problem("answer", "answer must be a non-empty string"),
        problem("options", "options must be a list, not a string"),
        problem("title", "title must be a string, not an integer"),
      ])
  }
}
