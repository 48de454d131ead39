/// Where Tab and Shift-Tab stop on the question screen: each field, tile, slot, item and
/// button, and each list of choices once (a choice, a blank of an embedded-answer question, a
/// row of a matching question), as a form's radio group; the arrows, a digit or a letter move
/// among the options of a list.
enum TabStops {
  /// `order` (the focusable targets in reading order) grouped into stops: the choices of one
  /// list together, every other target alone.
  static func stops(_ order: [Target]) -> [[Target]] {
    var stops: [[Target]] = []
    for target in order {
      if case .choice(let widget, _, _) = target, let last = stops.last?.last,
        case .choice(let previous, _, _) = last, previous == widget
      {
        stops[stops.count - 1].append(target)
      } else {
        stops.append([target])
      }
    }
    return stops
  }

  /// Where Tab (`step` 1) or Shift-Tab (-1) takes the focus from `focus`: the next or
  /// previous stop, around the ends, on a list's first option in `selected` (the one chosen)
  /// else its first; the first or last stop when `focus` is in none; nil without targets.
  static func next(from focus: Target?, by step: Int, order: [Target], selected: Set<Target>)
    -> Target?
  {
    let stops = stops(order)
    guard !stops.isEmpty else { return nil }
    let index: Int
    if let focus, let current = stops.firstIndex(where: { $0.contains(focus) }) {
      index = ((current + step) % stops.count + stops.count) % stops.count
    } else {
      index = step > 0 ? 0 : stops.count - 1
    }
    let stop = stops[index]
    return stop.first { selected.contains($0) } ?? stop[0]
  }
}
