/// Session actions as plain data, so the list of actions saves, loads and crosses to plugins.
///
/// `{op = "start"}`, `{op = "act", action = {...}}`, `{op = "go_to", position = 2}` (from 0),
/// `{op = "come_back", position = 2}`, `{op = "rate", grade = 3}` (1 Again … 4 Easy),
/// `{op = "popup", popup = 3, button = "ok"}`, `{op = "timer", id = 1}`,
/// `{op = "tick", at = 1500}` (milliseconds); the other actions are `{op = name}` with the
/// names of `SessionAction.operationName`.
extension SessionAction {
  /// The action's `op` name.
  public var operationName: String {
    switch self {
    case .start: return "start"
    case .act: return "act"
    case .hint: return "hint"
    case .check: return "check"
    case .next: return "next"
    case .previous: return "previous"
    case .goTo: return "go_to"
    case .showAnalysis: return "show_analysis"
    case .hideAnalysis: return "hide_analysis"
    case .popupButton: return "popup"
    case .dismissAllPopups: return "dismiss_all"
    case .timerFired: return "timer"
    case .tick: return "tick"
    case .finish: return "finish"
    case .abandon: return "abandon"
    case .timeUp: return "time_up"
    case .reportFailure: return "report_failure"
    case .comeBack: return "come_back"
    case .rate: return "rate"
    }
  }

  /// The action as a map with `op` and its arguments.
  public var value: Value {
    var map: ValueMap = ["op": .string(operationName)]
    switch self {
    case .act(let action): map["action"] = action
    case .goTo(let position), .comeBack(let position): map["position"] = .int(Int64(position))
    case .popupButton(let popup, let button):
      map["popup"] = .int(Int64(popup.rawValue))
      map["button"] = .string(button)
    case .timerFired(let id): map["id"] = .int(Int64(id.rawValue))
    case .rate(let grade): map["grade"] = .int(Int64(grade))
    case .tick(let time): map["at"] = .int(time.milliseconds)
    case .reportFailure(let error): map["error"] = error.value
    case .start, .hint, .check, .next, .previous, .showAnalysis, .hideAnalysis,
      .dismissAllPopups, .finish, .abandon, .timeUp:
      break
    }
    return .map(map)
  }

  /// The action a map describes, or nil when it is not one (unknown `op`, missing argument).
  public init?(value: Value) {
    func integer(_ key: String) -> Int? {
      guard let number = value[key].intValue, let int = Int(exactly: number) else { return nil }
      return int
    }
    switch value["op"].stringValue {
    case "start": self = .start
    case "act":
      guard value["action"] != .null else { return nil }
      self = .act(value["action"])
    case "hint": self = .hint
    case "check": self = .check
    case "next": self = .next
    case "previous": self = .previous
    case "go_to":
      guard let position = integer("position") else { return nil }
      self = .goTo(position)
    case "show_analysis": self = .showAnalysis
    case "hide_analysis": self = .hideAnalysis
    case "popup":
      guard let popup = integer("popup"), let button = value["button"].stringValue else {
        return nil
      }
      self = .popupButton(PopupID(popup), button)
    case "dismiss_all": self = .dismissAllPopups
    case "timer":
      guard let id = integer("id") else { return nil }
      self = .timerFired(TimerID(id))
    case "tick":
      guard let at = value["at"].intValue else { return nil }
      self = .tick(to: VirtualTime(milliseconds: at))
    case "finish": self = .finish
    case "abandon": self = .abandon
    case "time_up": self = .timeUp
    case "come_back":
      guard let position = integer("position") else { return nil }
      self = .comeBack(position)
    case "rate":
      guard let grade = integer("grade") else { return nil }
      self = .rate(grade)
    case "report_failure":
      guard let error = QuizError(value: value["error"]) else { return nil }
      self = .reportFailure(error)
    default: return nil
    }
  }
}
