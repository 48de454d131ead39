import Content
import Localization
import QuizCore
import Review
import TriviumEngine

/// A session of questions from many games, played as one: the due questions of spaced review
/// or the last mistakes.
///
/// It is a synthetic `Game` whose questions are the listed ones, in the list's order, each
/// as its own game has it (its type, its fields), under one rules plugin: the profile's. Its
/// pictures are named `<game id>/<file>` and read from that game's folder (a game id never
/// holds a `/`). The list of (game, question) pairs is fixed when the session starts and saved
/// with it, so (the list, the seed, the actions) replay it like any session.
struct ReviewSession {
  /// Which of the two review sessions.
  enum Kind: String, CaseIterable {
    case due, mistakes

    /// The session's game id, and its save's: a `/` keeps it apart from every game's id.
    var gameID: String { "review/\(rawValue)" }

    /// The title shown in the header.
    var title: String {
      self == .due ? tr("Review", context: "card") : tr("Mistakes", context: "card")
    }

    /// The kind whose game id is `id`, if any.
    init?(gameID id: String) {
      guard let kind = Kind.allCases.first(where: { $0.gameID == id }) else { return nil }
      self = kind
    }
  }

  /// A pair left out of the session, and why.
  struct Dropped: Equatable {
    var key: QuestionKey
    var reason: String
  }

  /// The game to play.
  var game: Game
  /// The pairs played: `keys[i]` is `game.questions[i]`.
  var keys: [QuestionKey]
  /// The pairs left out, in the list's order.
  var dropped: [Dropped]
  /// Each game's folder, by game id, for its pictures.
  var folders: [String: String]
  /// When a question comes back in the session (the profile's relearning steps, from each
  /// question's state when the session was opened); nil until the host sets it.
  var relearning: ReviewRelearning?

  /// The session of `list`: each pair's question read from its game (each game loaded once);
  /// questions of generated games are left out (their ids name other questions in each
  /// session), as are pairs whose game or question is gone and a pair listed twice. Each
  /// game is read in `language` when it offers it (the player's), else in its default; the
  /// session then carries `language`, so that a resume reads them the same way and plugins
  /// speak it.
  static func build(
    _ kind: Kind, list: [QuestionKey], rules: String, engine: Engine, language: String? = nil
  ) -> ReviewSession {
    var loaded: [String: Result<LoadedGame, EngineError>] = [:]
    var questions: [Value] = []
    var keys: [QuestionKey] = []
    var dropped: [Dropped] = []
    var folders: [String: String] = [:]
    var seen = Set<QuestionKey>()
    for key in list {
      guard seen.insert(key).inserted else {
        dropped.append(Dropped(key: key, reason: tr("listed twice")))
        continue
      }
      if loaded[key.gameID] == nil {
        loaded[key.gameID] = Result { () throws(EngineError) in
          try engine.game(key.gameID, language: language)
        }
      }
      let game: LoadedGame
      switch loaded[key.gameID]! {
      case .success(let found): game = found
      case .failure(let error):
        dropped.append(
          Dropped(key: key, reason: tr("its game does not load: {error}", ["error": error])))
        continue
      }
      guard game.manifest.questionFormat != .lua else {
        dropped.append(Dropped(key: key, reason: tr("its game is generated")))
        continue
      }
      // From the whole pool: a game that draws its sessions' questions holds them all.
      let pool = game.pool ?? game.game.questions
      guard var question = pool.first(where: { $0["id"] == .string(key.questionID) }) else {
        dropped.append(Dropped(key: key, reason: tr("its game has no such question now")))
        continue
      }
      if case .map(var fields) = question, let picture = fields["picture"]?.stringValue {
        fields["picture"] = .string(key.gameID + "/" + picture)
        question = .map(fields)
      }
      folders[key.gameID] = engine.library.folder(of: key.gameID).path
      questions.append(question)
      keys.append(key)
    }
    var game = Game(id: kind.gameID, title: kind.title, questions: questions, rules: rules)
    // Only when one of its games declares languages: other review sessions stay as they were.
    let multilingual = loaded.values.contains { (try? $0.get())?.game.language != nil }
    if let language, multilingual { game.language = ContentLanguage(language) }
    return ReviewSession(game: game, keys: keys, dropped: dropped, folders: folders)
  }

  /// The pair at a position of `session` (a session of this game), following its play order.
  func key(at position: Int, in session: Session) -> QuestionKey? {
    guard session.order.indices.contains(position) else { return nil }
    let index = session.order[position]
    return keys.indices.contains(index) ? keys[index] : nil
  }

  /// What the player reads about the pairs left out, one line each (a game's id and a
  /// question's id are untrusted text); nil when none was.
  var droppedNotice: (title: String, text: String)? {
    guard !dropped.isEmpty else { return nil }
    let lines = dropped.map {
      Untrusted.line("\($0.key.gameID)/\($0.key.questionID): \($0.reason)")
    }
    let count = dropped.count
    return (
      tr("Questions left out"),
      trn(
        "{n} question is left out of this session:", "{n} questions are left out of this session:",
        count: count) + "\n"
        + lines.joined(separator: "\n")
    )
  }
}
