import Foundation
import Localization
import QuizCore
import Testing

@testable import Store

/// A new empty folder of the test's own.
private func makeTemporaryFolder() throws -> String {
  var base = NSTemporaryDirectory()
  while base.hasSuffix("/") { base.removeLast() }
  var template = Array((base + "/trivium-store-XXXXXX").utf8CString)
  guard let created = mkdtemp(&template) else {
    throw StoreError.cannotOpen(path: NSTemporaryDirectory(), reason: .verbatim("mkdtemp failed"))
  }
  return String(cString: created)
}

/// Runs `body` with a new empty folder, removed afterwards whatever happens.
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
  let folder = try makeTemporaryFolder()
  defer { try? FileManager.default.removeItem(atPath: folder) }
  return try body(folder)
}

/// Runs `body` with a new empty folder, removed afterwards whatever happens.
func withTemporaryFolderAsync<T>(_ body: (String) async throws -> T) async throws -> T {
  let folder = try makeTemporaryFolder()
  defer { try? FileManager.default.removeItem(atPath: folder) }
  return try await body(folder)
}

/// The bytes of a file, or nil when it does not exist.
func contents(_ path: String) -> [UInt8]? {
  FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// Writes `bytes` to a new file at `path`.
func write(_ bytes: [UInt8], to path: String) {
  _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

/// The names in a folder, sorted.
func listing(_ folder: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}

/// Actions as a session would save them: plain values of every kind.
func sampleActions(_ count: Int) -> [Value] {
  (0..<count).map { index in
    let step = Int64(index)
    return [
      "kind": index % 3 == 0 ? "act" : "check", "step": .int(step),
      "payload": [
        .double(Double(index) / 4), .string("t\u{0}\(index)😀"), .null, .bool(index % 2 == 0),
      ],
    ]
  }
}

extension Store {
  /// A pragma's value as text, read on this store's own connection.
  func pragma(_ name: String) throws -> String {
    try withConnection { connection throws(StoreError) in
      try connection.query("PRAGMA \(name)") { $0.text(0) }.first ?? ""
    }
  }
}
