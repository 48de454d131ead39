import Foundation
import QuizCore
import Testing

@testable import ExternalBots

/// Keeps docs/bot-protocol.md honest: its marked examples are messages the engine writes and
/// moves it takes, and every widget kind and every move a bot may send has one.
///
/// The marks are fence info strings: ```` ```json decide ```` (a whole `decide` message),
/// ```` ```json move ```` (one answer), ```` ```json engine ```` (another line of the engine's),
/// ```` ```json bot-hello ```` and ```` ```text exchange ```` (a session, `engine →` and
/// `bot ←` lines).
struct BotProtocolDocTests {
  static let document = repositoryRoot.appendingPathComponent("docs/bot-protocol.md").path

  /// The fenced blocks of the document, by mark (the info string's second word).
  static func blocks() throws -> [(mark: String, line: Int, text: String)] {
    let lines = try String(contentsOfFile: document, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var found: [(mark: String, line: Int, text: String)] = []
    var open: (mark: String, line: Int, lines: [Substring])?
    for (number, line) in lines.enumerated() {
      guard line.hasPrefix("```") else {
        open?.lines.append(line)
        continue
      }
      if let block = open {
        found.append((block.mark, block.line, block.lines.joined(separator: "\n")))
        open = nil
      } else {
        let words = line.dropFirst(3).split(separator: " ")
        open = (words.count > 1 ? String(words[1]) : "", number + 1, [])
      }
    }
    return found
  }

  /// The answers a bot may send, by `op`: every session action, one of each, and whether the
  /// engine takes it from a bot. The switch stops compiling when an action is added, so
  /// whoever adds one decides here, and the document must then show it.
  static func botMayNotSend(_ action: SessionAction) -> Bool {
    switch action {
    // The clock's and the host's to send, not a player's: `BotMove` refuses them.
    case .start, .timerFired, .tick, .timeUp, .reportFailure, .comeBack: return true
    case .act, .hint, .check, .next, .previous, .goTo, .showAnalysis, .hideAnalysis,
      .popupButton, .dismissAllPopups, .finish, .abandon, .rate:
      return false
    }
  }

  @Test func theEngineRefusesFromABotExactlyWhatABotMayNotSend() {
    for action in Self.everyAction {
      let taken = (try? BotMove(value: action.value, newestPopup: nil)) != nil
      #expect(taken != Self.botMayNotSend(action), "\(action.operationName)")
    }
  }

  static let everyAction: [SessionAction] = [
    .start, .act(["op": "select", "key": "A"]), .hint, .check, .next, .previous, .goTo(0),
    .showAnalysis, .hideAnalysis, .popupButton(PopupID(1), "ok"), .dismissAllPopups,
    .timerFired(TimerID(1)), .tick(to: VirtualTime(milliseconds: 0)), .finish, .abandon,
    .timeUp, .reportFailure(.actionRefused("x")), .comeBack(0), .rate(3),
  ]

  static let seenKeys: Set<String> = [
    "buttons", "counter", "finished", "popups", "question", "score", "checked", "hint_cost",
    "solution", "params",
  ]
  static let questionKeys: Set<String> = ["count", "index", "title", "type", "view", "failure"]
  static let buttonKeys: Set<String> = ["analysis", "check", "finish", "hint", "next", "previous"]
  static let popupKeys: Set<String> = ["buttons", "id", "modal", "template", "text", "title"]

  static func keys(_ value: Value) -> Set<String> {
    Set(value.mapValue?.keys ?? [])
  }

  /// Checks a `decide` example as the engine writes it; returns the kinds of its widgets.
  static func checkDecide(_ message: Value, at place: String) -> Set<Widget.Kind> {
    #expect(keys(message) == ["type", "seen", "random"], "\(place)")
    #expect(message["type"] == "decide", "\(place)")
    #expect(message["random"].stringValue.flatMap { UInt64($0) } != nil, "\(place): random")
    let seen = message["seen"]
    #expect(keys(seen).isSubset(of: seenKeys), "\(place): \(keys(seen).subtracting(seenKeys))")
    #expect(
      keys(seen).isSuperset(of: ["buttons", "counter", "finished", "popups", "question"]),
      "\(place)")
    #expect(keys(seen["buttons"]) == buttonKeys, "\(place): buttons")
    let question = seen["question"]
    #expect(keys(question).isSubset(of: questionKeys), "\(place): question")
    #expect(keys(question).isSuperset(of: questionKeys.subtracting(["failure"])), "\(place)")
    if seen["checked"] != .null {
      let verdicts = Verdict.allCases.map(\.rawValue) + ["handed_in"]
      #expect(verdicts.contains(seen["checked"].stringValue ?? ""), "\(place): checked")
    }
    for popup in seen["popups"].arrayValue ?? [] {
      #expect(keys(popup) == popupKeys, "\(place): popup")
      let template = PopupTemplate(rawValue: popup["template"].stringValue ?? "")
      #expect(template != nil, "\(place): popup template")
      #expect(popup["modal"].boolValue == template?.isModal, "\(place): popup modal")
      #expect(popup["buttons"].arrayValue?.allSatisfy { $0.stringValue != nil } == true)
    }
    // The view is what the engine writes: parsed without a problem and written back the same,
    // every default filled in.
    let view = question["view"]
    let (widgets, problems) = Widget.parse(view: view)
    #expect(problems.isEmpty, "\(place): \(problems)")
    for (index, widget) in (view.arrayValue ?? []).enumerated() where index < widgets.count {
      #expect(widgets[index].value == widget, "\(place): view[\(index + 1)] is not as written")
    }
    return Set(widgets.map(\.kind))
  }

  /// Checks an answer the engine must take; returns its `op` and, for `act`, its action's kind.
  static func checkMove(_ move: Value, at place: String) -> (String, WidgetAction.Kind?)? {
    let taken: BotMove
    do { taken = try BotMove(value: move, newestPopup: .int(4)) } catch {
      Issue.record("\(place): the engine refuses \(move): \(error)")
      return nil
    }
    guard case .act(let action) = taken.action else { return (taken.action.operationName, nil) }
    let widgetAction = WidgetAction(value: action)
    #expect(widgetAction != nil, "\(place): not a widget action: \(action)")
    return ("act", widgetAction?.kind)
  }

  @Test func everyExampleIsAMessageTheEngineWritesOrTakes() throws {
    var kinds = Set<Widget.Kind>()
    var ops = Set<String>()
    var actions = Set<WidgetAction.Kind>()
    var exchanges = 0
    for block in try Self.blocks() {
      let place = "bot-protocol.md:\(block.line)"
      switch block.mark {
      case "decide":
        kinds.formUnion(Self.checkDecide(try ValueJSON.decode(block.text), at: place))
      case "move":
        for line in block.text.split(separator: "\n") {
          guard let (op, action) = Self.checkMove(try ValueJSON.decode(String(line)), at: place)
          else { continue }
          ops.insert(op)
          if let action { actions.insert(action) }
        }
      case "engine":
        for line in block.text.split(separator: "\n") {
          let message = try ValueJSON.decode(String(line))
          let type = message["type"].stringValue ?? ""
          #expect(["hello", "new-session", "decide", "quit"].contains(type), "\(place)")
          // The engine's lines are canonical: written back, byte for byte the same.
          #expect(BotProtocol.line(message) == String(line), "\(place): not canonical")
        }
      case "bot-hello":
        let hello = try BotProtocol.readHello(Array(block.text.utf8))
        #expect(!hello.name.isEmpty, "\(place)")
      case "exchange":
        exchanges += 1
        try Self.checkExchange(block.text, at: place)
      default: break
      }
    }
    let missingKinds = Set(Widget.Kind.allCases).subtracting(kinds)
    #expect(missingKinds.isEmpty, "no decide example shows \(missingKinds.map(\.rawValue))")
    let missingActions = Set(WidgetAction.Kind.allCases).subtracting(actions)
    #expect(missingActions.isEmpty, "no move example acts \(missingActions.map(\.rawValue))")
    let sendable = Self.everyAction.filter { !Self.botMayNotSend($0) }.map(\.operationName)
    let missingOps = Set(sendable).subtracting(ops)
    #expect(missingOps.isEmpty, "no move example sends \(missingOps.sorted())")
    #expect(exchanges >= 1, "no complete exchange")
  }

  /// A whole session: hello both ways, new-session, decides each answered by one move, quit.
  static func checkExchange(_ text: String, at place: String) throws {
    var order: [String] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      if let json = line.strip(prefix: "engine → ") {
        let message = try ValueJSON.decode(json)
        let type = message["type"].stringValue ?? ""
        if type == "decide" { _ = checkDecide(message, at: place) }
        order.append(type)
      } else if let json = line.strip(prefix: "bot    ← ") {
        let message = try ValueJSON.decode(json)
        if message["type"] == "hello" {
          _ = try BotProtocol.readHello(Array(json.utf8))
          order.append("bot-hello")
        } else {
          _ = checkMove(message, at: place)
          order.append("move")
        }
      } else {
        Issue.record("\(place): a line neither engine → nor bot ←: \(line)")
      }
    }
    #expect(Array(order.prefix(3)) == ["hello", "bot-hello", "new-session"], "\(place)")
    #expect(order.last == "quit", "\(place)")
    let turns = order.dropFirst(3).dropLast()
    #expect(!turns.isEmpty && turns.count % 2 == 0, "\(place)")
    for (index, type) in turns.enumerated() {
      #expect(type == (index % 2 == 0 ? "decide" : "move"), "\(place): turn \(index)")
    }
  }
}

extension Substring {
  /// The rest after `prefix`, or nil when the line does not start with it.
  fileprivate func strip(prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
