import QuizCore
import Testing

@Suite("Hints and score")
struct HintScoreTests {
  @Test("S0.9 / S0.10 a hint empties the slots, places the first character and costs 500")
  func hintCostsFiveHundred() {
    let env = environment()
    var session = started(fruitGame, env)
    play(&session, [pick3], env)
    #expect(session.snapshot(env).buttons.hint)
    #expect(reduce(&session, .hint, env) == [])
    // The type has no hint left: the button says so before it is pressed.
    #expect(session.snapshot(env).buttons.hint == false)
    #expect(session.current.state?["slots"] == ["苹", ""])
    #expect(session.current.state?["hidden"] == [true, false, false, false, false])
    #expect(session.current.hints == 1)
    #expect(session.hintsUsed == 1)
    #expect(session.score == -500)
    #expect(session.scoreLog == [ScoreEntry(points: -500, reason: "hint", position: 0, at: .zero)])
    #expect(session.snapshot(env).hintMessage == "It starts with 苹")

    #expect(reduce(&session, .hint, env) == [.refused(.noHintLeft)])
    #expect(
      reduce(&session, pick2, env) == [
        .present(feedback(1, .right, "+100 right")),
        .schedule(1, after: .milliseconds(500), action: .next),
      ])
    #expect(session.score == -400)
    #expect(session.scoreLog.map(\.description) == ["-500 hint", "+100 right"])
    #expect(reduce(&session, .hint, env) == [.refused(.answerFinal)])
    drainTimers(&session, env)
    #expect(session.timers.isEmpty)
  }

  @Test("S0.9 a hint after a wrong check clears the verdict and its toast")
  func hintAfterWrong() {
    let env = environment()
    var session = started(fruitGame, env)
    play(&session, [pick2, pick1], env)
    #expect(reduce(&session, .hint, env) == [.dismiss(1)])
    #expect(session.current.verdict == nil)
    #expect(session.current.state?["slots"] == ["苹", ""])
  }

  @Test("S0.10 the hint cost comes from the rules per type, else the type, else the rules")
  func hintCostSources() {
    var session = started(bankGame, environment())
    #expect(session.snapshot(environment()).hintCost == 200)
    #expect(reduce(&session, .hint, environment()) == [])
    #expect(session.scoreLog.map(\.description) == ["-200 hint"])
    #expect(session.current.hintMessage == "It is not A")

    let cheap = environment(rules: ClassicRules(hintCostByType: ["single": 50]))
    var other = started(bankGame, cheap)
    #expect(other.snapshot(cheap).hintCost == 50)
    play(&other, [.hint], cheap)
    #expect(other.scoreLog.map(\.description) == ["-50 hint"])
    #expect(started(fruitGame, cheap).snapshot(cheap).hintCost == 500)
  }

  @Test("a negative score is forbidden when the rules say so")
  func noNegativeScore() {
    let env = environment(rules: ClassicRules(wrong: -60, allowNegative: false))
    var session = started(fruitGame, env)
    #expect(reduce(&session, .hint, env) == [.refused(.notEnoughPoints(cost: 500, score: 0))])
    #expect(session.snapshot(env).buttons.hint == false)
    // A penalty on a score of 0 is cut to nothing: no log line, the toast shows no points.
    #expect(play(&session, [pick2, pick1], env) == [.present(feedback(1, .wrong, ""))])
    #expect(session.score == 0)
    #expect(session.scoreLog.isEmpty)

    play(&session, [.next, pick1, pick2, .timerFired(1)], env)
    #expect(session.score == 100)
    #expect(play(&session, [pick2, pick1], env) == [.present(feedback(3, .wrong, "-60 wrong"))])
    play(&session, [.act(["op": "unpick", "index": 1]), .act(["op": "unpick", "index": 2])], env)
    #expect(play(&session, [pick2, pick1], env) == [.present(feedback(4, .wrong, "-40 wrong"))])
    #expect(session.score == 0)
    #expect(session.scoreLog.map(\.description) == ["+100 right", "-60 wrong", "-40 wrong"])

    let allowed = environment(rules: ClassicRules(wrong: -60))
    var negative = started(fruitGame, allowed)
    play(&negative, [pick2, pick1], allowed)
    #expect(negative.score == -60)
  }

  @Test(
    "partial credit is the fraction of the right points; partial answers are final and stay on screen"
  )
  func partialCredit() {
    let env = environment()
    var session = started(bankGame, env)
    play(&session, [.goTo(1), toggle("A")], env)
    #expect(
      reduce(&session, .check, env) == [
        .present(feedback(1, .partial, "+50 partial"))
      ])
    #expect(session.current.fraction == 0.5)
    #expect(reduce(&session, toggle("C"), env) == [.refused(.answerFinal)])
    // No auto-advance after a partly right answer: the player reads it and moves on.
    #expect(session.timers.isEmpty)
    #expect(session.position == 1)

    let strict = environment(rules: ClassicRules(partialCredit: false))
    var other = started(bankGame, strict)
    play(&other, [.goTo(1), toggle("A")], strict)
    #expect(play(&other, [.check], strict).first == .present(feedback(1, .partial, "")))
    #expect(other.score == 0)
    drainTimers(&other, strict)
    #expect(other.timers.isEmpty)
  }

  @Test("retries, fast answers and streaks score with their own reasons")
  func bonusesAndPenalties() {
    let rules = ClassicRules(
      wrongTry: -10, timeBonus: .init(within: .seconds(5), points: 20),
      streakBonus: .init(every: 2, points: 50))
    let env = environment(rules: rules)
    var session = started(bankGame, env)
    play(&session, [.tick(to: .seconds(6)), select("A"), .check], env)
    // Changing a wrong answer closes its toast (S0.7).
    #expect(reduce(&session, select("C"), env) == [.dismiss(1)])
    #expect(reduce(&session, .check, env) == [.present(feedback(2, .wrong, "-10 wrong try"))])
    #expect(reduce(&session, select("B"), env) == [.dismiss(2)])
    #expect(
      reduce(&session, .check, env) == [
        .present(feedback(3, .right, "+100 right")),
        .schedule(1, after: .milliseconds(500), action: .next),
      ])
    #expect(reduce(&session, .timerFired(1), env) == [.dismiss(3), .save])
    #expect(session.now == .milliseconds(6500))
    play(&session, [toggle("A"), toggle("C")], env)
    #expect(
      reduce(&session, .check, env) == [
        .present(feedback(4, .right, "+100 right, +20 fast, +50 streak")),
        .schedule(2, after: .milliseconds(500), action: .next),
      ])
    #expect(session.score == 260)
    #expect(session.streak == 2)
    drainTimers(&session, env)
    #expect(session.timers.isEmpty)
  }

  @Test("check is refused on an incomplete answer")
  func checkRefusals() {
    let env = environment()
    var session = started(bankGame, env)
    #expect(session.snapshot(env).buttons.check == false)
    #expect(reduce(&session, .check, env) == [.refused(.incomplete)])
    play(&session, [select("B")], env)
    #expect(session.snapshot(env).buttons.check == true)
    #expect(reduce(&session, select("D"), env) == [.refused(.rejected("no such choice"))])
  }
}
