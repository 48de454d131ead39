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
            if not t then t = trivium.question_type(require(q.type)) types[q.type] = t end
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

  /// The same plugin calls the engine makes while the oracle plays, in the same order, with
  /// no host between them: per decision the type's `view` (and `complete` while Check can
  /// apply), a `seen` table like the engine's and the oracle's `act`; the type's `act` for a
  /// solution step, `grade` on Check; and every question's `summary` when the game ends.
  static let sameCallsDriver = """
    local types, oracle = {}, require("bots.oracle")
    local function play(q, index, count)
      local t = types[q.type]
      if not t then t = trivium.question_type(require("types." .. q.type)) types[q.type] = t end
      local state, solution = t.init(q), t.solve(q)
      while true do
        local view = t.view(q, state, { revealed = false })
        local complete = t.complete(q, state)
        local move = oracle.act({
          question = { index = index, count = count, type = q.type, title = q.title or "", view = view },
          score = 0, finished = false, counter = index .. "/" .. count,
          buttons = {
            previous = index > 1, next = index < count, hint = true, check = complete,
            analysis = true, finish = true,
          },
          popups = {}, solution = solution,
        })
        if move.op == "act" then
          state = t.act(q, state, move.action)
          -- A type with auto_check is checked as soon as its answer is complete.
          if t.auto_check and t.complete(q, state) then
            assert(t.grade(q, state).verdict == "right")
            return t, state
          end
        elseif move.op == "check" then
          assert(t.complete(q, state))
          assert(t.grade(q, state).verdict == "right")
          -- A right answer moves on by itself (the last one finishes the game).
          return t, state
        else
          return t, state
        end
      end
    end
    return {
      run = function(questions, rounds)
        local answered = 0
        for _ = 1, rounds do
          local played = {}
          for index, q in ipairs(questions) do
            local t, state = play(q, index, #questions)
            played[index] = { t, state }
            answered = answered + 1
          end
          for index, q in ipairs(questions) do played[index][1].summary(q, played[index][2]) end
        end
        return answered
      end,
    }
    """

  /// The engine, its plugins and the two bare drivers, loaded once.
  struct Setup {
    let game: Game
    let oracle: LuaBot
    let environment: SessionEnvironment
    let typesOnly: LuaPlugin
    let sameCalls: LuaPlugin
    /// The same-calls loop under the sandbox's default limits (count hook on), as the
    /// engine's plugins run: what the limits themselves cost.
    let sameCallsLimited: LuaPlugin

    init?() {
      guard let roots = try? ContentRoots.resolve(environment: ProcessInfo.processInfo.environment)
      else { return nil }
      let catalog = try! PluginCatalog(root: roots.plugins, displayName: "plugins")
      func load(_ entry: PluginCatalog.Entry) -> LuaPlugin { try! PluginCheck.load(entry) }
      var types = QuestionTypes()
      for entry in catalog.entries(of: .questionType) {
        types.register(try! LuaQuestionType(plugin: load(entry)))
      }
      oracle = try! LuaBot(plugin: load(catalog.entry(.bot, id: "oracle")!))
      game = try! GameLibrary(roots: roots).load(
        "question-bank", loader: GameLoader(knownTypes: types.ids)
      ).game
      environment = SessionEnvironment(types: types, rules: ClassicRules())
      // The limit runs with no count hook at all: the fastest the plugin code can go.
      var unlimited = SandboxLimits.default
      unlimited.instructionBudget = 0
      typesOnly = try! PluginLoader.load(
        id: "driver", source: driver, chunkName: "driver.lua",
        modules: FolderModules(
          folder: roots.plugins.appendingPathComponent("types"), displayName: "plugins/types",
          plugins: (roots.plugins, "plugins")),
        limits: unlimited)
      sameCalls = try! PluginLoader.load(
        id: "same-calls", source: sameCallsDriver, chunkName: "same-calls.lua",
        modules: FolderModules(
          folder: roots.plugins, displayName: "plugins", plugins: (roots.plugins, "plugins")),
        limits: unlimited)
      // The default budget is per call; the whole loop is one call, so it gets a larger one.
      var limited = SandboxLimits.default
      limited.instructionBudget = 1 << 40
      sameCallsLimited = try! PluginLoader.load(
        id: "same-calls-limited", source: sameCallsDriver, chunkName: "same-calls.lua",
        modules: FolderModules(
          folder: roots.plugins, displayName: "plugins", plugins: (roots.plugins, "plugins")),
        limits: limited)
    }

    /// Questions answered by the oracle through the engine in `sessions` sessions.
    func engine(sessions: Int) -> Int {
      var answered = 0
      for seed in 0..<sessions {
        let record = HeadlessRunner().play(
          game: game, seed: UInt64(seed), bot: oracle, environment: environment)
        precondition(record.forfeit == nil && record.right == record.outcomes.count)
        answered += record.outcomes.count
      }
      return answered
    }

    /// Questions answered by one of the bare drivers in `sessions` rounds.
    func bare(_ driver: LuaPlugin, sessions: Int) -> Int {
      Int((try! driver.call("run", [.array(game.questions), .int(Int64(sessions))])).intValue!)
    }
  }

  /// `trivium-bench session-side engine|types|same N`: one side alone, for callgrind.
  static func side(_ name: String, sessions: Int) {
    guard let setup = Setup() else { return }
    switch name {
    case "engine": print(setup.engine(sessions: sessions))
    case "types": print(setup.bare(setup.typesOnly, sessions: sessions))
    case "same": print(setup.bare(setup.sameCalls, sessions: sessions))
    case "same-limited": print(setup.bare(setup.sameCallsLimited, sessions: sessions))
    default: fatalError("sides: engine, types, same, same-limited")
    }
  }

  /// Rounds of each side; the best of each is kept. (21 left the ratio 0.3 apart from run to
  /// run on a shared machine.)
  static let rounds = 41

  static func run() {
    guard let setup = Setup() else {
      print("questions per second: skipped (no games/ and plugins/ found beside the binary)")
      return
    }
    // Each round of each side lasts about as long (some 30 ms): the best of many short rounds
    // would otherwise favour whichever side runs shortest. Rounds alternate between the
    // four, so a busy spell of the machine hits all alike.
    let sessions = (engine: 10, types: 60, same: 30, limited: 20)
    var answered = (engine: 0, types: 0, same: 0, limited: 0)
    var seconds = (
      engine: Double.infinity, types: Double.infinity, same: Double.infinity,
      limited: Double.infinity
    )
    for _ in 0..<Self.rounds {
      seconds.engine = min(
        seconds.engine,
        best(rounds: 1) { answered.engine = setup.engine(sessions: sessions.engine) })
      seconds.types = min(
        seconds.types,
        best(rounds: 1) { answered.types = setup.bare(setup.typesOnly, sessions: sessions.types) })
      seconds.same = min(
        seconds.same,
        best(rounds: 1) { answered.same = setup.bare(setup.sameCalls, sessions: sessions.same) })
      seconds.limited = min(
        seconds.limited,
        best(rounds: 1) {
          answered.limited = setup.bare(setup.sameCallsLimited, sessions: sessions.limited)
        })
    }
    let engineRate = Double(answered.engine) / seconds.engine
    let typesRate = Double(answered.types) / seconds.types
    let sameRate = Double(answered.same) / seconds.same
    let limitedRate = Double(answered.limited) / seconds.limited
    print("")
    let count = setup.game.questions.count
    print(
      "oracle bot on question-bank (\(count) questions), best of \(Self.rounds) rounds of each side"
    )
    print("  through QuizCore + Lua plugins + bot          \(format(engineRate, 0)) questions/s")
    print("  bare Lua loop over the same type functions    \(format(typesRate, 0)) questions/s")
    print("  bare Lua loop making the engine's calls       \(format(sameRate, 0)) questions/s")
    print("    (the same views, bot decisions, grades and summaries)")
    print("  same, under the sandbox's limits (hook on)    \(format(limitedRate, 0)) questions/s")
    print("  ratio types-only loop / engine                \(format(typesRate / engineRate))")
    print(
      "  ratio same-calls loop / engine                \(format(sameRate / engineRate))  (target <= 3.3)"
    )
    print("  ratio same-calls loop with limits / engine    \(format(limitedRate / engineRate))")
  }
}
