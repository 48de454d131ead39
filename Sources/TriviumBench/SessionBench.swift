import Content
import Foundation
import Headless
import LuaHost
import QuizCore

/// Questions answered per second by the oracle bot through QuizCore and the Lua plugins on the
/// virtual scheduler, against the limit: the same question-type functions driven by a bare Lua
/// loop in one interpreter.
enum SessionBench {
  static let driver = """
    local types = {}
    return {
      run = function(questions, rounds)
        local answered = 0
        for _ = 1, rounds do
          for _, q in ipairs(questions) do
            local t = types[q.type]
            if not t then t = require(q.type) types[q.type] = t end
            local state = t.init(q)
            for _, action in ipairs(t.solve(q)) do state = t.act(q, state, action) end
            assert(t.complete(q, state))
            local grade = t.grade(q, state)
            assert(grade.verdict == "right")
            t.view(q, state, { verdict = grade.verdict, revealed = false })
            answered = answered + 1
          end
        end
        return answered
      end,
    }
    """

  static func run() {
    guard let roots = try? ContentRoots.resolve() else {
      print("questions per second: skipped (no games/ and plugins/ found beside the binary)")
      return
    }
    let catalog = try! PluginCatalog(root: roots.plugins, displayName: "plugins")
    func load(_ entry: PluginCatalog.Entry) -> LuaPlugin {
      let source = try! String(contentsOf: entry.mainFile, encoding: .utf8)
      return try! LuaPlugin(
        id: entry.id, source: source, chunkName: entry.displayPath,
        modules: FolderModules(folder: entry.moduleFolder, displayName: "plugins"))
    }
    var types = QuestionTypes()
    for entry in catalog.entries(of: .questionType) {
      types.register(try! LuaQuestionType(plugin: load(entry)))
    }
    let oracle = try! LuaBot(plugin: load(catalog.entry(.bot, id: "oracle")!))
    let loaded = try! GameLibrary(roots: roots).load(
      "question-bank", loader: GameLoader(knownTypes: Set(types.ids)))
    let environment = SessionEnvironment(types: types, rules: ClassicRules())
    let sessions = 40
    var answered = 0
    let engineSeconds = best(rounds: 7) {
      answered = 0
      for seed in 0..<sessions {
        let record = HeadlessRunner().play(
          game: loaded.game, seed: UInt64(seed), bot: oracle, environment: environment)
        precondition(record.forfeit == nil && record.right == record.outcomes.count)
        answered += record.outcomes.count
      }
    }
    let bare = try! LuaPlugin(
      id: "driver", source: driver, chunkName: "driver.lua",
      modules: FolderModules(
        folder: roots.plugins.appendingPathComponent("types"), displayName: "plugins/types"),
      limits: {
        var limits = SandboxLimits.default
        limits.instructionBudget = 0
        return limits
      }())
    var bareAnswered: Int64 = 0
    let bareSeconds = best(rounds: 7) {
      bareAnswered =
        (try! bare.call("run", [.array(loaded.game.questions), .int(Int64(sessions))])).intValue!
    }
    let engineRate = Double(answered) / engineSeconds
    let bareRate = Double(bareAnswered) / bareSeconds
    print("")
    let count = loaded.game.questions.count
    print("oracle bot on question-bank (\(count) questions), \(sessions) sessions")
    print("  through QuizCore + Lua plugins + bot          \(format(engineRate, 0)) questions/s")
    print("  bare Lua loop over the same type functions    \(format(bareRate, 0)) questions/s")
    let ratio = format(bareRate / engineRate)
    print("  ratio bare / engine                           \(ratio)  (target <= 3)")
  }
}
