import Foundation
import QuizCore

/// The plugins on disk under `plugins/`, found by their place and not loaded.
///
/// Each kind has its folder: `plugins/types/`, `plugins/rules/`, `plugins/bots/`. A plugin is
/// either `<id>.lua` or a folder `<id>/` holding `main.lua` (and the modules it requires).
public struct PluginCatalog: Sendable {
  /// The kinds of plugin, each with its folder.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Question types (`kind = "question-type"`).
    case questionType = "types"
    /// Scoring rules (`kind = "rules"`).
    case rules
    /// Bots (`kind = "bot"`).
    case bot = "bots"

    /// The folder under `plugins/` that holds this kind.
    public var folderName: String { rawValue }

    /// "question type", "rules", "bot": the kind as a sentence names one plugin of it.
    public var singularName: String {
      switch self {
      case .questionType: return "question type"
      case .rules: return "rules"
      case .bot: return "bot"
      }
    }
  }

  /// One plugin found on disk.
  public struct Entry: Sendable, Hashable {
    /// Which kind of plugin its place says it is.
    public var kind: Kind
    /// Its id: the file name without `.lua`, or the folder's name.
    public var id: String
    /// Its main file (`x.lua` or `x/main.lua`).
    public var mainFile: URL
    /// The folder `require` finds its modules in (the folder of its main file).
    public var moduleFolder: URL
    /// The main file as messages name it (`plugins/types/letters.lua`).
    public var displayPath: String
    /// Built in, or from a mod.
    public var origin: ContentOrigin = .builtIn
  }

  /// The plugins, sorted by kind (types, rules, bots) then id.
  public private(set) var entries: [Entry] = []
  /// Folders that look like plugins but are not (no `main.lua`).
  public private(set) var warnings: [ContentWarning] = []

  /// A catalog of no plugin.
  public static let empty = PluginCatalog()

  private init() {}

  /// Scans `root` (the `plugins/` folder); a missing kind folder just has no plugins. Every
  /// entry has `origin`.
  public init(root: URL, displayName: String? = nil, origin: ContentOrigin = .builtIn)
    throws(ContentError)
  {
    let display = displayName ?? root.lastPathComponent
    for kind in Kind.allCases {
      let folder = root.appendingPathComponent(kind.folderName)
      let folderDisplay = "\(display)/\(kind.folderName)"
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        continue
      }
      // Ids are told apart by their bytes: two spellings of "é" are two plugins.
      var found: [ByteString: Entry] = [:]
      for name in names.sorted() where !name.hasPrefix(".") {
        guard var entry = scan(name: name, in: folder, display: folderDisplay, kind: kind) else {
          continue
        }
        entry.origin = origin
        if let other = found[ByteString(entry.id)] {
          throw ContentError(
            .duplicateID, file: folderDisplay,
            message: "two plugins have the id '\(entry.id)': \(other.displayPath) and "
              + entry.displayPath)
        }
        found[ByteString(entry.id)] = entry
      }
      entries += found.values.sorted { $0.id.bytesPrecede($1.id) }
    }
  }

  /// This catalog with the entries and warnings of `other` added (the ids are expected to
  /// differ: `ModSet` skips a mod whose ids collide), sorted again by kind then id.
  public func merging(_ other: PluginCatalog) -> PluginCatalog {
    var merged = self
    let kinds = Kind.allCases
    merged.entries = (entries + other.entries).sorted { a, b in
      let (ka, kb) = (kinds.firstIndex(of: a.kind)!, kinds.firstIndex(of: b.kind)!)
      return ka != kb ? ka < kb : a.id.bytesPrecede(b.id)
    }
    merged.warnings += other.warnings
    return merged
  }

  /// The plugins of one kind.
  public func entries(of kind: Kind) -> [Entry] { entries.filter { $0.kind == kind } }

  /// The plugin of `kind` named `id`, if there is one.
  public func entry(_ kind: Kind, id: String) -> Entry? {
    entries.first { $0.kind == kind && $0.id.hasSameBytes(as: id) }
  }

  /// The ids of the question types, for `GameLoader(knownTypes:)`.
  public var questionTypeIDs: Set<String> { Set(entries(of: .questionType).map(\.id)) }

  private mutating func scan(name: String, in folder: URL, display: String, kind: Kind) -> Entry? {
    let url = folder.appendingPathComponent(name)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return nil
    }
    if isFolder.boolValue {
      let main = url.appendingPathComponent("main.lua")
      guard FileManager.default.fileExists(atPath: main.path) else {
        warnings.append(
          ContentWarning(
            .notAPlugin, file: "\(display)/\(name)",
            message: "holds no main.lua: not a plugin (ignored)"))
        return nil
      }
      return Entry(
        kind: kind, id: name, mainFile: main, moduleFolder: url,
        displayPath: "\(display)/\(name)/main.lua")
    }
    // Other files (a README, a module's data) are not plugins.
    guard name.hasSuffix(".lua"), name.count > 4 else { return nil }
    return Entry(
      kind: kind, id: String(name.dropLast(4)), mainFile: url, moduleFolder: folder,
      displayPath: "\(display)/\(name)")
  }
}
