import Foundation
import Testing

@testable import TriviumCommands

/// Every caller that runs an untrusted Lua file goes through the one plugin loader: a main
/// file that is a link out of its folder is refused by each of them in the same words, and
/// never runs.
@Suite("The plugin loader, for every caller")
struct PluginLoaderCallersTests {
  let home = ["--home", repositoryRoot.path]

  @Test("a mod plugin, a game's generate.lua, a tournament in Lua and a path to validate")
  func aLinkOutOfItsFolderIsRefusedTheSameWayByEveryCaller() throws {
    let root = try TemporaryMods()
    // Inside the mod's plugins folder (so the catalog lists the plugin) but outside the
    // folder of every plugin below.
    try root.write("mods/linked/plugins/secret.lua", "error('SECRET-RAN')\n")
    let secret = root.path + "/mods/linked/plugins/secret.lua"
    try root.write(
      "mods/linked/mod.json",
      #"{"id": "linked", "name": "linked", "version": "1.0.0", "api": 1}"#)
    try root.write(
      "games/gen/game.json", #"{"id": "gen", "title": "Gen", "questions": "generate.lua"}"#)
    for link in [
      "mods/linked/plugins/bots/leak/main.lua", "games/gen/generate.lua", "spec/t.lua",
      "loose/loose.lua",
    ] {
      let url = root.url.appendingPathComponent(link)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: secret)
    }
    let refusal = "is a link to \(secret), outside the plugin's folder: not read"
    let mods = ["--mods", root.path + "/mods"]

    let list = Trivium.run(["list"] + home + mods)
    let modPlugin = "\(root.path)/mods/linked/plugins/bots/leak/main.lua: plugin 'leak': \(refusal)"
    #expect(list.stdout.contains("broken plugin: \(modPlugin)"), "\(list.stdout)")

    let game = Trivium.run(["validate", root.path + "/games/gen"] + home)
    #expect(game.status == 1)
    #expect(
      game.stdout.contains("\(root.path)/games/gen/generate.lua: plugin 'gen': \(refusal)"),
      "\(game.stdout)")

    let path = Trivium.run(["validate", root.path + "/loose/loose.lua"] + home)
    #expect(path.status == 1)
    #expect(
      path.stdout.contains("\(root.path)/loose/loose.lua: plugin 'loose': \(refusal)"),
      "\(path.stdout)")

    let tournament = Trivium.run(["tournament", root.path + "/spec/t.lua", "--quiet"] + home)
    #expect(tournament.status == 1)
    #expect(
      tournament.stderr.contains("plugin 'tournament' at \(root.path)/spec/t.lua: \(refusal)"),
      "\(tournament.stderr)")

    for output in [list, game, path, tournament] {
      #expect(!(output.stdout + output.stderr).contains("SECRET-RAN"))
    }
  }

  @Test("a plugin named on the command line whose id is not a safe id is not loaded")
  func anUnsafeIDIsRefusedForAPathToo() throws {
    let root = try TemporaryMods()
    try root.write("bad id.lua", "error('SECRET-RAN')\n")
    let output = Trivium.run(["validate", root.path + "/bad id.lua"] + home)
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "\(root.path)/bad id.lua: plugin 'bad id': 'bad id' is not a plugin id: "),
      "\(output.stdout)")
    #expect(!output.stdout.contains("SECRET-RAN"))
  }
}
