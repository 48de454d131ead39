import CLua
import Localization
import QuizCore

/// A module file `require` asked for, compiled once per plugin by the host: every session
/// loads the same bytecode instead of parsing the text again, as it runs the main file from
/// `compiledMain`. Plugins still load text only; these bytes never come from a plugin.
struct CompiledModule {
  /// The name errors show for it.
  let chunkName: String
  /// `FNV1a` of its text, for `LuaPlugin.sourceIdentity`.
  let sourceHash: UInt64
  /// The text compiled with its debug information (errors name the module's lines).
  let bytecode: [UInt8]

  /// Compiles `file` in a Lua state of its own, so that parsing leaves nothing in the
  /// plugin's heap: every session, the first one to require the module too, only loads the
  /// bytecode. A syntax error is the failure `require` raises, the same in every session.
  static func compile(_ file: ModuleFile) -> Result<CompiledModule, HostFailure> {
    guard let state = luaL_newstate() else {
      return .failure(
        HostFailure(
          Phrase(
            trLater("require: not enough memory to compile {file}"),
            ["file": .text(file.chunkName)])))
    }
    defer { lua_close(state) }
    let loaded = luaL_loadbufferx(
      state, file.source, file.source.utf8.count, "@" + file.chunkName, "t")
    guard loaded == LUA_OK else {
      var length = 0
      let message = lua_tolstring(state, -1, &length).map {
        String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self)
      }
      // Lua's own words about the syntax error, as the main file's.
      return .failure(
        message.map { HostFailure($0) }
          ?? HostFailure(
            Phrase(
              trLater("require: {file} does not compile"), ["file": .text(file.chunkName)])))
    }
    return .success(
      CompiledModule(
        chunkName: file.chunkName, sourceHash: FNV1a.hash(file.source.utf8),
        bytecode: CompiledChunk.dump(state)))
  }
}

extension LuaPlugin {
  /// `host.load_module(name)`: pushes the module's bytecode and chunk name onto `thread`
  /// (2), or its failure's message (-1). The prelude's `require` loads the bytes.
  func pushModule(named name: Value?, on thread: OpaquePointer, bridge: ValueBridge) -> Int32 {
    guard let name = name?.stringValue else {
      bridge.pushString(said.note(Phrase(trLater("require: the module name must be a string"))))
      return -1
    }
    switch compiledModule(name) {
    case .success(let module):
      sourceHashes[module.chunkName] = module.sourceHash
      module.bytecode.withUnsafeBytes { bytes in
        _ = lua_pushlstring(
          thread, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
      }
      bridge.pushString("=" + module.chunkName)
      return 2
    case .failure(let failure):
      bridge.pushString(failure.words.map { said.note($0) } ?? failure.message)
      return -1
    }
  }

  /// The module `name`, read and compiled the first time it is asked for (then kept, failure
  /// included, so every session sees the same).
  private func compiledModule(_ name: String) -> Result<CompiledModule, HostFailure> {
    if let known = moduleFiles[name] { return known }
    guard let modules else {
      return .failure(
        HostFailure(
          Phrase(
            trLater("require: module '{name}' not found: this plugin has no module folder"),
            ["name": .text(name)])))
    }
    let compiled = modules.source(of: name).flatMap(CompiledModule.compile)
    moduleFiles[name] = compiled
    moduleCompilations += 1
    return compiled
  }
}
