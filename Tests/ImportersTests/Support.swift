import Content
import Foundation
import LuaHost
import QuizCore
import Testing

@testable import Importers

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Other people's quiz files, beside the repository (see its SOURCES.md); nil when missing.
let corpora: URL? = {
  let url = repositoryRoot.appendingPathComponent("../shared/corpora").standardizedFileURL
  return FileManager.default.fileExists(atPath: url.path) ? url : nil
}()

/// Why a corpus test is skipped.
let missingCorpora = "../shared/corpora is missing (a user's clone has none)"

/// The files of `folder` under the corpora with extension `ext`, sorted.
func corpusFiles(_ folder: String, ext: String) -> [URL] {
  guard let corpora else { return [] }
  let url = corpora.appendingPathComponent(folder)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  return names.filter { $0.hasSuffix("." + ext) }.sorted().map { url.appendingPathComponent($0) }
}

/// A fixture of this test target.
func fixture(_ name: String) -> URL {
  repositoryRoot.appendingPathComponent("Tests/ImportersTests/Fixtures/\(name)")
}

/// The import of the file at `url`, or the error's text.
func imported(_ format: ImportFormat, _ url: URL, encoding: TextEncoding? = nil) throws
  -> ImportedGame
{
  try Importer.importGame(
    format: format, path: url.path,
    options: ImportOptions(encoding: encoding, displayName: url.lastPathComponent))
}

/// The import of `text` as `format`.
func imported(_ format: ImportFormat, text: String) throws -> ImportedGame {
  try Importer.importGame(
    format: format, bytes: Array(text.utf8), options: ImportOptions(displayName: "in"))
}

/// The built-in question types, loaded from `plugins/types/` once: the readers of the
/// questions every export test writes. A Lua state serves one caller at a time, and tests run
/// in parallel: `withBuiltInTypes` lends them under a lock.
private final class BuiltInTypes: @unchecked Sendable {
  let lock = NSLock()
  lazy var types: QuestionTypes = {
    var types = QuestionTypes()
    for id in GameLoader.builtInTypes.sorted() {
      let path = "plugins/types/\(id).lua"
      let file = repositoryRoot.appendingPathComponent(path)
      let source = try! String(contentsOf: file, encoding: .utf8)
      let modules = FolderModules(
        plugin: file, moduleFolder: file.deletingLastPathComponent(), displayPath: path)
      types.register(
        try! LuaQuestionType(
          plugin: LuaPlugin(id: id, source: source, chunkName: path, modules: modules)))
    }
    return types
  }()
}

private let sharedTypes = BuiltInTypes()

/// Runs `body` with the built-in question types, no other test using them meanwhile.
func withBuiltInTypes<T>(_ body: (QuestionTypes) throws -> T) rethrows -> T {
  sharedTypes.lock.lock()
  defer { sharedTypes.lock.unlock() }
  return try body(sharedTypes.types)
}

extension Exporter {
  /// `questions` of the built-in types exported as `format`, each read by its type.
  static func export(
    _ questions: [Value], format: ExportFormat, title: String, attribution: String? = nil,
    picture: ((String) -> ImportedFile?)? = nil
  ) -> ExportedQuiz {
    withBuiltInTypes { types in
      export(
        questions, types: types, format: format, title: title, attribution: attribution,
        picture: picture)
    }
  }
}

/// The canonical shape of `question`, as its built-in type reads it.
func shape(_ question: Value) throws -> QuestionShape {
  try withBuiltInTypes { types in
    let type = try types.type(question["type"].stringValue ?? "")
    return try #require(try type.shape(question, random: SeededRandom(seed: 0)))
  }
}

/// A question type of a mod's, written in Lua by a test (`mods/m/plugins/types/ID.lua`).
func outsideType(_ id: String, _ source: String) throws -> LuaQuestionType {
  try LuaQuestionType(
    plugin: LuaPlugin(id: id, source: source, chunkName: "mods/m/plugins/types/\(id).lua"))
}
