import Foundation
import Testing

@testable import UserFiles

/// Where Trivium keeps data and state, by the XDG Base Directory rules.
@Suite struct FolderTests {
  @Test func theStateFolderFollowsXDGStateHomeThenHome() {
    #expect(
      StateFolder.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/trivium")
    // A relative or empty XDG_STATE_HOME is ignored, as the specification asks.
    #expect(
      StateFolder.path(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])
        == "/h/.local/state/trivium")
    #expect(
      StateFolder.path(environment: ["XDG_STATE_HOME": "", "HOME": "/h/"])
        == "/h/.local/state/trivium")
    #expect(StateFolder.path(environment: [:]) == nil)
  }

  @Test func anAppendingFileKeepsWhatItHeldAndAddsToIt() throws {
    let path = NSTemporaryDirectory() + "append-\(UUID().uuidString)/log"
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    for line in ["one\n", "two\n"] {
      let file = try OutputFile(path, createFolders: true, appending: true)
      try file.write(line)
      try file.commit()
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
    // Made private to the user, and no partial file is left beside it.
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: (path as NSString).deletingLastPathComponent)
        == ["log"])
  }
}
