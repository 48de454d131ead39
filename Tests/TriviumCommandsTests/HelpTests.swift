import Testing

@testable import TriviumCommands

@Suite("trivium --help and whole runs")
struct HelpTests {
  @Test("trivium --help lists every command")
  func topLevelHelp() {
    let output = Trivium.run(["--help"])
    #expect(output.status == 0)
    #expect(
      output.stdout == """
        trivium: a quiz engine with Lua plugins, a terminal front and a headless runner.

        Usage: trivium <command> [options]

        Commands:
          list      List the games, question types, rules and bots.
          validate  Check plugins and games; report every problem with its file and line.
          run       Play sessions of a game with a bot, headless, and print a summary.
          replay    Replay logged sessions and check each gives its logged score.
          version   Print the version of Trivium and of its plugin API.

        Run `trivium <command> --help` for the options of a command.

        """)
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

  @Test("trivium version names the plugin API and Lua")
  func version() {
    let output = Trivium.run(["version"])
    #expect(output.stdout.contains("plugin API 1\n"))
    #expect(output.stdout.contains("Lua 5.4"))
  }
}
