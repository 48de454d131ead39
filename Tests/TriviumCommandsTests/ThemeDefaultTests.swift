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
}
