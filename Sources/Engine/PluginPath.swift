import Content
import Foundation
import Localization
import LuaHost

/// A plugin named by its path (`trivium validate PATH`), loaded by `PluginLoader`.
public enum PluginPath {
  /// Loads the plugin at `path`: a `.lua` file, or a folder holding `main.lua` (whose other
  /// files `require` can then load).
  public static func load(path: String, limits: SandboxLimits = .default) -> Result<
    LuaPlugin, FileProblem
  > {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .failure(FileProblem(file: path, words: Phrase(trLater("no such file or folder"))))
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
