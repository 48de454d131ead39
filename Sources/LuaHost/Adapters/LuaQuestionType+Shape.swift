import Localization
import QuizCore

extension LuaQuestionType {
  /// The question in its canonical form, read from the type's `shape` function (the API-2
  /// default fills in the question's common texts) through `QuestionShape.schema`; nil for a
  /// type without one. A result that does not fit is the plugin's failure, named with its file
  /// and the line that sets `shape`.
  public func shape(_ question: Value, random: SeededRandom) throws(QuizError) -> QuestionShape? {
    guard let function = functions.shape else { return nil }
    // Read as a value under the plugin's budget for what a call returns (tables, bytes).
    let result = try call(function, question: question, random: random)
    switch QuestionShape.decode(result, at: FieldPath("result")) {
    case .success(let shape): return shape
    case .failure(let problem):
      let error = PluginError(
        pluginID: plugin.id, kind: .badValue,
        words: Phrase(trLater("shape's {problem}"), ["problem": .phrase(problem.sentence)]),
        file: plugin.mainFile, line: plugin.line(ofField: "shape"))
      throw .pluginFailed(plugin: plugin.id, message: error.locatedMessage)
    }
  }
}
