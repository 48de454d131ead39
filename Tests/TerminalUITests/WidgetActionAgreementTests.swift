import Foundation
import LuaHost
import QuizCore
import Terminal
import Testing

@testable import TerminalUI

/// The three readers of the widget rules agree on every built-in game: what the terminal's
/// presses send, what `trivium.moves` offers a bot, and what `bot.done` (the oracle's and the
/// student's test) says a view shows. Each once had its own copy of the rules.
@Suite("Widget actions: the front, trivium.moves and the bots agree on the built-in games")
struct WidgetActionAgreementTests {
  /// The built-in games: every folder of `games/` with a questions file.
  static let games: [String] = {
    let folder = repositoryRoot.appendingPathComponent("games")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\($0)/questions.json").path)
    }.sorted()
  }()

  /// A bot-side plugin in `plugins/bots/`, so `require("bot")` finds `plugins/lib/bot.lua`.
  static func botSide() throws -> LuaPlugin {
    let path = "plugins/bots/agreement.lua"
    let file = repositoryRoot.appendingPathComponent(path)
    let source = """
      local bot = require("bot")
      return {
        moves = function(view, texts) return trivium.moves({ question = { view = view } }, texts) end,
        done = function(view, actions)
          local out = {}
          for i, action in ipairs(actions) do out[i] = bot.done(view, action) end
          return out
        end,
        next_step = function(view, actions) return bot.next_step(view, actions) end,
      }
      """
    let modules = FolderModules(
      plugin: file, moduleFolder: file.deletingLastPathComponent(), displayPath: path)
    return try LuaPlugin(id: "agreement", source: source, chunkName: path, modules: modules)
  }

  /// An action without its open part (the text typed, the place moved to): what a front's
  /// target names.
  static func part(_ action: WidgetAction) -> String {
    switch action {
    case .input(let field, _): return "input \(field)"
    case .move(let key, _): return "move \(key)"
    default: return "\(action)"
    }
  }

  /// Actions on every part of the view, some shown done and some not: each tile, slot and
  /// choice, each field with its own text and another, each item at its place and another.
  static func probes(_ widgets: [Widget]) -> [WidgetAction] {
    var probes: [WidgetAction] = []
    for widget in widgets {
      switch widget {
      case .tiles(let w): probes += w.tiles.map { .pick(tile: $0.index) }
      case .slots(let w): probes += w.slots.map { .unpick(slot: $0.index) }
      case .choices(let w): probes += w.choices.map { .choosing($0.key, multiple: w.multiple) }
      case .inputs(let w):
        for field in w.fields {
          probes += [
            .input(field: field.id, text: field.value), .input(field: field.id, text: "≠"),
          ]
        }
      case .textarea(let w):
        probes += [.input(field: w.id, text: w.value), .input(field: w.id, text: "≠")]
      case .sequence(let w):
        for item in w.items {
          probes += [.move(key: item.key, to: item.position), .move(key: item.key, to: 1)]
        }
      case .text, .picture, .code, .feedback: break
      }
    }
    return probes
  }

  /// Checks the three readers on the question `play` shows; returns the kinds of its widgets.
  func agree(_ play: GameController, _ bots: LuaPlugin, at place: String) throws -> Set<String> {
    _ = play.render(size: Size(width: 120, height: 60), context: plainContext())
    let widgets = play.view.widgets
    let view = Value.array(widgets.map(\.value))

    // The front: what pressing each tile, slot and choice sends, which fields take text and
    // which items move; against every widget's own actions (a press on a tile is sent when
    // the slots are full too: the type then says why it refuses).
    var front: [String] = []
    for target in play.focusOrder {
      switch target {
      case .tile, .slot, .choice:
        if let action = play.widgetAction(for: target) { front.append(Self.part(action)) }
      case .field(_, let field): front.append("input \(field)")
      case .item(_, let key, let position):
        let count = widgets.reduce(0) { count, widget in
          if case .sequence(let w) = widget, w.items.contains(where: { $0.key == key }) {
            return w.items.count
          }
          return count
        }
        let places = (1...max(count, 1)).filter { $0 != position }
        if places.contains(where: { play.view.widgets.offers(.move(key: key, to: $0)) }) {
          front.append("move \(key)")
        }
      default: break
      }
    }
    let offered = widgets.flatMap { $0.actions(texts: ["w"], draw: { _ in 1 }) }
    #expect(front.sorted() == offered.map(Self.part).sorted(), "\(place): front")

    // trivium.moves: the same actions, the same draws from the same generator.
    bots.random = SeededRandom(seed: 9)
    var random = SeededRandom(seed: 9)
    let expected = widgets.actions(texts: ["w", "v", "u"]) {
      Int(random.next(in: 1, Int64($0)))
    }
    let moves = try bots.call("moves", [view, ["w", "v", "u"]])
    #expect(moves == .array(expected.map(\.value)), "\(place): trivium.moves")

    // bot.done and bot.next_step: what the view shows done.
    let probes = Self.probes(widgets)
    let done = try bots.call("done", [view, .array(probes.map(\.value))])
    #expect(done == .array(probes.map { .bool(widgets.shows($0)) }), "\(place): bot.done")
    let next = try bots.call("next_step", [view, .array(probes.map(\.value))])
    #expect(next == (probes.first { !widgets.shows($0) }?.value ?? .null), "\(place): next_step")
    return Set(widgets.map(\.type))
  }

  @Test("on the first question of each type of every game, before and after a press")
  func builtInGames() throws {
    #expect(Self.games.count > 10)
    let environment = SessionEnvironment(types: try builtInTypes())
    let bots = try Self.botSide()
    var kinds: Set<String> = []
    for id in Self.games {
      var game = try builtInGame(id)
      var types: Set<String> = []
      game.questions = game.questions.filter { types.insert($0["type"].stringValue ?? "").inserted }
      let play = GameController(
        session: Session(game: game, seed: 1), environment: environment, now: 100,
        theme: .fallback)
      for position in game.questions.indices {
        let place = "\(id) question \(position + 1)"
        kinds.formUnion(try agree(play, bots, at: place))
        // A press on the first part that takes one, then a text typed, and again.
        if let target = play.focusOrder.first(where: { play.widgetAction(for: $0) != nil }) {
          play.press(target)
        }
        for case .inputs(let w) in play.view.widgets {
          _ = play.send(.act(WidgetAction.input(field: w.fields[0].id, text: "zz").value))
        }
        kinds.formUnion(try agree(play, bots, at: place + " after a press"))
        _ = play.send(.next)
      }
    }
    #expect(kinds.isSuperset(of: ["tiles", "slots", "choices", "inputs", "textarea", "sequence"]))
  }
}
