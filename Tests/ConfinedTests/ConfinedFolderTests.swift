import Confined
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A folder to confine reads to, and a secret file beside it that must never be read.
final class Sandbox {
  let base: URL
  let folder: URL
  let secret: URL

  init() throws {
    base = FileManager.default.temporaryDirectory
      .appendingPathComponent("confined-tests-\(UUID().uuidString)")
    folder = base.appendingPathComponent("mod")
    secret = base.appendingPathComponent("secret.lua")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("SECRET-TOKEN".utf8).write(to: secret)
  }

  deinit { try? FileManager.default.removeItem(at: base) }

  var confined: ConfinedFolder {
    ConfinedFolder(root: folder.path, displayName: "mods/odd", scope: "the mod folder")
  }

  func write(_ name: String, _ text: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func link(_ name: String, to target: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  func refusal(_ name: String, maxBytes: Int = 1024) -> ConfinedError? {
    do {
      _ = try confined.read(name, maxBytes: maxBytes)
      return nil
    } catch { return error }
  }
}

@Suite struct ConfinedFolderTests {
  @Test func readsAFileOfTheFolder() throws {
    let box = try Sandbox()
    try box.write("lib/grid.lua", "return 1")
    #expect(try box.confined.read("lib/grid.lua", maxBytes: 100) == Array("return 1".utf8))
    #expect(try box.confined.kind(of: "lib") == .folder)
    #expect(try box.confined.kind(of: "lib/grid.lua") == .file)
  }

  @Test func aLinkLeadingOutIsRefusedAndNamed() throws {
    let box = try Sandbox()
    try box.link("plugins/types/leak.lua", to: box.secret.path)
    let error = try #require(box.refusal("plugins/types/leak.lua"))
    #expect(error.reason == .linkOutside(target: box.secret.path))
    #expect(
      error.description
        == "mods/odd/plugins/types/leak.lua is a link to \(box.secret.path), outside the mod "
        + "folder: not read")
    #expect(!error.description.contains("SECRET"))
    #expect(throws: ConfinedError.self) { try box.confined.kind(of: "plugins/types/leak.lua") }
  }

  @Test func aRelativeLinkLeadingOutIsRefusedToo() throws {
    let box = try Sandbox()
    try box.link("leak.lua", to: "../secret.lua")
    #expect(box.refusal("leak.lua")?.reason == .linkOutside(target: "../secret.lua"))
  }

  @Test func aLinkedFolderLeadingOutIsRefusedWhereItIsMet() throws {
    let box = try Sandbox()
    try box.link("lib", to: box.base.path)
    let error = try #require(box.refusal("lib/secret.lua"))
    #expect(error.path == "mods/odd/lib")
    #expect(error.reason == .linkOutside(target: box.base.path))
  }

  @Test func aLinkThatStaysInsideIsFollowed() throws {
    let box = try Sandbox()
    try box.write("shared/util.lua", "return 2")
    try box.link("plugins/util.lua", to: "../shared/util.lua")
    #expect(try box.confined.read("plugins/util.lua", maxBytes: 100) == Array("return 2".utf8))
  }

  @Test func aBrokenLinkIsMissing() throws {
    let box = try Sandbox()
    try box.link("gone.lua", to: "nowhere.lua")
    #expect(box.refusal("gone.lua")?.reason == .brokenLink(target: "nowhere.lua"))
    #expect(box.refusal("absent.lua")?.reason == .missing)
  }

  @Test(arguments: ["../secret.lua", "/etc/passwd", "a/../../secret.lua", "./x", "a//b", ""])
  func namesThatLeaveTheFolderAreRefusedBeforeAnyLookUp(name: String) throws {
    let box = try Sandbox()
    #expect(box.refusal(name)?.reason == .notInside)
  }

  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    let box = try Sandbox()
    let path = box.folder.appendingPathComponent("questions.json").path
    #expect(mkfifo(path, 0o644) == 0)
    let error = try #require(box.refusal("questions.json"))
    #expect(error.description == "mods/odd/questions.json is a FIFO, not a regular file")
    #expect(throws: ConfinedError.self) { try box.confined.kind(of: "questions.json") }
  }

  @Test(.enabled(if: getuid() == 0, "mknod needs root"))
  func aDeviceNodeIsRefused() throws {
    let box = try Sandbox()
    let path = box.folder.appendingPathComponent("a.png").path
    // Character device 1:3, the number of the null device, made inside the temporary folder.
    #expect(mknod(path, S_IFCHR | 0o600, 259) == 0)
    #expect(box.refusal("a.png")?.reason == .notRegular("a character device"))
  }

  @Test func aFolderIsNotAFile() throws {
    let box = try Sandbox()
    try box.write("sub/x.lua", "")
    #expect(box.refusal("sub")?.reason == .notRegular("a folder"))
  }

  @Test func aFileLargerThanTheCapIsRefusedUnread() throws {
    let box = try Sandbox()
    try box.write("big.json", String(repeating: "x", count: 2000))
    #expect(box.refusal("big.json", maxBytes: 1999)?.reason == .tooLarge(bytes: 2000, cap: 1999))
    #expect(try box.confined.read("big.json", maxBytes: 2000).count == 2000)
  }
}
