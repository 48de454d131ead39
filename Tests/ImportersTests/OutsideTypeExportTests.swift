import Foundation
import LuaHost
import QuizCore
import Testing

@testable import Importers

/// A mod's question type is exported through its `shape` like a built-in one; one without a
/// shape, or with a broken one, is left out saying why and where.
@Suite("Exporting the questions of outside types")
struct OutsideTypeExportTests {
  /// A yes-or-no type of a mod's; `shape` is Lua given after `view`'s line.
  static func yesno(shape: String) -> String {
    """
    return { kind = "question-type", id = "yesno", api = 2, name = "Yes or no",
      fields = { answer = { type = "boolean", required = true } },
      actions = { select = function(_, state, action) state.choice = action.key end },
      grade = function(q, state) return (state.choice == "Y") == q.answer end,
      view = function(_, state)
        return { { type = "choices", id = "c", multiple = false, choices = {
          { key = "Y", text = "Yes", selected = state.choice == "Y" },
          { key = "N", text = "No", selected = state.choice == "N" } } } }
      end,
      solve = function(q) return { { op = "select", key = q.answer and "Y" or "N" } } end,
    \(shape)
    }
    """
  }

  let question: Value = .map([
    "id": "y1", "type": "yesno", "text": "Is water wet?", "answer": true,
    "explanation": "It is.",
  ])

  func export(_ source: String, _ format: ExportFormat) throws -> ExportedQuiz {
    let types = QuestionTypes([try outsideType("yesno", source)])
    return Exporter.export([question], types: types, format: format, title: "t")
  }

  @Test("a type with a shape exports: the question's texts filled in by the API-2 default")
  func exports() throws {
    let truth = Self.yesno(
      shape: #"shape = function(q) return { kind = "truth", truth = q.answer } end,"#)
    let gift = try export(truth, .gift)
    #expect(gift.written == ["y1"])
    #expect(gift.text.contains("[markdown]Is water wet? {T####It is.}"), "\(gift.text)")
    let choice = Self.yesno(
      shape: #"""
        shape = function(q)
          local yes = q.answer and 1 or 0
          return { kind = "choice", right = { q.answer and "Y" or "N" }, options = {
            { key = "Y", text = "Yes", weight = yes }, { key = "N", text = "No", weight = 1 - yes } } }
        end,
        """#)
    let aiken = try export(choice, .aiken)
    #expect(aiken.text == "Is water wet?\nA. Yes\nB. No\nANSWER: A\n", "\(aiken.text)")
  }

  @Test("a type's shape may be a matching question, a card or an essay")
  func pairsCardsAndEssays() throws {
    let pairs = Self.yesno(
      shape: #"shape = function() return { kind = "pairs", pairs = { { left = "Water", "#
        + #"right = "wet" } }, distractors = { "dry" }, shuffle = true } end,"#)
    let moodle = try export(pairs, .moodleXML)
    #expect(moodle.written == ["y1"], "\(moodle.leftOut)")
    #expect(moodle.text.contains("<question type=\"matching\">"), "\(moodle.text)")
    #expect(moodle.text.contains("<text>Water</text><answer><text>wet</text>"), "\(moodle.text)")
    #expect(moodle.text.contains("<text></text><answer><text>dry</text>"), "\(moodle.text)")
    let card = Self.yesno(shape: #"shape = function() return { kind = "card" } end,"#)
    #expect(try export(card, .gift).text.contains("\n[markdown]Is water wet?\n"))
    #expect(try export(card, .aiken).written.isEmpty)
    let essay = Self.yesno(
      shape: #"shape = function() return { kind = "essay", reference = "Yes." } end,"#)
    #expect(try export(essay, .moodleXML).text.contains("<graderinfo format=\"markdown\">"))
    // A matching question needs an item with a non-empty text and answer.
    for (shape, problem) in [
      (#"{ kind = "pairs", pairs = {} }"#, "result.pairs must not be empty"),
      (#"{ kind = "pairs", pairs = { { left = "", right = "x" } } }"#, "result.pairs[1].left"),
      (#"{ kind = "pairs" }"#, "result.pairs is required for kind = \"pairs\""),
    ] {
      let broken = Self.yesno(shape: "shape = function() return \(shape) end,")
      let said = try export(broken, .gift).leftOut.map(\.description)
      #expect(said.count == 1 && said[0].contains(problem), "\(said)")
    }
  }

  @Test("a type without a shape is not exportable, and says so")
  func noShape() throws {
    let quiz = try export(Self.yesno(shape: ""), .moodleXML)
    #expect(quiz.written.isEmpty)
    #expect(
      quiz.leftOut.map(\.description) == [
        "question 'y1': 'yesno' questions cannot be exported: their type gives no shape (the "
          + "canonical form every format is written from)"
      ])
  }

  @Test("a broken shape is the plugin's error, at its file and line")
  func brokenShape() throws {
    // Line 11 sets `shape`; the key of an option must be a string.
    let wrongKey = Self.yesno(
      shape:
        #"shape = function() return { kind = "choice", right = {}, options = { { key = 1, text = "a", weight = 1 } } } end,"#
    )
    let said = try export(wrongKey, .gift).leftOut.map(\.description)
    #expect(
      said == [
        "question 'y1': plugin 'yesno' failed: mods/m/plugins/types/yesno.lua:11: shape's "
          + "result.options[1].key must be a string, not 1"
      ], "\(said)")
    let missing = Self.yesno(shape: #"shape = function() return { kind = "number" } end,"#)
    #expect(
      try export(missing, .gift).leftOut.map(\.description) == [
        "question 'y1': plugin 'yesno' failed: mods/m/plugins/types/yesno.lua:11: shape's "
          + "result.value is required for kind = \"number\""
      ])
    let raises = Self.yesno(shape: #"shape = function() error("no shape today") end,"#)
    #expect(
      try export(raises, .gift).leftOut.map(\.description) == [
        "question 'y1': plugin 'yesno' failed: mods/m/plugins/types/yesno.lua:11: no shape today"
      ])
  }
}
