import Foundation
import LuaHost
import Testing

/// The checks of `PluginLoader`, the one way a plugin is loaded.
@Suite("PluginLoader")
struct PluginLoaderTests {
  /// A fresh folder, removed at the end of the test.
  final class Folder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("loader-\(UUID().uuidString)")
    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func write(_ name: String, _ bytes: [UInt8]) throws {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: file)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  func refusal(_ body: () throws(PluginError) -> LuaPlugin) -> PluginError? {
    do { _ = try body() } catch { return error }
    return nil
  }

  @Test func anUnsafeIDIsRefusedBeforeAnyFileIsRead() throws {
    let folder = try Folder()
    for id in ["bad id", "-x", "a/b", "\u{1B}[2J"] {
      let error = refusal { () throws(PluginError) in
        try PluginLoader.load(id: id, main: "none.lua", in: folder.url, displayName: "p")
      }
      #expect(error?.kind == .refused, "\(id)")
      #expect(error?.message.contains("is not a plugin id") == true, "\(id)")
      let inline = refusal { () throws(PluginError) in
        try PluginLoader.load(id: id, source: "return {}", chunkName: "x.lua")
      }
      #expect(inline?.kind == .refused, "\(id)")
    }
  }

  @Test func theMainFileIsReadFromItsFolderOnly() throws {
    let folder = try Folder()
    try folder.write("outside.lua", Array("return {}".utf8))
    try folder.write("p/ok.lua", Array("return {}".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.path + "/p/main.lua", withDestinationPath: "../outside.lua")
    let inside = folder.url.appendingPathComponent("p")
    let error = refusal { () throws(PluginError) in
      try PluginLoader.load(id: "p", main: "main.lua", in: inside, displayName: "plugins/p")
    }
    #expect(
      error?.placed
        == "plugins/p/main.lua: plugin 'p': is a link to ../outside.lua, outside the plugin's "
        + "folder: not read")
    let missing = refusal { () throws(PluginError) in
      try PluginLoader.load(id: "q", main: "main.lua", in: folder.url, displayName: "plugins/q")
    }
    #expect(
      missing?.placed
        == "plugins/q/main.lua: plugin 'q': no such file (a plugin folder needs a main.lua)")
    #expect(
      try PluginLoader.load(id: "ok", main: "ok.lua", in: inside, displayName: "p").mainFile
        == "p/ok.lua")
  }

  @Test func theMainFileIsUTF8TextWithOrWithoutAByteOrderMark() throws {
    let folder = try Folder()
    try folder.write("bom.lua", [0xEF, 0xBB, 0xBF] + Array("return { id = 'bom' }".utf8))
    try folder.write("bad.lua", Array("return {\n  x = '".utf8) + [0xE9] + Array("' }".utf8))
    let bom = try PluginLoader.load(id: "bom", main: "bom.lua", in: folder.url, displayName: "")
    #expect(bom.fields["id"] == "bom")
    let error = refusal { () throws(PluginError) in
      try PluginLoader.load(id: "bad", main: "bad.lua", in: folder.url, displayName: "")
    }
    #expect(error?.placed == "bad.lua:2:8: plugin 'bad': is not valid UTF-8 text (byte 0xE9)")
  }

  @Test func aMainFileInASubfolderRequiresItsNeighbours() throws {
    let folder = try Folder()
    try folder.write("gen/util.lua", Array("return { n = 7 }".utf8))
    try folder.write(
      "gen/generate.lua",
      Array("local u = require('util') return { n = function() return u.n end }".utf8))
    let plugin = try PluginLoader.load(
      id: "g", main: "gen/generate.lua", in: folder.url, displayName: "games/g")
    #expect(plugin.mainFile == "games/g/gen/generate.lua")
    #expect(try plugin.call("n") == 7)
  }
}
