import QuizCore
import Testing

@Suite("Session navigation")
struct NavigationTests {
  let env = environment()

  @Test("S0.2 the view shows the counter, the title, the type's widgets and the score")
  func counterAndTitle() {
    var session = Session(game: fruitGame, seed: 1)
    let before = session.snapshot(env)
    #expect(before.counter == "1/3")
    #expect(before.widgets == [])
    #expect(
      before.buttons
        == SessionView.Buttons(
          previous: false, next: false, hint: false, check: false, analysis: false,
          finish: false))

    #expect(reduce(&session, .start, env) == [.save])
    let view = session.snapshot(env)
    #expect(view.counter == "1/3")
    #expect(view.title == "Fruit")
    #expect(view.gameTitle == "Guess the fruit")
    #expect(view.type == "letters")
    #expect(view.score == 0)
    #expect(view.hintCost == 500)
    #expect(view.verdict == nil)
    #expect(view.widgets.first?.value["color"] == "neutral")
    #expect(
      view.widgets.first
        == .slots(
          Widget.Slots(id: "slots", slots: [.init(char: "", index: 1), .init(char: "", index: 2)])))
    #expect(
      view.buttons
        == SessionView.Buttons(
          previous: false, next: true, hint: true, check: false, analysis: true, finish: true))
    #expect(view.value["question"]["index"] == 1)
    #expect(view.value["question"]["count"] == 3)
    #expect(view.value["score"] == 0)
  }

  @Test("S0.3 / S3.5 Previous is refused on the first question and Next on the last")
  func refusalsAtTheEnds() {
    var session = started(fruitGame, env)
    let first = session
    #expect(reduce(&session, .previous, env) == [.refused(.firstQuestion)])
    #expect(session == first)

    #expect(reduce(&session, .next, env) == [.save])
    #expect(reduce(&session, .next, env) == [.save])
    #expect(session.snapshot(env).counter == "3/3")
    #expect(session.snapshot(env).buttons.next == false)
    #expect(session.snapshot(env).buttons.previous == true)
    let last = session
    #expect(reduce(&session, .next, env) == [.refused(.lastQuestion)])
    #expect(session == last)
    #expect(reduce(&session, .previous, env) == [.save])
    #expect(session.position == 1)
    #expect(session.actions == [.start, .next, .next, .previous])
  }

  @Test("S3.6 answers are kept when moving away and shown again on return")
  func answersKept() {
    var session = started(fruitGame, env)
    play(&session, [pick2], env)
    let kept = session.current.state
    #expect(kept?["slots"] == ["果", ""])
    #expect(reduce(&session, .goTo(2), env) == [.save])
    play(&session, [pick1], env)
    #expect(reduce(&session, .goTo(0), env) == [.save])
    #expect(session.current.state == kept)
    #expect(
      session.snapshot(env).widgets.first?.value["slots"] == [
        ["char": "果", "index": 1], ["char": "", "index": 2],
      ])
    #expect(reduce(&session, .next, env) == [.save])
    #expect(session.current.state?["slots"] == ["", ""])
    #expect(session.questions[2].state?["slots"] == ["葡", ""])
  }

  @Test("goTo refuses a missing or the current question")
  func goToRefusals() {
    var session = started(fruitGame, env)
    #expect(reduce(&session, .goTo(3), env) == [.refused(.noSuchQuestion(3))])
    #expect(reduce(&session, .goTo(-1), env) == [.refused(.noSuchQuestion(-1))])
    #expect(reduce(&session, .goTo(0), env) == [.refused(.sameQuestion)])
    #expect(session.actions == [.start])
  }

  @Test("actions before the start are refused, as are a second start and an empty game")
  func startRules() {
    var session = Session(game: fruitGame, seed: 1)
    #expect(reduce(&session, .next, env) == [.refused(.notStarted)])
    #expect(reduce(&session, pick1, env) == [.refused(.notStarted)])
    #expect(reduce(&session, .finish, env) == [.refused(.notStarted)])
    #expect(reduce(&session, .start, env) == [.save])
    #expect(reduce(&session, .start, env) == [.refused(.alreadyStarted)])

    var empty = Session(game: Game(id: "empty", title: "Empty", questions: []), seed: 1)
    #expect(reduce(&empty, .start, env) == [.refused(.noQuestions)])
    #expect(empty.snapshot(env).counter == "0/0")
  }

  @Test("the seeded shuffle is a permutation, the same for the same seed")
  func seededShuffle() {
    let questions = (1...10).map { lettersQuestion("q\($0)", "苹果") }
    let game = Game(id: "ten", title: "Ten", questions: questions)
    let one = Session(game: game, seed: 7, shuffle: true)
    #expect(one.order.sorted() == Array(0..<10))
    #expect(one.order == Session(game: game, seed: 7, shuffle: true).order)
    let orders = Set((0..<5).map { Session(game: game, seed: UInt64($0), shuffle: true).order })
    #expect(orders.count > 1)
    #expect(Session(game: game, seed: 7).order == Array(0..<10))
  }
}
