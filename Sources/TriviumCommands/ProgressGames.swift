import Content
import Localization
import LuaHost
import QuizCore
import TriviumEngine

/// The games whose questions `stats` and `review` name, each loaded once by its stored id.
///
/// A game is either loaded, gone (no game of that id any more: a note counts its questions),
/// or there but unreadable (a broken file, a mod that did not load): never taken for gone, so
/// its questions are still shown, by id, and the command says which game failed and why.
struct ProgressGames {
  /// What became of one game id.
  enum Found {
    case loaded(LoadedGame)
    case gone
    case unreadable(String)
  }

  /// What is known of one question.
  enum Text {
    /// Its text (a picture question without text is named by its title or id, never its answer).
    case text(String)
    /// Its game or its id is gone, or its game is generated (ids name other questions each time).
    case gone
    /// Its game could not be read.
    case unreadable
  }

  let engine: Engine
  private var found: [String: Found] = [:]
  private var texts: [String: [String: String]] = [:]
  private var translations: [String: [String: [String]]] = [:]
  /// The games that are there but could not be read, with why, in the order met.
  private(set) var unreadable: [(game: String, problem: String)] = []

  init(engine: Engine) { self.engine = engine }

  /// The game of stored id `id`, loaded on first use.
  mutating func game(_ id: String) -> Found {
    if let known = found[id] { return known }
    let result: Found
    do {
      if let why = engine.mods.unavailableGames()[id] {
        result = .unreadable(why.translated)
      } else if try !engine.library.gameIDs().contains(id) {
        // Checked first: a stored id is never taken for a path to load from.
        result = .gone
      } else {
        result = .loaded(try engine.game(id))
      }
    } catch {
      result = .unreadable(translated(error))
    }
    if case .unreadable(let problem) = result { unreadable.append((id, problem)) }
    found[id] = result
    return result
  }

  /// The name of question type `id` in the interface language, for people: its plugin's
  /// `label` (a text, or variants by language picked as `trivium.text` picks them), else its
  /// `name`; nil when no plugin of that id is known.
  func typeLabel(_ id: String) -> String? {
    guard let type = try? engine.questionTypes().type(id) as? LuaQuestionType else { return nil }
    let fields = type.plugin.fields
    let label = fields["label"] ?? fields["name"]
    if let text = label?.stringValue { return text }
    guard let variants = label?.mapValue, let first = variants.first else { return nil }
    let code = Localizer.current.language
    return (variants[code] ?? variants["en"] ?? first.value).stringValue
  }

  /// The text of question `questionID` of game `gameID`.
  mutating func text(_ gameID: String, _ questionID: String) -> Text {
    switch game(gameID) {
    case .gone: return .gone
    case .unreadable: return .unreadable
    case .loaded(let loaded):
      guard loaded.manifest.questionFormat != .lua else { return .gone }
      if texts[gameID] == nil {
        var byID: [String: String] = [:]
        for question in loaded.game.questions {
          guard let id = question["id"].stringValue else { continue }
          byID[id] = Self.shownText(of: question) ?? id
        }
        texts[gameID] = byID
      }
      return texts[gameID]?[questionID].map(Text.text) ?? .gone
    }
  }

  /// What names a question for people: its `text`, else its `title` (a picture question
  /// without text); each a string, or variants by language picked as `typeLabel` picks them.
  static func shownText(of question: Value) -> String? {
    for field in ["text", "title"] {
      if let text = question[field].stringValue { return text }
      if let variants = question[field].mapValue, let first = variants.first {
        let code = Localizer.current.language
        if let text = (variants[code] ?? variants["en"] ?? first.value).stringValue { return text }
      }
    }
    return nil
  }

  /// Every text of a question a search looks in: its text and title in each language.
  static func searchedTexts(of question: Value) -> [String] {
    ["text", "title"].flatMap { field in
      question[field].stringValue.map { [$0] }
        ?? (question[field].mapValue?.values.compactMap(\.stringValue) ?? [])
    }
  }

  /// The texts a search looks in of game `gameID`'s questions in each language it offers
  /// but the one it was loaded in, by question id: a question is found by any of its
  /// translations, not only by the text shown. Read once per game.
  mutating func translatedTexts(_ gameID: String) -> [String: [String]] {
    if let known = translations[gameID] { return known }
    var byID: [String: [String]] = [:]
    if case .loaded(let loaded) = game(gameID) {
      for language in loaded.game.languages where language != loaded.game.language?.code {
        // The game was read in one language, so it reads in the others (the same files);
        // should one not, the search has that language's texts the fewer, nothing is hidden.
        guard let other = try? engine.game(gameID, language: language) else { continue }
        for question in other.game.questions {
          guard let id = question["id"].stringValue else { continue }
          byID[id, default: []] += Self.searchedTexts(of: question)
        }
      }
    }
    translations[gameID] = byID
    return byID
  }

  /// Reports each unreadable game on stderr (status 1): what is shown lacks their texts.
  func report(command: String, output: inout CommandOutput) {
    for problem in problems { output.fail(command: command, problem) }
  }

  /// Each unreadable game in a sentence.
  var problems: [String] {
    unreadable.map { game, problem in
      Untrusted.line(
        tr(
          "game '{game}' could not be read, so its questions show no text: {problem}",
          ["game": game, "problem": problem]))
    }
  }
}

extension ProgressGames.Text {
  /// The text, when there is one.
  var string: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}
