import Foundation
import LuaHost
import QuizCore
import Testing

@Suite("description and essay: cards no one grades")
struct UngradedTypesTests {
  @Test("both say graded = false, take the common fields and solve with nothing")
  func graded() throws {
    for id in ["description", "essay"] {
      let type = try QuestionType(id)
      #expect(type.plugin.fields["graded"] == false, "\(id)")
      let q: Value = ["id": "d", "type": .string(id), "text": "Read this."]
      #expect(try type.validate(q) == [], "\(id)")
      #expect(try type.solve(q) == [], "\(id)")
      #expect(try type.complete(q, try type.initial(q)) == false, "\(id)")
    }
  }

  @Test("a description shows its text alone")
  func description() throws {
    let type = try QuestionType("description")
    let q: Value = ["text": "The questions are about animals."]
    let widgets = try type.view(q, try type.initial(q))
    #expect(widgets.map { $0["type"] } == ["text", "text"])
    #expect(widgets[1]["text"] == "The questions are about animals.")
  }

  @Test("an essay takes text in a text box; its reference is a string")
  func essay() throws {
    let type = try QuestionType("essay")
    let q: Value = ["text": "Write about cats.", "reference": "Their sounds."]
    #expect(try type.validate(q) == [])
    let state = try type.play(q, [["op": "input", "field": "answer", "text": "They meow."]])
    #expect(state == ["text": "They meow."])
    #expect(try type.complete(q, state))
    #expect(try type.summary(q, state) == "They meow.")
    let box = type.widget("textarea", in: try type.view(q, state))
    #expect(box?["value"] == "They meow.")
    #expect(box?["placeholder"] == "Your answer (not graded)")
    #expect(
      try type.validate(["text": "t", "reference": 3]) == [
        problem("reference", "reference must be a string, not an integer")
      ])
  }
}
