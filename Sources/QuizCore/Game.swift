/// A game ready to play: its questions as plain data and the rules it is scored by.
///
/// The content layer builds it from a game folder (a manifest and a question file, or a Lua
/// generator run with the session's seed); the core only reads it.
public struct Game: Sendable, Hashable {
  /// The game's id (its folder name).
  public var id: String
  /// The title shown to players.
  public var title: String
  /// The questions, each a map with at least `id` and `type` (see docs/plugin-api.md).
  public var questions: [Value]
  /// The id of the scoring rules plugin.
  public var rules: String
  /// The folder that holds the game's pictures, if any.
  public var folder: String?
  /// The game's icon (a picture file in `folder`, or one or two characters).
  public var icon: String?
  /// The languages the game offers, its default first; empty for a game in one unnamed
  /// language (which declares none).
  public var languages: [String] = []
  /// The language its questions were resolved to for this session; nil when it declares none.
  /// A session parameter like the seed: a replay loads the game in the same one.
  public var language: ContentLanguage?

  /// A game with every field given.
  public init(
    id: String, title: String, questions: [Value], rules: String = "classic",
    folder: String? = nil, icon: String? = nil
  ) {
    self.id = id
    self.title = title
    self.questions = questions
    self.rules = rules
    self.folder = folder
    self.icon = icon
  }
}
