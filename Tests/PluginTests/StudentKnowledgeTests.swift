import LuaHost
import QuizCore
import Testing

/// The student bot decides once per question whether it knows it, whatever the view shows.
@Suite("The student bot's knowledge is keyed on the question")
struct StudentKnowledgeTests {
  /// A seen of question `index` whose status line shows `tries`; the solution picks tile 1.
  func seen(index: Int, tries: Int) -> Value {
    [
      "question": [
        "index": .int(Int64(index)), "count": 200, "type": "hangman", "title": "Guess",
        "view": [
          [
            "type": "text", "text": .string("\(tries) tries left, letters tried so far shown here"),
          ],
          [
            "type": "tiles", "id": "tiles",
            "tiles": [["index": 1, "char": "A"], ["index": 2, "char": "B"]],
          ],
          ["type": "slots", "id": "slots", "slots": [["char": "", "index": 1]]],
        ],
      ],
      "buttons": ["check": false, "hint": false],
      "solution": [["op": "pick", "index": 1]],
      "params": ["accuracy": 0.3, "hints": 0],
    ]
  }

  @Test("a status line that changes with every move does not change what it knows")
  func statusLineDoesNotDecide() throws {
    let bot = try loadPlugin("plugins/bots/student.lua")
    var known = 0
    for index in 1...200 {
      // A guess picks a free tile at random; knowing picks tile 1 every time. Asked at six
      // moves, a student that knows must answer the same each time.
      var answers: Set<Value> = []
      for tries in 1...6 {
        bot.startSession()
        // Each move draws afresh, as moves of a session do.
        bot.random = SeededRandom(seed: UInt64(index * 100 + tries))
        let move = try bot.call("act", [seen(index: index, tries: tries)])
        answers.insert(move["action"])
      }
      if answers == [["op": "pick", "index": 1]] { known += 1 }
    }
    // About 30 % known (a guess of tile 1 six times running is 1 in 64); a student that
    // decided again at each move would know a question at all six only 0.3^6 of the time.
    #expect((35...90).contains(known), "\(known) of 200 known")
  }
}
