import Confined
import Foundation
import Localization

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

/// Modules read from one folder: `require("lib.grid")` reads `FOLDER/lib/grid.lua` (or
/// `FOLDER/BASE/lib/grid.lua`, beside a main file in a subfolder), and never a file outside
/// the folder (see `ConfinedFolder`). A module the folder lacks is then looked for in the
/// shared `lib/` of the plugins folder, when one is given: `require("choices")` reads
/// `plugins/lib/choices.lua`, confined to that `plugins/` folder in the same way.
public struct FolderModules: ModuleSource {
  /// The most bytes a Lua file of a plugin may have (1 MiB): the largest shipped plugin is
  /// under 10 KiB, and a larger file is refused before it is read.
  public static let maxSourceBytes = 1 << 20

  /// The plugin's folder.
  public let folder: URL
  /// The folder's name as errors show it (`plugins/letters`).
  public let displayName: String
  /// The folder, confined: what its plugin reads.
  public let confined: ConfinedFolder
  /// The subfolder of `folder` that module names start from ("" for the folder itself).
  public let base: String
  /// The `plugins/` folder whose `lib/` holds the modules plugins share, confined; nil for none.
  public let plugins: ConfinedFolder?

  /// Modules found under `folder` (from its subfolder `base`), named in errors as
  /// `displayName/...`, then in the `lib/` of `plugins` (a folder and its name in errors),
  /// when given.
  public init(
    folder: URL, displayName: String, base: String = "",
    plugins: (folder: URL, displayName: String)? = nil
  ) {
    self.folder = folder
    self.displayName = displayName
    self.base = base
    confined = ConfinedFolder(
      root: folder.path, displayName: displayName, scope: Phrase(trLater("the plugin's folder")))
    self.plugins = plugins.map {
      ConfinedFolder(
        root: $0.folder.path, displayName: $0.displayName,
        scope: Phrase(trLater("the plugins folder")))
    }
  }

  /// The modules of the plugin whose main file is `mainFile` (shown as `displayPath`), with
  /// `require` reading `moduleFolder`, then the `lib/` of the plugins folder its place
  /// says it is in (`PluginPlace`), if any.
  public init(plugin mainFile: URL, moduleFolder: URL, displayPath: String) {
    let folderDisplay = (displayPath as NSString).deletingLastPathComponent
    let shown = PluginPlace(mainFile: displayPath).pluginsFolder
    let real = PluginPlace(mainFile: mainFile.path).pluginsFolder
    self.init(
      folder: moduleFolder, displayName: folderDisplay.isEmpty ? "." : folderDisplay,
      plugins: real.map { (URL(fileURLWithPath: $0), shown ?? $0) })
  }

  /// The text of the Lua file `name` of the folder (its main file, or a module), without the
  /// byte-order mark some editors write; nil when it is not UTF-8.
  public func text(of name: String) throws(ConfinedError) -> String? {
    let bytes = try confined.read(name, maxBytes: Self.maxSourceBytes)
    return try? UTF8Text.decode(bytes)
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
          Phrase(
            trLater(
              "require: '{name}' is not a module name (letters, digits, '_', '-', and '.' between "
                + "parts)"), ["name": .text(name)])))
    }
    let relative = name.replacingOccurrences(of: ".", with: "/") + ".lua"
    let own = (base.isEmpty ? "" : base + "/") + relative
    var looked = ["\(displayName)/\(own)"]
    var found = Self.read(own, in: confined, shown: looked[0])
    if case .failure(.missing) = found, let plugins {
      looked.append(plugins.display("lib/" + relative))
      found = Self.read("lib/" + relative, in: plugins, shown: looked[1])
    }
    switch found {
    case .success(let module): return .success(module)
    case .failure(.missing):
      let places: Phrase.Value =
        looked.count == 2
        ? .phrase(
          Phrase(
            trLater("{first} and {second}"),
            ["first": .text(looked[0]), "second": .text(looked[1])]))
        : .text(looked.joined(separator: ", "))
      return .failure(
        HostFailure(
          Phrase(
            trLater("require: module '{name}' not found (looked for {places})"),
            ["name": .text(name), "places": places])))
    case .failure(.refused(let failure)): return .failure(failure)
    }
  }

  private enum Missing: Error {
    case missing
    case refused(HostFailure)
  }

  /// The module file `relative` of `folder`, or why not.
  private static func read(_ relative: String, in folder: ConfinedFolder, shown: String)
    -> Result<
      ModuleFile, Missing
    >
  {
    let bytes: [UInt8]
    do {
      bytes = try folder.read(relative, maxBytes: maxSourceBytes)
    } catch {
      guard error.reason == .missing else {
        return .failure(
          .refused(HostFailure(Phrase(trLater("require: {error}"), ["error": .of(error)]))))
      }
      return .failure(.missing)
    }
    // Without the byte-order mark some editors write, as the main file.
    guard let source = try? UTF8Text.decode(bytes) else {
      return .failure(
        .refused(
          HostFailure(
            Phrase(trLater("require: {file} is not valid UTF-8"), ["file": .text(shown)]))))
    }
    return .success(ModuleFile(source: source, chunkName: shown))
  }
}
