import Foundation
import Testing

@testable import TriviumCommands

/// The completion scripts and the question they ask (`trivium completion kind`), made from the
/// declarations; bash's completion is run for real on a few prefixes.
@Suite("Shell completions")
struct CompletionTests {
  func kind(_ words: String) -> String {
    CompletionCommand.kind(
      words.split(separator: " ", omittingEmptySubsequences: false).map(String.init))
  }

  @Test("what the word being typed takes comes from the declarations")
  func kinds() {
    #expect(kind("run x --bot ") == "bot")
    #expect(kind("run ") == "game")
    #expect(kind("run x --seed 3 ") == "")
    #expect(kind("run x --se") == "option")
    #expect(kind("run x --log ") == "file")
    #expect(kind("run x --home ") == "folder")
    #expect(kind("stats --format ") == "choice:table json csv")
    #expect(kind("export ") == "choice:gift aiken moodle-xml opentdb")
    #expect(kind("export gift ") == "game")
    #expect(kind("mod ") == "choice:install remove list")
    #expect(kind("mod install ") == "file")
    #expect(kind("merge league.json a.jsonl b.jsonl ") == "file")
    #expect(kind("validate --plugin-log x ") == "file")
    #expect(kind("completion ") == "choice:bash zsh fish ids kind")
    #expect(kind("nosuch ") == "")
  }

  @Test("every shell's script names every command and every option")
  func scriptsNameEverything() {
    for shell in CompletionCommand.shells {
      let output = Trivium.run(["completion", shell])
      #expect(output.status == 0)
      for command in Trivium.commands {
        #expect(output.stdout.contains(command.name), "\(shell): \(command.name)")
        for option in command.declaration.options {
          // fish names options without their dashes (-l seed).
          let name = shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name
          #expect(output.stdout.contains(name), "\(shell): \(command.name) \(option.name)")
        }
      }
    }
    #expect(Trivium.run(["completion", "tcsh"]).status == 2)
  }

  @Test(
    "bash completes commands, options, choices, files and game and bot ids",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/bin/bash")
        && FileManager.default.isExecutableFile(atPath: triviumExecutable)))
  func bashCompletes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Trivium.run(["completion", "bash"]).stdout.utf8)
      .write(to: folder.appendingPathComponent("trivium.bash"))
    try Data().write(to: folder.appendingPathComponent("league.json"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("mods"), withIntermediateDirectories: true)
    let lines = [
      "tou", "play ", "run question-bank --bot o", "stats --format j", "export moodle",
      "mod ", "run question-bank --se", "tournament lea",
    ]
    // Each line completed as bash does: the words, the index of the last, then _trivium.
    var script = "source trivium.bash\n"
    for line in lines {
      script += "COMP_WORDS=(trivium \(line)); "
      if line.hasSuffix(" ") { script += "COMP_WORDS+=(''); " }
      script += "COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _trivium; "
      script += "echo \"${COMPREPLY[*]}\"\n"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
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
    let replies = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { Set($0.split(separator: " ").map(String.init)) }
    #expect(replies[0] == ["tournament"])
    #expect(replies[1].isSuperset(of: ["question-bank", "picture-guess"]))
    #expect(replies[2] == ["oracle"])
    #expect(replies[3] == ["json"])
    #expect(replies[4] == ["moodle-xml"])
    #expect(replies[5] == ["install", "remove", "list"])
    #expect(replies[6] == ["--seed", "--sessions"])
    #expect(replies[7] == ["league.json"])
  }
}

/// The manual pages, made from the declarations.
@Suite("Manual pages")
struct ManPageTests {
  @Test(
    "each command's page has its name, its summary and every option",
    arguments: Trivium.commands.map { $0.name })
  func commandPage(name: String) throws {
    let output = Trivium.run(["man", name])
    #expect(output.status == 0)
    let page = output.stdout
    let declaration = try #require(Trivium.commands.first { $0.name == name }).declaration
    #expect(
      page.hasPrefix(
        ".TH TRIVIUM\\-\(name.uppercased().replacingOccurrences(of: "-", with: "\\-")) 1 "))
    #expect(page.contains("trivium\\-\(name) \\- "))
    for option in declaration.options + GlobalOptions.all {
      #expect(
        page.contains(
          ".TP\n" + (option.short.map { "\\fB\\-\($0.dropFirst())\\fR, " } ?? "")
            + "\\fB" + option.name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"),
        "\(name) \(option.name)")
    }
    // No line starts a roff request by accident: every request is one of those written.
    let requests: Set<String> = [
      ".TH", ".SH", ".TP", ".PP", ".IP", ".nf", ".fi", ".RS", ".RE", ".BR", ".B",
    ]
    for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
      #expect(requests.contains(String(line.prefix { $0 != " " })), "\(name): \(line)")
    }
  }

  @Test("trivium(1) names every command's page")
  func overview() {
    let page = Trivium.run(["man"]).stdout
    for command in Trivium.commands {
      #expect(page.contains(".BR trivium\\-\(command.name) (1)"))
    }
    #expect(Trivium.run(["man", "nosuch"]).status == 2)
  }

  @Test("roff text cannot start a request or hide a backslash")
  func escaping() {
    let roff = ManPage(text: .english).roff(".SH x\n'y \\fB -")
    #expect(roff == "\\&.SH x\n\\&'y \\efB \\-")
  }
}
