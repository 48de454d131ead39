import Foundation
import LuaHost
import Pictures
import QuizCore
import Terminal
import TerminalUI

/// The terminal front's cost: laying out, drawing and diffing one frame of the question screen
/// at 200×60, and the bytes a keystroke writes against a full redraw.
enum FrameBench {
  /// Only lays out, draws and diffs `frames` frames, for counting instructions under
  /// callgrind (`trivium-bench frame-loop N`; the difference of two N is the cost per frame).
  static func loop(root: URL, frames: Int) throws {
    let (session, environment, context) = try question(root: root)
    let view = session.snapshot(environment)
    var focusA = QuestionUI()
    focusA.focus = .tile(widget: "options", index: 1)
    var focusB = QuestionUI()
    focusB.focus = .tile(widget: "options", index: 2)
    var renderer = FrameRenderer(depth: .trueColor)
    var height = 0
    var bytes = 0
    for index in 0..<frames {
      let frame = QuestionScreen.render(
        view, ui: index % 2 == 0 ? focusA : focusB, context: context,
        size: Size(width: 200, height: 60), contentHeight: &height)
      bytes &+= renderer.render(frame.buffer).count
    }
    print(bytes)
  }

  /// The picture game's session at its first question, its environment, and a true-colour
  /// context with the question's picture decoded already (a one-off per picture, not per
  /// frame).
  static func question(root: URL) throws -> (
    session: Session, environment: SessionEnvironment, context: RenderContext
  ) {
    var types = QuestionTypes()
    for id in ["letters", "single"] {
      let plugin = try PluginLoader.load(
        id: id, main: "\(id).lua", in: root.appendingPathComponent("plugins/types"),
        displayName: "plugins/types", header: .kind(.questionType),
        sharedLib: (root.appendingPathComponent("plugins"), "plugins"))
      types.register(try LuaQuestionType(plugin: plugin))
    }
    let environment = SessionEnvironment(types: types)
    let folder = root.appendingPathComponent("games/picture-guess")
    let questions = try ValueJSON.decode(
      String(contentsOf: folder.appendingPathComponent("questions.json"), encoding: .utf8))
    let game = Game(id: "picture-guess", title: "看图猜国家", questions: questions.arrayValue ?? [])
    var session = Session(game: game, seed: 1)
    _ = reduce(&session, .start, environment)
    let pictures = PictureCache { (name: String) throws(PictureError) -> RGBAImage in
      try PNGDecoder.load(path: folder.appendingPathComponent(name).path)
    }
    let context = RenderContext(theme: .fallback, depth: .trueColor, now: 0, pictures: pictures)
    var height = 0
    _ = QuestionScreen.render(
      session.snapshot(environment), ui: QuestionUI(), context: context,
      size: Size(width: 200, height: 60), contentHeight: &height)
    return (session, environment, context)
  }

  static func run(root: URL) throws {
    var (session, environment, context) = try question(root: root)
    let size = Size(width: 200, height: 60)
    let view = session.snapshot(environment)
    var height = 0

    // Frames alternate the focus between two tiles, so each diff has real work to do.
    let frames = 2_000
    var focusA = QuestionUI()
    focusA.focus = .tile(widget: "options", index: 1)
    var focusB = QuestionUI()
    focusB.focus = .tile(widget: "options", index: 2)
    var renderer = FrameRenderer(depth: .trueColor)
    var bytes = 0
    let drawOnly = best(rounds: 5) {
      for index in 0..<frames {
        let frame = QuestionScreen.render(
          view, ui: index % 2 == 0 ? focusA : focusB, context: context, size: size,
          contentHeight: &height)
        bytes &+= frame.buffer.size.width
      }
    }
    let drawAndDiff = best(rounds: 5) {
      for index in 0..<frames {
        let frame = QuestionScreen.render(
          view, ui: index % 2 == 0 ? focusA : focusB, context: context, size: size,
          contentHeight: &height)
        bytes &+= renderer.render(frame.buffer).count
      }
    }
    let withView = best(rounds: 5) {
      for index in 0..<(frames / 10) {
        let fresh = session.snapshot(environment)
        let frame = QuestionScreen.render(
          fresh, ui: index % 2 == 0 ? focusA : focusB, context: context, size: size,
          contentHeight: &height)
        bytes &+= renderer.render(frame.buffer).count
      }
    }

    // A keystroke: typing the first answer character moves one tile into a slot.
    var before = FrameRenderer(depth: .trueColor)
    let first = QuestionScreen.render(
      view, ui: QuestionUI(), context: context, size: size, contentHeight: &height)
    _ = before.render(first.buffer)
    _ = reduce(&session, .act(["op": "pick", "index": 18]), environment)
    let after = QuestionScreen.render(
      session.snapshot(environment), ui: QuestionUI(), context: context, size: size,
      contentHeight: &height)
    let keystroke = before.render(after.buffer).count
    let full = before.fullRedraw(after.buffer).count

    print("")
    print(
      "Terminal front, question screen of picture-guess at 200×60, true colour with the picture")
    print("  layout + draw, per frame:         \(format(drawOnly / Double(frames) * 1e6, 1)) µs")
    print(
      "  layout + draw + diff, per frame:  \(format(drawAndDiff / Double(frames) * 1e6, 1)) µs (target < 1000)"
    )
    print(
      "  same with the plugin's view call: \(format(withView / Double(frames / 10) * 1e6, 1)) µs")
    print(
      "  bytes for a keystroke (one tile): \(keystroke) of a full redraw's \(full) = \(format(Double(keystroke) / Double(full) * 100, 2)) % (target < 5 %)"
    )
    if bytes == 42 { print("") }  // keeps the work from being optimised away
  }
}
