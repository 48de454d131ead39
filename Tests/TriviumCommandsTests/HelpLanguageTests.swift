import Localization
import ModArchive
import Terminal
import Testing
import TextCells

@testable import TriviumCommands

/// `--help` in the interface language: every declared sentence is in the catalogue, none is
/// left in English in Chinese, and the pseudo-language shows each one went through it.
@Suite struct HelpLanguageTests {
  static let names = Trivium.commands.map { $0.name }

  /// Every human sentence of a command's help (options, prose), as written; its summary is
  /// in `trivium --help`.
  static func sentences(_ declaration: CommandDeclaration) -> [String] {
    var sentences: [String] = []
    for option in declaration.options + GlobalOptions.all {
      sentences.append(option.help)
      if option.defaultIsSentence, let value = option.defaultValue { sentences.append(value) }
    }
    for block in declaration.description + declaration.notes {
      switch block {
      case .paragraph(let text): sentences.append(text)
      case .list(let lead, let items):
        sentences += (lead.map { [$0] } ?? []) + items.map(\.text)
        // A term with a space is words ("a data file"), not a name ("install").
        sentences += items.map(\.term).filter { $0.contains(" ") }
      }
    }
    return sentences
  }

  @Test("mod's help says the unpack limits as they are, in the catalogue's words")
  func modLimits() throws {
    let english = Self.flat(Trivium.run(["--lang", "en", "mod", "--help"]).stdout)
    #expect(english.contains(UnpackLimits.default.description + "."), "\(english)")
    let chinese = Trivium.run(["--lang", "zh-Hans", "mod", "--help"]).stdout
    #expect(!chinese.contains("unpacked") && !chinese.contains("levels"), "\(chinese)")
  }

  /// Spaces and line breaks folded, so wrapped text compares with one line.
  static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  static func catalog(_ language: String) throws -> Catalog {
    try Language.catalog(language, folder: repositoryRoot.appendingPathComponent("locale"))
  }

  @Test("--help in Chinese leaves no declared sentence in English", arguments: names)
  func chineseHelp(name: String) throws {
    let declaration = DeclaredOptionsTests.command(name).declaration
    let catalog = try Self.catalog("zh-Hans")
    let help = Trivium.run(["--lang", "zh-Hans", name, "--help"]).stdout
    #expect(help.hasPrefix("用法：trivium \(name)"), "\(help.prefix(60))")
    #expect(help.contains("\n选项：\n"))
    let flat = Self.flat(help)
    for sentence in Self.sentences(declaration) {
      let translation = catalog.translation(sentence)
      #expect(translation != nil, "\(name): not in the catalogue: \(sentence.prefix(50))")
      guard translation != sentence else { continue }  // a JSON example reads the same
      // After a space: "a game" is not left in "letters.lua games/".
      #expect(
        !flat.contains(" " + Self.flat(sentence)), "\(name): English left: \(sentence.prefix(50))")
    }
    for line in help.split(separator: "\n") {
      #expect(TextWidth.of(line) <= HelpText.width, "\(name): \(line)")
      #expect(!line.hasPrefix("，") && !line.hasPrefix("。"), "\(name): \(line)")
    }
  }

  @Test("trivium --help in Chinese")
  func chineseOverview() throws {
    let help = Trivium.run(["--lang", "zh-Hans", "--help"]).stdout
    #expect(help.hasPrefix("trivium：带 Lua 插件"), "\(help.prefix(60))")
    #expect(help.contains("\n用法：trivium <command> [options]\n"))
    let catalog = try Self.catalog("zh-Hans")
    for command in Trivium.commands {
      let summary = command.declaration.summary
      #expect(catalog.translation(summary) != nil, "\(command.name)")
      #expect(!help.contains(summary), "\(command.name)")
    }
    let pseudo = Trivium.run(["--lang", "en-XA", "--help"]).stdout
    for command in Trivium.commands {
      let summary = Self.flat(Pseudo.transform(command.declaration.summary))
      #expect(Self.flat(pseudo).contains(summary), "\(command.name)")
    }
  }

  @Test(
    "--help in the pseudo-language: every sentence went through the catalogue", arguments: names)
  func pseudoHelp(name: String) {
    let declaration = DeclaredOptionsTests.command(name).declaration
    let flat = Self.flat(Trivium.run(["--lang", "en-XA", name, "--help"]).stdout)
    for sentence in Self.sentences(declaration) {
      #expect(
        flat.contains(Self.flat(Pseudo.transform(sentence))),
        "\(name): not pseudo-translated: \(sentence.prefix(50))")
    }
    #expect(flat.contains(Pseudo.transform("Options:")))
  }

  @Test("the man pages speak the interface language")
  func chineseManPage() {
    // Chinese text carries roff's break points (`\:`) between its characters.
    let page = Trivium.run(["--lang", "zh-Hans", "man", "run"]).stdout
      .replacingOccurrences(of: "\\:", with: "")
    #expect(page.contains("用机器人在无界面模式下玩"), "\(page.prefix(200))")
    // The headings and the manual's name too; flush left, as Chinese has no spaces to stretch.
    #expect(page.contains("\n.SH 名称\n") && page.contains("\n.SH 选项\n"), "\(page)")
    #expect(page.contains("\"Trivium 手册\"\n.ad l\n"))
    let english = Trivium.run(["--lang", "en", "man", "run"]).stdout
    #expect(english.contains("\n.SH NAME\n") && !english.contains(".ad l"))
  }
}

/// What `run` says to people is translated; the log it writes is not.
@Suite struct RunSummaryLanguageTests {
  @Test func theSummarySpeaksChineseWithItsColumnAligned() {
    let words = [
      "run", "question-bank", "--bot", "random", "--sessions", "2", "--home", repositoryRoot.path,
    ]
    let chinese = Trivium.run(["--lang", "zh-Hans"] + words)
    #expect(chinese.status == 0, "\(chinese.stderr)")
    let lines = chinese.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("游戏 question-bank，机器人 random，从种子 1 起共 2 局") == true)
    #expect(lines.contains { $0.hasPrefix("  分数 平均 ") }, "\(chinese.stdout)")
    #expect(lines.contains { $0.hasPrefix("  判负 0") }, "\(chinese.stdout)")
    let english = Trivium.run(["--lang", "en"] + words)
    #expect(english.stdout.contains("\n  forfeits 0\n"), "\(english.stdout)")
    #expect(english.stdout.contains("\n  score    mean "), "\(english.stdout)")
  }

  @Test func aUsageErrorOfProfileSpeaksChinese() {
    let output = Trivium.run(["--lang", "zh-Hans", "profile"])
    #expect(output.status == 2)
    #expect(
      output.stderr.hasPrefix("trivium profile: 请写 list、export、import、rename、delete 或 settings"))
  }
}
