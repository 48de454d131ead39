import CLua
import CLuaSandbox
import Localization
import QuizCore

// A plugin's module-level variables live as long as its Lua state. So that no session depends
// on the sessions played before it in the same process (with `--jobs`, shards and resumed
// tournaments each worker plays a different series), the host copies the state's memory once
// the plugin is loaded (every block of a state lies in one region, `arena.c`) and copies it
// back when a new session first calls the plugin: every session starts from the same bytes at
// the same addresses. docs/sandbox.md, "Every session starts afresh", argues why nothing of an
// earlier session can then be seen.

extension LuaPlugin {
  /// Stack slots the session's thread starts with, as many as a state's main thread had once
  /// its main file ran: a traceback fits without growing the stack.
  static let threadStackSlots: Int32 = 100

  /// Starts a new session: the next call runs in the state as the plugin was loaded, when any
  /// call reached the state since it was brought back (or the last renewal failed). Costs
  /// nothing until that call, and nothing at all for a plugin the session never calls.
  public func startSession() {
    if ranSinceFresh || renewalFailure != nil { isStale = true }
  }

  /// Brings the state's memory back to the snapshot and drops what the host kept of the last
  /// session. Functions first looked up since the snapshot are looked up again and the
  /// snapshot taken anew, so that every later session starts with them too. On failure every
  /// call fails with the error until the next session tries again.
  func renew() throws(PluginError) {
    isStale = false
    ranSinceFresh = true
    trv_sandbox_restore(sandbox)
    // The restored registry holds none of the references taken since the snapshot.
    strings.discardAll()
    sharedValues.removeAll(keepingCapacity: true)
    returnedValues = ReturnedValues()
    // Both kept tables' references belong to the registry just replaced: never to unref there
    // (a stale unref frees a slot something else holds).
    shownView = nil
    shownSolution = nil
    do throws(PluginError) {
      if functionReferences.count > snapshotFunctions {
        try lookUpFunctions(from: snapshotFunctions)
        try takeSnapshot()
      }
      renewalFailure = nil
    } catch {
      renewalFailure = error
      throw error
    }
  }

  /// Opens the libraries in the fresh `mainState`, runs the prelude and the main file in a
  /// new thread (reading the description), and takes the snapshot every session starts from.
  func prepareState() throws(PluginError) {
    guard trv_sandbox_open_libs(mainState) == LUA_OK else {
      throw PluginError(
        pluginID: id, kind: .invalidPlugin,
        words: Phrase(trLater("could not open the Lua libraries")))
    }
    withCapLifted {
      state = lua_newthread(mainState)
      threadReference = luaL_ref(mainState, clua_registryindex())
      // Room for reporting an error without growing the stack past the memory cap.
      _ = lua_checkstack(state, Self.threadStackSlots)
    }
    let callerRandom = random
    random = SeededRandom(seed: 0)
    defer { random = callerRandom }
    try runPrelude()
    withCapLifted { loadChunk(compiledMain, name: mainFile) }
    try runMain(chunkName: mainFile)
    try takeSnapshot()
  }

  /// Copies the state's memory for every later session, with nothing of the host's caches
  /// in it (their references are freed first) and the garbage of loading collected.
  private func takeSnapshot() throws(PluginError) {
    withCapLifted {
      strings.forgetAll(state: mainState)
      forgetSharedValues()
      forgetShownView()
      returnedValues.forgetAll(state: mainState)
    }
    guard trv_sandbox_snapshot(mainState) != 0 else {
      throw PluginError(
        pluginID: id, kind: .memoryLimit, words: Phrase(trLater("could not copy the Lua state")))
    }
    snapshotFunctions = functionReferences.count
  }

  /// Loads bytecode the host compiled onto the session's thread.
  func loadChunk(_ bytecode: [UInt8], name: String) {
    let loaded = bytecode.withUnsafeBytes { bytes in
      luaL_loadbufferx(
        state, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, name, "b")
    }
    precondition(loaded == LUA_OK, "bytecode compiled by this process does not load")
  }

  /// Fills the function slots from `first` on from the plugin's table, in slot order.
  private func lookUpFunctions(from first: Int) throws(PluginError) {
    // No string cache: its references would have to be dropped again before the snapshot.
    let bridge = ValueBridge(state: state, limits: limits)
    let names = Dictionary(uniqueKeysWithValues: functionSlots.map { ($0.value, $0.key) })
    for slot in first..<functionReferences.count {
      let name = names[slot]!.string
      do throws(PluginError) {
        try pushFunction(name, bridge: bridge)
      } catch {
        throw PluginError(
          pluginID: id, kind: .invalidPlugin,
          words: Phrase(
            trLater("has no function '{name}' in the state every session starts from"),
            ["name": .text(name)]))
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
