import Content
import LuaHost

/// Checking questions with a mod's question types is paid from one budget per mod and engine
/// (docs/sandbox.md, "A mod's budget"): each call within its own limits is not enough when a
/// game has thousands of questions. Only checking is paid for: a session plays under the
/// per-call limits alone.
extension Engine {
  /// Runs `body` with every mod's question type charged to its mod's checking budget.
  func checking<T>(_ body: () -> T) -> T {
    // Nested checks (an import checks question by question) keep the outer one's settings.
    guard modTypes.first?.plugin.budget == nil else { return body() }
    for (plugin, mod) in modTypes { plugin.budget = checkBudget(of: mod) }
    defer { for (plugin, _) in modTypes { plugin.budget = nil } }
    return body()
  }

  /// The checking budget of mod `mod`, made at its first use.
  func checkBudget(of mod: String) -> PluginBudget {
    if let budget = checkBudgets[mod] { return budget }
    let budget = PluginBudget(owner: mod, phase: .checking)
    checkBudgets[mod] = budget
    return budget
  }

  /// Adds one question of type `typeID` to its mod's checking budget, if a mod's it is.
  func grantQuestion(ofType typeID: String) {
    guard let entry = catalog.entry(.questionType, id: typeID), case .mod(let mod) = entry.origin
    else { return }
    checkBudget(of: mod).grantQuestion()
  }

  /// The spent checking budget of the mod whose question type `typeID` is, if it is spent.
  func spentBudget(ofType typeID: String) -> PluginBudget? {
    guard let entry = catalog.entry(.questionType, id: typeID), case .mod(let mod) = entry.origin,
      let budget = checkBudgets[mod], budget.exhausted != nil
    else { return nil }
    return budget
  }

  /// The first spent checking budget, in the order of the mods' ids.
  var firstSpentBudget: PluginBudget? {
    checkBudgets.keys.sorted().lazy.compactMap { self.checkBudgets[$0] }
      .first { $0.exhausted != nil }
  }
}
