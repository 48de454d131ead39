import Foundation
import LuaHost

/// A problem with one file, said as "file:line: message".
public struct FileProblem: Error, Sendable, CustomStringConvertible, Equatable {
  /// The file as messages name it.
  public var file: String
  /// The line, when known.
  public var line: Int?
  /// What is wrong.
  public var message: String

  /// A problem of `file` at `line`.
  public init(file: String, line: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// "file:line: message".
  public var description: String {
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}

extension FileProblem {
  /// A plugin's error as a problem of its file (the main file when the error has no place).
  public init(_ error: PluginError, displayPath: String) {
    self.init(
      file: error.file ?? displayPath, line: error.line,
      message: "plugin '\(error.pluginID)': \(error.message)")
  }
}

/// A plugin named by its path (`trivium validate PATH`), loaded by `PluginLoader`.
public enum PluginPath {
  /// Loads the plugin at `path`: a `.lua` file, or a folder holding `main.lua` (whose other
  /// files `require` can then load).
  public static func load(path: String, limits: SandboxLimits = .default) -> Result<
    LuaPlugin, FileProblem
  > {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .failure(FileProblem(file: path, message: "no such file or folder"))
    }
    let display = path.hasSuffix("/") ? String(path.dropLast()) : path
    let mainPath = isFolder.boolValue ? display + "/main.lua" : display
    let folder = isFolder.boolValue ? display : (display as NSString).deletingLastPathComponent
    let id =
      isFolder.boolValue
      ? (display as NSString).lastPathComponent
      : ((display as NSString).lastPathComponent as NSString).deletingPathExtension
    let place = PluginPlace(mainFile: mainPath)
    do throws(PluginError) {
      return .success(
        try PluginLoader.load(
          id: id, main: (mainPath as NSString).lastPathComponent,
          in: URL(fileURLWithPath: folder.isEmpty ? "." : folder), displayName: folder,
          limits: limits,
          // The same header rules as the engine's, and the same shared `lib/`.
          header: PluginHeader.Expectation(place: place),
          sharedLib: place.pluginsFolder.map { (URL(fileURLWithPath: $0), $0) }))
    } catch {
      return .failure(FileProblem(error, displayPath: mainPath))
    }
  }
}
