import Foundation
import Localization
import LuaHost
import QuizCore
import Terminal
import TerminalUI
import TriviumEngine

/// The cost of speaking Chinese: the first frames of `trivium play` (the catalogue read, the
/// launcher and the first question drawn at 80×24) in English and in Chinese.
enum LanguageBench {
  static func run(root: URL) throws {
    var types = QuestionTypes()
    let plugin = try PluginLoader.load(
      id: "single", main: "single.lua", in: root.appendingPathComponent("plugins/types"),
      displayName: "plugins/types", header: .kind(.questionType),
      sharedLib: (root.appendingPathComponent("plugins"), "plugins"))
    types.register(try LuaQuestionType(plugin: plugin))
    let environment = SessionEnvironment(types: types)
    let questions = try ValueJSON.decode(
      String(
        contentsOf: root.appendingPathComponent("games/question-bank/questions.json"),
        encoding: .utf8))
    let single = (questions.arrayValue ?? []).filter { $0["type"] == "single" }
    var session = Session(game: Game(id: "bank", title: "题库", questions: single), seed: 1)
    _ = reduce(&session, .start, environment)
    let view = session.snapshot(environment)
    let cards = (1...4).map { number in
      GameCard(
        id: "g\(number)", title: "游戏 \(number)", summary: "", icon: nil,
        questionCount: number * 10, origin: nil, state: .playable(resumable: number == 2))
    }
    let size = Size(width: 80, height: 24)
    let context = RenderContext(theme: .fallback, depth: .trueColor, now: 0, pictures: .empty())
    let folder = root.appendingPathComponent("locale")
    let rounds = 200
    var sink = 0
    func firstFrames(_ language: String) -> Double {
      best(rounds: 5) {
        for _ in 0..<rounds {
          let catalog = (try? Language.catalog(language, folder: folder)) ?? .english
          Localizer.$current.withValue(catalog) {
            var height = 0
            let launcher = LauncherScreen.render(
              cards: cards, focus: 0, message: nil, context: context, size: size)
            let question = QuestionScreen.render(
              view, ui: QuestionUI(), context: context, size: size, contentHeight: &height)
            sink &+= launcher.buffer.size.width + question.buffer.size.height
          }
        }
      }
    }
    let read = best(rounds: 5) {
      for _ in 0..<rounds {
        sink &+= ((try? Language.catalog("zh-Hans", folder: folder))?.count ?? 0)
      }
    }
    let parse = best(rounds: 5) {
      for _ in 0..<rounds {
        sink &+=
          ((try? POFile.read(path: folder.appendingPathComponent("zh-Hans.po").path))?.count ?? 0)
      }
    }
    // The whole start of play up to its first frames: the engine (plugins, games, mods) loaded
    // as `trivium play` loads it, then the catalogue and the frames.
    let emptyMods = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trivium-bench-no-mods")
    try FileManager.default.createDirectory(at: emptyMods, withIntermediateDirectories: true)
    do {
      _ = try Engine(options: EngineOptions(home: root.path, mods: emptyMods.path))
    } catch {
      print("language benchmark: the engine does not load: \(error)")
    }
    func start(_ language: String) -> Double {
      best(rounds: 5) {
        for _ in 0..<10 {
          let engine = try? Engine(
            options: EngineOptions(home: root.path, mods: emptyMods.path))
          sink &+= engine == nil ? 1 : 2
          let catalog = (try? Language.catalog(language, folder: folder)) ?? .english
          Localizer.$current.withValue(catalog) {
            var height = 0
            let launcher = LauncherScreen.render(
              cards: cards, focus: 0, message: nil, context: context, size: size)
            let question = QuestionScreen.render(
              view, ui: QuestionUI(), context: context, size: size, contentHeight: &height)
            sink &+= launcher.buffer.size.width + question.buffer.size.height
          }
        }
      } / 10
    }
    let englishStart = start("en")
    let chineseStart = start("zh-Hans")
    let english = firstFrames("en") / Double(rounds)
    let chinese = firstFrames("zh-Hans") / Double(rounds)
    print("")
    print(
      "Interface language, the front alone: catalogue read + launcher + first question at 80×24")
    print("  English:            \(format(english * 1e6, 1)) µs")
    print(
      "  Chinese (zh-Hans):  \(format(chinese * 1e6, 1)) µs = \(format(chinese / english * 100, 1)) % of English (target < 110 %)"
    )
    print("Start of play (engine loaded, catalogue read, first frames)")
    print("  English:            \(format(englishStart * 1e3, 2)) ms")
    print(
      "  Chinese (zh-Hans):  \(format(chineseStart * 1e3, 2)) ms = \(format(chineseStart / englishStart * 100, 1)) % of English (target < 110 %)"
    )
    print(
      "  of which the catalogue read: \(format(read / Double(rounds) * 1e6, 1)) µs (parse alone \(format(parse / Double(rounds) * 1e6, 1)) µs)"
    )
    if sink == 42 { print("") }  // keeps the work from being optimised away
  }
}
