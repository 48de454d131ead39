import Testing

@testable import TriviumCommands

/// How `Arguments` reads a command line from declared options: the words it names in its
/// errors, `--name=value`, `--`, short names and repeated options.
@Suite("Parsing declared options")
struct OptionParsingTests {
  static let declared: [OptionDeclaration] = [
    .value("--seed", "N", "A seed."),
    .flag("--quiet", short: "-q", "Quiet."),
    .value("--tag", "T", "A tag.", repeated: true),
  ]

  func parse(_ words: [String]) throws(UsageError) -> Arguments {
    try Arguments(words, declared: Self.declared)
  }

  func message(_ words: [String]) -> String? {
    do {
      _ = try parse(words)
      return nil
    } catch { return error.message }
  }

  @Test("values, flags and positional words")
  func values() throws {
    let parsed = try parse(["a", "--seed", "4", "-q", "b", "--seed=5"])
    #expect(parsed.positional == ["a", "b"])
    #expect(parsed.value("--seed") == "5")
    #expect(parsed.flag("--quiet"))
    #expect(!parsed.flag("-q"))
  }

  @Test("a repeated option keeps every value in order")
  func repeated() throws {
    let parsed = try parse(["--tag", "x", "--tag=y"])
    #expect(parsed.values("--tag") == ["x", "y"])
    #expect(parsed.value("--tag") == "y")
  }

  @Test("after --, every word is positional")
  func doubleDash() throws {
    let parsed = try parse(["--", "--seed", "-q", "-"])
    #expect(parsed.positional == ["--seed", "-q", "-"])
    #expect(parsed.value("--seed") == nil)
  }

  @Test("errors name the word")
  func errors() {
    #expect(message(["--sede", "1"]) == "unknown option '--sede'")
    #expect(message(["--sede=1"]) == "unknown option '--sede=1'")
    #expect(message(["--quiet=yes"]) == "unknown option '--quiet=yes'")
    #expect(message(["--seed"]) == "--seed needs a value")
    #expect(message(["-"]) == nil)
  }

  @Test("a command's usage error keeps its words and status")
  func commandUsage() {
    let output = Trivium.run(["run", "question-bank", "--bot", "oracle", "--sesions", "2"])
    #expect(output.status == 2)
    #expect(
      output.stderr == "trivium run: unknown option '--sesions'. Run `trivium run --help`.\n")
  }

  @Test("global options that take a value are taken out before the command's")
  func globalSplit() throws {
    let lang = OptionDeclaration.value("--lang", "CODE", "The language.")
    let split = try GlobalOptions.split(
      ["x", "--lang", "fr", "--seed=1", "--", "--lang", "de"], declared: [lang])
    #expect(split.values == ["--lang": "fr"])
    #expect(split.rest == ["x", "--seed=1", "--", "--lang", "de"])
    #expect(try GlobalOptions.split(["--lang=pt"], declared: [lang]).values["--lang"] == "pt")
    #expect(throws: UsageError.self) { try GlobalOptions.split(["--lang"], declared: [lang]) }
  }
}

/// A default the code reads comes from the declaration, the same one help shows.
@Suite("Declared defaults")
struct DeclaredDefaultTests {
  @Test("numbers read without the option take the declared default")
  func defaults() throws {
    let declared: [OptionDeclaration] = [
      .value("--seed", "N", "A seed.", default: "7"), .value("--jobs", "N", "Jobs.", default: "3"),
    ]
    let parsed = try Arguments([], declared: declared)
    #expect(try parsed.seed("--seed") == 7)
    #expect(try parsed.integer("--jobs", in: 1...4) == 3)
    let given = try Arguments(["--seed", "9", "--jobs=x"], declared: declared)
    #expect(try given.seed("--seed") == 9)
    #expect(throws: UsageError.self) { try given.integer("--jobs", in: 1...4) }
  }

  @Test("run without --seed plays seed 1, as its help says")
  func runSeed() throws {
    let declared = try #require(RunCommand.declaration.option("--seed"))
    #expect(declared.defaultValue == "1")
    let output = Trivium.run([
      "run", "arithmetic", "--bot", "oracle", "--home", repositoryRoot.path,
    ])
    #expect(output.status == 0)
    #expect(output.stdout.contains("seed 1"), "\(output.stdout)")
  }
}

/// The values help lists for an option are the ones the command accepts.
@Suite("Declared choices")
struct DeclaredChoiceTests {
  @Test("stats and review accept each --format their help lists, and refuse others")
  func formats() throws {
    for name in ["stats", "review"] {
      let declaration = try #require(Trivium.commands.first { $0.name == name }).declaration
      let choices = try #require(declaration.option("--format")).choices
      #expect(!choices.isEmpty)
      let base =
        [name, "--data", "/nonexistent/trivium.sqlite3"] + (name == "review" ? ["--due"] : [])
      for choice in choices {
        let output = Trivium.run(base + ["--format", choice])
        #expect(output.status == 0, "\(name) --format \(choice): \(output.stderr)")
      }
      #expect(Trivium.run(base + ["--format", "xml"]).status == 2)
    }
  }
}
