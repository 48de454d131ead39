import Foundation
import Testing

@testable import Store

/// An upgrade killed anywhere leaves the database usable and every backup under a backup's
/// name whole (issue 28, point 4): the `trivium` executable is killed with SIGKILL at each
/// point an upgrade reaches (a test hook of the store, `TRIVIUM_TEST_UPGRADE_FAULT`), and once
/// from outside while stopped in the middle of the copy.
@Suite(.serialized) struct UpgradeKillTests {
  static let fixture = repositoryRoot.appendingPathComponent(
    "Tests/StoreTests/Fixtures/trivium-v5.sqlite3"
  ).path
  static var ready: Bool { FileManager.default.isExecutableFile(atPath: triviumExecutable) }

  /// Starts `trivium stats --data path`, which upgrades the file, with the fault hook set.
  func start(_ path: String, fault: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: triviumExecutable)
    process.arguments = ["stats", "--data", path, "--profile", "Ana"]
    var environment = ProcessInfo.processInfo.environment
    environment["TRIVIUM_TEST_UPGRADE_FAULT"] = fault
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// A new folder holding a copy of the version 5 fixture as `trivium.sqlite3`.
  func freshCopy() throws -> (folder: String, path: String) {
    let folder = NSTemporaryDirectory() + "trivium-upgrade-kill-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/trivium.sqlite3"
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: path)
    return (folder, path)
  }

  /// Every file under a backup's name opens as the whole version 5 file, and the database
  /// itself opens (finishing the upgrade) with its profiles.
  func checkLeftovers(_ folder: String, _ path: String, point: String) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    for name in names where name.contains(".backup") && !name.contains(".partial") {
      // A backup is never a journal's companion, only a whole file.
      #expect(!name.hasSuffix("-journal"), "\(point): \(name)")
      let backup = try Store.open(
        at: folder + "/" + name, onDamage: .fail, schemaVersion: 5)
      let version = try backup.withConnection { connection throws(StoreError) in
        try connection.integer("PRAGMA user_version")
      }
      #expect(version == 5, "\(point): \(name)")
      #expect(try backup.profiles().count == 2, "\(point): \(name) is not whole")
    }
    let store = try Store.open(at: path)
    #expect(try store.profiles().count == 2, "\(point)")
  }

  @Test(.enabled(if: ready, "needs the trivium executable"))
  func killedAtEveryPointOfTheUpgrade() throws {
    var killed = 0
    for point in 1...400 {
      let (folder, path) = try freshCopy()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let process = try start(path, fault: "kill:\(point)")
      process.waitUntilExit()
      if process.terminationReason == .exit { break }
      #expect(process.terminationStatus == SIGKILL)
      killed += 1
      try checkLeftovers(folder, path, point: "killed at point \(point)")
    }
    // Before the copy, every page of it, naming it, and each migration.
    #expect(killed >= 10, "the hook was reached \(killed) times")
  }

  @Test(.enabled(if: ready, "needs the trivium executable"))
  func killedFromOutsideInTheMiddleOfTheCopy() throws {
    let (folder, path) = try freshCopy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let process = try start(path, fault: "stop:3")
    // Wait until it has stopped itself in the middle of the copy, then kill -9 it.
    var state = ""
    for _ in 0..<500 where state != "T" {
      usleep(10_000)
      let stat =
        (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8))
        ?? ""
      state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? ""
    }
    #expect(state == "T", "the process did not stop at the hook")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(names.contains("trivium.sqlite3.v5.backup.partial"), "\(names)")
    #expect(!names.contains("trivium.sqlite3.v5.backup"), "\(names)")
    try checkLeftovers(folder, path, point: "killed from outside")
    // The next upgrade removed the partial copy and made the whole one.
    let after = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(after.filter { $0.contains("backup") } == ["trivium.sqlite3.v5.backup"])
  }
}
