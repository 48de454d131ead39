import Content
import Foundation
import QuizCore
import Testing

@testable import Importers

/// The canonical shape a type gives (what every export writes) and the same question played
/// must agree: the options the view shows, the grade of each pick, the answers accepted. A
/// type whose `shape` read its question differently from its play fails here.
@Suite("A question's shape says what playing it grades")
struct ShapeAgreementTests {
  /// What is wrong between `question`'s shape and its play, one line each; nil when its type
  /// gives no shape.
  static func disagreements(_ question: Value, types: QuestionTypes) throws -> [String]? {
    let type = try types.type(question["type"].stringValue ?? "")
    let random = SeededRandom(seed: 0)
    guard let shape = try type.shape(question, random: random) else { return nil }
    func play(_ actions: [WidgetAction]) throws -> Grade {
      var state = try type.initialState(for: question, random: random)
      for action in actions {
        state = try type.apply(action.value, to: state, question: question, random: random)
      }
      return try type.grade(state, question: question, random: random)
    }
    let view = try type.widgets(
      type.initialState(for: question, random: random), question: question, info: ViewInfo(),
      random: random)
    var problems: [String] = []
    func expect(_ holds: Bool, _ what: @autoclosure () -> String) {
      if !holds { problems.append(what()) }
    }
    switch shape.kind {
    case .choice, .truth:
      let shown = view.compactMap { widget -> Widget.Choices? in
        if case .choices(let choices) = widget { return choices }
        return nil
      }.first
      let keys = shown?.choices.map(\.key) ?? []
      if shape.kind == .truth {
        // The first choice is "true".
        expect(keys.count == 2, "a true-or-false question shows \(keys)")
        for (index, key) in keys.enumerated() {
          let right = try play([.select(key: key)]).verdict == .right
          expect(right == ((index == 0) == shape.truth), "picking \(key) is right: \(right)")
        }
        break
      }
      // Shuffled options are shown in a drawn order: the same options, each with its text.
      let pairs = (shown?.choices ?? []).map { "\($0.key)\u{0}\($0.text)" }
      let shaped = shape.options.map { "\($0.key)\u{0}\($0.text)" }
      expect(
        shape.shuffle ? pairs.sorted() == shaped.sorted() : pairs == shaped,
        "options shown \(pairs), shaped \(shaped)")
      for option in shape.options {
        let grade = try play([.choosing(option.key, multiple: shape.multiple)])
        let predicted = min(1, max(0, option.weight))
        expect(
          abs(grade.fraction - predicted) <= 1e-9,
          "picking \(option.key) grades \(grade.fraction), its weight says \(option.weight)")
      }
      let all = try play(shape.rightKeys.map { .choosing($0, multiple: shape.multiple) })
      expect(all.verdict == .right, "the right keys \(shape.rightKeys) grade \(all.verdict)")
    case .blanks:
      let fields = view.flatMap { widget -> [String] in
        if case .inputs(let inputs) = widget { return inputs.fields.map(\.id) }
        return []
      }
      expect(fields.count == shape.blanks.count, "\(fields.count) fields, blanks \(shape.blanks)")
      guard fields.count == shape.blanks.count else { break }
      // What a player types for an accepted answer: its wildcards dropped.
      func typed(_ answer: String) -> String {
        guard shape.wildcards else { return answer }
        return answer.replacingOccurrences(of: "\\*", with: "\u{0}")
          .replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "\u{0}", with: "*")
      }
      let firsts = shape.blanks.map { typed($0.first ?? "") }
      for (index, accepted) in shape.blanks.enumerated() {
        for answer in accepted {
          var texts = firsts
          texts[index] = typed(answer)
          let grade = try play(zip(fields, texts).map { .input(field: $0, text: $1) })
          expect(grade.verdict == .right, "blank \(index + 1) '\(answer)' grades \(grade.verdict)")
        }
      }
      // Each graded answer (without wildcards) grades as the first answer in order it matches.
      for (index, answers) in shape.gradedBlanks.enumerated() where !shape.wildcards {
        for answer in answers {
          let text = answer.text ?? ""
          let first = answers.first { other in
            shape.caseSensitive
              ? other.text == text : other.text?.lowercased() == text.lowercased()
          }
          var texts = firsts
          texts[index] = text
          let fraction = try play(zip(fields, texts).map { .input(field: $0, text: $1) }).fraction
          let others = Double(max(1, shape.blanks.count) - 1)
          let predicted = (min(1, max(0, first?.fraction ?? 0)) + others) / (others + 1)
          expect(
            abs(fraction - predicted) <= 1e-9,
            "blank \(index + 1) '\(text)' grades \(fraction), its answers say \(predicted)")
        }
      }
      if !shape.caseSensitive, let upper = firsts.first.map({ $0.uppercased() }),
        upper != firsts.first
      {
        var texts = firsts
        texts[0] = upper
        let grade = try play(zip(fields, texts).map { .input(field: $0, text: $1) })
        expect(grade.verdict == .right, "'\(upper)' in any case grades \(grade.verdict)")
      }
    case .number:
      let field =
        view.flatMap { widget -> [String] in
          if case .inputs(let inputs) = widget { return inputs.fields.map(\.id) }
          return []
        }.first ?? ""
      func grade(_ number: Double) throws -> Verdict {
        try play([.input(field: field, text: "\(number)")]).verdict
      }
      expect(try grade(shape.value) == .right, "\(shape.value) is not right")
      // Each graded answer's value grades as the first answer in order that holds it.
      for answer in shape.numberAnswers where answer.text != "*" {
        guard let value = answer.value else { continue }
        let first = shape.numberAnswers.first { other in
          other.text == "*" || abs(value - (other.value ?? 0)) <= (other.tolerance ?? 0) + 1e-9
        }
        let predicted = min(1, max(0, first?.fraction ?? 0))
        let fraction = try play([.input(field: field, text: "\(value)")]).fraction
        expect(
          abs(fraction - predicted) <= 1e-9,
          "\(value) grades \(fraction), its answers say \(predicted)")
      }
      let edge = shape.value + shape.tolerance * 0.999
      expect(try grade(edge) == .right, "\(edge), within \(shape.tolerance), is not right")
      let far = shape.value + shape.tolerance * 2 + 1 + abs(shape.value) / 1000
      expect(try grade(far) == .wrong, "\(far), past \(shape.tolerance), is right")
    case .pairs:
      problems += try pairsDisagreements(shape, view: view, play: play)
    case .parts:
      // Each typed part a field, each choice a list of its options, each at its {#n}.
      let fields = view.flatMap { widget -> [String] in
        if case .inputs(let inputs) = widget { return inputs.fields.map(\.id) }
        return []
      }
      let lists = view.compactMap { widget -> [String]? in
        if case .choices(let list) = widget { return list.choices.map(\.text).sorted() }
        return nil
      }
      let choices = shape.parts.filter { $0.kind == .choice }
      expect(fields.count == shape.parts.count - choices.count, "fields \(fields)")
      expect(
        lists == choices.map { $0.answers.compactMap(\.text).sorted() },
        "lists \(lists), shaped \(choices)")
      for n in 1...max(1, shape.parts.count) {
        expect(shape.text.contains("{#\(n)}"), "the text has no {#\(n)}")
      }
    case .card, .essay:
      // Nothing to pick or grade: an essay offers a text to write, a card nothing at all.
      expect(!type.graded, "a \(shape.kind.rawValue) is graded")
      let kinds = view.map(\.kind)
      expect(
        !kinds.contains(.choices) && !kinds.contains(.inputs)
          && kinds.contains(.textarea) == (shape.kind == .essay),
        "a \(shape.kind.rawValue) shows \(kinds)")
    }
    return problems
  }

  /// What is wrong between a matching shape and its play: each item shown (a label, then its
  /// list of answers) is a pair's, every list holds the pairs' answers and the distractors,
  /// picking each item's shaped answer is right, and one right pair counts its share.
  static func pairsDisagreements(
    _ shape: QuestionShape, view: [Widget], play: ([WidgetAction]) throws -> Grade
  ) throws -> [String] {
    var problems: [String] = []
    var rows: [(item: String, choices: [Widget.Choices.Choice])] = []
    var label = ""
    for widget in view {
      if case .text(let text) = widget { label = text.text }
      if case .choices(let list) = widget { rows.append((label, list.choices)) }
    }
    let items = rows.map(\.item)
    if items.sorted() != shape.pairs.map(\.left).sorted() {
      problems.append("items shown \(items), shaped \(shape.pairs.map(\.left))")
    }
    let rights = Set(shape.pairs.map(\.right))
    if Set(shape.distractors).count != shape.distractors.count
      || !rights.isDisjoint(with: shape.distractors)
    {
      problems.append("distractors \(shape.distractors) repeat or hold a right answer")
    }
    let answers = rights.union(shape.distractors)
    var unused = Array(shape.pairs.indices)
    var picks: [WidgetAction] = []
    for row in rows {
      let texts = row.choices.map(\.text)
      if texts.count != answers.count || Set(texts) != answers {
        problems.append("item '\(row.item)' lists \(texts), shaped \(answers.sorted())")
      }
      guard let index = unused.firstIndex(where: { shape.pairs[$0].left == row.item }) else {
        continue
      }
      let pair = shape.pairs[unused.remove(at: index)]
      guard let choice = row.choices.first(where: { $0.text == pair.right }) else { continue }
      picks.append(.select(key: choice.key))
    }
    let all = try play(picks)
    if all.verdict != .right { problems.append("the shaped pairs grade \(all.verdict)") }
    if let first = picks.first, shape.pairs.count > 1 {
      let share = try play([first]).fraction
      if abs(share - 1 / Double(shape.pairs.count)) > 1e-9 {
        problems.append("one right pair of \(shape.pairs.count) grades \(share)")
      }
    }
    return problems
  }

  /// Checks every question of `questions`, labelled `label`; returns how many had a shape.
  func check(_ questions: [Value], _ label: String) throws -> Int {
    try withBuiltInTypes { types in
      var shaped = 0
      for question in questions {
        guard let problems = try Self.disagreements(question, types: types) else { continue }
        shaped += 1
        #expect(problems.isEmpty, "\(label) \(question["id"]): \(problems)")
      }
      return shaped
    }
  }

  @Test("every question of the built-in games")
  func builtInGames() throws {
    let games = repositoryRoot.appendingPathComponent("games")
    let loader = GameLoader(knownTypes: GameLoader.builtInTypes)
    var shaped = 0
    for id in try FileManager.default.contentsOfDirectory(atPath: games.path).sorted() {
      let loaded = try loader.load(folder: games.appendingPathComponent(id), seed: 7)
      shaped += try check(loaded.game.questions, id)
    }
    #expect(shaped > 300, "only \(shaped) questions had a shape")
  }

  @Test(
    "every question imported from the corpora", .enabled(if: corpora != nil, "\(missingCorpora)"))
  func corpusGames() throws {
    var files: [(ImportFormat, URL)] = corpusFiles("gift/fuhrmanator-pegjs", ext: "gift").map {
      (.gift, $0)
    }
    files += corpusFiles("opentdb", ext: "json").map { (.opentdb, $0) }
    var shaped = 0
    for (format, url) in files {
      guard let game = try? imported(format, url) else { continue }
      shaped += try check(game.questions, url.lastPathComponent)
    }
    #expect(shaped > 50, "only \(shaped) questions had a shape")
  }

  @Test("graded answers: partly right short answers, numbers and options (issue 34 audit)")
  func gradedAnswers() throws {
    let game = try imported(
      .gift,
      text: """
        Grant?{=no one#Yes =%50%nobody#Almost =%0%Grant#No =Nobody at all}

        Nine?{#=%100%9:0 =%50%8:1 =%25%20:5 ~#No}

        Colour?{=yellow ~%50%gold ~%-50%red ~blue}
        """)
    #expect(game.problems.isEmpty, "\(game.problems)")
    let questions = game.questions.enumerated().map { index, question in
      var map = question.mapValue ?? ValueMap()
      map["id"] = .string("g\(index)")
      return Value.map(map)
    }
    #expect(try check(questions, "graded") == 3)
  }

  @Test("matching questions, information cards and essays")
  func matchingCardsAndEssays() throws {
    func pair(_ left: String, _ right: String) -> Value {
      .map(["left": .string(left), "right": .string(right)])
    }
    let questions: [Value] = [
      .map([
        "id": "m1", "type": "match", "text": "Capitals?",
        "pairs": .array([pair("France", "Paris"), pair("Japan", "Tokyo"), pair("Italy", "Rome")]),
        "distractors": ["Lyon", "Lyon"], "shuffle": true,
      ]),
      .map(["id": "m2", "type": "match", "text": "One", "pairs": .array([pair("a", "b")])]),
      .map(["id": "d", "type": "description", "text": "Read this."]),
      .map(["id": "e", "type": "essay", "text": "Why?", "reference": "Because."]),
    ]
    #expect(try check(questions, "sample") == questions.count)
  }

  @Test("the agreement check fails on a matching shape that pairs items differently")
  func catchesAPairsDisagreement() throws {
    try withBuiltInTypes { types in
      let question: Value = .map([
        "id": "m", "type": "match", "text": "Capitals?",
        "pairs": .array([
          .map(["left": "France", "right": "Paris"]), .map(["left": "Japan", "right": "Tokyo"]),
        ]),
        "distractors": ["Rome"],
      ])
      let type = try types.type("match")
      let random = SeededRandom(seed: 0)
      var shape = try #require(try type.shape(question, random: random))
      shape.pairs[0].right = "Tokyo"
      shape.pairs[1].right = "Paris"
      shape.distractors = ["Rome", "Lyon"]
      func play(_ actions: [WidgetAction]) throws -> Grade {
        var state = try type.initialState(for: question, random: random)
        for action in actions {
          state = try type.apply(action.value, to: state, question: question, random: random)
        }
        return try type.grade(state, question: question, random: random)
      }
      let view = try type.widgets(
        type.initialState(for: question, random: random), question: question, info: ViewInfo(),
        random: random)
      let problems = try Self.pairsDisagreements(shape, view: view, play: play)
      #expect(problems.contains { $0.hasPrefix("the shaped pairs grade") }, "\(problems)")
      #expect(problems.contains { $0.hasPrefix("item 'France' lists") }, "\(problems)")
    }
  }

  @Test("the agreement check fails on a shape that reads its question differently")
  func catchesADisagreement() throws {
    // A choice whose shape trims its options as the old Swift copy did (U+3000 too) and
    // names the other option right: its view shows one thing and its export says another.
    let type = try outsideType(
      "drift",
      #"""
      return { kind = "question-type", id = "drift", api = 2, name = "Drift",
        fields = { options = { type = "list" }, answer = { type = "string" } },
        actions = { select = function(_, state, action) state.choice = action.key end },
        grade = function(q, state) return state.choice == q.answer end,
        view = function(q, state)
          local list = {}
          for i, text in ipairs(q.options) do
            list[i] = { key = tostring(i), text = text, selected = state.choice == tostring(i) }
          end
          return { { type = "choices", id = "c", multiple = false, choices = list } }
        end,
        solve = function(q) return { { op = "select", key = q.answer } } end,
        shape = function(q)
          local options = {}
          for i, text in ipairs(q.options) do
            options[i] = { key = tostring(i), text = text:gsub("^\227\128\128", ""),
              weight = tostring(i) == q.answer and 0 or 1 }
          end
          return { kind = "choice", options = options, right = { q.answer == "1" and "2" or "1" } }
        end,
      }
      """#)
    let question: Value = .map([
      "id": "d", "type": "drift", "text": "Capital?", "options": ["　東京", "大阪"], "answer": "1",
    ])
    let problems = try #require(try Self.disagreements(question, types: QuestionTypes([type])))
    #expect(problems.contains { $0.hasPrefix("options shown") }, "\(problems)")
    #expect(problems.contains { $0.hasPrefix("picking 1 grades 1.0") }, "\(problems)")
    #expect(problems.contains { $0.hasPrefix("the right keys") }, "\(problems)")
  }
}
