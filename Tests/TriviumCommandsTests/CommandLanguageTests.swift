import Confined
import Content
import Foundation
import Localization
import QuizCore
import Testing
import TriviumEngine

@testable import TriviumCommands

/// What the commands themselves say (`new`, `mod install`, `import`, `export`, `merge`,
/// `list`, `validate`) and the content checks behind them are in the interface language:
/// said in the pseudo-language, no English word of ours is left, and the status is English's.
@Suite struct CommandLanguageTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-cmdlang-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func write(_ text: String, _ name: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Runs `words` in English and in en-XA: the same status, and nothing English of ours left
  /// in en-XA's output once `values` are taken out. Returns en-XA's output.
  @discardableResult
  func check(
    _ words: [String], values: [String], status: Int32? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let english = Trivium.run(words)
    let pseudo = Trivium.run(["--lang", "en-XA"] + words)
    #expect(english.status == pseudo.status, "\(words)", sourceLocation: sourceLocation)
    if let status {
      #expect(pseudo.status == status, "\(words): \(pseudo.stderr)", sourceLocation: sourceLocation)
    }
    let said = pseudo.stderr + pseudo.stdout
    // Game ids, command names and file kinds are names, not words.
    let ids =
      ((try? Engine().library.gameIDs()) ?? []) + [
        "trivium", "json", "lua", "plist", words[0],
      ]
    let left = ErrorLanguageTests.englishWords(said, values: values + ids)
    #expect(left.isEmpty, "\(words): \(left) in \(said)", sourceLocation: sourceLocation)
    return said
  }

  @Test func newSaysItsRefusalsInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let mods = path("mods")
    try FileManager.default.createDirectory(atPath: mods, withIntermediateDirectories: true)
    check(["new", "game", "arithmetic", "--type", "single", "--mods", mods], values: [], status: 1)
    let types = try Engine().catalog.entries(of: .questionType).map(\.id)
    check(
      ["new", "game", "zz", "--type", "nope", "--mods", mods], values: ["nope"] + types, status: 1)
  }

  @Test func modInstallAndValidateSayModProblemsInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let mods = path("mods")
    try FileManager.default.createDirectory(atPath: mods, withIntermediateDirectories: true)
    try write(#"{"id": "Bad", "name": "B", "version": "1", "api": 1}"#, "bad/mod.json")
    try write(#"{"id": "ok", "version": "x", "api": 1, "requires": [3]}"#, "ok/mod.json")
    try FileManager.default.createDirectory(
      atPath: path("empty"), withIntermediateDirectories: true)
    let bad = path("bad")
    check(["mod", "install", bad, "--mods", mods], values: [bad, "Bad"], status: 1)
    check(["mod", "install", path("empty"), "--mods", mods], values: [path("empty")], status: 1)
    check(
      ["mod", "install", path("nothing"), "--mods", mods], values: [path("nothing")], status: 1)
    check(
      ["mod", "install", bad, "--mods", path("none")],
      values: [path("none"), "~/.local/share/trivium/mods", "TRIVIUM_MODS", "mkdir"], status: 1)
    // Unpacking refuses a link inside the mod: the entry is a value, the words are ours.
    try write(#"{"id": "linky", "name": "L", "version": "1.0.0", "api": 1}"#, "linky/mod.json")
    try FileManager.default.createSymbolicLink(
      atPath: path("linky/out"), withDestinationPath: "/etc")
    check(
      ["mod", "install", path("linky"), "--mods", mods], values: [path("linky"), "'out'"],
      status: 1)
    let validate = check(
      ["validate", bad], values: [bad, "Bad", "'bad'", "error", "mod.json"], status: 1)
    #expect(validate.hasPrefix("error   "), "\(validate)")
    // Its first problem is the missing `name`: the field's name is a value, the words ours.
    check(
      ["validate", path("ok")], values: [path("ok"), "'ok'", "error", "mod.json", "name"],
      status: 1)
    // A skipped mod in `list`: its state and reason, and the mod lines around it.
    try FileManager.default.moveItem(atPath: bad, toPath: mods + "/bad")
    try write(#"{"x": 3}"#, "mods/enabled.json")
    let list = Trivium.run(["--lang", "en-XA", "list", "--mods", mods])
    let modPart = list.stdout.range(of: mods).map { String(list.stdout[$0.lowerBound...]) } ?? ""
    #expect(modPart.contains("mod.json") && modPart.contains("enabled.json"), "\(list.stdout)")
    let left = ErrorLanguageTests.englishWords(
      modPart + list.stderr, values: [mods, "Bad", "bad", "mod.json", "enabled.json", "1.0.0"])
    #expect(left.isEmpty, "\(left) in \(modPart)")
  }

  @Test func validateSaysItsFindingsInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let game = try Engine().roots.games.appendingPathComponent("arithmetic").path
    let ok = check(["validate", game], values: [game, "ok"], status: 0)
    #expect(ok.hasPrefix("ok      "), "\(ok)")
    try write(
      #"[1, {"id": "a", "type": "nope"}, {"id": "b", "type": "single", "picture": "../x"}, "#
        + #"{"id": "b", "type": "single"}]"#, "q.json")
    let types = try Engine().catalog.entries(of: .questionType).map(\.id)
    check(
      ["validate", path("q.json")],
      values: [
        path("q.json"), "error", "nope", "'a'", "'b'", "'type'", "'id'", "'picture'", "../x",
      ]
        + types, status: 1)
    check(["validate", path("nothing")], values: [path("nothing"), "error"], status: 1)
    try write("x", "some.txt")
    check(["validate", path("some.txt")], values: [path("some.txt"), "error"], status: 1)
  }

  @Test func importAndExportSayTheirSummariesInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("What is 2+2?\nA. 3\nB. 4\nANSWER: B\n", "q.txt")
    try write("x", "afile")
    let quiz = path("q.txt")
    check(
      ["import", "aiken", quiz, "--out", path("afile")], values: [quiz, path("afile")], status: 1)
    check(
      ["import", "aiken", quiz, "--out", path("g"), "--force"], values: [quiz, path("g")],
      status: 0)
    try write("x", "full/x")
    check(
      ["import", "aiken", quiz, "--out", path("full")], values: [quiz, path("full"), "force"],
      status: 1)
    check(["import", "aiken", quiz, "--check"], values: [quiz], status: 0)
    // What an importer skips or drops: its words ours, the file's quoted text a value.
    try write(
      "What is 2+2?\nA. 3\nB. 4\nANSWER: B\n\nBroken\nA. x\n\nANSWER: A\nOne\nA. 1\nANSWER: C\n",
      "p.txt")
    check(
      ["import", "aiken", path("p.txt"), "--check"],
      values: [path("p.txt"), "'Broken'", "'One'", "ANSWER", "'C'", "(A)"], status: 0)
    try write(
      "::a:: 2+2? {#4}\n\n::b:: Essay? {}\n\n::c:: Pick {=x =y ~z}\n\n::d:: Num {#abc}\n\n"
        + "::e:: Open {=x\n", "q.gift")
    check(
      ["import", "gift", path("q.gift"), "--check"],
      values: [path("q.gift"), "'abc'", "{}", "{", "'{'"], status: 0)
    check(
      ["export", "gift", path("g"), "--out", path("e.gift"), "--force"],
      values: [path("g"), path("e.gift"), "g"], status: 0)
  }

  @Test func mergeSaysItsRefusalsInTheInterfaceLanguage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(#"{"games": ["arithmetic"], "bots": ["random", "oracle"], "sessions": 2}"#, "t.json")
    try write("not json\n", "a.jsonl")
    // The JSON reader's words are translated too; the literal it expected is a value.
    check(
      ["merge", path("t.json"), path("a.jsonl")],
      values: [path("t.json"), path("a.jsonl"), "'null'"], status: 1)
    // The tournament's id, a hash of its file, is a value too.
    let english = Trivium.run(["merge", path("t.json"), path("a.jsonl")]).stderr
    #expect(english.contains("not JSON: line 1, column 1"), "\(english)")
    try write(#"{"tournament": "other"}"# + "\n", "b.jsonl")
    let refusal = Trivium.run(["merge", path("t.json"), path("b.jsonl")]).stderr
    let id = String(
      refusal.components(separatedBy: ", not to ").last?.split(separator: " ").first ?? "")
    #expect(!id.isEmpty, "\(refusal)")
    check(
      ["merge", path("t.json"), path("b.jsonl")],
      values: [path("t.json"), path("b.jsonl"), "other", id], status: 1)
    try write(#"{"tournament": "t"}"# + "\n", "c.jsonl")
    check(
      ["merge", path("t.json"), path("c.jsonl")],
      values: [path("t.json"), path("c.jsonl"), id], status: 1)
  }

  /// A file an untrusted folder refuses: the words are ours, the path and link target not.
  @Test func confinedRefusalsAreTranslated() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(atPath: path("out"), withDestinationPath: "/etc")
    try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
    let confined = ConfinedFolder(
      root: folder.path, displayName: "g", scope: Phrase(trLater("the game folder")))
    var said: [String] = []
    for name in ["out/passwd", "sub", "../x", "missing"] {
      do { _ = try confined.read(name, maxBytes: 10) } catch {
        said.append(ErrorLanguageTests.pseudo(error))
        #expect(error.description.hasPrefix("g/") || error.description.hasPrefix("g "))
      }
    }
    #expect(said.count == 4)
    for text in said {
      let left = ErrorLanguageTests.englishWords(
        text,
        values: ["g/out/passwd", "g/out", "g/sub", "g/../x", "g/missing", "/etc", "../x", "g"])
      #expect(left.isEmpty, "\(left) in \(text)")
    }
  }
}
