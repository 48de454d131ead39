import Content
import Foundation
import Localization
import QuizCore
import UserFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The question files an earlier game left in a folder that `import --force` writes into: an
/// import of a big quiz wrote `questions-1.json`... `questions-N.json`, and a smaller one
/// writes `questions.json`, so the old files would lie there unlisted, to be mistaken later.
///
/// Removed are only the files the folder's own `game.json` listed before this import and that
/// this import does not write again: plain names in the folder itself (never one in a
/// subfolder, never a link or anything but a regular file), each claimed by the command's
/// `OutputPlan` like a file it replaces (so never a file the command reads, and only with
/// `--force`), and only once the new game is written whole. Anything else in the folder is
/// left as it is (docs/files.md).
struct StaleQuestionFiles {
  /// The paths to remove.
  private(set) var paths: [String] = []
  /// Why nothing is removed though an earlier `game.json` is there: it could not be read.
  private(set) var unreadable: Phrase?

  /// None: a folder with no earlier game, or an import that writes nothing.
  init() {}

  /// The files of `folder`'s earlier `game.json` that an import writing `written` (names in
  /// the folder) leaves behind; none when the folder has no `game.json`.
  init(folder: URL, written: [String]) {
    let manifestPath = folder.appendingPathComponent("game.json").path
    guard FileManager.default.fileExists(atPath: manifestPath) else { return }
    let listed: [String]
    do { listed = try GameLoader.manifest(folder: folder).questionFiles } catch {
      unreadable = Phrase(
        trLater(
          "warning: the earlier {file} could not be read ({error}): none of the question "
            + "files it listed was removed"),
        ["file": .text(manifestPath), "error": .of(error)])
      return
    }
    for name in listed where !written.contains(name) && !name.contains("/") {
      let path = folder.appendingPathComponent(name).path
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      paths.append(path)
    }
  }

  /// Adds the files to the command's outputs: refused with the rest, before anything is
  /// written, when one is a file the command reads.
  func plan(into plan: inout OutputPlan) {
    for path in paths {
      plan.output(path, role: Phrase(trLater("the question file of the earlier game")))
    }
  }

  /// Removes the files (the new game is written); what was removed, a line each, on
  /// `output`'s standard output, and a failure to remove one as the command's failure.
  func remove(command: String, output: inout CommandOutput) {
    for path in paths {
      let code = unlink(path) == 0 ? 0 : errno
      guard code == 0 || code == ENOENT else {
        output.fail(
          command: command,
          Phrase(
            trLater("could not remove {path}, a question file of the earlier game: {reason}"),
            ["path": .text(Untrusted.line(path)), "reason": .phrase(SystemError.phrase(code))]
          ).translated)
        continue
      }
      output.stdout +=
        tr(
          "removed {path}: the earlier game.json listed it and this import does not write it",
          ["path": Untrusted.line(path)]) + "\n"
    }
  }
}
