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

  /// The shape of `question` (see `PlayShape`) as text: "single|answer:string,options:2string,
  /// text:string,type:string".
  static func shape(_ question: Value) -> String { PlayShape(question).description }

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
