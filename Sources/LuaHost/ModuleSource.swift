import Foundation

/// A Lua file a plugin asked for with `require`.
public struct ModuleFile: Sendable, Equatable {
  /// Its Lua text.
  public var source: String
  /// The name errors show for it.
  public var chunkName: String

  /// A module with this text, shown in errors as `chunkName`.
  public init(source: String, chunkName: String) {
    self.source = source
    self.chunkName = chunkName
  }
}

/// Where `require` finds a plugin's own Lua files, and nothing else.
public protocol ModuleSource {
  /// The module `name` ("util" or "lib.grid"), or why there is none.
  func source(of name: String) -> Result<ModuleFile, HostFailure>
}

/// Modules read from one folder: `require("lib.grid")` reads `FOLDER/lib/grid.lua`.
public struct FolderModules: ModuleSource {
  /// The plugin's folder.
  public let folder: URL
  /// The folder's name as errors show it (`plugins/letters`).
  public let displayName: String

  /// Modules found under `folder`, named in errors as `displayName/...`.
  public init(folder: URL, displayName: String) {
    self.folder = folder
    self.displayName = displayName
  }

  /// Reads the module's file after checking that its name cannot leave the folder.
  public func source(of name: String) -> Result<ModuleFile, HostFailure> {
    // Bytes, not characters: a `Character` is equal to its canonical equivalents (the Kelvin
    // sign U+212A to "K"), which are other bytes in a file name.
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.".utf8)
    guard !name.isEmpty, name.utf8.count <= 100, name.utf8.allSatisfy(allowed.contains),
      !name.hasPrefix("."), !name.hasSuffix("."), !name.contains("..")
    else {
      return .failure(
        HostFailure(
          "require: '\(name)' is not a module name (letters, digits, '_', '-', and '.' between parts)"
        ))
    }
    let relative = name.replacingOccurrences(of: ".", with: "/") + ".lua"
    let file = folder.appendingPathComponent(relative)
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return .failure(
        HostFailure("require: module '\(name)' not found (looked for \(displayName)/\(relative))"))
    }
    guard let source = String(data: data, encoding: .utf8) else {
      return .failure(HostFailure("require: \(displayName)/\(relative) is not valid UTF-8"))
    }
    return .success(ModuleFile(source: source, chunkName: "\(displayName)/\(relative)"))
  }
}
