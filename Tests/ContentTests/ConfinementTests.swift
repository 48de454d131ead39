import Content
import Foundation
import QuizCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A game folder `games/quiz` beside a secret file that no read may reach.
struct ConfinedGame {
  let folder: TemporaryFolder
  var game: URL { folder.url.appendingPathComponent("games/quiz") }
  var secret: URL { folder.url.appendingPathComponent("secret.json") }

  static let questions = #"[{"id": "a", "type": "truefalse", "text": "Yes?", "answer": true}]"#

  init(manifestExtra: String = "", questions: String = "questions.json") throws {
    folder = try TemporaryFolder()
    try folder.write(
      "games/quiz/game.json", manifest("quiz", questions: questions, extra: manifestExtra))
    // A valid question list with a token that must never show in any message or game.
    try folder.write(
      "secret.json",
      #"[{"id": "SECRET-TOKEN", "type": "truefalse", "text": "SECRET", "answer": true}]"#)
  }

  /// Replaces `path` of the game with a link to `target`.
  func link(_ path: String, to target: String) throws {
    let url = game.appendingPathComponent(path)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  func load() throws(ContentError) -> LoadedGame {
    try GameLibrary(root: folder.url.appendingPathComponent("games")).load(
      "quiz", loader: builtInLoader)
  }

  func error() -> ContentError? {
    do {
      let loaded = try load()
      Issue.record("loaded \(loaded.game.questions.count) questions")
      return nil
    } catch { return error }
  }
}

@Suite struct ConfinementTests {
  @Test func aQuestionsFileLinkedOutOfTheGameIsNotRead() throws {
    let game = try ConfinedGame()
    try game.link("questions.json", to: game.secret.path)
    let error = try #require(game.error())
    #expect(
      error.description
        == "games/quiz/questions.json: is a link to \(game.secret.path), outside the game "
        + "folder: not read")
  }

  @Test func aManifestLinkedOutOfTheGameIsNotRead() throws {
    let game = try ConfinedGame()
    try game.folder.write("outside.json", manifest("quiz", questions: "questions.json"))
    try game.folder.write("games/quiz/questions.json", ConfinedGame.questions)
    try game.link("game.json", to: "../../outside.json")
    let error = try #require(game.error())
    #expect(
      error.description
        == "games/quiz/game.json: is a link to ../../outside.json, outside the game folder: "
        + "not read")
  }

  @Test func aGeneratorLinkedOutOfTheGameIsNotRun() throws {
    let game = try ConfinedGame(questions: "generate.lua")
    try game.folder.write(
      "gen.lua",
      "return { kind = 'game-source', generate = function() error('SECRET-RAN') end }")
    try game.link("generate.lua", to: "../../gen.lua")
    let error = try #require(game.error())
    // A generator is a plugin whose folder is the game's: refused as any plugin is.
    #expect(error.message.contains("is a link to ../../gen.lua, outside the plugin's folder"))
    #expect(!error.description.contains("SECRET"))
  }

  @Test func aLinkThatStaysInTheGameIsFollowed() throws {
    let game = try ConfinedGame()
    try game.folder.write("games/quiz/data/q.json", ConfinedGame.questions)
    try game.link("questions.json", to: "data/q.json")
    #expect(try game.load().game.questions.count == 1)
  }

  @Test func aPictureLinkedOutOfTheGameIsAPlaceholder() throws {
    let game = try ConfinedGame()
    try game.folder.write(
      "games/quiz/questions.json",
      #"[{"id": "a", "type": "truefalse", "text": "?", "answer": true, "picture": "a.png"}]"#)
    try game.folder.write("secret.png", "SECRET")
    try game.link("a.png", to: "../../secret.png")
    let warnings = try game.load().warnings
    #expect(
      warnings.map(\.description) == [
        "games/quiz/questions.json: question 'a': picture 'a.png' is a link to ../../secret.png, "
          + "outside the game folder: not read (a placeholder is shown)"
      ])
  }

  @Test func anIconLinkedOutOfTheGameIsAPlaceholder() throws {
    let game = try ConfinedGame(manifestExtra: #", "icon": "icon.png""#)
    try game.folder.write("games/quiz/questions.json", ConfinedGame.questions)
    try game.link("icon.png", to: "/etc/hostname")
    #expect(
      try game.load().warnings.map(\.message) == [
        "icon 'icon.png' is a link to /etc/hostname, outside the game folder: not read "
          + "(a placeholder is shown)"
      ])
  }

  @Test(arguments: ["../secret.json", "/etc/passwd", "a/../../secret.json"])
  func aManifestNamingAPlaceOutsideIsRefused(path: String) throws {
    let game = try ConfinedGame(questions: path)
    #expect(game.error()?.message.contains("must name a file inside the game folder") == true)
  }

  @Test func aPicturePathLeavingTheGameIsRefused() throws {
    let game = try ConfinedGame()
    try game.folder.write(
      "games/quiz/questions.json",
      #"[{"id": "a", "type": "truefalse", "text": "?", "answer": true, "picture": "../x.png"}]"#)
    #expect(game.error()?.description.contains("must name a file inside the game folder") == true)
  }

  @Test func aFIFOAsQuestionsIsRefusedWithoutBlocking() throws {
    let game = try ConfinedGame()
    #expect(mkfifo(game.game.appendingPathComponent("questions.json").path, 0o644) == 0)
    #expect(
      game.error()?.description
        == "games/quiz/questions.json: is a FIFO, not a regular file")
  }

  @Test func aFIFOAsPictureIsAPlaceholder() throws {
    let game = try ConfinedGame()
    try game.folder.write(
      "games/quiz/questions.json",
      #"[{"id": "a", "type": "truefalse", "text": "?", "answer": true, "picture": "a.png"}]"#)
    #expect(mkfifo(game.game.appendingPathComponent("a.png").path, 0o644) == 0)
    #expect(
      try game.load().warnings.map(\.message) == [
        "picture 'a.png' is a FIFO, not a regular file (a placeholder is shown)"
      ])
  }

  @Test(.enabled(if: getuid() == 0, "mknod needs root"))
  func aDeviceNodeAsQuestionsIsRefused() throws {
    let game = try ConfinedGame()
    // Character device 1:3 (the null device's number), made inside the temporary folder.
    #expect(
      mknod(game.game.appendingPathComponent("questions.json").path, S_IFCHR | 0o600, 259) == 0)
    #expect(
      game.error()?.description
        == "games/quiz/questions.json: is a character device, not a regular file")
  }
}

@Suite struct PluginConfinementTests {
  @Test func aPluginLinkedOutOfItsFolderIsNotListed() throws {
    let folder = try TemporaryFolder()
    try folder.write("secret.lua", "return { kind = 'bot', id = 'leak' }")
    try folder.write("plugins/bots/good.lua", ModsFixture.bot("good"))
    try folder.folder("plugins/types")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("plugins/types/leak.lua").path,
      withDestinationPath: folder.url.appendingPathComponent("secret.lua").path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("plugins/types/away").path,
      withDestinationPath: "../..")
    let catalog = try PluginCatalog(root: folder.url.appendingPathComponent("plugins"))
    #expect(catalog.entries.map(\.id) == ["good"])
    #expect(
      catalog.warnings.map(\.description) == [
        "plugins/types/away: is a link to ../.., outside the plugins folder: not read",
        "plugins/types/leak.lua: is a link to \(folder.url.path)/secret.lua, outside the "
          + "plugins folder: not read",
      ])
  }

  @Test func aModWithTooManyPluginsIsSkippedByName() throws {
    let mods = try ModsFixture()
    var files: [String: String] = [:]
    for index in 0...PluginCatalog.maxPlugins {
      files["plugins/bots/b\(index).lua"] = ModsFixture.bot("b\(index)")
    }
    try mods.mod("crowd", files: files)
    let set = try mods.resolve()
    #expect(
      set.states == [
        "crowd: skipped: broken plugin: mods/crowd/plugins: holds 257 files and folders where "
          + "plugins go, more than the 256 plugins mod 'crowd' may have"
      ])
  }

  @Test func aModGameFolderLinkedOutIsNotListed() throws {
    let mods = try ModsFixture()
    try mods.mod("odd", files: ModsFixture.game("odd-game"))
    let outside = try TemporaryFolder()
    for (path, text) in ModsFixture.game("away") { try outside.write(path, text) }
    try FileManager.default.createSymbolicLink(
      atPath: mods.url.appendingPathComponent("odd/games/away").path,
      withDestinationPath: outside.url.appendingPathComponent("games/away").path)
    let mod = try #require(try mods.resolve().mod("odd"))
    #expect(mod.gameIDs == ["odd-game"])
    #expect(
      mod.warnings.map(\.description) == [
        "mods/odd/games/away: is a link to \(outside.url.path)/games/away, outside "
          + "mods/odd/games: not read"
      ])
  }
}
