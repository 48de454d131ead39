import CLua
import QuizCore

// The view and solution the engine last wrote into a bot's `seen`, kept in the plugin's
// registry: `trivium.moves`, `shows` and `pending` given those very tables answer from what
// the engine wrote instead of reading the tables back (the oracle asks on every move, and
// reading its view back each time cost the engine a tenth more instructions per session).
// Only those tables themselves, compared by identity, stand for what was written: any other
// table is read as an argument. A bot that changes the engine's view table before asking is
// answered about the view as the engine wrote it (docs/plugin-api.md says so).

extension LuaPlugin {
  /// Keeps the table on top of `thread`'s stack as the view of `widgets` (see `shownView`),
  /// forgetting the view and solution kept before.
  func keepShownView(_ widgets: [Widget], on thread: OpaquePointer) {
    withCapLifted {
      forgetShownView()
      lua_pushvalue(thread, -1)
      shownView = (luaL_ref(thread, clua_registryindex()), widgets)
    }
  }

  /// Keeps the table on top of `thread`'s stack as the solution `value` (see `shownSolution`).
  func keepShownSolution(_ value: Value, on thread: OpaquePointer) {
    withCapLifted {
      lua_pushvalue(thread, -1)
      shownSolution = (luaL_ref(thread, clua_registryindex()), value)
    }
  }

  /// Drops the kept view and solution.
  func forgetShownView() {
    if let kept = shownView { luaL_unref(state, clua_registryindex(), kept.reference) }
    if let kept = shownSolution { luaL_unref(state, clua_registryindex(), kept.reference) }
    shownView = nil
    shownSolution = nil
  }

  /// Whether the value at `index` on `thread` is the table kept at `reference`.
  fileprivate func isKept(_ reference: Int32, at index: Int32, on thread: OpaquePointer) -> Bool {
    guard lua_gettop(thread) >= index else { return false }
    lua_rawgeti(thread, clua_registryindex(), lua_Integer(reference))
    defer { clua_pop(thread, 1) }
    return lua_rawequal(thread, index, -1) != 0
  }

  /// What the kept tables hold, for the leading arguments on `thread` that are those tables
  /// themselves: the view's widgets (argument 1), then the solution (argument 2).
  func keptArguments(on thread: OpaquePointer) -> (widgets: [Widget], solution: Value?)? {
    guard let view = shownView, isKept(view.reference, at: 1, on: thread) else { return nil }
    guard let solution = shownSolution, isKept(solution.reference, at: 2, on: thread) else {
      return (view.widgets, nil)
    }
    return (view.widgets, solution.value)
  }
}

extension HostFunction {
  /// The widgets of a view a plugin passes (an empty table or nil is an empty view); a view
  /// the engine would refuse fails with its first problems.
  static func widgets(_ view: Value?, for function: HostFunction) -> Result<
    [Widget], HostFailure
  > {
    guard let view, view != .null, view != .map(ValueMap()) else { return .success([]) }
    let (widgets, problems) = Widget.parse(view: view)
    guard problems.isEmpty else {
      return .failure(
        HostFailure("\(function.rawValue): \(WidgetProblem.summary(problems).description)"))
    }
    return .success(widgets)
  }
}
