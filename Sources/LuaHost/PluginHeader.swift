import Foundation
import Localization
import QuizCore

/// The kinds of plugin, as their description tables name them (`kind = "question-type"`).
public enum PluginKind: String, Sendable, Hashable, CaseIterable {
  /// A question type, in `plugins/types/`.
  case questionType = "question-type"
  /// Scoring rules, in `plugins/rules/`.
  case rules
  /// A bot, in `plugins/bots/`.
  case bot
  /// A game's question generator, named by its `game.json`.
  case gameSource = "game-source"

  /// The folder under `plugins/` that holds this kind; nil for a game source.
  public var folderName: String? {
    switch self {
    case .questionType: return "types"
    case .rules: return "rules"
    case .bot: return "bots"
    case .gameSource: return nil
    }
  }

  /// The kind a folder under `plugins/` holds.
  public init?(folderName: String) {
    guard let kind = Self.allCases.first(where: { $0.folderName == folderName }) else {
      return nil
    }
    self = kind
  }
}

/// What the place of a plugin's main file says about it: the one rule for a plugin loaded by
/// the engine from its catalog and for one named by path (`trivium validate FILE`).
public struct PluginPlace: Sendable, Equatable {
  /// The kind its folder holds (`plugins/types/x.lua`, `plugins/types/x/main.lua`); nil when
  /// the file is in no kind's folder.
  public var kind: PluginKind?
  /// The `plugins/` folder the kind's folder is in: whose `lib/` the plugin may `require`.
  public var pluginsFolder: String?

  /// The place of `mainFile`, a path (as shown or on disk: only its last components count).
  public init(mainFile: String) {
    var parts = mainFile.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    _ = parts.popLast()
    // A folder plugin: `types/x/main.lua`; a file plugin: `types/x.lua`.
    var found = parts.last.flatMap(PluginKind.init(folderName:))
    if found == nil, mainFile.hasSuffix("/main.lua") || mainFile == "main.lua", parts.count >= 2 {
      _ = parts.popLast()
      found = parts.last.flatMap(PluginKind.init(folderName:))
    }
    kind = found
    guard found != nil else { return }
    _ = parts.popLast()
    pluginsFolder = parts.isEmpty ? "." : parts.joined(separator: "/")
    if pluginsFolder == "" { pluginsFolder = "/" }
  }

  /// A place given outright.
  public init(kind: PluginKind?, pluginsFolder: String? = nil) {
    self.kind = kind
    self.pluginsFolder = pluginsFolder
  }
}

/// The header every plugin's description table carries (`kind`, `api`, `name`), checked where
/// the table is read (`LuaPlugin`), so that every way of loading a plugin judges it alike.
public enum PluginHeader {
  /// The plugin API versions this host runs: 1 (every function written out) and 2 (field
  /// schemas and defaults for question types).
  public static let supportedAPIs: ClosedRange<Int64> = 1...2

  /// What the header must say: nothing (a tournament file run as Lua), any kind, or one kind.
  public enum Expectation: Sendable, Equatable {
    /// No header is asked for.
    case none
    /// A plugin of any kind.
    case anyKind
    /// A plugin of this kind.
    case kind(PluginKind)

    /// The expectation of a plugin at `place`: the kind its folder holds, else any kind.
    public init(place: PluginPlace) {
      self = place.kind.map { .kind($0) } ?? .anyKind
    }
  }

  /// The keys of the header, read here and nowhere else: a decoder of the rest of the table
  /// leaves them to it.
  public static let keys: Set<String> = ["kind", "id", "api", "name"]

  /// The first problem of the header in `fields`, as (field, words); nil when it is right.
  static func problem(in fields: ValueMap, expected: Expectation) -> (String, Phrase)? {
    if expected == .none { return nil }
    let values: [String: Phrase.Value] = [
      "low": .number(Int(supportedAPIs.lowerBound)), "high": .number(Int(supportedAPIs.upperBound)),
    ]
    switch fields["api"] {
    case nil, .null?:
      return (
        "api",
        Phrase(
          trLater(
            "field 'api' is missing: a plugin says which plugin API it is written for "
              + "(api = {high})"), values)
      )
    case .int(let api)?:
      var values = values
      values["api"] = .text(String(api))
      if api > supportedAPIs.upperBound {
        return (
          "api",
          Phrase(
            trLater(
              "is written for plugin API {api}: it needs a newer Trivium, one that supports "
                + "plugin API {api} (this one supports {low} to {high})"), values)
        )
      }
      if api < supportedAPIs.lowerBound {
        return (
          "api",
          Phrase(
            trLater("field 'api' must be a plugin API version ({low} to {high}), not {api}"),
            values)
        )
      }
    case let other?:
      var values = values
      values["found"] = .phrase(other.kindWords)
      return (
        "api",
        Phrase(trLater("field 'api' must be the integer {low} or {high}, not {found}"), values)
      )
    }
    guard let name = fields["name"]?.stringValue, !name.isEmpty else {
      return (
        "name",
        Phrase(trLater("field 'name' must be a non-empty string: the plugin's name for people"))
      )
    }
    let kinds = PluginKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    guard let text = fields["kind"]?.stringValue, let kind = PluginKind(rawValue: text) else {
      return (
        "kind", Phrase(trLater("field 'kind' must be one of {kinds}"), ["kinds": .text(kinds)])
      )
    }
    if case .kind(let wanted) = expected, kind != wanted {
      let kindValues: [String: Phrase.Value] = [
        "kind": .text(kind.rawValue), "wanted": .text(wanted.rawValue),
      ]
      guard let folder = wanted.folderName else {
        return (
          "kind",
          Phrase(
            trLater(
              "field 'kind' is \"{kind}\", but a game's generator must have kind = \"{wanted}\""),
            kindValues)
        )
      }
      return (
        "kind",
        Phrase(
          trLater(
            "field 'kind' is \"{kind}\", but a plugin in plugins/{folder}/ must have "
              + "kind = \"{wanted}\""),
          kindValues.merging(["folder": .text(folder)]) { given, _ in given })
      )
    }
    return nil
  }

  /// The line of `source` where the table field `name` is set (`name = ...`), looking first
  /// after the line that opens `within` (`fields = {`) when given; nil when not found.
  static func line(ofField name: String, in source: String, within: String? = nil) -> Int? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    // `field =` (or `["field"] =`) anywhere in the line, `field` not part of a longer name.
    func sets(_ line: Substring, _ field: String) -> Bool {
      let bytes = Array(line.utf8)
      let isName = { (byte: UInt8) in
        byte == 95 || (byte | 32) >= 97 && (byte | 32) <= 122 || byte >= 48 && byte <= 57
      }
      for pattern in [Array(field.utf8), Array("[\"\(field)\"]".utf8)]
      where bytes.count >= pattern.count {
        for start in 0...(bytes.count - pattern.count)
        where Array(bytes[start..<start + pattern.count]) == pattern {
          if start > 0, isName(bytes[start - 1]) { continue }
          var next = start + pattern.count
          if pattern.count == field.utf8.count, next < bytes.count, isName(bytes[next]) { continue }
          while next < bytes.count, bytes[next] == 32 || bytes[next] == 9 { next += 1 }
          if next < bytes.count, bytes[next] == 61, next + 1 >= bytes.count || bytes[next + 1] != 61
          {
            return true
          }
        }
      }
      return false
    }
    var start = 0
    if let within, let opening = lines.firstIndex(where: { sets($0, within) }) {
      start = opening
      if within == name { return opening + 1 }
    }
    return lines[start...].firstIndex(where: { sets($0, name) }).map { $0 + 1 }
  }
}
