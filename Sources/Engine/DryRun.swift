import Localization
import LuaHost
import QuizCore

extension Engine {
  /// Plays `question` once as a session would, with the actions of its type's `solve`: every
  /// function of the type is called, and the answer `solve` builds must grade right. Returns
  /// what went wrong first ("grade failed: ...", with the plugin's file and line), or nil.
  /// With `everyStep` false, whether the type wrote into the question is checked once, at the
  /// end, and the states it was given not at all, instead of after each step (reading them
  /// back from Lua is a good part of the play): a write into the question is still found,
  /// without the step that made it. `validate` checks every step for its sample of each
  /// shape, where a type's writes show first, since the same code runs for the same shape.
  public static func dryRun(
    _ question: Value, type: any QuestionType, everyStep: Bool = true
  ) -> Phrase? {
    let random = SeededRandom(seed: 0)
    // `validate(q)` ran before, with the same question table.
    var step: Phrase.Value = "validate"
    // A Lua type gets back the very tables of the question and of the states it returned, so
    // one that writes into them breaks later calls (docs/plugin-guide.md): each step checks.
    let lua = (type as? LuaQuestionType)?.plugin
    func changedInPlace() -> Phrase {
      Phrase(
        trLater(
          "{step} changed the state it was given; build the new state on a copy "
            + "(trivium.copy(state)) and leave the given one as it is"), ["step": step])
    }
    /// What the last step wrote into, if it wrote into the question or into `given`.
    func wroteInto(_ given: Value?, last: Bool = false) -> Phrase? {
      if everyStep || last, lua?.sharedTableMatches(question) == false {
        if !everyStep {
          return Phrase(
            trLater(
              "a function of the type wrote into the question q, which is read-only; keep "
                + "what is derived from a question with trivium.per_question"))
        }
        return Phrase(
          trLater(
            "{step} wrote into the question q, which is read-only; keep what is derived "
              + "from a question with trivium.per_question"), ["step": step])
      }
      if everyStep, let given, lua?.keptTableMatches(given) == false { return changedInPlace() }
      return nil
    }
    if let problem = wroteInto(nil) { return problem }
    step = "init"
    do throws(QuizError) {
      var state = try type.initialState(for: question, random: random)
      if let problem = wroteInto(state) { return problem }
      step = "view"
      try type.checkViews(of: state, question: question, random: random)
      if let problem = wroteInto(state) { return problem }
      step = "hint"
      _ = try type.hint(state, question: question, random: random)
      if let problem = wroteInto(state) { return problem }
      step = "solve"
      let actions = try type.solve(question, random: random)
      for (number, action) in actions.enumerated() {
        step = .phrase(
          Phrase(
            trLater("act (action {number} of solve: {action})"),
            ["number": .number(number + 1), "action": .text(Self.brief(action))]))
        let given = state
        state = try type.apply(action, to: state, question: question, random: random)
        if let handedBack = lua?.takeHandedBack(), handedBack != state {
          return changedInPlace()
        }
        if let problem = wroteInto(given) { return problem }
      }
      // A card no one grades has no right answer to reach: its summary is all there is left.
      if !type.graded {
        step = "summary"
        _ = try type.summary(state, question: question, random: random)
        if let problem = wroteInto(state) { return problem }
        return everyStep ? nil : wroteInto(nil, last: true)
      }
      step = "complete"
      guard try type.isComplete(state, question: question, random: random) else {
        return Phrase(
          trLater(
            "the actions of solve(q) leave an answer that complete(q, state) says is not complete"
          ))
      }
      if let problem = wroteInto(state) { return problem }
      step = "grade"
      let grade = try type.grade(state, question: question, random: random)
      if let problem = wroteInto(state) { return problem }
      guard grade.verdict == .right else {
        return Phrase(
          trLater(
            "the actions of solve(q) lead to an answer that grade(q, state) calls {verdict}, "
              + "not right"), ["verdict": .text(grade.verdict.rawValue)])
      }
      for (name, call) in [
        (
          "analysis",
          { () throws(QuizError) in _ = try type.analysis(state, question: question, random: random)
          }
        ),
        (
          "summary",
          { () throws(QuizError) in _ = try type.summary(state, question: question, random: random)
          }
        ),
        (
          "view",
          { () throws(QuizError) in
            try type.checkViews(of: state, question: question, verdict: .right, random: random)
          }
        ),
        // The form `trivium export` writes: a broken `shape` is said here, not at export.
        ("shape", { () throws(QuizError) in _ = try type.shape(question, random: random) }),
      ] as [(String, () throws(QuizError) -> Void)] {
        step = .text(name)
        try call()
        if let problem = wroteInto(state) { return problem }
      }
      return everyStep ? nil : wroteInto(nil, last: true)
    } catch {
      let failure: Phrase.Value
      if case .pluginFailed(let plugin, let message) = error {
        failure = .phrase(
          Phrase(
            trLater("plugin '{id}': {message}"),
            ["id": .text(plugin), "message": .phrase(message.sentence)]))
      } else {
        failure = .of(error)
      }
      return Phrase(
        trLater("{step} failed when the question was played with the actions of solve(q): {error}"),
        ["step": step, "error": failure])
    }
  }

  private static func brief(_ action: Value) -> String {
    ((try? ValueJSON.encode(action)) ?? action.kindName).prefix(80).description
  }
}
