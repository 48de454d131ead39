import Localization

/// One thing wrong in a view, at its place: `view[7].tiles[1].char: missing required field`.
public struct WidgetProblem: Hashable, Sendable, CustomStringConvertible, Translatable {
  /// Where, as a Lua reader writes it: `view[7].tiles[1].char` (indices from 1).
  public var path: String
  /// What is wrong, in words translated where a player reads them.
  public var message: Phrase

  /// A problem with both parts given.
  public init(path: String, message: Phrase) {
    self.path = path
    self.message = message
  }

  /// The problem in English.
  public var description: String { sentence.description }

  /// The place and the problem.
  public var sentence: Phrase {
    Phrase(trLater("{place}: {message}"), ["place": .text(path), "message": .phrase(message)])
  }

  /// `path` counted in the type's own widgets when `offset` engine widgets came before them:
  /// `view[6]` after a header of 4 is the type's `view[2]`.
  public static func path(_ path: String, ownFrom offset: Int) -> String {
    let prefix = "view["
    guard offset > 0, path.hasPrefix(prefix), let close = path.firstIndex(of: "]"),
      let number = Int(path[path.index(path.startIndex, offsetBy: prefix.count)..<close]),
      number > offset
    else { return path }
    return "\(prefix)\(number - offset)\(path[close...])"
  }

  /// The first problems of a view in one line, with how many more there are.
  public static func summary(_ problems: [WidgetProblem], shown: Int = 3) -> Phrase {
    var said = problems.first?.sentence ?? .verbatim("")
    for problem in problems.prefix(shown).dropFirst() {
      said = Phrase(
        trLater("{problems}; {problem}"),
        ["problems": .phrase(said), "problem": .phrase(problem.sentence)])
    }
    let rest = problems.count - shown
    guard rest > 0 else { return said }
    return Phrase(
      trLater("{problems}; and {n} more"), ["problems": .phrase(said), "n": .number(rest)])
  }
}

/// A place in a view; its text is only built for a problem.
struct WidgetPath {
  var widget: Int?
  var list: String?
  var item: Int?
  var field: String?

  func field(_ name: String) -> WidgetPath {
    var path = self
    path.field = name
    return path
  }

  func item(_ list: String, _ index: Int) -> WidgetPath {
    WidgetPath(widget: widget, list: list, item: index, field: nil)
  }

  var text: String {
    var text = "view"
    if let widget { text += "[\(widget)]" }
    if let list { text += "." + Untrusted.line(list, limit: 40) }
    if let item { text += "[\(item)]" }
    if let field { text += "." + Untrusted.line(field, limit: 40) }
    return text
  }
}
