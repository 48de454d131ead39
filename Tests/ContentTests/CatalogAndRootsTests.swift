import Content
import Foundation
import QuizCore
import Testing

@Suite struct PluginCatalogTests {
  @Test func findsFilesAndFoldersOfEachKindWithoutLoadingThem() throws {
    let folder = try TemporaryFolder()
    try folder.write("plugins/types/single.lua", "this is not even Lua")
    try folder.write("plugins/types/letters/main.lua", "")
    try folder.write("plugins/types/letters/grid.lua", "")
    try folder.write("plugins/types/README.md", "")
    try folder.folder("plugins/types/unfinished")
    try folder.write("plugins/rules/classic.lua", "")
    try folder.write("plugins/bots/oracle.lua", "")
    try folder.write("plugins/bots/.hidden.lua", "")
    let catalog = try PluginCatalog(root: folder.url.appendingPathComponent("plugins"))
    #expect(
      catalog.entries.map(\.displayPath) == [
        "plugins/types/letters/main.lua", "plugins/types/single.lua", "plugins/rules/classic.lua",
        "plugins/bots/oracle.lua",
      ])
    #expect(catalog.questionTypeIDs == ["letters", "single"])
    #expect(catalog.entries(of: .bot).map(\.id) == ["oracle"])
    let letters = try #require(catalog.entry(.questionType, id: "letters"))
    #expect(letters.moduleFolder.lastPathComponent == "letters")
    #expect(letters.mainFile.lastPathComponent == "main.lua")
    #expect(
      catalog.warnings.map(\.description) == [
        "plugins/types/unfinished: holds no main.lua: not a plugin (ignored)"
      ])
  }

  @Test("plugin ids are told apart and found by their bytes")
  func idsByBytes() throws {
    let folder = try TemporaryFolder()
    try folder.write("plugins/bots/\u{E9}.lua", "")
    try folder.write("plugins/bots/e\u{301}.lua", "")
    try folder.write("plugins/bots/z.lua", "")
    let catalog = try PluginCatalog(root: folder.url.appendingPathComponent("plugins"))
    // Byte order: e (0x65) < z (0x7A) < é (0xC3 0xA9).
    #expect(
      catalog.entries(of: .bot).map { Array($0.id.utf8) } == [
        [0x65, 0xCC, 0x81], [0x7A], [0xC3, 0xA9],
      ])
    let found = try #require(catalog.entry(.bot, id: "e\u{301}"))
    #expect(Array(found.mainFile.lastPathComponent.utf8) == Array("e\u{301}.lua".utf8))
  }

  @Test func twoPluginsWithOneIDAreAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("plugins/rules/classic.lua", "")
    try folder.write("plugins/rules/classic/main.lua", "")
    #expect {
      try PluginCatalog(root: folder.url.appendingPathComponent("plugins"))
    } throws: { error in
      (error as? ContentError)?.description
        == "plugins/rules: two plugins have the id 'classic': plugins/rules/classic/main.lua and "
        + "plugins/rules/classic.lua"
    }
  }

  @Test func aMissingFolderHasNoPlugins() throws {
    let folder = try TemporaryFolder()
    let catalog = try PluginCatalog(root: folder.url.appendingPathComponent("plugins"))
    #expect(catalog.entries.isEmpty)
  }

  @Test func theRepositorysPluginsAreListed() throws {
    let catalog = try PluginCatalog(root: repository.appendingPathComponent("plugins"))
    #expect(catalog.entries.allSatisfy { FileManager.default.fileExists(atPath: $0.mainFile.path) })
    let names = catalog.entries.map { "\($0.kind.folderName)/\($0.id)" }
    #expect(Set(names).count == names.count)
  }
}

@Suite struct ContentRootsTests {
  @Test func anExplicitPathComesFirst() throws {
    let folder = try TemporaryFolder()
    try folder.folder("mine/games")
    let roots = try ContentRoots.resolve(
      explicit: folder.url.appendingPathComponent("mine").path,
      environment: ["TRIVIUM_HOME": repository.path], executable: nil)
    #expect(roots.source == .explicit)
    #expect(roots.games.path == folder.url.appendingPathComponent("mine/games").path)
  }

  @Test func thenTriviumHome() throws {
    let roots = try ContentRoots.resolve(
      environment: ["TRIVIUM_HOME": repository.path], executable: nil)
    #expect(roots.source == .environment)
    #expect(roots.root.path == repository.standardizedFileURL.path)
  }

  @Test func thenTheFoldersAboveTheExecutable() throws {
    let folder = try TemporaryFolder()
    try folder.folder("repo/games")
    try folder.folder("repo/plugins")
    let binary = try folder.write("repo/.build/debug/trivium", "")
    let roots = try ContentRoots.resolve(environment: [:], executable: binary)
    #expect(roots.source == .executable)
    #expect(roots.root.lastPathComponent == "repo")
  }

  @Test func orTheirShareFolderAsInstalled() throws {
    let folder = try TemporaryFolder()
    try folder.folder("usr/share/trivium/games")
    try folder.folder("usr/share/trivium/plugins")
    try folder.folder("usr/local/games")  // Debian's own: not a Trivium root
    let binary = try folder.write("usr/local/bin/trivium", "")
    let roots = try ContentRoots.resolve(environment: [:], executable: binary)
    #expect(roots.root.path.hasSuffix("/usr/share/trivium"))
  }

  @Test func aGivenFolderWithoutContentIsAnError() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.path
    #expect {
      try ContentRoots.resolve(environment: ["TRIVIUM_HOME": path], executable: nil)
    } throws: { error in
      (error as? ContentError)?.description
        == "TRIVIUM_HOME=\(path): holds neither a games/ nor a plugins/ folder"
    }
    #expect {
      try ContentRoots.resolve(environment: [:], executable: folder.url.appendingPathComponent("x"))
    } throws: { error in
      (error as? ContentError)?.message
        == "cannot find the games/ and plugins/ folders: give their folder with --home DIR, "
        + "or set TRIVIUM_HOME"
    }
  }
}
