import Foundation
import Localization
import Testing

@testable import UserFiles

/// The output rules on real files, folders, links, FIFOs and device nodes made in a temporary
/// folder (never the real `/dev`).
@Suite struct OutputFileTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "trivium-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder + "/" + name }

  func contents(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  func fileType(_ name: String) -> mode_t {
    var info = stat()
    _ = lstat(path(name), &info)
    return info.st_mode & S_IFMT
  }

  /// A device number from its major and minor parts (Linux's encoding for small numbers).
  func device(_ major: UInt64, _ minor: UInt64) -> dev_t { dev_t((major << 8) | minor) }

  @Test func aNewFileIsWrittenWholeAndNoPartialStays() throws {
    try OutputFile.write("one\ntwo\n", to: path("log.jsonl"))
    #expect(try contents("log.jsonl") == "one\ntwo\n")
    #expect(try names() == ["log.jsonl"])
  }

  @Test func aFolderIsNeverRemovedOrReplaced() throws {
    try FileManager.default.createDirectory(
      atPath: path("results"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: path("results/mine.txt")))
    #expect(throws: UserFileError.self) { try OutputFile.write("log", to: path("results")) }
    do {
      try OutputFile.write("log", to: path("results"))
    } catch {
      #expect(error.problem.contains("is a folder"))
      #expect(error.path == path("results"))
    }
    #expect(fileType("results") == S_IFDIR)
    #expect(try contents("results/mine.txt") == "keep")
    #expect(try names() == ["results"])
  }

  @Test func anExistingFileIsReplacedWithItsPermissionsKept() throws {
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("log")))
    chmod(path("log"), 0o640)
    try OutputFile.write("new", to: path("log"))
    #expect(try contents("log") == "new")
    var info = stat()
    stat(path("log"), &info)
    #expect(info.st_mode & 0o777 == 0o640)
    #expect(try names() == ["log"])
  }

  @Test func aDiscardedWriteLeavesTheOldFileAsItWas() throws {
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("log")))
    let file = try OutputFile(path("log"))
    try file.write("half of the new")
    #expect(try names() == ["log", "log.partial"])
    file.discard()
    #expect(try contents("log") == "old")
    #expect(try names() == ["log"])
  }

  @Test func anAbandonedWriterCleansUpItsPartialFile() throws {
    do {
      let file = try OutputFile(path("log"))
      try file.write("never committed")
    }
    #expect(try names() == [])
  }

  @Test func aPartialNameThatIsTakenIsNeverTouched() throws {
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: path("log.partial")))
    try OutputFile.write("ours", to: path("log"))
    #expect(try contents("log.partial") == "theirs")
    #expect(try contents("log") == "ours")
    #expect(try names() == ["log", "log.partial"])
  }

  @Test func aLinkIsResolvedOnceAndItsTargetReplaced() throws {
    try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("real/log")))
    symlink("real/log", path("link"))
    try OutputFile.write("new", to: path("link"))
    #expect(fileType("link") == S_IFLNK)
    #expect(try contents("real/log") == "new")
    // A dangling link makes its target.
    symlink("real/fresh", path("dangling"))
    try OutputFile.write("fresh", to: path("dangling"))
    #expect(try contents("real/fresh") == "fresh")
    #expect(fileType("dangling") == S_IFLNK)
  }

  @Test func aLinkToAFolderIsRefusedLikeTheFolder() throws {
    try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
    symlink("real", path("link"))
    #expect(throws: UserFileError.self) { try OutputFile.write("log", to: path("link")) }
    #expect(fileType("link") == S_IFLNK)
    #expect(fileType("real") == S_IFDIR)
  }

  @Test func aLinkLoopIsAnErrorNotAHang() throws {
    symlink("b", path("a"))
    symlink("a", path("b"))
    #expect(throws: UserFileError.self) { try OutputFile.write("log", to: path("a")) }
  }

  @Test func aFIFOIsWrittenAsAStreamAndStaysAFIFO() async throws {
    #expect(mkfifo(path("pipe"), 0o600) == 0)
    let reader = Task.detached { [path = path("pipe")] in
      let handle = FileHandle(forReadingAtPath: path)
      return String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    }
    try OutputFile.write("through the pipe\n", to: path("pipe"))
    #expect(await reader.value == "through the pipe\n")
    #expect(fileType("pipe") == S_IFIFO)
    #expect(try names() == ["pipe"])
  }

  @Test(.enabled(if: getuid() == 0, "making device nodes needs root"))
  func aDeviceIsWrittenToNeverReplaced() throws {
    // A null device made in the temporary folder: the real /dev is never touched.
    #expect(mknod(path("null"), S_IFCHR | 0o666, device(1, 3)) == 0)
    try OutputFile.write("gone", to: path("null"))
    #expect(fileType("null") == S_IFCHR)
    #expect(try names() == ["null"])
  }

  @Test(.enabled(if: getuid() == 0, "making device nodes needs root"))
  func aFullDeviceGivesAnErrorNamingTheFile() throws {
    #expect(mknod(path("full"), S_IFCHR | 0o666, device(1, 7)) == 0)
    do {
      try OutputFile.write("no room", to: path("full"))
      Issue.record("a write to a full device succeeded")
    } catch {
      #expect(error.path == path("full"))
      #expect(error.problem.contains("no space left on device"))
    }
    #expect(fileType("full") == S_IFCHR)
  }

  @Test(.enabled(if: getuid() == 0, "making device nodes needs root"))
  func blockDevicesAndSocketsAreRefused() throws {
    #expect(mknod(path("disk"), S_IFBLK | 0o600, device(7, 0)) == 0)
    #expect(mknod(path("socket"), S_IFSOCK | 0o600, 0) == 0)
    for name in ["disk", "socket"] {
      #expect(throws: UserFileError.self) { try OutputFile(path(name)) }
    }
    #expect(fileType("disk") == S_IFBLK)
    #expect(fileType("socket") == S_IFSOCK)
  }

  @Test func standardStreamsAreDescriptorsNotFiles() throws {
    #expect(try OutputTarget.resolve("-").kind == .descriptor(1))
    #expect(try OutputTarget.resolve("/dev/stdout").kind == .descriptor(1))
    #expect(try OutputTarget.resolve("/dev/stderr").kind == .descriptor(2))
    #expect(try OutputTarget.resolve("/dev/fd/7").kind == .descriptor(7))
    #expect(try OutputTarget.resolve("/proc/self/fd/3").kind == .descriptor(3))
  }

  @Test func aDescriptorIsWrittenToInPlace() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    try OutputFile.write("to the pipe", to: "/dev/fd/\(ends[1])")
    close(ends[1])
    let read = FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile()
    #expect(String(decoding: read, as: UTF8.self) == "to the pipe")
  }

  @Test func newFilesRefuseAnythingThatStandsThere() throws {
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path("plugin.lua")))
    symlink("nowhere", path("link.lua"))
    for name in ["plugin.lua", "link.lua"] {
      #expect(throws: UserFileError.self) {
        try OutputFile.write("skeleton", to: path(name), mustBeNew: true)
      }
    }
    #expect(try contents("plugin.lua") == "mine")
  }

  @Test func missingFoldersAreNamedOrMadeWhenAsked() throws {
    do {
      try OutputFile.write("x", to: path("a/b/log"))
      Issue.record("a file was written into a missing folder")
    } catch {
      #expect(error.problem.contains("does not exist"))
    }
    try OutputFile.write("x", to: path("a/b/log"), createFolders: true)
    #expect(try contents("a/b/log") == "x")
  }

  @Test func badPathsAreErrorsInWords() {
    #expect(throws: UserFileError("", Phrase("is an empty path: it names no file"))) {
      try OutputFile.write("x", to: "")
    }
  }
}
