import Foundation
import QuizCore
import Review
import Store
import Testing
import TriviumEngine

@testable import TriviumCommands

/// `trivium play` and the content language: a new session of a game that offers the interface
/// language is played in it, the save keeps it, and a resume under another interface language
/// plays on in the saved one.
@Suite(.serialized) struct PlayLanguageTests {
  let home: TemporaryHome
  let mods: TemporaryMods

  init() throws {
    home = try TemporaryHome(games: [
      "duo": [
        "game.json":
          #"{"id": "duo", "title": {"en": "Duo", "zh-Hans": "双语"}, "questions": "questions.json", "languages": ["zh-Hans", "en"]}"#,
        "questions.json":
          #"[{"id": "q1", "type": "truefalse", "answer": true, "text": {"en": "Water is wet.", "zh-Hans": "水是湿的。"}}]"#,
      ]
    ])
    mods = try TemporaryMods()
  }

  func terminal(_ language: String?, store: Store) throws -> PlayHost {
    let options = EngineOptions(home: home.path, mods: mods.path)
    let profile = try store.profile(named: "P") ?? store.createProfile(named: "P", createdAt: 0)
    let host = try PlayHost(
      makeEngine: { try Engine(options: options) }, store: store, profile: profile,
      dateClock: SystemDateClock())
    host.interfaceLanguage = language
    return host
  }

  @Test func aNewSessionTakesTheInterfaceLanguageAndAResumeTheSavedOne() throws {
    let store = try Store.open(at: home.path + "/progress.sqlite3")
    let english = try terminal("en", store: store)
    #expect(english.cards().first { $0.id == "duo" }?.title == "Duo")
    let opened = try english.open(gameID: "duo", resume: false, claim: .exclusive)
    #expect(opened.session.game.questions[0]["text"] == "Water is wet.")
    var session = opened.session
    _ = reduce(&session, .start, opened.environment)
    #expect(english.save(session) == .saved)
    english.close(session)
    let profile = try #require(try store.profile(named: "P"))
    #expect(try store.savedSession(profileID: profile.id, gameID: "duo")?.language == "en")
    // Another terminal in Chinese: the saved session goes on in English.
    let chinese = try terminal("zh-Hans", store: store)
    #expect(chinese.cards().first { $0.id == "duo" }?.title == "双语")
    let resumed = try chinese.open(gameID: "duo", resume: true, claim: .takeOver)
    #expect(resumed.session.game.questions[0]["text"] == "Water is wet.")
    // A language the game does not offer: its default.
    let french = try terminal("fr", store: store)
    let fresh = try french.open(gameID: "duo", resume: false, claim: .takeOver)
    #expect(fresh.session.game.questions[0]["text"] == "水是湿的。")
  }

  @Test func theFrontsHostSpeaksTheInterfaceLanguageSoABilingualGameStartsInIt() throws {
    let store = try Store.open(at: home.path + "/progress.sqlite3")
    let profile = try store.createProfile(named: "Q", createdAt: 0)
    let options = EngineOptions(home: home.path, mods: mods.path)
    // Its default is Chinese: an English-speaking player starts it in English.
    let host = try PlayCommand.makeHost(
      options: options, store: store, profile: profile, extraPaths: [],
      services: Services(environment: ["TRIVIUM_NOW": "0"]), catalog: .english)
    #expect(host.interfaceLanguage == "en")
    #expect(host.cards().first { $0.id == "duo" }?.title == "Duo")
    let opened = try host.open(gameID: "duo", resume: false, claim: .exclusive)
    #expect(opened.session.game.questions[0]["text"] == "Water is wet.")
    host.close(opened.session)
    // Choosing Chinese in the launcher: the next new session is in Chinese.
    _ = try host.chooseLanguage("zh-Hans")
    #expect(host.interfaceLanguage == "zh-Hans")
    #expect(host.cards().first { $0.id == "duo" }?.title == "双语")
  }

  /// Switching profile in the launcher speaks the new profile's language at once (and plays
  /// new sessions in it); `--lang` keeps the one it chose for the whole run.
  @Test func switchingProfileAppliesItsLanguageAtOnce() throws {
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("locale"),
      to: home.url.appendingPathComponent("locale"))
    let store = try Store.open(at: home.path + "/progress.sqlite3")
    var chinese = try store.createProfile(named: "Mei", createdAt: 0)
    chinese.settings[InterfaceLanguage.profileSetting] = "zh-Hans"
    try store.updateProfile(chinese)
    let first = try store.createProfile(named: "Q", createdAt: 0)
    let options = EngineOptions(home: home.path, mods: mods.path)
    let host = try PlayCommand.makeHost(
      options: options, store: store, profile: first, extraPaths: [],
      services: Services(environment: ["TRIVIUM_NOW": "0"]), catalog: .english)
    #expect(host.interfaceLanguage == "en")
    #expect(try host.chooseProfile(named: "Mei") == "当前档案：Mei。")
    #expect(host.profileCatalog()?.language == "zh-Hans")
    #expect(host.interfaceLanguage == "zh-Hans")
    #expect(host.cards().first { $0.id == "duo" }?.title == "双语")
    // --lang chose the language of the run: the profile's does not replace it.
    let given = try PlayCommand.makeHost(
      options: options, store: store, profile: first, extraPaths: [],
      services: Services(environment: ["TRIVIUM_NOW": "0"]), catalog: .english)
    InterfaceLanguage.$given.withValue("en") {
      #expect((try? given.chooseProfile(named: "Mei")) == "Playing as Mei.")
      #expect(given.profileCatalog() == nil)
    }
    #expect(given.interfaceLanguage == "en")
  }
}
