import LuaHost
import QuizCore
import Testing

@testable import Content
@testable import TriviumEngine

/// An import checks its questions in batches (one call into a type for many questions):
/// what it finds must be what checking them one by one finds, word for word and in order.
@Suite("checks of an import in batches") struct BatchChecksTests {
  /// Questions of every case: accepted, refused by the schema or by the type's own check,
  /// of an unknown type, and several shapes (so that some are played).
  static func questions(_ count: Int) -> [(question: Value, line: Int?)] {
    (0..<count).map { index in
      let id = Value.string("q\(index)")
      let options: Value = .array(["A: one", "B: two", "C: three"])
      var map: ValueMap
      switch index % 7 {
      case 1:
        map = ["id": id, "type": "single", "text": "Which?", "options": options, "answer": "D"]
      case 2:
        map = ["id": id, "type": "single", "text": .int(3), "options": options, "answer": "A"]
      case 3: map = ["id": id, "type": "nonesuch", "text": "?"]
      case 4: map = ["id": id, "type": "truefalse", "text": "True?", "answer": .bool(true)]
      case 5:
        map = ["id": id, "type": "multiple", "text": "Which?", "options": options, "answer": ["A"]]
      default:
        map = ["id": id, "type": "single", "text": .string("Which \(index)?"), "options": options]
        map["answer"] = .string(index % 3 == 0 ? "A" : "B")
      }
      return (.map(map), index + 10)
    }
  }

  @Test func batchesFindWhatOneByOneFinds() throws {
    let questions = Self.questions(700)
    let alone: [[String]] = try Engine().checkingEach(
      file: "q.gift", refuseUnchecked: true, sampleOnly: true
    ) { check in
      questions.map { entry in check(entry.question, 1, entry.line).map(\.description) }
    }
    let batched: [[String]] = try Engine().checkingInBatches(file: "q.gift") { check in
      stride(from: 0, to: questions.count, by: Engine.checkBatchSize).flatMap { start in
        let batch = Array(questions[start..<min(start + Engine.checkBatchSize, questions.count)])
        return check(batch).map { $0.map(\.description) }
      }
    }
    #expect(batched == alone)
    #expect(alone.filter { !$0.isEmpty }.count == 300, "\(alone.prefix(8))")
    #expect(alone[1].first?.contains("q.gift:11: question 'q1': field 'answer'") == true)
  }

  /// Opening a game checks its questions in batches too: it keeps and leaves out what
  /// checking each alone keeps and leaves out, each problem in the same words at its place.
  @Test func openingLeavesOutWhatOneByOneLeavesOut() throws {
    let entries = Self.questions(700)
    let questions = entries.map(\.question)
    var loaded = LoadedGame(
      game: Game(id: "big", title: "Big", questions: questions),
      manifest: GameManifest(id: "big", title: "Big", questions: "questions.json"))
    loaded.places = QuestionPlaces(
      file: "big/questions.json", count: questions.count, lines: entries.map { $0.line ?? 0 })
    let engine = try Engine()
    let alone = questions.enumerated().map { index, question in
      engine.questionProblems(
        question, number: index + 1, file: "big/questions.json", line: index + 10)
    }
    let opened = try engine.leavingOutInvalid(loaded, file: "big/questions.json")
    #expect(opened.leftOut.map(\.description) == alone.flatMap { $0 }.map(\.description))
    #expect(
      opened.game.questions == questions.indices.filter { alone[$0].isEmpty }.map { questions[$0] })
    #expect(opened.leftOut.count == 300, "\(opened.leftOut.prefix(4))")
    #expect(
      opened.leftOut[0].description.hasPrefix(
        "big/questions.json:11: question 'q1': field 'answer'"))
  }

  /// The shape is written in the map's order when that is the order of its sorted fields,
  /// and sorted when a key's bytes order it otherwise ("a1" before "a:").
  @Test func shapesAreTheSortedFields() {
    #expect(
      Engine.shape(["type": "single", "text": "?", "options": ["x", "y"], "answer": "A"])
        == "single|answer:string,options:2string,text:string,type:string")
    #expect(
      Engine.shape(["type": "t", "a": "x", "a1": 1, "b": []])
        == "t|a1:integer,a:string,b:0,type:string")
    #expect(Engine.shape(.int(3)) == "integer")
  }

  /// Questions that differ only in their values share a shape; another type, field, kind,
  /// list length or first item's kind, or a key of other bytes (even one Swift's `String`
  /// takes for the same), makes another. Each shape matches only its own questions.
  @Test func shapesTellQuestionsApart() {
    func question(_ changes: [String: Value] = [:], without: String? = nil) -> Value {
      var map: ValueMap = [
        "type": "single", "id": "q1", "text": "?", "options": ["x", "y"], "answer": "A",
      ]
      for (key, value) in changes { map[key] = value }
      if let without { map[without] = nil }
      return .map(map)
    }
    let base = question()
    let same = question(["id": "q2", "text": "Which of these?", "options": ["z", "w"]])
    #expect(Engine.PlayShape(base) == Engine.PlayShape(same))
    #expect(Engine.PlayShape(base).hashValue == Engine.PlayShape(same).hashValue)
    #expect(Engine.PlayShape(base).matches(same) && Engine.PlayShape(same).matches(base))
    let others: [Value] = [
      question(["type": "multiple"]), question(without: "answer"), question(["answer": 1]),
      question(["options": ["x", "y", "z"]]), question(["options": [1, 2]]),
      question(["options": []]), question(["\u{E9}": 1]), question(["e\u{301}": 1]),
      question(["type": 1]), .int(3), .array([]),
    ]
    for (index, shape) in ([base] + others).map(Engine.PlayShape.init).enumerated() {
      for (other, question) in ([base] + others).enumerated() where other != index {
        #expect(shape != Engine.PlayShape(question), "\(index) \(other)")
        #expect(!shape.matches(question), "\(index) \(other)")
      }
    }
  }

  /// A question's size (which splits a batch) counts the bytes of every key and string at
  /// every depth, and stops counting once past the limit.
  @Test func sizesCountEveryKeyAndString() {
    let question: Value = [
      "type": "single", "options": ["ab", ["key": "é", "n": 1, "m": ["x"]]], "z": .null,
    ]
    // type 4 + single 6 + options 7 + ab 2 + key 3 + é 2 + n 1 + m 1 + x 1 + z 1
    #expect(Engine.textBytes(question, upTo: 1000) == 28)
    #expect(Engine.textBytes("abc", upTo: 1000) == 3)
    #expect(Engine.textBytes(.int(3), upTo: 1000) == 0)
    #expect((6..<28).contains(Engine.textBytes(question, upTo: 5)))
  }

  @Test func oneCallNamesTheQuestionsATypeRefuses() throws {
    let type = try #require(try Engine().questionTypes().type("single") as? LuaQuestionType)
    let questions = Self.questions(3).map(\.question)
    let refused = type.refusedPositions(
      [questions[0], questions[1], questions[0], questions[2]][...])
    #expect(refused == [1, 3])
  }
}
