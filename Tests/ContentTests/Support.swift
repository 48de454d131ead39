import Content
import Foundation
import QuizCore
import Testing

/// The repository, found from this file: tests run from a scratch folder anywhere.
let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shared corpora of real quiz files (read-only, outside the repository).
let corpora = repository.deletingLastPathComponent().appendingPathComponent("shared/corpora")

/// Whether the corpora are there: a user's clone has no `../shared`, and its tests skip them.
let corporaPresent = FileManager.default.fileExists(atPath: corpora.path)

/// The loader the built-in games are checked with.
let builtInLoader = GameLoader(knownTypes: GameLoader.builtInTypes)

/// A fresh temporary folder, removed when the returned object goes away.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("content-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` (or `bytes`) at `path`, making the folders on the way.
  @discardableResult
  func write(_ path: String, _ text: String) throws -> URL {
    try write(path, bytes: Array(text.utf8))
  }

  @discardableResult
  func write(_ path: String, bytes: [UInt8]) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file
  }

  /// Makes `path` a folder.
  func folder(_ path: String) throws {
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent(path), withIntermediateDirectories: true)
  }
}

/// A manifest for a test game named `id` whose questions are in `questions`.
func manifest(_ id: String = "bad", questions: String = "questions.json", extra: String = "")
  -> String
{
  #"{"id": "\#(id)", "title": "Test", "questions": "\#(questions)"\#(extra)}"#
}

/// Writes a game folder `games/<id>` with a manifest and one question file, and loads it.
func loadGame(
  _ files: [String: [UInt8]], id: String = "bad", seed: UInt64 = 0,
  loader: GameLoader = builtInLoader, language: String? = nil
) throws -> LoadedGame {
  let folder = try TemporaryFolder()
  for (path, bytes) in files { try folder.write("games/\(id)/\(path)", bytes: bytes) }
  return try GameLibrary(root: folder.url.appendingPathComponent("games")).load(
    id, loader: loader, seed: seed, language: language)
}

/// The description of the error loading such a game throws; fails the test if none.
func loadError(
  _ files: [String: String], id: String = "bad", loader: GameLoader = builtInLoader,
  sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
  loadErrorValue(
    files.mapValues { Array($0.utf8) }, id: id, loader: loader, sourceLocation: sourceLocation)?
    .description
}

/// The error loading such a game throws; fails the test if none.
func loadErrorValue(
  _ files: [String: [UInt8]], id: String = "bad", loader: GameLoader = builtInLoader,
  sourceLocation: SourceLocation = #_sourceLocation
) -> ContentError? {
  do {
    let loaded = try loadGame(files, id: id, loader: loader)
    Issue.record(
      "expected an error, loaded \(loaded.game.questions.count) questions",
      sourceLocation: sourceLocation)
    return nil
  } catch let error as ContentError {
    return error
  } catch {
    Issue.record("expected a ContentError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}
