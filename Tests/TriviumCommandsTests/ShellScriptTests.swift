import Foundation
import Testing

@testable import TriviumCommands

/// zsh's and fish's scripts run in those shells, where they are installed: zsh with its
/// completion functions stood in for by ones that print what they are given, fish for real.
@Suite("zsh and fish completions")
struct ShellScriptTests {
  static func installed(_ shell: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)")
      && FileManager.default.isExecutableFile(atPath: triviumExecutable)
  }

  /// Runs `script` with `shell` in a folder holding the shell's completion script, with the
  /// built trivium first on the PATH; returns what it printed.
  func run(_ shell: String, _ arguments: [String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("mods"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Trivium.run(["completion", shell]).stdout.utf8)
      .write(to: folder.appendingPathComponent("script"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/\(shell)")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    let binFolder = URL(fileURLWithPath: triviumExecutable).deletingLastPathComponent().path
    environment["PATH"] = binFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["TRIVIUM_HOME"] = repositoryRoot.path
    environment["TRIVIUM_MODS"] = folder.appendingPathComponent("mods").path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(
    "zsh offers the commands, the options and what a value takes", .enabled(if: installed("zsh")))
  func zsh() throws {
    let script = """
      compadd() { shift; echo "compadd $*"; }
      _describe() { echo "describe $1: ${(P)2}"; }
      _files() { echo "files $*"; }
      source ./script >/dev/null 2>&1
      words=(trivium run x --bot ""); CURRENT=5; _trivium
      words=(trivium stats --format ""); CURRENT=4; _trivium
      words=(trivium tournament ""); CURRENT=3; _trivium
      words=(trivium run x --s); CURRENT=4; _trivium
      words=(trivium tou); CURRENT=2; _trivium
      """
    let lines = try run("zsh", ["-f", "-c", script]).split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("compadd ") && lines[0].contains(" oracle"))
    #expect(lines[1] == "compadd table json csv")
    #expect(lines[2] == "files ")
    #expect(lines[3].hasPrefix("describe option: --bot:The bot plugin that plays"))
    #expect(lines[4].contains("tournament:Run a tournament of bots"))
  }

  @Test("fish completes commands, ids, choices and options", .enabled(if: installed("fish")))
  func fish() throws {
    let script = """
      source script
      complete -C 'trivium tou'; echo ---
      complete -C 'trivium run question-bank --bot o'; echo ---
      complete -C 'trivium stats --format '; echo ---
      complete -C 'trivium run x --se'; echo ---
      """
    let parts = try run("fish", ["--no-config", "-c", script]).components(separatedBy: "---\n")
      .map { part in Set(part.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }) }
    #expect(parts[0] == ["tournament"])
    #expect(parts[1] == ["oracle"])
    #expect(parts[2] == ["table", "json", "csv"])
    #expect(parts[3] == ["--seed", "--sessions"])
  }
}
