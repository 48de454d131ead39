import Content
import Foundation
import LuaHost
import QuizCore
import Testing

/// A mods folder in a temporary folder, with helpers to write mods into it.
struct ModsFixture {
  let folder: TemporaryFolder
  var url: URL { folder.url }

  init() throws { folder = try TemporaryFolder() }

  /// Writes `<name>/mod.json` from the parts given, and `files` (path in the mod → text).
  func mod(
    _ name: String, id: String? = nil, version: String = "1.0.0", api: Int = 1,
    requires: String = "[]", conflicts: String = "[]", files: [String: String] = [:]
  ) throws {
    try folder.write(
      "\(name)/mod.json",
      #"{"id": "\#(id ?? name)", "name": "Mod \#(name)", "version": "\#(version)", "api": \#(api), "requires": \#(requires), "conflicts": \#(conflicts)}"#
    )
    for (path, text) in files { try folder.write("\(name)/\(path)", text) }
  }

  /// A bot plugin that loads.
  static func bot(_ id: String) -> String {
    "return { kind = 'bot', id = '\(id)', api = 1, name = 'B', act = function() return { op = 'finish' } end }\n"
  }

  /// A game folder's files, of one true-or-false question.
  static func game(_ id: String) -> [String: String] {
    [
      "games/\(id)/game.json": manifest(id, questions: "q.json"),
      "games/\(id)/q.json": #"[{"id": "a", "type": "truefalse", "text": "Yes?", "answer": true}]"#,
    ]
  }

  func resolve(
    apiVersion: Int64 = LuaPluginInfo.apiVersion, candidate: ModSet.Candidate? = nil
  ) throws -> ModSet {
    let builtIns = ModSet.BuiltIns(
      plugins: try PluginCatalog(root: repository.appendingPathComponent("plugins")),
      gameIDs: try GameLibrary(root: repository.appendingPathComponent("games")).gameIDs())
    return ModSet.resolve(
      folder: url, displayName: "mods", builtIns: builtIns, apiVersion: apiVersion,
      candidate: candidate)
  }
}

extension ModSet {
  /// "id: state" per mod, in the set's order.
  var states: [String] { mods.map { "\($0.id): \($0.state)" } }
}

@Suite struct ModResolutionTests {
  @Test func goodModsLoadAfterTheirDependenciesWithTiesByID() throws {
    let mods = try ModsFixture()
    try mods.mod("zeta", files: ["plugins/bots/zbot.lua": ModsFixture.bot("zbot")])
    try mods.mod("base", files: ModsFixture.game("base-game"))
    try mods.mod("alpha", requires: #"["base", {"id": "zeta", "version": ">=1.0 <2"}]"#)
    try mods.mod("beta", requires: #"["base"]"#)
    let set = try mods.resolve()
    #expect(set.loadOrder.map(\.id) == ["base", "beta", "zeta", "alpha"])
    #expect(set.mods.allSatisfy { $0.isLoaded })
    let zeta = try #require(set.mod("zeta"))
    #expect(zeta.plugins.entries.map(\.displayPath) == ["mods/zeta/plugins/bots/zbot.lua"])
    #expect(zeta.plugins.entries.map(\.origin) == [.mod("zeta")])
    #expect(set.mod("base")?.gameIDs == ["base-game"])

    var library = GameLibrary(root: repository.appendingPathComponent("games"))
    library.add(set)
    #expect(try library.gameIDs().contains("base-game"))
    #expect(library.origin(of: "base-game") == .mod("base"))
    #expect(library.origin(of: "question-bank") == .builtIn)
    #expect(library.displayFolder(of: "base-game") == "mods/base/games/base-game")
    let loaded = try library.load(
      "base-game", loader: GameLoader(knownTypes: GameLoader.builtInTypes))
    #expect(loaded.game.questions.count == 1)
  }

  @Test func aCandidateTakesThePlaceOfTheFolderOfItsIDAndIsEnabled() throws {
    let mods = try ModsFixture()
    try mods.mod("base")
    try mods.mod("pack", files: ModsFixture.game("old-game"))
    try mods.folder.write("enabled.json", #"{"pack": false}"#)
    try mods.mod(".staged/pack", id: "pack", version: "2.0.0", requires: #"["base"]"#)
    let staged = mods.url.appendingPathComponent(".staged/pack")
    let set = try mods.resolve(
      candidate: ModSet.Candidate(folder: staged, displayName: "pack.zip"))
    #expect(set.states == ["base: loaded", "pack: loaded"])
    let pack = try #require(set.mod("pack"))
    #expect(pack.folder.path == staged.path)
    #expect(pack.displayName == "pack.zip")
    #expect(pack.manifest?.version == SemanticVersion(2, 0, 0))
    #expect(pack.gameIDs.isEmpty)
  }

  @Test func eachBrokenModIsSkippedWithItsReasonAndTheRestLoad() throws {
    let mods = try ModsFixture()
    try mods.mod("good", files: ["plugins/bots/helper.lua": ModsFixture.bot("helper")])
    try mods.mod("clash", files: ["plugins/bots/oracle.lua": ModsFixture.bot("oracle")])
    try mods.mod("clash-game", files: ModsFixture.game("question-bank"))
    try mods.mod("second", files: ["plugins/bots/helper.lua": ModsFixture.bot("helper")])
    try mods.mod("needy", requires: #"["absent"]"#)
    try mods.mod("old", requires: #"[{"id": "good", "version": ">=2.0"}]"#)
    try mods.mod("rival", conflicts: #"["good"]"#)
    try mods.mod("future", api: 99)
    try mods.folder.write("broken-json/mod.json", "{\n  \"id\": \"broken-json\",\n  \"name\" 1\n}")
    try mods.folder.folder("no-manifest")
    try mods.mod(
      "broken-plugin",
      files: [
        "plugins/types/half.lua": "return {\n  kind = 'question-type',\n  id = 'half'\n  api = 1 }"
      ])
    try mods.mod("wrong-kind", files: ["plugins/types/notatype.lua": ModsFixture.bot("notatype")])
    let set = try mods.resolve()
    #expect(set.loadOrder.map(\.id) == ["good"])
    let expected = [
      "broken-json": "skipped: bad manifest: mods/broken-json/mod.json:3:10: is not valid JSON",
      "broken-plugin":
        "skipped: broken plugin: mods/broken-plugin/plugins/types/half.lua:4: plugin 'half': "
        + "'}' expected (to close '{' at line 1) near 'api'",
      "clash":
        "skipped: id collision: its bot 'oracle' has the id of a built-in one (a mod may not "
        + "replace a built-in)",
      "clash-game":
        "skipped: id collision: its game 'question-bank' has the id of a built-in game",
      "future": "skipped: API too new: needs plugin API 99, this Trivium offers 2 (update Trivium)",
      "needy": "skipped: missing dependency: requires mod 'absent', which is not installed",
      "no-manifest":
        "skipped: bad manifest: mods/no-manifest/mod.json: no such file: every mod folder needs "
        + "a mod.json",
      "old":
        "skipped: version not satisfied: requires mod 'good' >=2.0, but 1.0.0 is installed",
      "rival":
        "skipped: conflict: it declares a conflict with mod 'good', which is enabled (disable one "
        + "of them)",
      "second": "skipped: id collision: its bot 'helper' has the id of one in mod 'good'",
      "wrong-kind":
        "skipped: broken plugin: mods/wrong-kind/plugins/types/notatype.lua:1: plugin 'notatype': "
        + "field 'kind' is \"bot\", but a plugin in plugins/types/ must have kind = "
        + "\"question-type\"",
    ]
    for mod in set.mods where mod.id != "good" {
      let prefix = try #require(expected[mod.id], "\(mod.id)")
      #expect(mod.state.description.hasPrefix(prefix), "\(mod.id): \(mod.state)")
    }
    #expect(set.mods.count == expected.count + 1)
  }

  @Test func disabledModsAndWhatRequiresThem() throws {
    let mods = try ModsFixture()
    try mods.mod("base")
    try mods.mod("user", requires: #"["base"]"#)
    try ModSet.setEnabled(false, mod: "base", folder: mods.url)
    #expect(!ModSet.isEnabled(mod: "base", folder: mods.url))
    var set = try mods.resolve()
    #expect(
      set.states == [
        "base: disabled",
        "user: skipped: missing dependency: requires mod 'base', which is disabled",
      ])
    try ModSet.setEnabled(true, mod: "base", folder: mods.url)
    set = try mods.resolve()
    #expect(set.loadOrder.map(\.id) == ["base", "user"])
    let text = try String(
      contentsOf: mods.url.appendingPathComponent("enabled.json"), encoding: .utf8)
    #expect(!text.contains("base"))
  }

  @Test func aSkippedDependencySkipsItsDependents() throws {
    let mods = try ModsFixture()
    try mods.mod("base", api: 5)
    try mods.mod("middle", requires: #"["base"]"#)
    try mods.mod("top", requires: #"["middle"]"#)
    #expect(
      try mods.resolve().states == [
        "base: skipped: API too new: needs plugin API 5, this Trivium offers 2 (update Trivium)",
        "middle: skipped: missing dependency: requires mod 'base', which is skipped",
        "top: skipped: missing dependency: requires mod 'middle', which is skipped",
      ])
  }

  @Test func cyclesAndDuplicateIDsSkipEveryModInvolved() throws {
    let mods = try ModsFixture()
    try mods.mod("a", requires: #"["b"]"#)
    try mods.mod("b", requires: #"["a"]"#)
    try mods.mod("copy-one", id: "same")
    try mods.mod("copy-two", id: "same")
    #expect(
      try mods.resolve().states == [
        "a: skipped: dependency cycle: a, b require each other",
        "b: skipped: dependency cycle: a, b require each other",
        "same: skipped: id collision: the mod id 'same' is also used by mods/copy-two (remove or "
          + "rename one)",
        "same: skipped: id collision: the mod id 'same' is also used by mods/copy-one (remove or "
          + "rename one)",
      ])
  }

  @Test func aBrokenSwitchFileIsAProblemAndEveryModStaysEnabled() throws {
    let mods = try ModsFixture()
    try mods.mod("base")
    try mods.folder.write("enabled.json", #"{"base": "no"}"#)
    let set = try mods.resolve()
    #expect(set.loadOrder.map(\.id) == ["base"])
    #expect(
      set.problems.map(\.description) == [
        "mods/enabled.json: base must be true or false, not \"no\""
      ])
  }

  @Test func aMissingFolderHasNoMods() throws {
    let mods = try ModsFixture()
    let builtIns = ModSet.BuiltIns(plugins: .empty, gameIDs: [])
    let set = ModSet.resolve(folder: mods.url.appendingPathComponent("none"), builtIns: builtIns)
    #expect(set.mods.isEmpty)
    #expect(set.problems.isEmpty)
  }
}

@Suite struct ModManifestTests {
  func read(_ json: String) -> String {
    do {
      let value = try ValueJSON.decode(json)
      let manifest = try ModManifest.read(value, file: "mod.json").manifest
      return "\(manifest.id) \(manifest.version) api \(manifest.api) requires "
        + manifest.requires.map(\.description).joined(separator: ", ")
    } catch {
      return "\(error)"
    }
  }

  /// One rule for unknown keys (docs/files.md): a mod's manifest warns of each, nested ones
  /// too, naming its path, and still loads: a misspelt field is never silently ignored.
  @Test func unknownAndMisspeltFieldsAreWarnedOf() throws {
    let value = try ValueJSON.decode(
      #"{"id": "pack", "name": "P", "version": "1.0.0", "api": 1, "descripton": "d", "requires": [{"id": "b", "verison": "^1.2"}]}"#
    )
    let (manifest, warnings) = try ModManifest.read(value, file: "mod.json")
    #expect(manifest.description == nil && manifest.requires.map(\.description) == ["b"])
    #expect(
      warnings.map(\.description) == [
        "mod.json: unknown field 'requires[1].verison' (ignored)",
        "mod.json: unknown field 'descripton' (ignored)",
      ])
    #expect(warnings.map(\.field) == ["requires", "descripton"])
  }

  @Test func readsEveryField() {
    #expect(
      read(
        #"{"id": "pack", "name": "P", "version": "1.2.3-beta.1", "api": 1, "requires": ["a", {"id": "b", "version": "^1.2"}], "conflicts": ["c"], "description": "d"}"#
      ) == "pack 1.2.3-beta.1 api 1 requires a, b ^1.2")
  }

  @Test(arguments: [
    (#"{"name": "P", "version": "1.0.0", "api": 1}"#, "mod.json: missing field 'id'"),
    (
      #"{"id": "Pack", "name": "P", "version": "1.0.0", "api": 1}"#,
      "mod.json: field 'id' is 'Pack': use lowercase letters, digits and dashes, starting with a letter"
    ),
    (
      #"{"id": "p", "name": "P", "version": "1.0", "api": 1}"#,
      "mod.json: field 'version' is '1.0', not a version like 1.0.0 (semver.org)"
    ),
    (
      #"{"id": "p", "name": "P", "version": "1.0.0"}"#,
      "mod.json: missing field 'api': the plugin API version the mod needs (this Trivium offers 2)"
    ),
    (
      #"{"id": "p", "name": "P", "version": "1.0.0", "api": 1, "requires": [{"id": "a", "version": "about 1"}]}"#,
      #"mod.json: field 'requires' item 1: 'version' must be a range like ">=1.0" or "^1.2", not "about 1""#
    ),
    (
      #"{"id": "p", "name": "P", "version": "1.0.0", "api": 1, "requires": [3]}"#,
      #"mod.json: field 'requires[1]' must be a string or a map {id, version}, not 3"#
    ),
    (
      #"{"id": "p", "name": "P", "version": "1.0.0", "api": 1, "conflicts": ["p"]}"#,
      "mod.json: the mod names itself in 'requires' or 'conflicts'"
    ),
  ])
  func refusesWhatIsWrong(json: String, message: String) {
    #expect(read(json) == message)
  }
}

@Suite struct VersionTests {
  @Test func precedenceFollowsSemver() throws {
    let ordered = [
      "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
      "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.2.0", "2.0.0",
    ].map { SemanticVersion($0) }
    #expect(ordered.allSatisfy { $0 != nil })
    for (a, b) in zip(ordered, ordered.dropFirst()) { #expect(a! < b!, "\(a!) < \(b!)") }
    for bad in ["1", "1.2", "01.2.3", "1.2.3-", "1.2.x", "-1.2.3", ""] {
      #expect(SemanticVersion(bad) == nil, "\(bad)")
    }
    #expect(SemanticVersion("1.2", partial: true) == SemanticVersion(1, 2, 0))
  }

  @Test(arguments: [
    (">=1.0", ["1.0.0", "3.1.0"], ["0.9.9", "1.0.0-rc.1"]),
    (">=1.0 <2", ["1.9.9"], ["2.0.0", "0.1.0"]),
    (">1.0, <=1.5", ["1.0.1", "1.5.0"], ["1.0.0", "1.5.1"]),
    ("^1.2", ["1.2.0", "1.9.0"], ["1.1.9", "2.0.0"]),
    ("^0.2.3", ["0.2.3", "0.2.9"], ["0.3.0"]),
    ("~1.2", ["1.2.0", "1.2.7"], ["1.3.0"]),
    ("1.2.3", ["1.2.3"], ["1.2.4"]),
    ("*", ["0.0.1", "9.9.9"], []),
  ])
  func rangesAcceptTheirVersions(range: String, inside: [String], outside: [String]) throws {
    let parsed = try #require(VersionRange(range))
    for text in inside { #expect(parsed.accepts(SemanticVersion(text)!), "\(text) in \(range)") }
    for text in outside {
      #expect(!parsed.accepts(SemanticVersion(text)!), "\(text) not in \(range)")
    }
  }

  @Test func badRangesAreRefused() {
    for bad in [">=", "about 1", ">=1.x", "=>1.0"] { #expect(VersionRange(bad) == nil, "\(bad)") }
  }
}
