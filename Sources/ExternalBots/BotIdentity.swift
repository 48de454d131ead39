import Foundation
import QuizCore

/// Which program an external bot is: its command, the SHA-256 of the executable it runs and
/// of each file its arguments name inside its folder, and what it said in its hello. Stored
/// with each of its results and written in the log, so that a changed bot is never mistaken
/// for the one that played (docs/tournaments.md).
public enum BotIdentity {
  /// The parts compared, in the order a difference is said.
  public static let parts = ["command", "executable", "files", "hello"]

  /// The identity of the bot run as `command` in `directory` that said `hello`. A file is
  /// read only when it is inside `directory` (what the bot's folder holds is the bot's); the
  /// executable wherever the command finds it, as the spawn would.
  public static func of(command: [String], directory: String?, hello: BotProtocol.Hello) -> Value {
    let folder = directory ?? FileManager.default.currentDirectoryPath
    var identity: ValueMap = ["command": .array(command.map { .string($0) })]
    if let program = command.first, let path = executable(program, folder: folder) {
      identity["executable"] = [
        "path": .string(path), "sha256": SHA256.hex(file: path).map(Value.string) ?? .null,
      ]
    } else {
      identity["executable"] = .null
    }
    var files = ValueMap()
    for argument in command.dropFirst() where !argument.isEmpty {
      guard let path = inside(folder, argument), let digest = SHA256.hex(file: path) else {
        continue
      }
      files[argument] = .string(digest)
    }
    identity["files"] = .map(files)
    var said: ValueMap = ["name": .string(hello.name), "author": .string(hello.author)]
    if let options = hello.options { said["options"] = options }
    identity["hello"] = .map(said)
    return .map(identity)
  }

  /// The parts in which `stored` differs from `current` (every part when nothing was stored).
  public static func differences(stored: Value, current: Value) -> [String] {
    guard stored.mapValue != nil else { return parts }
    return parts.filter { stored[$0] != current[$0] }
  }

  /// Where `program` is run from: a name with a slash from the bot's folder, else the first
  /// executable file of that name on the PATH (a relative entry from the folder).
  static func executable(_ program: String, folder: String) -> String? {
    if program.contains("/") {
      let path = program.hasPrefix("/") ? program : folder + "/" + program
      return regularFile(path) ? path : nil
    }
    let searched = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":", omittingEmptySubsequences: false)
    for entry in searched {
      let base =
        entry.isEmpty ? folder : entry.hasPrefix("/") ? String(entry) : folder + "/" + entry
      let path = base + "/" + program
      if regularFile(path), access(path, X_OK) == 0 { return path }
    }
    return nil
  }

  /// The file `argument` names, when it is a regular file inside `folder` (links resolved).
  static func inside(_ folder: String, _ argument: String) -> String? {
    let path = argument.hasPrefix("/") ? argument : folder + "/" + argument
    guard let real = realPath(path), let root = realPath(folder), regularFile(real),
      real.hasPrefix(root == "/" ? "/" : root + "/")
    else { return nil }
    return real
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func regularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }
}
