import Foundation
import Localization
import QuizCore
import Review
import Terminal
import Testing

@testable import TerminalUI

/// Walks every screen of the front (launch screen, launcher, a question of every built-in
/// type with its popups and help, the result, the statistics, the profiles, a window too
/// small) and hands each frame to a check: in the pseudo-language no interface word may be
/// left in plain English; in Chinese the frames are compared with golden files.
@Suite struct LanguageWalkTests {
  /// One frame of the walk.
  struct Shot {
    var name: String
    var lines: [String]
    /// The words the content and the plugins put on screen, which the catalogue does not own.
    var content: Set<String>
    /// The focused target, where it was drawn and where it must lie; nil on a screen without
    /// one (the statistics, the details, a help box over the screen).
    var focus: FocusSpot? = nil
  }

  /// A game with the first question of each type of the built-in games, title and all in
  /// Chinese so that its own words never look like an untranslated interface.
  /// One question of each built-in type, in `language` where its game offers it.
  static func everyTypeGame(language: String?) throws -> Game {
    var seen: Set<String> = []
    var questions: [Value] = []
    for id in ["question-bank", "picture-guess"] {
      for question in try builtInGame(id, language: language).questions {
        guard let type = question["type"].stringValue, !seen.contains(type) else { continue }
        seen.insert(type)
        questions.append(question)
      }
    }
    var game = Game(id: "every-type", title: "每种题型", questions: questions, folder: "/nonexistent")
    // Both source games offer zh-Hans and en: the walk's game speaks the language it is played in.
    game.languages = ["zh-Hans", "en"]
    game.language = ContentLanguage.chosen(language, offered: game.languages)
    return game
  }

  struct WalkError: Error, CustomStringConvertible {
    var step: String
    var lines: [String]
    var description: String { "the walk did not reach \(step):\n" + lines.joined(separator: "\n") }
  }

  /// ASCII words of three letters or more in `text`.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for char in text + " " {
      if char.isLetter {
        current.append(char)
        continue
      }
      if current.count >= 3, current.unicodeScalars.allSatisfy(\.isASCII) { words.append(current) }
      current = ""
    }
    return words
  }

  /// Every screen at `size`, in the language of the catalogue in effect.
  static func walk(size: Size, language: String? = nil) throws -> [Shot] {
    let environment = SessionEnvironment(types: try builtInTypes())
    let game = try everyTypeGame(language: language)
    let host = ProgressMemoryHost(games: [game], environment: environment)
    host.report = ProgressScreenTests.report
    host.decorate = GameDetailsTests.openTrivia
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "1.0", icons: .empty(), now: 0)
    var shots: [Shot] = []
    var now = 0.0
    var content: Set<String> = Set(words(game.title))
    for question in game.questions { content.formUnion(words("\(question)")) }
    content.formUnion(words("\(ProgressScreenTests.report)"))
    content.formUnion(host.profileNames)
    content.formUnion(
      words(
        GameDetailsTests.attribution + " \(GameDetailsTests.summary) \(GameDetailsTests.sources)"))
    func shot(_ name: String) {
      if case .game(let controller, _) = app.screen {
        content.formUnion(words("\(controller.view)"))
      }
      let frame = app.render(size: size, now: now)
      shots.append(
        Shot(
          name: name, lines: frame.buffer.lines, content: content,
          focus: FocusSpot(app, frame: frame, size: size)))
    }
    func press(_ event: InputEvent, settle: Double = 2) {
      now += 0.05
      app.handle(event, now: now)
      now += settle
      app.advance(to: now)
    }
    shot("splash")
    press(.key(.enter))
    shot("launcher")
    press(.char("?"))
    shot("launcher-help")
    press(.char("x"))
    press(.char("i"))
    guard case .details = app.screen else {
      throw WalkError(step: "details", lines: shots.last?.lines ?? [])
    }
    shot("details")
    press(.key(.pageDown))
    shot("details-scrolled")
    press(.char("?"))
    shot("details-help")
    press(.char("x"))
    press(.char("q"))
    press(.key(.enter))
    // An answer left unchecked, for the finish confirmation.
    press(.char("1"))
    shot("question-1")
    press(.char("?"))
    shot("question-help")
    press(.char("x"))
    for number in 1..<game.questions.count {
      press(.command("h"), settle: 0.3)
      shot("question-\(number)-hint")
      if number > 1 {
        press(.command("c"), settle: 0.3)
        shot("question-\(number)-checked")
      }
      press(.command("n"))
      shot("question-\(number + 1)")
    }
    press(.command("q"), settle: 0.5)
    shot("leave-popup")
    press(.char("?"))
    shot("popup-help")
    press(.char("x"))
    press(.key(.enter))  // leave, saved
    press(.key(.enter))  // choose the game again
    guard app.offer != nil else {
      throw WalkError(step: "resume offer", lines: shots.last?.lines ?? [])
    }
    shot("resume-popup")
    press(.key(.enter))  // resume
    press(.command("f"), settle: 0.5)
    shot("finish-popup")
    press(.key(.left))
    press(.key(.enter))
    guard case .result = app.screen else {
      throw WalkError(step: "result", lines: shots.last?.lines ?? [])
    }
    shot("result")
    press(.char("?"))
    shot("result-help")
    press(.char("x"))
    press(.char("q"))
    press(.char("s"))
    guard case .stats = app.screen else {
      throw WalkError(step: "stats", lines: shots.last?.lines ?? [])
    }
    shot("stats")
    press(.char("?"))
    shot("stats-help")
    press(.char("x"))
    press(.char("q"))
    press(.char("p"))
    guard case .profiles = app.screen else {
      throw WalkError(step: "profiles", lines: shots.last?.lines ?? [])
    }
    shot("profiles")
    press(.char("?"))
    shot("profiles-help")
    press(.char("x"))
    press(.char("n"))
    shot("profiles-new")
    press(.key(.escape))
    press(.char("q"))
    app.show(tr("Reload failed: {error}", ["error": String(repeating: "很长的原因 ", count: 20)]))
    shot("launcher-message")
    shots.append(
      Shot(
        name: "too-small",
        lines: TooSmallScreen.render(size: Size(width: 30, height: 10), theme: .fallback).buffer
          .lines,
        content: []))
    return shots
  }

  /// Words of the interface that stay as they are in every language: key names and names.
  static let keyNames: Set<String> = [
    "Esc", "Enter", "Tab", "Shift", "Ctrl", "Alt", "Home", "End", "Del", "Backspace", "Page",
    "Down", "PgUp", "PgDn", "Trivium", "Lua", "trivium",
  ]

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 32, height: 14)])
  func thePseudoLanguageLeavesNoEnglishWord(size: Size) throws {
    let shots = try Localizer.$current.withValue(.pseudo) {
      try Self.walk(size: size) + Self.pictureWalk(size: size, language: nil)
    }
    #expect(shots.count > 20)
    for shot in shots {
      let english = Self.words(shot.lines.joined(separator: "\n")).filter {
        word in
        // A word of the content may be cut at the edge of a line.
        !shot.content.contains { $0.hasPrefix(word) } && !Self.keyNames.contains(word)
      }
      #expect(
        english.isEmpty,
        "\(shot.name) at \(size.width)×\(size.height): \(english)\n\(shot.lines.joined(separator: "\n"))"
      )
    }
  }
}

/// Golden frames of the main screens in English and in Chinese, at the usual size and at the
/// smallest the front accepts (TRIVIUM_RECORD_GOLDEN=1 writes them again).
@Suite struct LanguageGoldenTests {
  static let kept = [
    "launcher", "launcher-help", "question-1", "question-help", "question-2-checked",
    "question-8", "leave-popup", "finish-popup", "result", "stats", "profiles", "resume-popup",
    "details", "details-scrolled", "splash", "profiles-new", "details-help", "result-help",
    "stats-help", "profiles-help",
  ]

  @Test(arguments: ["en", "zh-Hans"], [Size(width: 80, height: 24), Size(width: 32, height: 14)])
  func everyMainScreen(language: String, size: Size) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    let shots = try Localizer.$current.withValue(catalog) {
      try LanguageWalkTests.walk(size: size, language: language)
    }
    for name in Self.kept {
      let shot = try #require(shots.first { $0.name == name }, "no shot \(name)")
      expectGolden(shot.lines, "\(language)/\(name)-\(size.width)x\(size.height)")
    }
  }

  /// At the smallest window, every help box's title and closing words are whole in both
  /// languages: short words, not cut ones ending in "…".
  @Test(arguments: ["en", "zh-Hans"])
  func helpBoxesAreWholeAtTheSmallestSize(language: String) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    let shots = try Localizer.$current.withValue(catalog) {
      try LanguageWalkTests.walk(size: Size(width: 32, height: 14), language: language)
    }
    let helps = shots.filter { $0.name.hasSuffix("help") }
    #expect(helps.count >= 6)
    for shot in helps {
      let edges = shot.lines.filter { $0.contains("╭") || $0.contains("╰") }
      #expect(edges.count == 2 && !edges.contains { $0.contains("…") }, "\(shot.name): \(edges)")
    }
  }

  /// Another terminal took the game over: the notice on the rule under the header, once the
  /// failed save's passing message has gone.
  @Test(arguments: ["en", "zh-Hans"], [Size(width: 80, height: 24), Size(width: 32, height: 14)])
  func theNotSavedNotice(language: String, size: Size) throws {
    let catalog = try Language.catalog(
      language, folder: repositoryRoot.appendingPathComponent("locale"))
    let lines = try Localizer.$current.withValue(catalog) {
      let game = try LanguageWalkTests.everyTypeGame(language: language)
      let play = GameController(
        session: Session(game: game, seed: 1),
        environment: SessionEnvironment(types: try builtInTypes()), now: 0, theme: .fallback)
      let reason = tr("another terminal took this game over")
      nonisolated(unsafe) var saves = 0
      play.onSave = { _ in
        saves += 1
        return saves == 1 ? .failed(reason) : .notSaving(reason)
      }
      _ = play.render(size: size, context: plainContext())
      _ = play.handle(.char("1"), now: 0.1)
      play.advance(to: 30)
      return play.render(size: size, context: plainContext()).buffer.lines
    }
    expectGolden(lines, "\(language)/not-saved-\(size.width)x\(size.height)")
  }
}

/// The profile choice sets the profile's interface language, and the front speaks it at once.
@Suite struct ProfileLanguageTests {
  final class LanguageHost: MemoryHost, ProgressHost {
    var language: String?
    func stats(gameID: String?) -> StatsReport? { nil }
    func profiles() -> ProfileChoice? {
      ProfileChoice(names: ["ann"], current: "ann", language: language)
    }
    func chooseProfile(named name: String) throws -> String { "" }
    func chooseLanguage(_ language: String?) throws -> Catalog? {
      self.language = language
      return try Language.catalog(
        language ?? "en", folder: repositoryRoot.appendingPathComponent("locale"))
    }
  }

  @Test func choosingChineseSpeaksChineseAtOnce() throws {
    let environment = SessionEnvironment(types: try builtInTypes())
    let host = LanguageHost(games: [try builtInGame("question-bank")], environment: environment)
    let app = TerminalApp(
      host: host, theme: .fallback, depth: .none, version: "1.0", icons: .empty(), now: 0)
    let size = Size(width: 80, height: 24)
    app.handle(.key(.enter), now: 0.1)
    app.handle(.char("p"), now: 1)
    app.handle(.char("l"), now: 2)  // automatic -> English
    #expect(host.language == "en")
    app.handle(.char("l"), now: 3)  // English -> Chinese
    #expect(host.language == "zh-Hans")
    let lines = app.render(size: size, now: 4).buffer.lines.joined(separator: "\n")
    #expect(lines.contains("界面语言：简体中文") && lines.contains("选择档案"), "\(lines)")
    app.handle(.char("q"), now: 5)
    let launcher = app.render(size: size, now: 6).buffer.lines.joined(separator: "\n")
    #expect(launcher.contains("? 帮助"), "\(launcher)")
    app.handle(.char("p"), now: 7)
    app.handle(.char("l"), now: 8)  // Chinese -> automatic
    #expect(host.language == nil)
  }
}
