import Foundation
import Localization
import LuaHost
import QuizCore
import TriviumEngine
import UserFiles

/// `--plugin-log FILE` of `run`, `validate` and `tournament`: where plugins' `print` and
/// `trivium.log` lines go (`PluginLog`), written by the output writer like every other file.
final class PluginLogFile: @unchecked Sendable {
  /// The option's name.
  static let name = "--plugin-log"

  /// The option, as `run`, `validate` and `tournament` declare it.
  static let declaration = OptionDeclaration.value(
    name, "FILE",
    trLater(
      "Write what plugins print (print, trivium.log) to FILE, one line each, \"[plugin] text\"; "
        + "- writes to standard error. Off by default."), values: .file)

  /// How many lines plugins have printed in this process so far (`PluginLog.printed`).
  static var printed: Int { PluginLog.printed }

  /// What `run` and `validate` say when plugins printed lines since `PluginLog.printed` was
  /// `before`: where the lines went (`log`, the open plugin log), or how to see them.
  static func note(since before: Int, log: PluginLogFile?) -> String? {
    let lines = PluginLog.printed - before
    guard lines > 0 else { return nil }
    // Said to the person who ran the command (standard error), in their language; the lines
    // themselves, in the log, are not translated.
    guard let log else {
      return trn(
        "note: plugins printed {n} line (print, trivium.log), not shown: {option} FILE writes "
          + "them to FILE (- to standard error)",
        "note: plugins printed {n} lines (print, trivium.log), not shown: {option} FILE writes "
          + "them to FILE (- to standard error)", count: lines, ["option": name]) + "\n"
    }
    guard log.path != "-" else {
      return trn(
        "note: plugins printed {n} line (print, trivium.log), written to standard error",
        "note: plugins printed {n} lines (print, trivium.log), written to standard error",
        count: lines) + "\n"
    }
    return trn(
      "note: plugins printed {n} line (print, trivium.log), written to {file}",
      "note: plugins printed {n} lines (print, trivium.log), written to {file}", count: lines,
      ["file": Untrusted.line(log.path)]) + "\n"
  }

  /// What `run` and `validate` do when done with plugins: say where the lines they printed
  /// since `before` went (`note`), and close `log`; a failure to write it is `command`'s.
  static func finish(
    _ log: PluginLogFile?, since before: Int, command: String, output: inout CommandOutput
  ) {
    if let note = note(since: before, log: log) { output.stderr += note }
    if let problem = log?.close() { output.fail(command: command, problem) }
  }

  /// Adds the log the arguments ask for, if any, to the command's outputs (`-` is a stream).
  static func plan(_ arguments: Arguments, into plan: inout OutputPlan) {
    guard let given = arguments.value(name), given != "-" else { return }
    plan.output(given, role: Phrase(trLater("the plugin log")))
  }

  private let file: OutputFile
  private let path: String
  /// The first write that failed; guarded by `PluginLog`'s lock, which every write holds.
  private var failure: UserFileError?

  private init(file: OutputFile, path: String) {
    self.file = file
    self.path = path
  }

  /// Opens the log the arguments ask for, if any, and sends plugins' lines to it.
  static func open(_ arguments: Arguments) throws(EngineError) -> PluginLogFile? {
    guard let given = arguments.value(name) else { return nil }
    let path = given == "-" ? "/dev/stderr" : given
    let file: OutputFile
    do { file = try OutputFile(path) } catch {
      throw EngineError(Phrase(trLater("the plugin log {error}"), ["error": .of(error)]))
    }
    return PluginLogFile(file: file, path: given).started()
  }

  /// Adds plugins' lines to the regular file `path` (made, with its folders, when missing),
  /// after a first line saying what starts.
  static func appending(to path: String, first: String) throws(UserFileError) -> PluginLogFile {
    let file = try OutputFile(path, createFolders: true, appending: true)
    try file.write(first + "\n")
    return PluginLogFile(file: file, path: path).started()
  }

  /// Sends plugins' lines here from now on.
  private func started() -> PluginLogFile {
    PluginLog.start { line in
      guard self.failure == nil else { return }
      do throws(UserFileError) { try self.file.write(line) } catch { self.failure = error }
    }
    return self
  }

  /// Stops the log and puts the file in place; what went wrong with it, if anything.
  func close() -> String? {
    PluginLog.stop()
    if let failure { return tr("the plugin log {error}", ["error": failure]) }
    do throws(UserFileError) { try file.commit() } catch {
      return tr("the plugin log {error}", ["error": error])
    }
    return nil
  }
}
