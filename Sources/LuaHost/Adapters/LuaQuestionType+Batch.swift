import CLua
import CLuaSandbox
import QuizCore

extension LuaQuestionType {
  /// The positions (from 0) of the questions of `questions` the type's `validate` does not
  /// plainly accept (it lists a problem, or returns something other than nil or an empty
  /// table), found in one call into the plugin instead of one a question: the prelude's
  /// `validate_each` loops in Lua, each question under the per-call limits afresh (the
  /// sandbox's `next_item`). Nil when that call failed (an error of `validate`, a question past
  /// a sandbox limit): the caller then checks each question alone. Only the questions it names
  /// need `validate` again, for its words; the others `validate` accepts as one call would.
  public func refusedPositions(_ questions: ArraySlice<Value>) -> [Int]? {
    plugin.random = SeededRandom(seed: 0)
    return try? plugin.refusedPositions(functions.validate, questions)
  }
}

extension LuaPlugin {
  /// Calls the prelude's `validate_each` with `function` and the list of `values`; the
  /// positions it returns, from 0. Throws when the call fails or its result is not a list of
  /// positions of `values`.
  func refusedPositions(_ function: LuaFunction, _ values: ArraySlice<Value>)
    throws(PluginError) -> [Int]
  {
    guard function.owner == serial, validateEachRef != LUA_NOREF else {
      throw PluginError(pluginID: id, kind: .badValue, message: "no batch check of questions")
    }
    return try inCallFrame { bridge throws(PluginError) -> [Int] in
      // Stopped from the first value pushed until the batch, dropped, is collected at once.
      let top = lua_gettop(state)
      trv_sandbox_pause_collector(state)
      defer {
        lua_settop(state, top)
        trv_sandbox_resume_collector(state)
      }
      let pushed = withCapLifted { () -> Bool in
        guard lua_checkstack(state, 4) != 0 else { return false }
        _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(validateEachRef))
        _ = lua_rawgeti(
          state, clua_registryindex(), lua_Integer(functionReferences[function.slot]))
        lua_createtable(state, Int32(clamping: values.count), 0)
        // Each question crosses once: only its keys are worth the string cache.
        let once = bridge.pushingOnce
        for (position, value) in values.enumerated() {
          guard (try? once.push(value)) != nil else { return false }
          lua_rawseti(state, -2, lua_Integer(position + 1))
        }
        return true
      }
      guard pushed else {
        throw PluginError(pluginID: id, kind: .badValue, message: "questions not passed")
      }
      beginCall()
      let status = trv_sandbox_pcall(state, 2, 1)
      guard status == LUA_OK else { throw failure(status: status) }
      let result = try? withCapLifted { () throws(ValueConversionError) in
        try bridge.read(at: lua_gettop(state))
      }
      // An empty table may read as an empty map.
      let items: [Value]
      switch result {
      case .array(let list)?: items = list
      case .map(let map)? where map.isEmpty: items = []
      default:
        throw PluginError(pluginID: id, kind: .badValue, message: "not a list of positions")
      }
      var positions: [Int] = []
      positions.reserveCapacity(items.count)
      for item in items {
        guard let position = item.intValue, position >= 1, position <= values.count else {
          throw PluginError(pluginID: id, kind: .badValue, message: "not a list of positions")
        }
        positions.append(Int(position) - 1)
      }
      return positions
    }
  }
}
