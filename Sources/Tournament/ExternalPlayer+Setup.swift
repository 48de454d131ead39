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

    /// The fields of an entry this reads, declared with the entry's (`ExternalPlayer.schema`).
    static let fields: [(name: String, spec: FieldSpec)] = [
      (name: "folder", spec: FieldSpec.string().notEmpty),
      (name: "env", spec: environmentSpec),
    ]
    /// At most this many variables, each name and value at most `maxLength` bytes.
    static let maxVariables = 256
    static let maxLength = 32768

    private static let environmentSpec: FieldSpec = {
      var spec = FieldSpec.map(of: .string())
      spec.max = Double(maxVariables)
      return spec
    }()

    /// A setup of `folder` and `environment`.
    public init(folder: String? = nil, environment: [String: String] = [:]) {
      self.folder = folder
      self.environment = environment
    }

    /// The setup of the entry at `path`, from its fields the schema checked: what the schema
    /// cannot say (NUL, lengths in bytes, a variable's name) is checked here.
    static func read(_ fields: DecodedFields, at path: FieldPath, file: String)
      throws(TournamentError) -> Setup
    {
      var setup = Setup()
      if let text = fields.string("folder") {
        guard !text.contains("\0"), text.utf8.count <= maxLength else {
          throw TournamentError(
            TournamentSpec.place(file, path.field("folder")),
            Phrase(trLater("must be a folder's path (relative to the tournament file's folder)")))
        }
        setup.folder = text
      }
      for (name, value) in fields["env"]?.mapValue ?? [:] {
        // The names a shell could set: no '=' (it ends a name) and no NUL (it ends a string).
        guard !name.isEmpty, !name.contains("="), !name.contains("\0"),
          name.utf8.count <= maxLength
        else {
          throw TournamentError(
            TournamentSpec.place(file, path.field("env")),
            Phrase(trLater("a variable's name is empty or holds '=' or NUL")))
        }
        let text = value.stringValue ?? ""
        guard !text.contains("\0"), text.utf8.count <= maxLength else {
          throw TournamentError(
            TournamentSpec.place(file, path.field("env").field(name)),
            Phrase(trLater("must be a string (without NUL)")))
        }
        setup.environment[name] = text
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
