extension Session {
  /// The analysis of the question at `position` as text (what its type reveals with the
  /// analysis shown, one paragraph a widget), or nil when it shows none or its type fails:
  /// what a mock exam's result shows of each question once the session is over. A question
  /// never shown is seen in its first state.
  public func analysisText(at position: Int, environment: SessionEnvironment) -> String? {
    let progress = questions[position]
    guard progress.failure == nil,
      let type = try? environment.types.type(typeID(at: position)),
      let state = progress.state
        ?? (try? type.initialState(
          for: question(at: position), random: random(for: .initialState, at: position))),
      let widgets = try? type.widgets(
        state, question: question(at: position),
        info: ViewInfo(verdict: progress.verdict, revealed: true),
        random: random(for: .view, at: position))
    else { return nil }
    let paragraphs = widgets.filter(\.isRevealed).compactMap { widget -> String? in
      switch widget {
      case .text(let text): return text.text
      case .code(let code): return code.text
      case .feedback(let feedback): return feedback.text
      default: return nil
      }
    }
    return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n\n")
  }
}
