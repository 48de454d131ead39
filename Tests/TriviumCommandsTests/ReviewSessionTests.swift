import Foundation
import Pictures
import QuizCore
import Review
import Store
import TerminalUI
import Testing
import TriviumEngine

@testable import TriviumCommands

/// Questions of many games played as one review session: the list's order, what is left out
/// and why, pictures from each question's own game, and replays.
@Suite(.serialized) struct ReviewSessionTests {
  static let more = """
    [
      {"id": "a", "type": "single", "text": "Flag?", "picture": "jp.png",
       "options": ["Japan", "Peru"], "answer": "A"},
      {"id": "c", "type": "truefalse", "text": "Water is wet.", "answer": true}
    ]
    """

  let home: TemporaryHome
  let mods: TemporaryMods

  init() throws {
    home = try TemporaryHome(games: [
      "two": [
        "game.json": #"{"id": "two", "title": "Two", "questions": "questions.json"}"#,
        "questions.json": PlayHostTests.questions,
      ],
      "more": [
        "game.json": #"{"id": "more", "title": "More", "questions": "questions.json"}"#,
        "questions.json": Self.more,
      ],
    ])
    let games = repositoryRoot.appendingPathComponent("games")
    try FileManager.default.copyItem(
      at: games.appendingPathComponent("arithmetic"),
      to: home.url.appendingPathComponent("games/arithmetic"))
    try FileManager.default.copyItem(
      at: games.appendingPathComponent("picture-guess/jp.png"),
      to: home.url.appendingPathComponent("games/more/jp.png"))
    mods = try TemporaryMods()
  }

  func engine() throws -> Engine {
    try Engine(options: EngineOptions(home: home.path, mods: mods.path))
  }

  static func key(_ game: String, _ question: String) -> QuestionKey {
    QuestionKey(gameID: game, questionID: question)
  }

  @Test func theListsOrderIsKeptAndWhatCannotBePlayedIsLeftOutWithItsReason() throws {
    let list = [
      Self.key("more", "c"), Self.key("two", "b"), Self.key("gone", "x"), Self.key("two", "zz"),
      Self.key("arithmetic", "1"), Self.key("two", "b"), Self.key("more", "a"),
    ]
    let review = ReviewSession.build(.due, list: list, rules: "exam", engine: try engine())
    #expect(review.keys == [Self.key("more", "c"), Self.key("two", "b"), Self.key("more", "a")])
    #expect(review.game.questions.map { $0["id"] } == ["c", "b", "a"])
    // Each question keeps its own type and fields; its picture is named in its own game.
    #expect(review.game.questions.map { $0["type"] } == ["truefalse", "single", "single"])
    #expect(review.game.questions[2]["picture"] == "more/jp.png")
    #expect(review.game.id == "review/due" && review.game.rules == "exam")
    #expect(
      review.dropped.map(\.key) == [
        Self.key("gone", "x"), Self.key("two", "zz"), Self.key("arithmetic", "1"),
        Self.key("two", "b"),
      ])
    let reasons = review.dropped.map(\.reason)
    #expect(reasons[0].hasPrefix("its game does not load"))
    #expect(reasons[1] == "its game has no such question now")
    #expect(reasons[2] == "its game is generated")
    #expect(reasons[3] == "listed twice")
    let notice = try #require(review.droppedNotice)
    #expect(notice.text.hasPrefix("4 questions are left out of this session:"))
    #expect(notice.text.contains("\ngone/x: its game does not load"))
  }

  @Test func aReviewSessionReplaysToTheSameResult() throws {
    let engine = try engine()
    let list = [Self.key("two", "b"), Self.key("more", "c"), Self.key("two", "a")]
    let review = ReviewSession.build(.mistakes, list: list, rules: "classic", engine: engine)
    let environment = try engine.environment(for: review.game)
    var session = Session(game: review.game, seed: 42)
    let actions: [SessionAction] = [
      .start, .act(["op": "select", "key": "B"]), .check, .next,
      .act(["op": "select", "key": "F"]),
      .check, .next, .act(["op": "select", "key": "B"]), .check, .finish,
    ]
    for action in actions { _ = reduce(&session, action, environment) }
    let result = try #require(session.result)
    // Read again from the same list, the same seed and actions give the same session.
    let again = ReviewSession.build(.mistakes, list: list, rules: "classic", engine: engine)
    let replayed = Session.replay(
      game: again.game, seed: 42, actions: session.actions, environment: environment)
    #expect(replayed.result == result)
    #expect(result.questions.map(\.outcome) == [.right, .wrong, .wrong])
    #expect(review.key(at: 1, in: session) == Self.key("more", "c"))
  }

  @Test func picturesAreReadFromTheirOwnGamesFolderOnly() throws {
    let host = try PlayHost(
      makeEngine: { try Engine(options: EngineOptions(home: home.path, mods: mods.path)) },
      store: nil, profile: nil, dateClock: SystemDateClock())
    let review = ReviewSession.build(
      .due, list: [Self.key("more", "a"), Self.key("two", "a")], rules: "classic",
      engine: host.engine)
    let pictures = host.pictures(of: review)
    #expect((try? pictures.image("more/jp.png").get()) != nil)
    // The same file name in another game's folder is not there; nothing outside is read.
    #expect((try? pictures.image("two/jp.png").get()) == nil)
    #expect((try? pictures.image("more/../two/questions.json").get()) == nil)
    #expect((try? pictures.image("jp.png").get()) == nil)
  }
}

/// A review session reads each game in the player's language when the game offers it, and
/// keeps that language for its resume; a session of games without languages has none.
@Suite struct ReviewSessionLanguageTests {
  @Test func eachGameIsReadInThePlayersLanguageWhenItOffersIt() throws {
    let home = try TemporaryHome(games: [
      "duo": [
        "game.json":
          #"{"id": "duo", "title": {"en": "Duo", "zh-Hans": "双语"}, "languages": ["en", "zh-Hans"], "questions": "questions.json"}"#,
        "questions.json": #"""
        [{"id": "d1", "type": "truefalse", "text": {"en": "Ice is cold.", "zh-Hans": "冰是冷的。"},
          "answer": true}]
        """#,
      ],
      "two": [
        "game.json": #"{"id": "two", "title": "Two", "questions": "questions.json"}"#,
        "questions.json": PlayHostTests.questions,
      ],
    ])
    let mods = try TemporaryMods()
    let engine = try Engine(options: EngineOptions(home: home.path, mods: mods.path))
    let list = [
      QuestionKey(gameID: "duo", questionID: "d1"), QuestionKey(gameID: "two", questionID: "a"),
    ]
    func texts(_ language: String?) -> ([String], String?) {
      let review = ReviewSession.build(
        .due, list: list, rules: "classic", engine: engine, language: language)
      return (
        review.game.questions.compactMap { $0["text"].stringValue }, review.game.language?.code
      )
    }
    #expect(texts("zh-Hans") == (["冰是冷的。", "First?"], "zh-Hans"))
    #expect(texts("en") == (["Ice is cold.", "First?"], "en"))
    // A language the game does not offer: its default.
    #expect(texts("fr").0 == ["Ice is cold.", "First?"])
    #expect(texts(nil) == (["Ice is cold.", "First?"], nil))
    // Games that declare no languages: the session has none, as before.
    let plain = ReviewSession.build(
      .due, list: [list[1]], rules: "classic", engine: engine, language: "zh-Hans")
    #expect(plain.game.language == nil)
  }
}
