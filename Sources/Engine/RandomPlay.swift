import Headless
import Localization
import LuaHost
import QuizCore

extension Engine {
  /// Sessions of one question the random bot plays in `validate`, after the path of `solve`:
  /// wrong and partial answers too, so that a function failing only there shows.
  static let randomPlays: [UInt64] = [1, 2, 3]

  /// How many questions of each shape (`shape`) the random bot plays in one file. A grade
  /// that fails on a losing path fails there for every question its type gives the same
  /// fields; playing all 4,000 of a library's would make `validate` several times slower
  /// for nothing more found. The solve path (`dryRun`) still plays every question.
  static let randomPlaysPerShape = 2

  /// What a question's type code sees of it, for the random bot's sample: its type, and each
  /// field's name and kind, a list's length and the kind of its first item included (so a
  /// question of five options is apart from one of four, a list answer from a text one).
  static func shape(_ question: Value) -> String {
    guard case .map(let map) = question else { return question.kindName }
    func field(_ key: String, _ value: Value) -> String {
      guard case .array(let items) = value else { return key + ":" + value.kindName }
      return key + ":" + String(items.count) + (items.first?.kindName ?? "")
    }
    // The map's order is its keys' (by their bytes), which is nearly always the fields' order
    // too: an import asks the shape of every question, so the text is written in one piece,
    // and the fields are sorted only when that order is not theirs.
    var shape = question["type"].stringValue ?? ""
    shape += "|"
    var previous: String?
    for (index, entry) in map.enumerated() {
      let text = field(entry.key, entry.value)
      if let previous, previous > text {
        let fields = map.map { field($0.key, $0.value) }.sorted()
        return (question["type"].stringValue ?? "") + "|" + fields.joined(separator: ",")
      }
      if index > 0 { shape += "," }
      shape += text
      previous = text
    }
    return shape
  }

  /// The first failure of `question`'s type when the built-in random bot plays it alone, a
  /// few times from fixed seeds (the same every run), or nil. Only the type's failures count:
  /// a random bot that gives up is no fault of the type.
  func randomPlayFailure(_ question: Value, types: QuestionTypes, bot: LuaBot) -> Phrase? {
    let game = Game(id: "validate", title: "validate", questions: [question])
    let environment = SessionEnvironment(types: types, rules: ClassicRules())
    for seed in Self.randomPlays {
      let record = HeadlessRunner().play(
        game: game, seed: seed, bot: bot, environment: environment)
      if let failure = record.failures.first {
        return Phrase(
          trLater(
            "failed when the random bot played the question (seed {seed}, actions {actions}): {error}"
          ),
          [
            "seed": .text(String(seed)), "actions": .text(Self.brief(record.actions)),
            "error": .of(failure.error),
          ])
      }
    }
    return nil
  }

  private static func brief(_ actions: [SessionAction]) -> String {
    let text = actions.map { $0.value }.map { value in
      ((try? ValueJSON.encode(value)) ?? value.kindName)
    }.joined(separator: ", ")
    return String(text.prefix(160))
  }
}
