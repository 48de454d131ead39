import Foundation
import Testing

@testable import TriviumCommands

@Suite("trivium --help and whole runs")
struct HelpTests {
  @Test("trivium --help lists every command with its summary, and the global options")
  func topLevelHelp() {
    let output = Trivium.run(["--help"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("trivium: a quiz engine"))
    for command in Trivium.commands {
      let line = output.stdout.split(separator: "\n").first { $0.hasPrefix("  \(command.name) ") }
      #expect(line?.hasSuffix(command.declaration.summary) == true, "\(command.name)")
    }
    for option in GlobalOptions.all { #expect(output.stdout.contains(option.helpTerm)) }
  }

  @Test("no arguments prints the help on stderr with status 2")
  func noArguments() {
    let output = Trivium.run([])
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix("trivium: a quiz engine"))
  }

  @Test("an unknown command is a usage error")
  func unknownCommand() {
    let output = Trivium.run(["plya"])
    #expect(output.status == 2)
    #expect(
      output.stderr == "trivium: unknown command 'plya'. Run `trivium --help` for the list.\n")
  }

  @Test("each command's --help is its help text", arguments: Trivium.commands.map { $0.name })
  func commandHelp(name: String) {
    let output = Trivium.run([name, "--help"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("Usage: trivium \(name)"))
    #expect(Trivium.run(["help", name]).stdout == output.stdout)
  }

  /// `--ascii` covers every character (Theme.asciiOnly swaps the glyphs too), not borders only.
  @Test("play --help says what --ascii covers")
  func asciiHelp() {
    let output = Trivium.run(["play", "--help"])
    #expect(output.stdout.contains("Draw every character in ASCII"), "\(output.stdout)")
    #expect(!output.stdout.contains("Draw borders with ASCII"))
  }

  /// Without a terminal, play says so and what to use instead (the golden of a whole run).
  @Test("trivium play without a terminal", .enabled(if: isatty(0) == 0 || isatty(1) == 0))
  func playWithoutATerminal() {
    let output = Trivium.run(["play", "--no-save"])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "trivium play: needs a terminal (standard input and output must be a TTY); "
        + "for headless play use `trivium run`\n")
  }

  @Test("trivium version names the commit, the plugin API and Lua")
  func version() {
    let output = Trivium.run(["version"])
    #expect(output.stdout.contains("plugin API 2\n"))
    // SwiftPM reads the commit from git: a checkout names it, a source archive says unknown.
    let commit = output.stdout.split(separator: "\n").first { $0.hasPrefix("commit ") }?
      .dropFirst("commit ".count)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    if FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) {
      let hash = commit?.prefix(while: \.isHexDigit)
      #expect(hash?.count == 40, "commit line: \(commit ?? "missing")")
    } else {
      #expect(commit == "unknown")
    }
    #expect(output.stdout.contains("Lua 5.4"))
  }
}
