import Foundation
import QuizCore

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
