import Foundation
import QuizCore
import Testing
import TriviumEngine

@testable import LuaHost

/// A Lua question type that, each time its widgets are asked for, reads its view for every
/// info (no verdict or each verdict, the analysis hidden or shown) both ways: in place, and as
/// a value parsed by the widget contract. It then answers as the type would.
final class ComparingType: QuestionType {
  let inner: LuaQuestionType
  private(set) var views = 0
  private(set) var deferred: [String] = []
  private(set) var mismatches: [String] = []

  init(_ inner: LuaQuestionType) { self.inner = inner }

  var id: String { inner.id }
  var hintCost: Int? { inner.hintCost }
  var autoCheck: Bool { inner.autoCheck }
  var offersHints: Bool { inner.offersHints }
  func startSession(seed: UInt64) { inner.startSession(seed: seed) }

  func validate(_ question: Value, random: SeededRandom) throws(QuizError) -> [ValidationProblem] {
    try inner.validate(question, random: random)
  }
  func initialState(for question: Value, random: SeededRandom) throws(QuizError) -> Value {
    try inner.initialState(for: question, random: random)
  }
  func apply(_ action: Value, to state: Value, question: Value, random: SeededRandom)
    throws(QuizError) -> Value
  {
    try inner.apply(action, to: state, question: question, random: random)
  }
  func isComplete(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Bool {
    try inner.isComplete(state, question: question, random: random)
  }
  func grade(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Grade {
    try inner.grade(state, question: question, random: random)
  }
  func hint(_ state: Value, question: Value, random: SeededRandom) throws(QuizError)
    -> HintResult?
  {
    try inner.hint(state, question: question, random: random)
  }
  func analysis(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> Value {
    try inner.analysis(state, question: question, random: random)
  }
  func view(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> Value
  {
    try inner.view(state, question: question, info: info, random: random)
  }
  func solve(_ question: Value, random: SeededRandom) throws(QuizError) -> [Value] {
    try inner.solve(question, random: random)
  }
  func summary(_ state: Value, question: Value, random: SeededRandom) throws(QuizError) -> String {
    try inner.summary(state, question: question, random: random)
  }

  func widgets(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> [Widget]
  {
    for verdict in [Verdict?.none] + Verdict.allCases.map(Optional.some) {
      for revealed in [false, true] {
        compare(
          state, question: question, info: ViewInfo(verdict: verdict, revealed: revealed),
          random: random)
      }
    }
    return try inner.widgets(state, question: question, info: info, random: random)
  }

  private func compare(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom) {
    views += 1
    let label = "\(id) \(question["id"]) \(info)"
    let parsed = Result { () throws(QuizError) in
      try inner.widgets(
        parsing: try inner.view(state, question: question, info: info, random: random),
        info: info)
    }
    do {
      switch try inner.readView(state, question: question, info: info, random: random) {
      case .widgets(let widgets):
        if .success(widgets) != parsed { mismatches.append("\(label): \(widgets) ≠ \(parsed)") }
      case .value:
        deferred.append(label)
      }
    } catch {
      mismatches.append("\(label): \(error), parsed \(parsed)")
    }
  }
}

@Suite("Views read in place into widgets")
struct WidgetReaderTests {
  @Test("give the parsed widgets for every view of every built-in type in the built-in games")
  func builtInViews() throws {
    let coverage = try ViewCoverage()
    var types: [ComparingType] = []
    for botID in ["oracle", "random"] {
      try coverage.play(
        bot: try coverage.engine.bot(botID),
        wrap: { type in
          guard let lua = type as? LuaQuestionType else { return type }
          let comparing = ComparingType(lua)
          types.append(comparing)
          return comparing
        }, look: { _, _ in })
    }
    let builtIn = Set(
      ["letters", "single", "multiple", "truefalse", "fill", "short", "numeric", "order"])
    #expect(builtIn.isSubset(of: Set(types.filter { $0.views > 0 }.map(\.id))))
    let mismatches = types.flatMap(\.mismatches)
    let deferred = types.flatMap(\.deferred)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    #expect(deferred.isEmpty, "\(deferred.prefix(3))")
    #expect(types.map(\.views).reduce(0, +) > 5000)
  }
}
