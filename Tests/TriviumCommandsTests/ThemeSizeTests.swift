import Foundation
import Testing

@testable import TriviumCommands

/// Every file read on someone's behalf has a size limit: a theme past 1 MiB is refused by its
/// size, without being read.
@Suite("play --theme: a size limit")
struct ThemeSizeTests {
  @Test("a theme file far past the limit is refused by its size")
  func hugeThemeRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "theme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("huge.json").path
    // Sparse: 16 MiB that take no room on the disk (the limit holds for a gigabyte alike).
    #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 16 << 20)
    try handle.close()
    do {
      _ = try PlayCommand.loadTheme(path, root: repositoryRoot.path)
      Issue.record("a 16 MiB theme was read")
    } catch {
      #expect("\(error)".contains("is larger than 1 MiB"), "\(error)")
    }
  }
}
