import Foundation
import Localization
import Testing

@testable import UserFiles

/// Files written before their place is settled (`StagedFile`) and given to `OutputFile`: by
/// the same rules as any output, with their bytes written once where the system allows.
@Suite struct StagedFileTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "trivium-staged-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { folder + "/" + name }

  func names(_ at: String? = nil) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: at ?? folder).sorted()
  }

  func staged(_ text: String, near: String? = nil, unnamed: Bool = true) throws -> StagedFile {
    let file = try StagedFile(near: near ?? folder, allowingUnnamed: unnamed)
    var bytes = Array(text.utf8)
    try bytes.withUnsafeMutableBufferPointer { buffer throws(UserFileError) in
      try file.append(UnsafeBufferPointer(buffer))
    }
    return file
  }

  func inode(_ descriptor: Int32) -> ino_t {
    var info = stat()
    _ = fstat(descriptor, &info)
    return info.st_ino
  }

  func inode(at path: String) -> ino_t {
    var info = stat()
    _ = stat(path, &info)
    return info.st_ino
  }

  @Test("nothing of a staged file is seen in its folder until it is committed, then all of it")
  func invisibleUntilCommitted() throws {
    let text = String(repeating: "question\n", count: 50_000)
    let file = try staged(text)
    #expect(file.size == text.utf8.count)
    #expect(try names() == [])
    let output = try OutputFile(path("questions.json"), staged: file)
    // Under its partial name only, until whole.
    #expect(try names() == ["questions.json.partial"])
    try output.commit()
    #expect(try names() == ["questions.json"])
    #expect(try String(contentsOfFile: path("questions.json"), encoding: .utf8) == text)
  }

  @Test("on this system the staged file is the written file: its bytes are not copied")
  func namedNotCopied() throws {
    let file = try staged("[1, 2, 3]\n")
    #if os(Linux)
      // Linux's ext4, tmpfs, xfs and btrfs all have unnamed files; the test folder is on one.
      #expect(file.isUnnamed, "O_TMPFILE refused in \(folder)")
    #endif
    let output = try OutputFile(path("q.json"), staged: file)
    try output.commit()
    if file.isUnnamed {
      #expect(inode(at: path("q.json")) == inode(file.descriptor))
    }
    #expect(try String(contentsOfFile: path("q.json"), encoding: .utf8) == "[1, 2, 3]\n")
  }

  @Test("where unnamed files are refused, the staged file waits elsewhere and is copied")
  func copiedWhereNotUnnamed() throws {
    let file = try staged("copied\n", unnamed: false)
    #expect(!file.isUnnamed)
    #expect(try names() == [])
    let output = try OutputFile(path("q.json"), staged: file)
    try output.commit()
    #expect(inode(at: path("q.json")) != inode(file.descriptor))
    #expect(try String(contentsOfFile: path("q.json"), encoding: .utf8) == "copied\n")
    #expect(try names() == ["q.json"])
  }

  @Test("a staged file for a folder not made yet waits above it and is named inside it")
  func folderMadeLater() throws {
    let game = path("games/new/deeper")
    let file = try staged("text\n", near: game)
    #expect(file.folder == folder)
    #expect(try names() == [])
    let output = try OutputFile(game + "/questions.json", createFolders: true, staged: file)
    try output.commit()
    #expect(try names(game) == ["questions.json"])
    #expect(try String(contentsOfFile: game + "/questions.json", encoding: .utf8) == "text\n")
  }

  @Test("a staged file not committed leaves nothing: given to no output, or discarded")
  func nothingLeftWithoutCommit() throws {
    do {
      let kept = try staged("never named\n")
      #expect(kept.size == 12)
    }
    #expect(try names() == [])
    do {
      let output = try OutputFile(path("q.json"), staged: try staged("discarded\n"))
      output.discard()
    }
    #expect(try names() == [])
    do {
      // Dropped without commit, as a failing import drops it.
      _ = try OutputFile(path("q.json"), staged: try staged("dropped\n"))
    }
    #expect(try names() == [])
  }

  @Test("an existing file is replaced only at commit, its permissions kept")
  func replacesAtCommit() throws {
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path("q.json")))
    chmod(path("q.json"), 0o640)
    let output = try OutputFile(path("q.json"), staged: try staged("new\n"))
    #expect(try String(contentsOfFile: path("q.json"), encoding: .utf8) == "old\n")
    try output.commit()
    #expect(try String(contentsOfFile: path("q.json"), encoding: .utf8) == "new\n")
    let mode = try FileManager.default.attributesOfItem(atPath: path("q.json"))[.posixPermissions]
    #expect(mode as? Int == 0o640)
  }

  @Test("a must-be-new output refuses an existing file and leaves it and the folder as they were")
  func mustBeNewRefuses() throws {
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: path("q.json")))
    #expect(throws: UserFileError.self) {
      _ = try OutputFile(path("q.json"), mustBeNew: true, staged: try staged("theirs\n"))
    }
    #expect(try String(contentsOfFile: path("q.json"), encoding: .utf8) == "mine\n")
    #expect(try names() == ["q.json"])
  }

  @Test("a partial name the user has is never replaced: the next free one is taken")
  func partialNameTaken() throws {
    try Data("user's\n".utf8).write(to: URL(fileURLWithPath: path("q.json.partial")))
    for unnamed in [true, false] {
      let output = try OutputFile(path("q.json"), staged: try staged("new\n", unnamed: unnamed))
      // The user's partial file and this one's, under a name of its own.
      #expect(try names().filter { $0.hasSuffix(".partial") }.count == 2)
      try output.commit()
      #expect(try String(contentsOfFile: path("q.json"), encoding: .utf8) == "new\n")
      #expect(
        try String(contentsOfFile: path("q.json.partial"), encoding: .utf8) == "user's\n")
      #expect(try names() == ["q.json", "q.json.partial"])
    }
  }

  @Test("a staged file past the output's limit is refused and nothing is left of it")
  func overTheLimit() throws {
    for unnamed in [true, false] {
      let limit = OutputLimit(bytes: 8, readers: "tests")
      #expect {
        _ = try OutputFile(
          path("q.json"), limit: limit, staged: try staged("nine byte", unnamed: unnamed))
      } throws: { error in
        "\(error)".contains("would be larger than the 8 bytes tests read")
      }
      #expect(try names() == [])
      let fits = try OutputFile(
        path("q.json"), limit: limit, staged: try staged("8 bytes!", unnamed: unnamed))
      try fits.commit()
      #expect(try String(contentsOfFile: path("q.json"), encoding: .utf8) == "8 bytes!")
      try FileManager.default.removeItem(atPath: path("q.json"))
    }
  }

  @Test("a stream output gets the staged bytes copied")
  func streamGetsACopy() throws {
    guard mkfifo(path("pipe"), 0o600) == 0 else {
      Issue.record("mkfifo failed: \(errno)")
      return
    }
    let reader = open(path("pipe"), O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let output = try OutputFile(path("pipe"), staged: try staged("streamed\n"))
    try output.commit()
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer[0..<max(count, 0)], as: UTF8.self) == "streamed\n")
    #expect(try names() == ["pipe"])
  }
}
