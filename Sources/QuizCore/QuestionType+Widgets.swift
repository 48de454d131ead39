import Localization

extension QuestionType {
  /// The type's `view`, parsed: a view that breaks the widget contract is a failure of the
  /// type, with the path of each problem, so a front or a bot never meets a widget it cannot
  /// read. Sessions and `trivium validate` both see views through here.
  public func widgets(_ state: Value, question: Value, info: ViewInfo, random: SeededRandom)
    throws(QuizError) -> [Widget]
  {
    try widgets(
      parsing: try view(state, question: question, info: info, random: random), info: info)
  }

  /// `view`, a value the type's `view` returned for `info`, parsed: the one place where a
  /// view that breaks the widget contract becomes this type's failure.
  public func widgets(parsing view: Value, info: ViewInfo) throws(QuizError) -> [Widget] {
    try widgets(parsing: view, info: info, ownFrom: 0)
  }

  /// `widgets(parsing:info:)` of a view whose first `offset` widgets the engine added (a
  /// header): a problem is placed in the type's own list, as its author counts.
  public func widgets(parsing view: Value, info: ViewInfo, ownFrom offset: Int)
    throws(QuizError) -> [Widget]
  {
    var (widgets, problems) = Widget.parse(view: view)
    for index in problems.indices {
      problems[index].path = WidgetProblem.path(problems[index].path, ownFrom: offset)
    }
    guard problems.isEmpty else {
      let verdict =
        info.verdict.map { Phrase(trLater("verdict {verdict}"), ["verdict": .text($0.rawValue)]) }
        ?? Phrase(trLater("no verdict"))
      let analysis =
        info.revealed ? Phrase(trLater("analysis shown")) : Phrase(trLater("analysis hidden"))
      throw .pluginFailed(
        plugin: id,
        message: PluginMessage(
          trLater(
            "view ({verdict}, {analysis}) returned widgets the plugin API does not know "
              + "(docs/plugin-api.md): {problems}"),
          [
            "verdict": .phrase(verdict), "analysis": .phrase(analysis),
            "problems": .phrase(WidgetProblem.summary(problems)),
          ]))
    }
    return widgets
  }

  /// Parses every view a player can get of `state`: while it is open, with the analysis shown,
  /// and, given a `verdict`, once checked. The first that breaks the widget contract throws.
  public func checkViews(
    of state: Value, question: Value, verdict: Verdict? = nil, random: SeededRandom
  ) throws(QuizError) {
    var infos = [ViewInfo(), ViewInfo(revealed: true)]
    if let verdict {
      infos += [ViewInfo(verdict: verdict), ViewInfo(verdict: verdict, revealed: true)]
    }
    for info in infos {
      _ = try widgets(state, question: question, info: info, random: random)
    }
  }
}
