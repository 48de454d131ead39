import CSQLite
import Foundation
import Store
import Testing

/// Another process holding the progress database: `play` says it is waiting, on standard
/// error before the full screen and on its bottom line after, lets the player leave, and goes
/// on once the database is free; other commands say it on standard error.
extension PlayEndToEndTests {
  /// A second connection holding the database with `BEGIN EXCLUSIVE`, as a `sqlite3` shell or
  /// another Trivium's long write would, until `release()`: writers wait; with `readersToo`
  /// (SQLite's exclusive locking mode), readers as well.
  final class Holder {
    private var handle: OpaquePointer?

    init(_ path: String, readersToo: Bool = false) throws {
      let mode = readersToo ? "PRAGMA locking_mode = EXCLUSIVE; " : ""
      guard sqlite3_open(path, &handle) == SQLITE_OK,
        sqlite3_exec(handle, mode + "BEGIN EXCLUSIVE", nil, nil, nil) == SQLITE_OK
      else { throw TmuxError(message: "cannot hold \(path)") }
    }

    func release() {
      guard let handle else { return }
      sqlite3_exec(handle, "COMMIT", nil, nil, nil)
      sqlite3_close(handle)
      self.handle = nil
    }

    deinit { release() }
  }

  /// A store at `path` with the tester's profile, made before play starts.
  func makeStore() throws -> String {
    let data = folder + "/progress.sqlite3"
    let store = try Store.open(at: data)
    _ = try store.createProfile(named: "tester", createdAt: 0)
    return data
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func playSaysItWaitsForTheDatabaseBeforeTheFullScreenThenStarts() throws {
    let holder = try Holder(try makeStore(), readersToo: true)
    let tmux = try start("picture-guess")
    try tmux.waitFor("waiting for another Trivium process to release the progress database")
    holder.release()
    try tmux.waitFor("1/37")
    try tmux.press("C-c")
    #expect(try ended(tmux).contains { $0.contains("EXIT=0") })
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func playShowsTheWaitOnScreenThenSavesOnceTheDatabaseIsFree() throws {
    let data = try makeStore()
    let tmux = try start("picture-guess")
    try tmux.waitFor("1/37")
    let holder = try Holder(data)
    try tmux.type("日本")
    let screen = try tmux.waitFor("Waiting for another Trivium process")
    #expect(screen.last { !$0.isEmpty }?.contains("progress.sqlite3") == true)
    #expect(screen.contains { $0.contains("q, Esc or Ctrl-C quits") })
    holder.release()
    let after = try tmux.waitFor("2/37")
    #expect(!after.contains { $0.contains("Waiting for another") })
    try tmux.press("C-c")
    #expect(try ended(tmux).contains { $0.contains("EXIT=0") })
    let store = try Store.open(at: data)
    let profile = try #require(try store.profile(named: "tester"))
    let saved = try #require(try store.savedSession(profileID: profile.id, gameID: "picture-guess"))
    #expect(saved.actions.count >= 1)
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func qLeavesWhileWaitingAndSaysWhatWasNotSaved() throws {
    let data = try makeStore()
    let tmux = try start("picture-guess")
    try tmux.waitFor("1/37")
    let holder = try Holder(data)
    defer { holder.release() }
    try tmux.type("日本")
    try tmux.waitFor("Waiting for another Trivium process")
    try tmux.type("q")
    let screen = try ended(tmux)
    #expect(screen.contains { $0.contains("EXIT=1") })
    #expect(screen.joined().contains("could not save progress"))
    #expect(screen.joined().contains("another process kept the database busy"))
  }

  @Test(.enabled(if: PlayEndToEndTests.canRun, "needs tmux and the trivium executable"))
  func aCommandSaysOnStandardErrorThatItWaitsThenGoesOn() throws {
    let data = try makeStore()
    let holder = try Holder(data, readersToo: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: PlayEndToEndTests.trivium)
    process.arguments = ["profile", "list", "--data", data]
    let errors = Pipe()
    let output = Pipe()
    process.standardError = errors
    process.standardOutput = output
    try process.run()
    // Read standard error until the notice: no clock in the test, the notice is the signal.
    var said = ""
    while !said.contains("\n") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said += String(decoding: chunk, as: UTF8.self)
    }
    holder.release()
    process.waitUntilExit()
    #expect(
      said.hasPrefix(
        "trivium profile: waiting for another Trivium process to release the progress database"))
    #expect(process.terminationStatus == 0)
    let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(listed.contains("tester"))
  }
}
