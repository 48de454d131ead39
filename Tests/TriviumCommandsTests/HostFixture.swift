import Foundation
import QuizCore
import Review
import Store
import TriviumEngine

@testable import TriviumCommands

/// What the tests of a terminal's host (saves, resumes, retries, review sessions) set up: a
/// home with one game, an empty mods folder, a progress database in the home, and the host of
/// a profile on it.
struct HostFixture {
  let home: TemporaryHome
  let mods: TemporaryMods
  /// The progress database's path (made on first use).
  let database: String

  /// A home holding the game `id`, titled `title`, whose questions file is `questions`.
  init(
    game id: String = "two", title: String = "Two", questions: String = PlayHostTests.questions
  ) throws {
    home = try TemporaryHome(games: [
      id: [
        "game.json": #"{"id": "\#(id)", "title": "\#(title)", "questions": "questions.json"}"#,
        "questions.json": questions,
      ]
    ])
    mods = try TemporaryMods()
    database = home.path + "/progress.sqlite3"
  }

  /// The engine's options: the home and the empty mods folder.
  var options: EngineOptions { EngineOptions(home: home.path, mods: mods.path) }

  /// The host of profile `name` (made when missing) on the database, dated by `clock`, with
  /// the games named by path in `paths`; the store it opened, and the profile.
  func host(
    profile name: String = "P", clock: any DateClock = SystemDateClock(), paths: [String] = []
  ) throws -> (host: PlayHost, store: Store, profile: Profile) {
    let options = options
    let store = try Store.open(at: database)
    let profile = try store.profile(named: name) ?? store.createProfile(named: name, createdAt: 0)
    let host = try PlayHost(
      makeEngine: { try Engine(options: options) }, store: store, profile: profile,
      extraPaths: paths, dateClock: clock)
    return (host, store, profile)
  }

  /// A host that saves nothing (`--no-save`).
  func unsavedHost() throws -> PlayHost {
    let options = options
    return try PlayHost(
      makeEngine: { try Engine(options: options) }, store: nil, profile: nil,
      dateClock: SystemDateClock())
  }

  /// Applies `actions` to `session`; a `tick` also fires the timers due by then, as the
  /// runtime would.
  static func play(
    _ session: inout Session, _ actions: [SessionAction], _ environment: SessionEnvironment
  ) {
    for action in actions {
      _ = reduce(&session, action, environment)
      guard case .tick(let time) = action else { continue }
      while let timer = session.timers.filter({ $0.due <= time }).min(by: { $0.due < $1.due }) {
        _ = reduce(&session, .timerFired(timer.id), environment)
      }
    }
  }
}
