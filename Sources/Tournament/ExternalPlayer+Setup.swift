import Localization
import QuizCore

extension ExternalPlayer {
  /// Where an external bot's process runs and what it finds in its environment, as its entry
  /// says (`folder`, `env`); kept apart from the other keys so that each reads on its own.
  public struct Setup: Hashable, Sendable {
    /// The folder it runs in, relative to the tournament file's folder; nil for that folder.
    public var folder: String?
    /// Variables added to the environment it inherits (replacing any of the same name).
    public var environment: [String: String] = [:]

    /// The keys of an entry this reads.
    static let keys: Set<String> = ["folder", "env"]
    /// At most this many variables, each name and value at most `maxLength` bytes.
    static let maxVariables = 256
    static let maxLength = 32768

    /// A setup of `folder` and `environment`.
    public init(folder: String? = nil, environment: [String: String] = [:]) {
      self.folder = folder
      self.environment = environment
    }

    /// Reads `folder` and `env` of the entry at `place`.
    static func parse(_ map: ValueMap, place: String) throws(TournamentError) -> Setup {
      var setup = Setup()
      if let value = map["folder"] {
        guard let text = value.stringValue, !text.isEmpty, !text.contains("\0"),
          text.utf8.count <= maxLength
        else {
          throw TournamentError(
            "\(place).folder",
            Phrase(trLater("must be a folder's path (relative to the tournament file's folder)")))
        }
        setup.folder = text
      }
      if let value = map["env"] {
        guard let variables = value.mapValue, variables.count <= maxVariables else {
          throw TournamentError(
            "\(place).env",
            Phrase(
              trLater("must be an object of at most {count} variables, each a string"),
              ["count": .number(maxVariables)]))
        }
        for (name, value) in variables {
          // The names a shell could set: no '=' (it ends a name) and no NUL (it ends a string).
          guard !name.isEmpty, !name.contains("="), !name.contains("\0"),
            name.utf8.count <= maxLength
          else {
            throw TournamentError(
              "\(place).env", Phrase(trLater("a variable's name is empty or holds '=' or NUL")))
          }
          guard let text = value.stringValue, !text.contains("\0"), text.utf8.count <= maxLength
          else {
            throw TournamentError(
              "\(place).env.\(name)", Phrase(trLater("must be a string (without NUL)")))
          }
          setup.environment[name] = text
        }
      }
      return setup
    }

    /// The fields the canonical description adds: only those given, so that a tournament
    /// that names neither keeps the id it had.
    var canonicalFields: ValueMap {
      var fields = ValueMap()
      if let folder { fields["folder"] = .string(folder) }
      if !environment.isEmpty {
        fields["env"] = .map(ValueMap(environment.mapValues { .string($0) }))
      }
      return fields
    }

    /// The folder the process runs in, given the tournament file's.
    public func directory(in base: String) -> String {
      guard let folder else { return base }
      return folder.hasPrefix("/") ? folder : base + "/" + folder
    }
  }
}
