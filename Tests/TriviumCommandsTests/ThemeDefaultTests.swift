import Foundation
import Testing

@testable import TriviumCommands

/// A home folder without themes/ still starts: no theme was asked for, and the built-in look
/// needs no file (issue 32, item 8).
@Suite("play: the theme when none is asked for")
struct ThemeDefaultTests {
  @Test("a home without themes/ gets the built-in look")
  func noThemesFolder() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let theme = try PlayCommand.loadTheme(nil, root: home.path)
    #expect(theme.name == "Fallback")
  }

  @Test("without --theme the home's classic is read")
  func classicFromHome() throws {
    let theme = try PlayCommand.loadTheme(nil, root: repositoryRoot.path)
    #expect(theme.name != "Fallback")
  }

  @Test("a theme asked for by name still has to exist")
  func askedThemeMissing() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    #expect(throws: (any Error).self) { try PlayCommand.loadTheme("classic", root: home.path) }
  }

  /// `--theme FILE` is read by `InputFile`, the one bounded reader of a file the user names: a
  /// file over the themes' limit is refused by its size, a folder as a folder, each naming it.
  @Test("a theme file is read through InputFile's rules")
  func themeFileThroughInputFile() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let large = home.appendingPathComponent("large.json")
    #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
    let handle = try FileHandle(forWritingTo: large)
    // One byte over the themes' limit (`Theme.maxFileBytes`, 1 MiB).
    try handle.truncate(atOffset: (1 << 20) + 1)
    try handle.close()
    let cases = [
      (large.path, "is larger than 1 MiB"),
      (home.path + "/", "is a folder, not a file"),
    ]
    for (path, words) in cases {
      do {
        _ = try PlayCommand.loadTheme(path, root: home.path)
        Issue.record("\(path) was read as a theme")
      } catch {
        let said = "\(error)"
        #expect(said.contains(path) && said.contains(words), "\(said)")
      }
    }
  }

}
