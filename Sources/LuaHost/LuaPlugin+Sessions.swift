import CLua
import CLuaSandbox
import QuizCore

// A plugin's module-level variables live as long as its Lua state. So that no session depends
// on the sessions played before it in the same process (with `--jobs`, shards and resumed
// tournaments each worker plays a different series), each session runs in a fresh state: the
// one the plugin had right after it was loaded, made again from the same compiled files.

extension LuaPlugin {
  /// Starts a new session: the next call runs in a fresh state, as if the plugin had just been
  /// loaded, when any plugin code ran since the state was made (or the last renewal failed).
  /// Costs nothing until that call, and nothing at all for a plugin the session never calls.
  public func startSession() {
    if ranSinceFresh || renewalFailure != nil { isStale = true }
  }

  /// Replaces the Lua state with a fresh one (its own memory count, budget, collector), the
  /// prelude and the main file run again from their compiled forms, and every cache the host
  /// keeps in the state (shared questions, returned states, strings, function references)
  /// dropped with it. The caller's generator is kept; the main file runs with the one it first
  /// ran with. On failure every call fails with the error until the next session tries again.
  func renew() throws(PluginError) {
    isStale = false
    ranSinceFresh = true
    // The new state shares the sandbox: closing the old one puts all its small blocks back on
    // the pool's free lists, where the new one finds them still in the caches.
    guard let freshState = trv_sandbox_newstate(sandbox) else {
      let error = PluginError(
        pluginID: id, kind: .memoryLimit, message: "could not create a Lua state")
      renewalFailure = error
      throw error
    }
    lua_close(state)
    state = freshState
    strings = StringCache()
    sharedValues.removeAll(keepingCapacity: true)
    returnedValues = ReturnedValues()
    descriptionRef = LUA_NOREF
    let callerRandom = random
    random = SeededRandom(seed: 0)
    defer { random = callerRandom }
    do throws(PluginError) {
      try setUp()
      let loaded = compiledMain.withUnsafeBytes { bytes in
        withCapLifted {
          luaL_loadbufferx(
            state, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count,
            mainFile, "b")
        }
      }
      guard loaded == LUA_OK else { throw failure(status: loaded) }
      try runMain(chunkName: mainFile)
      try lookUpFunctionsAgain()
      renewalFailure = nil
    } catch {
      renewalFailure = error
      throw error
    }
  }

  /// Fills every function slot from the fresh state's table.
  private func lookUpFunctionsAgain() throws(PluginError) {
    let bridge = ValueBridge(state: state, limits: limits, strings: strings)
    for (name, slot) in functionSlots {
      do throws(PluginError) {
        try pushFunction(name.string, bridge: bridge)
      } catch {
        throw PluginError(
          pluginID: id, kind: .invalidPlugin,
          message: "has no function '\(name.string)' when loaded again for a new session")
      }
      functionReferences[slot] = withCapLifted { luaL_ref(state, clua_registryindex()) }
    }
  }
}

/// A Lua function as bytecode, made by this process's own compiler from text and loaded only
/// by the host (plugins still load text alone): a fresh state loads it without parsing again.
enum CompiledChunk {
  /// The function on the top of the stack; `strip` leaves out its debug information (file
  /// names and lines for errors).
  static func dump(_ state: OpaquePointer, strip: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    withUnsafeMutablePointer(to: &bytes) { output in
      _ = lua_dump(
        state,
        { _, data, size, context in
          let output = context!.assumingMemoryBound(to: [UInt8].self)
          output.pointee.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size))
          return 0
        }, output, strip ? 1 : 0)
    }
    return bytes
  }
}

extension Prelude {
  /// The prelude compiled once per process, for every state of every plugin. Without its
  /// debug information, which halves what a fresh state loads: errors are never blamed on the
  /// prelude anyway (its chunk name starts with "=").
  static let compiled: [UInt8] = {
    guard let state = luaL_newstate() else { fatalError("could not create a Lua state") }
    defer { lua_close(state) }
    let loaded = luaL_loadbufferx(state, source, source.utf8.count, chunkName, "t")
    precondition(loaded == LUA_OK, "the sandbox prelude does not compile")
    return CompiledChunk.dump(state, strip: true)
  }()
}
