import CLua
import CLuaSandbox
import QuizCore

// A plugin's module-level variables live as long as its Lua state. So that no session depends
// on the sessions played before it in the same process (with `--jobs`, shards and resumed
// tournaments each worker plays a different series), each session runs the prelude and the
// main file again, in a new thread with new globals made of copies of the libraries, after
// the host dropped all it kept and collected the state back to exactly the bytes it held
// once loaded. docs/sandbox.md, "Every session starts afresh", argues why nothing of an earlier
// session can then be seen.

extension LuaPlugin {
  /// How many registry references the registry holds room for from the start. The host keeps
  /// at most 1,024 strings, 512 questions, 8 returned states, the functions it looks up by
  /// name, the description, the thread and the two kept chunks: the registry then never
  /// grows, so it is the same size whatever a session kept.
  static let reservedReferences: Int32 = 2040
  /// Stack slots a session's thread starts with, as many as a state's main thread had once
  /// its main file ran: a traceback fits without growing the stack.
  static let threadStackSlots: Int32 = 100

  /// Starts a new session: the next call runs in fresh globals, as if the plugin had just
  /// been loaded, when any plugin code ran since they were made (or the last renewal failed).
  /// Costs nothing until that call, and nothing at all for a plugin the session never calls.
  public func startSession() {
    if ranSinceFresh || renewalFailure != nil { isStale = true }
  }

  /// Drops everything of the last session and runs the prelude and the main file again in a
  /// new thread and new globals. When a collection cannot bring the state back to the bytes
  /// it held once loaded, the state is replaced by a new one. The caller's generator is
  /// kept; the main file runs with the one it first ran with. On failure every call fails
  /// with the error until the next session tries again.
  func renew() throws(PluginError) {
    isStale = false
    ranSinceFresh = true
    do throws(PluginError) {
      dropSession()
      if trv_sandbox_settle(mainState, loadedMemory) == 0 { try replaceState() }
      try startGlobals()
      renewalFailure = nil
    } catch {
      renewalFailure = error
      throw error
    }
  }

  /// Opens the libraries in the fresh `mainState`, loads the prelude and the main file from
  /// their bytecode and runs them once (reading the description), then collects the state
  /// to the bytes every session starts from (`loadedMemory`).
  func prepareState() throws(PluginError) {
    guard trv_sandbox_open_libs(mainState) == LUA_OK,
      trv_sandbox_keep_pristine(mainState) == LUA_OK,
      trv_sandbox_reserve_references(mainState, Self.reservedReferences) == LUA_OK
    else {
      throw PluginError(
        pluginID: id, kind: .invalidPlugin, message: "could not open the Lua libraries")
    }
    preludeReference = keepChunk(Prelude.compiled, name: Prelude.chunkName)
    mainReference = keepChunk(compiledMain, name: mainFile)
    try startGlobals()
    dropSession()
    _ = trv_sandbox_settle(mainState, 0)
    guard trv_sandbox_size_strings(mainState) == LUA_OK else {
      throw PluginError(pluginID: id, kind: .memoryLimit, message: "could not size the Lua state")
    }
    _ = trv_sandbox_settle(mainState, 0)
    loadedMemory = memoryUsed
  }

  /// Replaces the state by a new one (its own memory count, collector and string hash seed)
  /// sharing the sandbox: closing the old one puts its small blocks back on the pool's free
  /// lists, where the new one finds them still in the caches.
  private func replaceState() throws(PluginError) {
    guard let freshState = trv_sandbox_newstate(sandbox) else {
      throw PluginError(
        pluginID: id, kind: .memoryLimit, message: "could not create a Lua state")
    }
    lua_close(mainState)
    mainState = freshState
    state = freshState
    strings = StringCache()
    try prepareState()
  }

  /// A new thread and new globals; the prelude, then the main file, run in them.
  private func startGlobals() throws(PluginError) {
    withCapLifted {
      state = lua_newthread(mainState)
      threadReference = luaL_ref(mainState, clua_registryindex())
      // Room for reporting an error without growing the stack past the memory cap.
      _ = lua_checkstack(state, Self.threadStackSlots)
    }
    guard trv_sandbox_fresh_globals(mainState) == LUA_OK else {
      throw PluginError(
        pluginID: id, kind: .memoryLimit, message: "could not copy the Lua libraries")
    }
    let callerRandom = random
    random = SeededRandom(seed: 0)
    defer { random = callerRandom }
    try runPrelude()
    withCapLifted { pushKeptChunk(mainReference) }
    // The description's fields stay those read at load, the same whatever ran since.
    try runMain(chunkName: mainFile, readingFields: !descriptionRead)
    try lookUpFunctionsAgain()
  }

  /// Drops every reference the host holds to the session (its thread, its description and
  /// functions, shared questions, returned states, strings) and points everything that
  /// outlives sessions (the registry's globals, the string metatable, the kept chunks) away
  /// from its globals: nothing of it is reachable any more.
  private func dropSession() {
    let registry = clua_registryindex()
    withCapLifted {
      strings.forgetAll(state: mainState)
      forgetSharedValues()
      returnedValues.forgetAll(state: mainState)
      for slot in functionReferences.indices {
        luaL_unref(mainState, registry, functionReferences[slot])
        functionReferences[slot] = LUA_NOREF
      }
      luaL_unref(mainState, registry, descriptionRef)
      descriptionRef = LUA_NOREF
      // The prelude's `define` closes over the session's globals.
      luaL_unref(mainState, registry, definerRef)
      definerRef = LUA_NOREF
      luaL_unref(mainState, registry, threadReference)
      threadReference = LUA_NOREF
      state = mainState
      for reference in [preludeReference, mainReference] {
        _ = lua_rawgeti(mainState, registry, lua_Integer(reference))
        lua_pushnil(mainState)
        _ = lua_setupvalue(mainState, -2, 1)
        clua_pop(mainState, 1)
      }
      trv_sandbox_forget_globals(mainState)
    }
  }

  /// Loads bytecode the host compiled and keeps the function in the registry.
  private func keepChunk(_ bytecode: [UInt8], name: String) -> Int32 {
    withCapLifted {
      let loaded = bytecode.withUnsafeBytes { bytes in
        luaL_loadbufferx(
          mainState, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, name,
          "b")
      }
      precondition(loaded == LUA_OK, "bytecode compiled by this process does not load")
      return luaL_ref(mainState, clua_registryindex())
    }
  }

  /// Pushes a kept chunk onto the session's thread, its globals the session's.
  func pushKeptChunk(_ reference: Int32) {
    _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(reference))
    _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
    _ = lua_setupvalue(state, -2, 1)
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
