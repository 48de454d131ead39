import Foundation
import LuaHost

/// A problem with one file, said as "file:line: message".
struct FileProblem: Error, CustomStringConvertible, Equatable {
  var file: String
  var line: Int?
  var message: String

  var description: String {
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}

/// Finds a plugin on disk and loads it into its sandbox.
enum PluginLoader {
  /// Loads the plugin at `path`: a `.lua` file, or a folder holding `main.lua` (whose other
  /// files `require` can then load).
  static func load(path: String, limits: SandboxLimits = .default) -> Result<LuaPlugin, FileProblem>
  {
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
    return load(
      main: URL(fileURLWithPath: mainPath),
      moduleFolder: URL(fileURLWithPath: folder.isEmpty ? "." : folder), id: id,
      displayPath: mainPath, limits: limits)
  }

  /// Loads the plugin whose main file is `main`, with `require` reading `moduleFolder`.
  static func load(
    main: URL, moduleFolder: URL, id: String, displayPath: String,
    limits: SandboxLimits = .default
  ) -> Result<LuaPlugin, FileProblem> {
    let modules = FolderModules(plugin: main, moduleFolder: moduleFolder, displayPath: displayPath)
    let text: String?
    do { text = try modules.text(of: main.lastPathComponent) } catch {
      let hint = error.reason == .missing ? " (a plugin folder needs a main.lua)" : ""
      return .failure(FileProblem(file: displayPath, message: error.problem + hint))
    }
    guard let source = text else {
      return .failure(FileProblem(file: displayPath, message: "is not valid UTF-8 text"))
    }
    do {
      return .success(
        try LuaPlugin(
          id: id, source: source, chunkName: displayPath, modules: modules, limits: limits,
          header: PluginHeader.Expectation(place: PluginPlace(mainFile: displayPath))))
    } catch {
      return .failure(
        FileProblem(
          file: error.file ?? displayPath, line: error.line,
          message: "plugin '\(id)': \(error.message)"))
    }
  }
}
