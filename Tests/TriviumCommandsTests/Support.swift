import Foundation
import Store

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `trivium` executable built beside the test bundle, for tests that run it as a process.
let triviumExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("trivium").path

/// A temporary Trivium home with the repository's plugins and the given games, removed at the
/// end of the test.
final class TemporaryHome {
  let url: URL

  /// A home whose `games/` holds a folder per entry of `games` (file name → contents).
  init(games: [String: [String: String]]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-home-\(UUID().uuidString)")
    let fileManager = FileManager.default
    try fileManager.createDirectory(
      at: url.appendingPathComponent("games"), withIntermediateDirectories: true)
    try fileManager.copyItem(
      at: repositoryRoot.appendingPathComponent("plugins"),
      to: url.appendingPathComponent("plugins"))
    for (game, files) in games {
      let folder = url.appendingPathComponent("games/\(game)")
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, text) in files {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
      }
    }
  }

  var path: String { url.path }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// Starts `trivium` with `arguments` (a tournament storing into `data`) as a process and kills
/// it with SIGKILL once the store holds at least `count` sessions of tournament `id`; returns
/// how many it held then.
func killTournament(_ arguments: [String], data: String, id: String, onceStored count: Int)
  throws -> Int
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: triviumExecutable)
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  // Generous: a busy machine plays slowly, and the kill must come after the first result.
  let deadline = Date().addingTimeInterval(180)
  var stored = 0
  while Date() < deadline, process.isRunning, stored < count {
    usleep(10_000)
    stored = (try? Store.open(at: data).tournamentResults(tournamentID: id).count) ?? 0
  }
  kill(process.processIdentifier, SIGKILL)
  process.waitUntilExit()
  return stored
}
