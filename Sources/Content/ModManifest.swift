import Confined
import Foundation
import Localization
import LuaHost
import QuizCore

/// A mod's `mod.json`: who it is, the plugin API it needs and how it stands to other mods.
///
/// ```json
/// {"id": "odd-pack", "name": "Odd one out", "version": "1.0.0", "api": 1,
///  "requires": ["base-pack", {"id": "extra", "version": ">=1.2"}], "conflicts": ["old-odd"]}
/// ```
public struct ModManifest: Sendable, Hashable {
  /// A mod another mod requires, with the versions it accepts.
  public struct Requirement: Sendable, Hashable, CustomStringConvertible {
    /// The id of the required mod.
    public var id: String
    /// The versions accepted.
    public var versions: VersionRange

    /// A requirement of `id` in `versions`.
    public init(id: String, versions: VersionRange = .any) {
      self.id = id
      self.versions = versions
    }

    /// `base-pack` or `base-pack >=1.2`.
    public var description: String {
      versions.comparators.isEmpty ? id : "\(id) \(versions)"
    }
  }

  /// The mod's id: lowercase letters, digits and dashes.
  public var id: String
  /// Its name, as the launcher shows it.
  public var name: String
  /// Its version.
  public var version: SemanticVersion
  /// The plugin API version it needs (`trivium.api_version`); a newer one than the engine's
  /// cannot load.
  public var api: Int64
  /// The mods it needs loaded first.
  public var requires: [Requirement]
  /// The mods it cannot be loaded with.
  public var conflicts: [String]
  /// A sentence or two for the launcher.
  public var description: String?

  /// The manifest's file name inside a mod folder.
  public static let fileName = "mod.json"
  /// The fields a manifest may have, declared once; a key it does not know gives a warning
  /// (docs/mods.md: a mod made for a newer Trivium still loads). `api` is checked here and
  /// asked for by `read`, whose message says which version this Trivium offers.
  public static let schema: FieldSchema = {
    let text = FieldSpec.string(required: true).notEmpty
    let requirement = FieldSpec.string().or(
      .record(
        FieldSchema(
          ["id": .string(required: true), "version": .string()], unknownKeys: .warn)))
    return FieldSchema(
      [
        "id": text, "name": text, "version": text, "api": .integer(in: 1...Int64(Int32.max)),
        "requires": .list(of: requirement), "conflicts": .list(of: .string()),
        "description": FieldSpec.string().notEmpty,
      ], unknownKeys: .warn)
  }()
  /// The fields a manifest may have.
  public static var knownFields: Set<String> { Set(schema.names) }

  /// A manifest with every field given.
  public init(
    id: String, name: String, version: SemanticVersion, api: Int64 = 1,
    requires: [Requirement] = [], conflicts: [String] = [], description: String? = nil
  ) {
    self.id = id
    self.name = name
    self.version = version
    self.api = api
    self.requires = requires
    self.conflicts = conflicts
    self.description = description
  }

  /// Whether `text` is a valid id for a mod, a game or a plugin made by `trivium new`:
  /// lowercase ASCII letters, digits and dashes, starting with a letter, at most 64 long.
  public static func isValidID(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLowercase, text.count <= 64,
      !text.hasSuffix("-")
    else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
  }

  /// Reads `mod.json` in `folder`; `display` is how messages name the file.
  public static func read(folder: URL, display: String) throws(ContentError)
    -> (manifest: ModManifest, warnings: [ContentWarning])
  {
    let mod = ConfinedFolder(
      root: folder.path, displayName: (display as NSString).deletingLastPathComponent,
      scope: Phrase(trLater("the mod folder")))
    let bytes = try TextFile.bytes(in: mod, fileName, cap: TextFile.maxManifestBytes)
    do {
      return try read(TextFile.json(bytes, display: display), file: display)
    } catch {
      throw error.placed(in: bytes)
    }
  }

  /// Reads a manifest from its JSON value.
  public static func read(_ value: Value, file: String) throws(ContentError)
    -> (manifest: ModManifest, warnings: [ContentWarning])
  {
    guard case .map(let map) = value else {
      throw ContentError(
        .wrongType, file: file,
        words: Phrase(
          trLater("the mod manifest must be a JSON object, not {found}"),
          ["found": .phrase(kindPhrase(value))]))
    }
    let fields = Fields(map, file: file)
    let (decoded, warnings) = try fields.decode(schema)
    let id = decoded.string("id")!
    guard isValidID(id) else {
      throw fields.error(
        .badValue, "id",
        Phrase(
          trLater(
            "field 'id' is '{id}': use lowercase letters, digits and dashes, starting with a "
              + "letter"), ["id": .text(id)]))
    }
    let versionText = decoded.string("version")!
    guard let version = SemanticVersion(versionText) else {
      throw fields.error(
        .badValue, "version",
        Phrase(
          trLater("field 'version' is '{version}', not a version like 1.0.0 (semver.org)"),
          ["version": .text(versionText)]))
    }
    guard let api = decoded.int("api").map(Int64.init) else {
      throw fields.error(
        .missingField, "api",
        Phrase(
          trLater(
            "missing field 'api': the plugin API version the mod needs (this Trivium offers "
              + "{api})"), ["api": .number(Int(LuaPluginInfo.apiVersion))]))
    }
    let conflicts = decoded["conflicts"]?.arrayValue?.compactMap(\.stringValue) ?? []
    for other in conflicts where !isValidID(other) {
      throw fields.error(
        .badValue, "conflicts",
        Phrase(trLater("field 'conflicts' names '{id}', not a mod id"), ["id": .text(other)]))
    }
    let manifest = ModManifest(
      id: id, name: decoded.string("name")!, version: version, api: api,
      requires: try requirements(decoded["requires"], fields: fields), conflicts: conflicts,
      description: decoded.string("description"))
    if manifest.conflicts.contains(id) || manifest.requires.contains(where: { $0.id == id }) {
      throw fields.error(
        .badValue, nil, Phrase(trLater("the mod names itself in 'requires' or 'conflicts'")))
    }
    return (manifest, warnings)
  }

  /// `requires`: a list of ids, or of `{"id": ..., "version": ">=1.0"}`, whose kinds the
  /// schema checked; here each id and version range is read.
  private static func requirements(_ value: Value?, fields: Fields) throws(ContentError)
    -> [Requirement]
  {
    var out: [Requirement] = []
    for (index, item) in (value?.arrayValue ?? []).enumerated() {
      let place = Phrase.Value.phrase(
        Phrase(trLater("field 'requires' item {number}"), ["number": .number(index + 1)]))
      var requirement = Requirement(id: item.stringValue ?? item.mapValue?["id"]?.stringValue ?? "")
      if let text = item.mapValue?["version"]?.stringValue {
        guard let range = VersionRange(text) else {
          throw fields.error(
            .badValue, "requires",
            Phrase(
              trLater(
                "{place}: 'version' must be a range like \">=1.0\" or \"^1.2\", not {found}"),
              ["place": place, "found": .text((try? ValueJSON.encode(.string(text))) ?? text)]))
        }
        requirement.versions = range
      }
      guard isValidID(requirement.id) else {
        throw fields.error(
          .badValue, "requires",
          Phrase(
            trLater("{place} names '{id}', not a mod id"),
            ["place": place, "id": .text(requirement.id)]))
      }
      out.append(requirement)
    }
    return out
  }
}
