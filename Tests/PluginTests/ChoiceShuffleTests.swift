import Foundation
import LuaHost
import QuizCore
import Testing

/// Shuffled and numbered options of `single` and `multiple` (Moodle's "shuffle the choices"
/// and `answernumbering`): the order shown is drawn from the seed, keys never move, and the
/// player reads labels by place.
@Suite("single, multiple: shuffled and numbered options")
struct ChoiceShuffleTests {
  let single: QuestionType
  let multiple: QuestionType
  /// As a GIFT writer puts it: the right answer first.
  let q: Value = [
    "text": "Capital of France?", "answer": "A",
    "options": ["Paris", "Lyon", "Nice", "Lille", "Metz"],
  ]

  init() throws {
    single = try QuestionType("single")
    multiple = try QuestionType("multiple")
  }

  private func choices(_ type: QuestionType, _ q: Value, _ state: Value) throws -> [Value] {
    type.widget("choices", in: try type.view(q, state))?["choices"].arrayValue ?? []
  }

  @Test("without shuffle or numbering nothing is drawn and each option shows its key")
  func unchanged() throws {
    let state = try single.initial(q, seed: 3)
    #expect(state == ["choice": "", "ruled_out": []])
    let shown = try choices(single, q, state)
    #expect(shown.map { $0["key"] } == ["A", "B", "C", "D", "E"])
    #expect(shown.allSatisfy { $0["label"] == .null })
    let picked = try single.act(q, state, ["op": "select", "key": "A"])
    #expect(try single.summary(q, picked) == "A: Paris")
    #expect(try single.analysis(q, state)["correct"] == "A: Paris")
    #expect(try multiple.initial(with(q, "answer", "AC")) == ["selected": [], "ruled_out": []])
  }

  @Test("shuffle draws the order from the seed; keys stay, labels go by place")
  func shuffled() throws {
    let shuffled = with(q, "shuffle", true)
    var firsts: Set<Value> = []
    for seed in UInt64(0)..<30 {
      let state = try single.initial(shuffled, seed: seed)
      #expect(try single.initial(shuffled, seed: seed) == state, "seed \(seed): not replayed")
      #expect(state["order"].arrayValue?.sorted { "\($0)" < "\($1)" } == ["A", "B", "C", "D", "E"])
      let shown = try choices(single, shuffled, state)
      #expect(shown.map { $0["key"] } == state["order"].arrayValue ?? [])
      #expect(shown.map { $0["label"] } == ["A", "B", "C", "D", "E"])
      firsts.insert(shown[0]["key"])
      // The right answer is still key A, wherever it is shown and however it is labelled.
      let right = try single.play(shuffled, try single.solve(shuffled), seed: seed)
      #expect(try single.grade(shuffled, right) == grade(1.0, "right"))
    }
    // The right answer, written first, is not always shown first.
    #expect(firsts.count >= 4)
  }

  @Test("the summary, the analysis and a hint name options by the label shown")
  func labelsInWords() throws {
    let shuffled = with(q, "shuffle", true)
    let state = try single.initial(shuffled, seed: 5)
    let order = (state["order"].arrayValue ?? []).compactMap(\.stringValue)
    #expect(order.count == 5)
    let letters = ["A", "B", "C", "D", "E"]
    func label(_ key: String) -> String { letters[order.firstIndex(of: key)!] }
    let paris = try single.act(shuffled, state, ["op": "select", "key": "A"])
    #expect(try single.summary(shuffled, paris) == .string(label("A") + ": Paris"))
    #expect(try single.analysis(shuffled, state)["correct"] == .string(label("A") + ": Paris"))
    let hint = try single.hint(shuffled, state)
    let out = try #require(hint["state"]["ruled_out"].arrayValue?.first?.stringValue)
    #expect(hint["message"] == .string("\"\(label(out))\" is not the answer"))
    let both = with(with(shuffled, "answer", "AC"), "type", "multiple")
    var picked = try multiple.initial(both, seed: 5)
    #expect(picked["order"] == state["order"])
    for key in ["C", "A"] {
      picked = try multiple.act(both, picked, ["op": "toggle", "key": .string(key)])
    }
    #expect(picked["selected"] == ["A", "C"])
    #expect(
      try multiple.summary(both, picked) == .string([label("A"), label("C")].sorted().joined()))
    #expect(try multiple.grade(both, picked) == grade(1.0, "right"))
  }

  @Test("numbering labels by place in Moodle's styles, with or without shuffle")
  func numbering() throws {
    let styles: [(String, [Value])] = [
      ("abc", ["a", "b", "c", "d", "e"]), ("ABCD", ["A", "B", "C", "D", "E"]),
      ("123", ["1", "2", "3", "4", "5"]), ("iii", ["i", "ii", "iii", "iv", "v"]),
      ("IIII", ["I", "II", "III", "IV", "V"]), ("none", ["", "", "", "", ""]),
    ]
    for (style, labels) in styles {
      let numbered = with(q, "numbering", .string(style))
      #expect(try single.validate(numbered) == [], "\(style)")
      let state = try single.initial(numbered)
      #expect(state["order"] == .null)
      #expect(try choices(single, numbered, state).map { $0["label"] } == labels, "\(style)")
    }
    let none = with(q, "numbering", "none")
    let picked = try single.act(none, try single.initial(none), ["op": "select", "key": "B"])
    #expect(try single.summary(none, picked) == "Lyon")
    #expect(
      try single.validate(with(q, "numbering", "xyz")) == [
        problem(
          "numbering",
          "numbering must be one of \"abc\", \"ABCD\", \"123\", \"iii\", \"IIII\", \"none\", not \"xyz\""
        )
      ])
  }

  @Test("the shape carries shuffle and numbering for export")
  func shape() throws {
    let shaped = try single.plugin.call(
      "shape", [with(with(q, "shuffle", true), "numbering", "123")])
    #expect(shaped["shuffle"] == true)
    #expect(shaped["numbering"] == "123")
    #expect(try single.plugin.call("shape", [q])["shuffle"] == false)
  }
}
