import Foundation
import Localization
import Pictures
import QuizCore
import Review
import Testing
import TriviumEngine

@testable import TriviumCommands

/// The terminal front's host: mods enabled and disabled from the launcher, and hot reload
/// keeping the session where it is.
@Suite(.serialized) struct PlayHostTests {
  static let questions = """
    [
      {"id": "a", "type": "single", "text": "First?", "options": ["x", "y"], "answer": "A"},
      {"id": "b", "type": "single", "text": "Second?", "options": ["x", "y"], "answer": "B"}
    ]
    """

  func host(home: String, mods: String) throws -> PlayHost {
    let options = EngineOptions(home: home, mods: mods)
    return try PlayHost(
      makeEngine: { try Engine(options: options) }, store: nil, profile: nil,
      dateClock: SystemDateClock())
  }

  @Test func theLauncherEnablesAndDisablesAMod() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "extra",
      files: [
        "games/extra-quiz/game.json":
          #"{"id": "extra-quiz", "title": "Extra", "questions": "questions.json"}"#,
        "games/extra-quiz/questions.json": Self.questions,
      ])
    try mods.write("enabled.json", #"{"extra": false}"#)
    let host = try host(home: repositoryRoot.path, mods: mods.path)
    let disabled = try #require(host.cards().first { $0.id == "mod:extra" })
    #expect(disabled.state == .disabled)
    #expect(!host.cards().contains { $0.id == "extra-quiz" })
    #expect(try host.toggleMod(gameID: "mod:extra") == "Enabled extra.")
    let game = try #require(host.cards().first { $0.id == "extra-quiz" })
    #expect(game.origin == "extra" && game.questionCount == 2)
    #expect(!host.cards().contains { $0.id == "mod:extra" })
    // Disabling from the game's own card, and the choice is kept on disk.
    #expect(try host.toggleMod(gameID: "extra-quiz").hasPrefix("Disabled extra"))
    let saved = try String(contentsOfFile: mods.path + "/enabled.json", encoding: .utf8)
    #expect(try ValueJSON.decode(saved)["extra"] == false)
    #expect(try host.toggleMod(gameID: "question-bank").contains("not from a mod"))
  }

  /// An Open Trivia DB game's card carries its attribution (CC BY-SA), its sources file and
  /// its draw, for the game's details in the launcher.
  @Test func anOpenTriviaCardCarriesItsAttribution() throws {
    let mods = try TemporaryMods()
    let cards = try host(home: repositoryRoot.path, mods: mods.path).cards()
    let card = try #require(cards.first { $0.id == "opentdb-general" })
    #expect(card.attribution?.contains("Open Trivia DB") == true)
    #expect(card.attribution?.contains("CC BY-SA 4.0") == true)
    #expect(card.sourcesFile?.hasSuffix("games/opentdb-general/SOURCES.md") == true)
    #expect(card.perSession == 20 && card.languages == ["en"])
  }

  /// A manifest icon with an extension is a picture of the game folder; one of one or two
  /// characters is text.
  @Test func cardIconsFollowTheManifest() throws {
    let mods = try TemporaryMods()
    let cards = try host(home: repositoryRoot.path, mods: mods.path).cards()
    #expect(cards.first { $0.id == "question-bank" }?.icon == .text("题"))
    #expect(
      cards.first { $0.id == "picture-guess" }?.icon
        == .picture(repositoryRoot.appendingPathComponent("games/picture-guess").path + "/icon.png")
    )
  }

  /// Icons and pictures are read from their game's folder only: a card's icon draws, any
  /// other path is refused, and a picture linked out of a mod's game is never read.
  @Test func iconsAndPicturesStayInTheGameFolder() throws {
    let mods = try TemporaryMods()
    try mods.mod(
      "extra",
      files: [
        "games/extra-quiz/game.json":
          #"{"id": "extra-quiz", "title": "Extra", "questions": "questions.json"}"#,
        "games/extra-quiz/questions.json": Self.questions,
      ])
    try FileManager.default.createSymbolicLink(
      atPath: mods.path + "/extra/games/extra-quiz/a.png",
      withDestinationPath: repositoryRoot.path + "/games/picture-guess/jp.png")
    let host = try host(home: repositoryRoot.path, mods: mods.path)
    let cards = host.cards()
    guard case .picture(let icon)? = cards.first(where: { $0.id == "picture-guess" })?.icon else {
      Issue.record("picture-guess has no picture icon")
      return
    }
    #expect(try host.icon(icon).width > 0)
    let flag = repositoryRoot.path + "/games/picture-guess/jp.png"
    #expect(
      throws: PictureError.unreadable(path: flag, reason: Phrase(trLater("not the icon of a game")))
    ) {
      try host.icon(flag)
    }
    #expect(try host.pictures(for: "picture-guess").image("jp.png").get().width == 120)
    let linked = host.pictures(for: "extra-quiz").image("a.png")
    guard case .failure(.refused(let refusal)) = linked else {
      Issue.record("a picture linked out of the game was read: \(linked)")
      return
    }
    #expect(refusal.reason == .linkOutside(target: flag))
  }

  /// Ctrl-R: plugins and games are read again and the session replays its actions on them,
  /// so the player stays on the same question with the same answers, and sees the new text.
  @Test func hotReloadKeepsTheSessionWhereItIs() throws {
    let home = try TemporaryHome(games: [
      "two": [
        "game.json": #"{"id": "two", "title": "Two", "questions": "questions.json"}"#,
        "questions.json": Self.questions,
      ]
    ])
    let mods = try TemporaryMods()
    let host = try host(home: home.path, mods: mods.path)
    let opened = try host.open(gameID: "two", resume: false, claim: .exclusive)
    var session = opened.session
    for action: SessionAction in [.start, .act(["op": "select", "key": "A"]), .check, .next] {
      _ = reduce(&session, action, opened.environment)
    }
    #expect(session.position == 1)
    let file = home.url.appendingPathComponent("games/two/questions.json")
    try Data(Self.questions.replacingOccurrences(of: "Second?", with: "Second, edited?").utf8)
      .write(to: file)
    let reloaded = try #require(try host.reload(keeping: session))
    #expect(reloaded.session.actions == session.actions)
    #expect(reloaded.session.position == 1)
    #expect(reloaded.session.score == session.score && session.score > 0)
    #expect(reloaded.session.question(at: 1)["text"] == "Second, edited?")
  }
}
