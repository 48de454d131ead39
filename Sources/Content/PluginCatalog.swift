import Confined
import Foundation
import Localization
import LuaHost
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

    /// The `kind` a plugin in this folder declares.
    public var pluginKind: PluginKind { PluginKind(folderName: folderName)! }

    /// "question type", "rules", "bot": the kind as a sentence names one plugin of it.
    /// "question type 'x'", "bot 'x'": a plugin of this kind named, in words of ours.
    public func named(_ id: String) -> Phrase {
      switch self {
      case .questionType: Phrase(trLater("question type '{id}'"), ["id": .text(id)])
      case .rules: Phrase(trLater("rules '{id}'"), ["id": .text(id)])
      case .bot: Phrase(trLater("bot '{id}'"), ["id": .text(id)])
      }
    }

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

  /// The most plugins one `plugins/` folder (the built-ins, or one mod's) may hold: each is
  /// loaded to be checked, and ten thousand took seconds and a gigabyte on every command.
  public static let maxPlugins = 256

  /// Scans `root` (the `plugins/` folder); a missing kind folder just has no plugins. Every
  /// entry has `origin`. Nothing that leads out of `root` is listed or read: a link leaving
  /// it, or a FIFO or device where a plugin would be, gives a warning and no entry.
  public init(root: URL, displayName: String? = nil, origin: ContentOrigin = .builtIn)
    throws(ContentError)
  {
    let display = displayName ?? root.lastPathComponent
    let scope =
      origin == .builtIn
      ? Phrase(trLater("the plugins folder"))
      : Phrase(trLater("the plugins folder of {origin}"), ["origin": .phrase(origin.sentence)])
    let plugins = ConfinedFolder(root: root.path, displayName: display, scope: scope)
    var listed: [(Kind, [String])] = []
    for kind in Kind.allCases {
      do {
        guard try plugins.kind(of: kind.folderName) == .folder else { continue }
      } catch {
        if error.reason != .missing { refuse(error) }
        continue
      }
      let folder = root.appendingPathComponent(kind.folderName)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        continue
      }
      listed.append((kind, names.filter { !$0.hasPrefix(".") }.sortedByBytes()))
    }
    let count = listed.reduce(0) { $0 + $1.1.count }
    guard count <= Self.maxPlugins else {
      throw ContentError(
        .badValue, file: display,
        words: Phrase(
          trLater(
            "holds {count} files and folders where plugins go, more than the {limit} plugins "
              + "{owner} may have"),
          [
            "count": .number(count), "limit": .number(Self.maxPlugins),
            "owner": origin == .builtIn
              ? .phrase(Phrase(trLater("a plugins folder"))) : .phrase(origin.sentence),
          ]))
    }
    for (kind, names) in listed {
      let folderDisplay = "\(display)/\(kind.folderName)"
      // Ids are told apart by their bytes: two spellings of "é" are two plugins.
      var found: [ByteString: Entry] = [:]
      for name in names {
        guard var entry = scan(name: name, in: plugins, kind: kind) else { continue }
        entry.origin = origin
        if let other = found[ByteString(entry.id)] {
          throw ContentError(
            .duplicateID, file: folderDisplay,
            words: Phrase(
              trLater("two plugins have the id '{id}': {first} and {second}"),
              [
                "id": .text(entry.id), "first": .text(other.displayPath),
                "second": .text(entry.displayPath),
              ]))
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

  private mutating func scan(name: String, in plugins: ConfinedFolder, kind: Kind) -> Entry? {
    let relative = "\(kind.folderName)/\(name)"
    // Hidden files (an editor's, a system's) are never plugins.
    guard !name.hasPrefix(".") else { return nil }
    let url = URL(fileURLWithPath: plugins.root).appendingPathComponent(relative)
    let found: ConfinedFolder.Kind
    do { found = try plugins.kind(of: relative) } catch {
      if error.reason != .missing { refuse(error) }
      return nil
    }
    if found == .folder {
      var main: ConfinedFolder.Kind?
      do { main = try plugins.kind(of: relative + "/main.lua") } catch
        where error.reason == .missing
      {
        main = nil
      } catch {
        refuse(error)
        return nil
      }
      guard main == .file else {
        warnings.append(
          ContentWarning(
            .notAPlugin, file: plugins.display(relative),
            words: Phrase(trLater("holds no main.lua: not a plugin (ignored)"))))
        return nil
      }
      guard safeID(name, relative: relative, in: plugins) else { return nil }
      return Entry(
        kind: kind, id: name, mainFile: url.appendingPathComponent("main.lua"),
        moduleFolder: url, displayPath: plugins.display(relative + "/main.lua"))
    }
    // Other files (a README, a module's data) are not plugins.
    guard name.hasSuffix(".lua"), name.count > 4 else { return nil }
    guard safeID(String(name.dropLast(4)), relative: relative, in: plugins) else { return nil }
    return Entry(
      kind: kind, id: String(name.dropLast(4)), mainFile: url,
      moduleFolder: url.deletingLastPathComponent(), displayPath: plugins.display(relative))
  }

  /// Whether `id` may name a plugin: its id is its file name, and one that could not be
  /// printed safely is never loaded (said as a refused file).
  private mutating func safeID(_ id: String, relative: String, in plugins: ConfinedFolder) -> Bool {
    guard !Untrusted.isSafeID(id) else { return true }
    warnings.append(
      ContentWarning(
        .refusedFile, file: plugins.display(relative),
        words: Phrase(
          trLater("'{id}' is not a plugin id: {rule}; not loaded"),
          ["id": .text(Untrusted.line(id)), "rule": .phrase(Untrusted.safeIDWords)])))
    return false
  }

  /// A file that is never read, said as a warning.
  private mutating func refuse(_ refusal: ConfinedError) {
    warnings.append(
      ContentWarning(.refusedFile, file: refusal.path, words: refusal.problemPhrase))
  }
}
