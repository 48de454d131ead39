import Content
import ContentFormats
import Foundation
import Importers
import Localization
import LuaHost
import QuizCore

/// The one check of each question by its type, for every command: `run`, `play` and
/// `tournament` leave out the questions it refuses (`Engine.game`), `validate` reports them
/// with the same words, and `import` drops them.
extension Engine {
  /// The problems `question`'s type finds in it with its `validate` (the schema checks of the
  /// type included), worded with the file, the line and the question's id (or `#number`).
  /// Empty when the type accepts it. `types` is `questionTypes()`, passed in by loops.
  public func questionProblems(
    _ question: Value, number: Int, file: String, line: Int?, types: QuestionTypes? = nil
  ) -> [FileProblem] {
    let id = question["id"].stringValue ?? "#\(number)"
    let typeID = question["type"].stringValue ?? ""
    if let tooBig = Self.sizeProblem(question) {
      return [FileProblem(file: file, line: line, words: Self.aboutQuestion(id, .phrase(tooBig)))]
    }
    do {
      let type = try (types ?? questionTypes()).type(typeID)
      return try type.validate(question, random: SeededRandom(seed: 0)).map { problem in
        FileProblem(
          file: file, line: line,
          words: Self.aboutQuestion(
            id,
            .phrase(
              Phrase(
                trLater("field '{field}': {message}"),
                ["field": problem.fieldWords, "message": .phrase(problem.message.sentence)]))))
      }
    } catch {
      return [FileProblem(file: file, line: line, words: Self.aboutQuestion(id, .of(error)))]
    }
  }

  /// "question 'q2': message" (or "question '#3'", without an id), as words and values.
  static func aboutQuestion(_ id: String, _ message: Phrase.Value) -> Phrase {
    Phrase(trLater("question '{id}': {message}"), ["id": .text(id), "message": message])
  }

  /// The problems of `questions` (see `questionProblems`), `lines` holding where each starts
  /// when known. With `play`, a question its type accepts is then played once from `solve`
  /// (see `dryRun`), so that an error in any function shows: `validate` and `import` do so.
  public func validateQuestions(
    _ questions: [Value], file: String, lines: [Int] = [], play: Bool = true
  ) -> [FileProblem] {
    checkingEach(file: file, play: play) { check in
      var problems: [FileProblem] = []
      for (index, question) in questions.enumerated() {
        problems += check(question, index + 1, index < lines.count ? lines[index] : nil)
      }
      return problems
    }
  }

  /// Runs `body` with a check of one question at a time (the question, its number from 1 and
  /// its line), for questions that come one by one (an import reads them as it goes): the
  /// same checks as `validateQuestions`, whose state (the random bot's sample of shapes, the
  /// mods whose budget is said to be spent) lasts for every question `body` checks.
  /// With `refuseUnchecked`, every question of a mod whose checking budget is spent gets the
  /// problem "not checked" (an import leaves each out), not only the first. With
  /// `sampleOnly`, only the sample of each shape is played (from `solve` and by the random
  /// bot); the others are checked by their type's `validate` alone (as imports do: see
  /// `dropInvalid`).
  public func checkingEach<T>(
    file: String, play: Bool = true, refuseUnchecked: Bool = false, sampleOnly: Bool = false,
    _ body: (_ check: (Value, Int, Int?) -> [FileProblem]) -> T
  ) -> T {
    var run = CheckRun(
      types: questionTypes(), randomBot: play ? try? bot("random") : nil, play: play,
      refuseUnchecked: refuseUnchecked, sampleOnly: sampleOnly)
    return checking {
      body { question, number, line in
        problems(of: question, number: number, line: line, file: file, run: &run)
      }
    }
  }

  /// What one run of checks keeps from question to question.
  struct CheckRun {
    let types: QuestionTypes
    /// The built-in random bot plays the wrong and partial paths (`randomPlayFailure`) of a
    /// sample, the first questions of each shape, whose play from `solve` is also checked for
    /// writes into the question after every step.
    let randomBot: LuaBot?
    let play: Bool
    let refuseUnchecked: Bool
    let sampleOnly: Bool
    var sampled: [PlayShape: Int] = [:]
    /// The last shape found played `randomPlaysPerShape` times (counts only grow), so that a
    /// run of questions of that shape skips hashing theirs.
    var fullShape: PlayShape?
    /// A mod whose checking budget is spent is said to be once per run, not once a question.
    var spentSaid: Set<String> = []
  }

  /// The problems of one question of a run of checks (see `validateQuestions`).
  func problems(
    of question: Value, number: Int, line: Int?, file: String, run: inout CheckRun
  ) -> [FileProblem] {
    let typeID = question["type"].stringValue ?? ""
    let id = question["id"].stringValue ?? "#\(number)"
    if let spent = spentBudget(ofType: typeID) {
      // Spent by an earlier call (another game of the mod, an import's other questions).
      guard run.spentSaid.insert(spent.owner).inserted || run.refuseUnchecked else { return [] }
      return [
        FileProblem(
          file: file, line: line,
          words: Self.aboutQuestion(
            id,
            .phrase(
              Phrase(
                trLater("not checked: {error}"),
                ["error": .of(spent.error(pluginID: typeID))]))))
      ]
    }
    grantQuestion(ofType: typeID)
    var found = questionProblems(
      question, number: number, file: file, line: line, types: run.types)
    if run.play, found.isEmpty, let type = try? run.types.type(typeID) {
      let shape = PlayShape(question)
      let sample = run.sampled[shape, default: 0] < Self.randomPlaysPerShape
      if sample { run.sampled[shape, default: 0] += 1 }
      let failure =
        (sample || !run.sampleOnly ? Self.dryRun(question, type: type, everyStep: sample) : nil)
        ?? (sample
          ? run.randomBot.flatMap { randomPlayFailure(question, types: run.types, bot: $0) }
          : nil)
      if let failure {
        found.append(
          FileProblem(file: file, line: line, words: Self.aboutQuestion(id, .phrase(failure))))
      }
    }
    // Said here, at the question where it ran out: not again for the next ones.
    if let spent = spentBudget(ofType: typeID) { run.spentSaid.insert(spent.owner) }
    return found
  }

  /// `loaded` without the questions their type refuses, each in `leftOut` at the file and line
  /// it was read from (`LoadedGame.places`); `file` names the game's questions in a message
  /// about them all. Throws when no question is left.
  ///
  /// The questions of built-in types go to their type's `validate` in batches
  /// (`acceptedInBatch`), as an import checks them: one call a question cost a big game most
  /// of its opening. Each question a batch does not accept is checked alone, in order, so
  /// that what is left out, and the words of each problem, are those of one check a question.
  func leavingOutInvalid(_ loaded: LoadedGame, file: String) throws(EngineError) -> LoadedGame {
    let types = questionTypes()
    let questions = loaded.game.questions
    var kept: [Value] = []
    var leftOut: [FileProblem] = []
    var accepted: [Bool] = []
    let spent: (type: String, budget: PluginBudget)? = checking {
      for (index, question) in questions.enumerated() {
        if index % Self.checkBatchSize == 0 {
          let batch = questions[index..<min(index + Self.checkBatchSize, questions.count)]
          accepted = acceptedInBatch(batch.map { (question: $0, line: nil) }, types: types)
        }
        // Of a built-in type, which has no checking budget, and accepted by its `validate`.
        if accepted[index % Self.checkBatchSize] {
          kept.append(question)
          continue
        }
        let typeID = question["type"].stringValue ?? ""
        // A game that needs a mod whose checking budget is spent is not played at all.
        if let budget = spentBudget(ofType: typeID) { return (type: typeID, budget: budget) }
        grantQuestion(ofType: typeID)
        let place = loaded.places.place(ofSession: index)
        let found = questionProblems(
          question, number: index + 1, file: place?.file ?? file, line: place?.line, types: types)
        if found.isEmpty { kept.append(question) } else { leftOut += found }
      }
      return firstSpentBudget.map { (type: "", budget: $0) }
    }
    if let spent {
      throw EngineError("\(file): \(spent.budget.error(pluginID: spent.type).description)")
    }
    guard !leftOut.isEmpty else { return loaded }
    var result = loaded
    result.game.questions = kept
    result.leftOut = leftOut
    guard !kept.isEmpty else {
      throw EngineError(
        "\(file): no valid question (every one was left out): \(result.leftOut[0])"
          + (result.leftOut.count > 1 ? " (and \(result.leftOut.count - 1) more)" : ""))
    }
    return result
  }

  /// Drops the questions their type's `validate` (or a play from `solve`) refuses, reporting
  /// each at its line in the source file; returns how many were dropped.
  public func keepValid(_ game: inout ImportedGame, file: String) -> Int {
    dropInvalid(&game, file: file).count
  }

  /// `keepValid`, returning each dropped question's problems. The questions are checked in
  /// one run (`checkingEach`), as every import checks them: each by its type's `validate`,
  /// and the first of each shape also played from `solve` and by the random bot. Playing
  /// every question of a big file would cost it most of its time (a 50 MB GIFT file holds
  /// 800,000 questions); `trivium validate` of the game written plays every one.
  func dropInvalid(_ game: inout ImportedGame, file: String) -> [[FileProblem]] {
    var questions: [Value] = []
    var lines: [Int?] = []
    var dropped: [[FileProblem]] = []
    checkingEach(file: file, refuseUnchecked: true, sampleOnly: true) { check in
      for (index, question) in game.questions.enumerated() {
        let line = game.lines[index]
        let found = check(question, 1, line)
        if found.isEmpty {
          questions.append(question)
          lines.append(line)
        } else {
          dropped.append(found)
          game.problems += found.map(Self.skipped)
        }
      }
    }
    game.questions = questions
    game.lines = lines
    game.problems.sort { ($0.line ?? 0) < ($1.line ?? 0) }
    return dropped
  }

  /// A problem of a question an import leaves out, as the import reports it.
  public static func skipped(_ problem: FileProblem) -> ImportProblem {
    ImportProblem(
      file: problem.file, line: problem.line,
      words: Phrase(trLater("{problem} (skipped)"), ["problem": .phrase(problem.words)]))
  }
}
