import Content
import Foundation
import Localization
import QuizCore
import Review
import Store
import TriviumEngine

/// Where a question stands for the question browser.
enum BrowseState: String, CaseIterable, Sendable {
  /// Never reviewed, or reset to new.
  case new
  /// Relearning after a lapse (at a relearning step).
  case learning
  /// In review.
  case review
  /// Left out of review until unsuspended.
  case suspended
  /// Left out of review until the next review day.
  case buried
}

/// One question as the browser lists it: every question of every game (built-in, the user's,
/// mods'), with its review card when it has one.
struct BrowsedQuestion: Sendable {
  var key: QuestionKey
  /// Its text; nil when its game could not be read.
  var text: String?
  /// Every text a search looks in: its text and title in each language its game offers.
  var searched: [String] = []
  /// Its question type's id.
  var type: String?
  var card: BrowsedCard?
  var state: BrowseState

  /// The state of a question with `card` at `instant`: suspended first, then buried, then
  /// where its memory stands.
  static func state(of card: BrowsedCard?, at instant: Int64) -> BrowseState {
    guard let card else { return .new }
    if card.suspended { return .suspended }
    if card.isBuried(at: instant) { return .buried }
    if card.card.reviews == 0 { return .new }
    return card.card.memory.step != nil ? .learning : .review
  }
}

/// What the browser keeps of the questions: each condition given narrows the list.
struct BrowseFilter: Sendable, Equatable {
  /// Words the text or the id holds (`SearchText`: case, width and composition do not count).
  var search: String?
  var game: String?
  var question: String?
  var type: String?
  var state: BrowseState?
  /// Due before this instant (Unix seconds).
  var dueBefore: Int64?
  /// Due at or after this instant.
  var dueAtOrAfter: Int64?
  /// At least this many lapses.
  var lapses: Int?

  /// Whether no condition is given (an action then needs one).
  var isEmpty: Bool { self == BrowseFilter() }

  /// Whether `question` meets every condition.
  func keeps(_ question: BrowsedQuestion) -> Bool {
    if let game, question.key.gameID != game { return false }
    if let wanted = self.question, question.key.questionID != wanted { return false }
    if let type, question.type != type { return false }
    if let state, question.state != state { return false }
    let due = question.card?.card.memory.due
    if let dueBefore, !(due.map { $0 < dueBefore } ?? false) { return false }
    if let dueAtOrAfter, !(due.map { $0 >= dueAtOrAfter } ?? false) { return false }
    if let lapses, (question.card?.card.lapses ?? 0) < lapses { return false }
    if let search {
      return SearchText.matches(
        search, in: [question.text ?? "", question.key.questionID] + question.searched)
    }
    return true
  }
}

/// Every question of every game with the profile's review cards, for the browser.
enum QuestionBrowser {
  /// What was read: the questions, and how many cards were left out (their game or question
  /// is gone).
  struct Listing: Sendable {
    var questions: [BrowsedQuestion]
    var leftOut: Int
  }

  /// The questions of every game whose questions have stable ids (a generated game's are left
  /// out: its ids name other questions each time), then the cards of games that could not be
  /// read, by game and question.
  static func list(
    cards: [BrowsedCard], games: inout ProgressGames, at instant: Int64
  ) throws -> Listing {
    var byKey: [QuestionKey: BrowsedCard] = [:]
    for card in cards {
      byKey[QuestionKey(gameID: card.card.gameID, questionID: card.card.questionID)] = card
    }
    var questions: [BrowsedQuestion] = []
    var seen = Set<QuestionKey>()
    var seenGames = Set<String>()
    let ids = try games.engine.library.gameIDs() + cards.map(\.card.gameID)
    for gameID in ids where seenGames.insert(gameID).inserted {
      guard case .loaded(let loaded) = games.game(gameID), loaded.manifest.questionFormat != .lua
      else { continue }
      let translated = games.translatedTexts(gameID)
      for question in loaded.game.questions {
        guard let id = question["id"].stringValue else { continue }
        let key = QuestionKey(gameID: gameID, questionID: id)
        guard seen.insert(key).inserted else { continue }
        let card = byKey[key]
        questions.append(
          BrowsedQuestion(
            key: key, text: ProgressGames.shownText(of: question) ?? id,
            searched: ProgressGames.searchedTexts(of: question) + (translated[id] ?? []),
            type: question["type"].stringValue, card: card,
            state: BrowsedQuestion.state(of: card, at: instant)))
      }
    }
    var leftOut = 0
    for card in cards {
      let key = QuestionKey(gameID: card.card.gameID, questionID: card.card.questionID)
      guard !seen.contains(key) else { continue }
      guard case .unreadable = games.game(key.gameID) else {
        leftOut += 1
        continue
      }
      questions.append(
        BrowsedQuestion(
          key: key, text: nil, type: nil, card: card,
          state: BrowsedQuestion.state(of: card, at: instant)))
    }
    questions.sort { ($0.key.gameID, $0.key.questionID) < ($1.key.gameID, $1.key.questionID) }
    return Listing(questions: questions, leftOut: leftOut)
  }

  /// An action on questions, by key.
  enum Action: String, CaseIterable, Sendable {
    case suspend, unsuspend, bury, reset
  }

  /// Does `action` to the questions `keys` of profile `profileID` at `instant` (bury: until
  /// the end of that review day); returns how many changed.
  static func apply(
    _ action: Action, to keys: [QuestionKey], store: Store, profileID: Int64, at instant: Int64
  ) throws(StoreError) -> Int {
    switch action {
    case .suspend: return try store.setSuspended(true, keys, profileID: profileID)
    case .unsuspend: return try store.setSuspended(false, keys, profileID: profileID)
    case .bury:
      return try store.bury(
        keys, until: ReviewDay(containing: instant).end, profileID: profileID)
    case .reset: return try store.reset(keys, profileID: profileID, at: instant)
    }
  }

  /// What an action did, in one sentence of the interface language.
  static func said(_ action: Action, count: Int, of total: Int) -> String {
    let done: String
    switch action {
    case .suspend: done = trn("Suspended {n} question.", "Suspended {n} questions.", count: count)
    case .unsuspend:
      done = trn("Unsuspended {n} question.", "Unsuspended {n} questions.", count: count)
    case .bury:
      done = trn(
        "Buried {n} question until tomorrow.", "Buried {n} questions until tomorrow.",
        count: count)
    case .reset:
      done = trn(
        "Reset {n} question to new.", "Reset {n} questions to new.", count: count)
    }
    guard total > count else { return done }
    return done + " "
      + trn(
        "({n} other was already so, or has never been reviewed.)",
        "({n} others were already so, or have never been reviewed.)", count: total - count)
  }

  /// The name of a rating, for people.
  static func ratingName(_ rating: Rating) -> String {
    switch rating {
    case .again: return tr("Again", context: "rating")
    case .hard: return tr("Hard", context: "rating")
    case .good: return tr("Good", context: "rating")
    case .easy: return tr("Easy", context: "rating")
    }
  }

  /// The name of a browser state, for people.
  static func stateName(_ state: BrowseState) -> String {
    switch state {
    case .new: return tr("new", context: "question state")
    case .learning: return tr("learning", context: "question state")
    case .review: return tr("review", context: "question state")
    case .suspended: return tr("suspended", context: "question state")
    case .buried: return tr("buried", context: "question state")
    }
  }

  /// The queue an event was answered in, for people.
  static func queueName(_ queue: ReviewQueue) -> String {
    switch queue {
    case .new: return tr("new", context: "question state")
    case .review: return tr("review", context: "question state")
    case .relearn: return tr("learning", context: "question state")
    }
  }

  /// An interval in seconds as people read it: minutes, hours or days.
  static func intervalText(_ seconds: Int64) -> String {
    if seconds < 3_600 { return tr("{n} min", ["n": max(1, Int(seconds / 60))]) }
    if seconds < 86_400 { return tr("{n} h", ["n": Int(seconds / 3_600)]) }
    return trn("{n} day", "{n} days", count: Int((seconds + 43_200) / 86_400))
  }

  /// An instant as a local date and time, `2026-12-03 12:00`.
  static func dateText(_ instant: Int64, timeZone: TimeZone = .current) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: Double(instant)))
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):"
      + two(parts.minute)
  }
}
