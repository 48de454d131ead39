import CLua
import CLuaSandbox
import Localization
import QuizCore
import Synchronization

/// The serial number of the last plugin made.
private let lastSerial = Atomic<UInt64>(0)

/// One plugin in its own sandboxed `lua_State`: its own globals, memory cap, instruction
/// budget and garbage collector. Not thread-safe: use one instance per worker.
public final class LuaPlugin {
  /// The newest plugin API this host offers to plugins (`trivium.api_version`); every
  /// version in `PluginHeader.supportedAPIs` runs.
  public static let apiVersion: Int64 = PluginHeader.supportedAPIs.upperBound

  /// The plugin's id, used in every error it causes.
  public let id: String
  /// The limits it runs under.
  public let limits: SandboxLimits
  /// Its main file as errors name it (the chunk name it was loaded with).
  public let mainFile: String
  /// Its main file's text, to place a problem of a description field on its line.
  private let mainSource: String
  /// A hash of each source file the plugin ran (its main file and every module it required),
  /// by chunk name: what `sourceIdentity` is made of.
  var sourceHashes: [String: UInt64] = [:]
  /// A number no other plugin of this process has (an address can be reused), which the
  /// function handles it gives out carry.
  let serial = lastSerial.wrappingAdd(1, ordering: .relaxed).newValue
  /// The plain-data fields of the table the plugin returned (its description).
  public private(set) var fields = ValueMap()
  /// The names of the functions in that table (told apart by their bytes, as Lua does).
  public private(set) var functionNames: Set<ByteString> = []
  /// The generator behind `math.random` and `trivium.random`; callers seed it per call.
  public var random = SeededRandom(seed: 0)
  /// The session's content language (`trivium.lang`, `trivium.text`); nil outside a session
  /// or for a game that declares no languages.
  public var contentLanguage: ContentLanguage?
  /// Where `print` and `trivium.log` go; by default to the log a command opened (`PluginLog`),
  /// else into `logLines`.
  public var logHandler: ((String) -> Void)?
  /// The last lines the plugin logged, when no handler is set (at most 1,000).
  public private(set) var logLines: [String] = []

  /// The sandbox, the state, and the thread sessions run in (`state`); every session starts
  /// from the same copy of the state's memory (`LuaPlugin+Sessions.swift`).
  var sandbox: UnsafeMutablePointer<trv_sandbox>
  var mainState: OpaquePointer
  var state: OpaquePointer
  /// The registry reference in `mainState` to the thread sessions run in.
  var threadReference: Int32 = LUA_NOREF
  /// How many function slots were filled when the snapshot was taken.
  var snapshotFunctions = 0
  let modules: ModuleSource?
  /// What the description table's header must say.
  let header: PluginHeader.Expectation
  var descriptionRef: Int32 = LUA_NOREF
  /// The main file's text while the plugin loads, so an error of its header or its field
  /// schema is placed on its line; nil afterwards.
  var loadingSource: String?
  /// The prelude's `define` (plugin API 2 question types) of the session, in the registry.
  var definerRef: Int32 = LUA_NOREF
  /// The prelude's check of the copy with defaults a question type was given, in the registry.
  var copyCheckRef: Int32 = LUA_NOREF
  /// The prelude's loop that runs a type's `validate` on a batch of questions, in the registry.
  var validateEachRef: Int32 = LUA_NOREF
  /// How many widgets of the last view the prelude added before the type's own (its header),
  /// so that a problem is placed in the type's own list.
  public internal(set) var viewOffset = 0
  private var inCall = false
  /// The budget its calls are charged to while a command checks with it (a mod's question
  /// type checking questions); nil while it plays.
  public var budget: PluginBudget?
  /// Strings that cross again and again, kept both ways.
  var strings = StringCache()
  /// The slot of each function `function(_:)` looked up, and each slot's registry reference
  /// (looked up again when the state is renewed).
  var functionSlots: [ByteString: Int] = [:]
  var functionReferences: [Int32] = []
  /// The main file compiled once, for every fresh state (see `LuaPlugin+Sessions.swift`).
  var compiledMain: [UInt8] = []
  /// Each module `require` asked for, read and compiled once: every session loads the same
  /// bytecode (`CompiledModules.swift`).
  var moduleFiles: [String: Result<CompiledModule, HostFailure>] = [:]
  /// How many module files were read and compiled (once each, whatever the sessions).
  var moduleCompilations = 0
  /// Whether a call reached the state since it was brought back to the snapshot; a new
  /// session then brings it back again.
  var ranSinceFresh = false
  /// Whether the next call must first bring the state back to the snapshot.
  var isStale = false
  /// Why the last renewal failed: every call fails with it until the next session.
  var renewalFailure: PluginError?
  /// Tables kept in the registry for arguments passed with `sharing`, by storage identity.
  var sharedValues: [UnsafeRawPointer: SharedValue] = [:]
  /// Enough for every question of a large game; past it the cache starts again.
  static let maxSharedValues = 512
  /// The tables the plugin returned lately, for values passed back to it.
  var returnedValues = ReturnedValues()
  /// The view table the engine last wrote into a bot's `seen`, kept in the registry, and its
  /// widgets: `trivium.moves`, `shows` and `pending` given that table read these instead of
  /// the table (a bot asks on every move; reading its view back each time doubled the cost).
  var shownView: (reference: Int32, widgets: [Widget])?
  /// The `seen.solution` table written with it, kept likewise, and its value: the oracle asks
  /// `trivium.pending(view, seen.solution)` on every move.
  var shownSolution: (reference: Int32, value: Value)?
  /// What the sandbox said to the plugin in English during the call that runs, with its words.
  var said = SaidWords()

  struct SharedValue {
    let value: Value
    let reference: Int32
  }

  /// Loads a plugin from Lua text (never bytecode), runs it and keeps the table it returns.
  /// The engine loads every plugin through `PluginLoader`, which checks it first.
  ///
  /// - Parameters:
  ///   - id: the plugin's id, named in every error.
  ///   - source: the Lua text of its main file.
  ///   - chunkName: the file name that errors and tracebacks show (`plugins/x/main.lua`).
  ///   - modules: where `require` finds the plugin's other files; nil for none.
  ///   - header: what its `kind`, `api` and `name` must say (`PluginHeader`); nothing is
  ///     asked of a table that describes no plugin (a tournament file).
  public init(
    id: String, source: String, chunkName: String, modules: ModuleSource? = nil,
    limits: SandboxLimits = .default, header: PluginHeader.Expectation = .none
  ) throws(PluginError) {
    self.id = id
    self.limits = limits
    mainFile = chunkName
    mainSource = source
    self.modules = modules
    self.header = header
    sandbox = Self.makeSandbox(limits)
    guard let state = trv_sandbox_newstate(sandbox) else {
      sandbox.deallocate()
      throw PluginError(
        pluginID: id, kind: .memoryLimit, words: Phrase(trLater("could not create a Lua state")))
    }
    mainState = state
    self.state = state
    try compileMain(source: source, chunkName: chunkName)
    loadingSource = source
    defer { loadingSource = nil }
    try prepareState()
  }

  /// The line of the main file that sets the description field `name`, when it can be found:
  /// where an adapter's complaint about that field points.
  public func line(ofField name: String) -> Int? {
    PluginHeader.line(ofField: name, in: mainSource)
  }

  /// A sandbox with `limits`, for a new state.
  static func makeSandbox(_ limits: SandboxLimits) -> UnsafeMutablePointer<trv_sandbox> {
    let sandbox = UnsafeMutablePointer<trv_sandbox>.allocate(capacity: 1)
    sandbox.initialize(to: trv_sandbox())
    sandbox.pointee.mem_limit = limits.memoryLimit
    sandbox.pointee.instr_budget = limits.instructionBudget
    sandbox.pointee.instr_call_budget = limits.instructionBudget
    sandbox.pointee.instr_total_limit = limits.totalInstructionLimit
    sandbox.pointee.hook_interval = limits.hookInterval
    sandbox.pointee.wall_limit_ns = limits.wallClockNanoseconds
    sandbox.pointee.pattern_step_limit = limits.patternStepLimit
    sandbox.pointee.max_error_length = limits.maxErrorLength
    sandbox.pointee.host_dispatch = hostDispatch
    return sandbox
  }

  deinit {
    trv_sandbox_close(mainState)
    sandbox.deallocate()
  }

  /// Bytes the plugin's Lua state holds now.
  public var memoryUsed: Int { sandbox.pointee.mem_used }
  /// The most bytes the plugin's Lua state held through the plugin's own allocations (the
  /// host's, made with the cap lifted, are not counted: they may pass the cap a little).
  public var memoryPeak: Int { sandbox.pointee.mem_peak }
  /// Instructions the last call ran (counted in steps of the hook interval), with the C work
  /// charged to its budget; of all its questions for a batch (`refusedPositions`).
  public var lastCallInstructions: Int64 { trv_sandbox_instructions_used(sandbox) }

  /// Instructions every call of the plugin has run, loading included, charges included.
  public var totalInstructions: Int64 { trv_sandbox_instructions_total(sandbox) }

  /// Whether the plugin's table has a function named `name`.
  public func hasFunction(_ name: String) -> Bool { functionNames.contains(ByteString(name)) }

  /// Calls the plugin's function `name` with `arguments` and returns its first result.
  ///
  /// The first `sharing` arguments are inputs the plugin will see again unchanged (a
  /// question): each is pushed once and kept in the plugin's registry, so that later calls
  /// with the same value pass the same table. The plugin must treat such tables as read-only.
  public func call(
    _ name: String, _ arguments: [Value] = [], sharing: Int = 0
  ) throws(PluginError) -> Value {
    try inCallFrame { bridge throws(PluginError) in
      try call(name, arguments, sharing: sharing, bridge: bridge)
    }
  }

  /// Runs one call into the plugin: refuses reentry and leaves the stack as it found it. A
  /// call that may run plugin code (`runsCode`) first renews a state a new session made stale.
  func inCallFrame<T>(
    runsCode: Bool = true, _ body: (ValueBridge) throws(PluginError) -> T
  ) throws(PluginError) -> T {
    precondition(!inCall, "LuaPlugin.call is not reentrant")
    if runsCode {
      if isStale { try renew() }
      if let renewalFailure { throw renewalFailure }
      if let budget {
        return try charging(budget) { () throws(PluginError) in
          try inCallFrame(runsCode: false, body)
        }
      }
    }
    // Even a call that runs no code may leave references and strings in the state.
    ranSinceFresh = true
    inCall = true
    defer { inCall = false }
    let top = lua_gettop(state)
    defer { lua_settop(state, top) }
    return try body(ValueBridge(state: state, limits: limits, strings: strings))
  }

  /// Runs `body` (one call) under `budget`: no more instructions than it has left, paid from
  /// it afterwards, and a call its running out stopped fails with the budget's error.
  private func charging<T>(_ budget: PluginBudget, _ body: () throws(PluginError) -> T)
    throws(PluginError) -> T
  {
    guard budget.exhausted == nil, !budget.clockPassed() else { throw budget.error(pluginID: id) }
    let before = totalInstructions
    let started = ContinuousClock.now
    sandbox.pointee.instr_total_limit = before + max(1, budget.instructionsLeft)
    defer {
      sandbox.pointee.instr_total_limit = limits.totalInstructionLimit
      budget.charge(
        instructions: totalInstructions - before, time: ContinuousClock.now - started)
    }
    do { return try body() } catch {
      // The budget stopped the call when the call ran all it had left: from the start, when
      // it had less left than one call may run, or after some questions of a batch, each of
      // which may run as much as one call (`trv_sandbox_push_next_item`).
      let ranAllLeft = totalInstructions - before > budget.instructionsLeft
      if error.kind == .instructionLimit, ranAllLeft || limits.instructionBudget <= 0 {
        budget.markSpent(.instructions)
      }
      if budget.exhausted != nil { throw budget.error(pluginID: id) }
      throw error
    }
  }

  private func call(
    _ name: String, _ arguments: [Value], sharing: Int, bridge: ValueBridge
  ) throws(PluginError) -> Value {
    try pushFunction(name, bridge: bridge)
    do throws(ValueConversionError) {
      try withCapLifted { () throws(ValueConversionError) in
        for (position, argument) in arguments.enumerated() {
          do throws(ValueConversionError) {
            if position < sharing {
              try pushShared(argument, bridge: bridge)
            } else {
              try bridge.push(argument)
            }
          } catch {
            throw error.inside(" #\(position + 1)")
          }
        }
      }
    } catch {
      throw PluginError(
        pluginID: id, kind: .badValue,
        words: Self.argumentWords(error, function: name))
    }
    beginCall()
    let status = trv_sandbox_pcall(state, Int32(arguments.count), 1)
    guard status == LUA_OK else { throw failure(status: status) }
    do {
      return try withCapLifted { () throws(ValueConversionError) in
        try bridge.read(at: lua_gettop(state))
      }
    } catch {
      throw resultError(error, function: name)
    }
  }

  /// The error for a result of `function` that could not be read: a value cannot be placed
  /// by line, so it is placed in the plugin's main file.
  func resultError(_ error: ValueConversionError, function: String) -> PluginError {
    PluginError(
      pluginID: id, kind: .badValue,
      words: error.words(
        root: .phrase(Phrase(trLater("the result of '{function}'"), ["function": .text(function)]))),
      file: mainFile)
  }

  /// Pushes the plugin's function `name`, or fails naming it.
  func pushFunction(_ name: String, bridge: ValueBridge) throws(PluginError) {
    let found = withCapLifted {
      _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(descriptionRef))
      bridge.pushString(name)
      let type = lua_rawget(state, -2)
      clua_remove(state, -2)
      return type == LUA_TFUNCTION
    }
    guard found else {
      throw PluginError(
        pluginID: id, kind: .missingFunction,
        words: Phrase(trLater("has no function '{name}'"), ["name": .text(name)]))
    }
  }

  /// Pushes `value` from the registry when it was pushed before, else pushes it and keeps it
  /// there. The entry holds the value too, so its storage (the key) cannot be freed and
  /// reused by another value while the entry lives.
  func pushShared(_ value: Value, bridge: ValueBridge) throws(ValueConversionError) {
    guard let identity = value.storageIdentity else { return try bridge.push(value) }
    // The table, its copy for the registry, and one slot inside luaL_ref.
    guard lua_checkstack(state, 3) != 0 else {
      throw ValueConversionError(ValueConversionError.noRoom)
    }
    if let entry = sharedValues[identity] {
      _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(entry.reference))
      return
    }
    try bridge.push(value)
    if sharedValues.count >= Self.maxSharedValues || !hasRoomToKeepTables { forgetSharedValues() }
    lua_pushvalue(state, -1)
    sharedValues[identity] = SharedValue(
      value: value, reference: luaL_ref(state, clua_registryindex()))
  }

  /// Whether the host may keep more tables in the plugin's state. Kept tables stay in its
  /// memory: past a quarter of the cap the host keeps no more (and drops what it kept), so
  /// that keeping cannot push a plugin with large questions or states over its limit.
  var hasRoomToKeepTables: Bool {
    limits.memoryLimit <= 0 || memoryUsed < limits.memoryLimit / 4
  }

  /// Drops every shared table (for example when a new game's questions replace the old).
  public func forgetSharedValues() {
    for entry in sharedValues.values { luaL_unref(state, clua_registryindex(), entry.reference) }
    sharedValues.removeAll(keepingCapacity: true)
  }

  // MARK: - Setting up

  /// Runs the prelude (compiled once per process) in the state's globals.
  func runPrelude() throws(PluginError) {
    let context = Unmanaged.passUnretained(self).toOpaque()
    let bridge = ValueBridge(state: state, limits: limits, strings: strings)
    withCapLifted {
      loadChunk(Prelude.compiled, name: Prelude.chunkName)
      lua_createtable(state, 0, 8)
      for (index, function) in HostFunction.allCases.enumerated() {
        bridge.pushString(function.rawValue)
        trv_sandbox_push_host_function(state, context, Int32(index))
        lua_rawset(state, -3)
      }
      bridge.pushString("check_limits")
      trv_sandbox_push_limit_check(state)
      lua_rawset(state, -3)
      bridge.pushString("next_item")
      trv_sandbox_push_next_item(state)
      lua_rawset(state, -3)
      for (key, value) in [
        ("max_string_bytes", Int64(limits.maxStringBytes)),
        ("max_table_move", Int64(limits.maxTableMove)),
        ("api_version", Self.apiVersion),
      ] {
        bridge.pushString(key)
        lua_pushinteger(state, value)
        lua_rawset(state, -3)
      }
    }
    beginCall()
    let status = trv_sandbox_pcall(state, 1, 3)
    guard status == LUA_OK else { throw failure(status: status) }
    validateEachRef = withCapLifted { luaL_ref(state, clua_registryindex()) }
    copyCheckRef = withCapLifted { luaL_ref(state, clua_registryindex()) }
    definerRef = withCapLifted { luaL_ref(state, clua_registryindex()) }
  }

  /// Compiles the main file's text, for its syntax errors and for the bytecode every state
  /// loads (`compiledMain`).
  private func compileMain(source: String, chunkName: String) throws(PluginError) {
    sourceHashes[chunkName] = FNV1a.hash(source.utf8)
    let loaded = trv_sandbox_load(state, source, source.utf8.count, "@" + chunkName)
    guard loaded == LUA_OK else { throw loadFailure(status: loaded, file: chunkName) }
    compiledMain = withCapLifted { CompiledChunk.dump(state) }
    clua_pop(state, 1)
  }

  /// Runs the main chunk on the top of the stack (once, at load) and keeps the table it
  /// returns, completed first by the prelude when it is a question type of plugin API 2. Its
  /// fields and function names are read and checked against the header it must have.
  func runMain(chunkName: String) throws(PluginError) {
    let source = loadingSource
    beginCall()
    let status = trv_sandbox_pcall(state, 0, 1)
    guard status == LUA_OK else { throw failure(status: status) }
    guard lua_type(state, -1) == LUA_TTABLE else {
      let typeName = String(cString: lua_typename(state, lua_type(state, -1)))
      clua_pop(state, 1)
      throw PluginError(
        pluginID: id, kind: .invalidPlugin,
        words: Phrase(
          trLater("the main file must return a table describing the plugin, not a {type}"),
          ["type": .text(typeName)]),
        file: chunkName)
    }
    // The header before anything else: a plugin without `api`, or of the wrong kind, is told
    // so, not about some other field its table holds (a function in a table of API 1).
    try checkHeader(readHeader(at: lua_gettop(state)), file: chunkName, source: source)
    try define(at: lua_gettop(state), file: chunkName, source: source)
    try readDescription(file: chunkName)
    descriptionRef = withCapLifted { luaL_ref(state, clua_registryindex()) }
  }

  /// The header fields of the table at `index`, read raw (no metamethod runs); a value that
  /// cannot leave Lua reads as an empty map, which the header check names by its kind.
  private func readHeader(at index: Int32) -> ValueMap {
    var header = ValueMap()
    let bridge = ValueBridge(state: state, limits: limits)
    for key in PluginHeader.keys.sorted() {
      withCapLifted {
        lua_pushstring(state, key)
        _ = lua_rawget(state, index)
      }
      defer { clua_pop(state, 1) }
      guard lua_type(state, -1) != LUA_TNIL else { continue }
      header[key] = (try? bridge.read(at: lua_gettop(state))) ?? .map(ValueMap())
    }
    return header
  }

  /// Refuses a header that is not what `header` expects, and an id that is no plugin id.
  private func checkHeader(_ fields: ValueMap, file: String, source: String?) throws(PluginError) {
    if let declared = fields["id"], !(declared.stringValue.map(Untrusted.isSafeID) ?? false) {
      // The id a plugin gives itself is printed in lists, standings and logs.
      throw PluginError(
        pluginID: id, kind: .invalidPlugin,
        words: Phrase(
          trLater("field 'id' must be a plugin id: {rule}"),
          ["rule": .phrase(Untrusted.safeIDWords)]), file: file)
    }
    if let (field, words) = PluginHeader.problem(in: fields, expected: header) {
      throw PluginError(
        pluginID: id, kind: .invalidPlugin, words: words, file: file,
        line: source.flatMap { PluginHeader.line(ofField: field, in: $0) })
    }
    // Games and rules name a plugin of a plugins folder by its file (or folder) name: an id
    // that says otherwise would register where nothing looks for it.
    if case .kind(let kind) = header, let folder = kind.folderName,
      let declared = fields["id"]?.stringValue, declared != id
    {
      throw PluginError(
        pluginID: id, kind: .invalidPlugin,
        words: Phrase(
          trLater(
            "field 'id' is \"{declared}\", but a plugin in plugins/{folder}/ is known by its "
              + "file name, '{id}': make them agree or leave 'id' out"),
          [
            "declared": .text(Untrusted.line(declared, limit: 60)), "folder": .text(folder),
            "id": .text(id),
          ]), file: file,
        line: source.flatMap { PluginHeader.line(ofField: "id", in: $0) })
    }
  }

  /// Runs the prelude's `define` on the table at `index`, under the plugin's limits: it
  /// completes a question type of plugin API 2 and leaves any other table as it is. A problem
  /// of the type's field schema is an error placed on the line that sets the field.
  private func define(at index: Int32, file: String, source: String?) throws(PluginError) {
    withCapLifted {
      _ = lua_rawgeti(state, clua_registryindex(), lua_Integer(definerRef))
      lua_pushvalue(state, index)
    }
    beginCall()
    let status = trv_sandbox_pcall(state, 1, 2)
    guard status == LUA_OK else { throw failure(status: status) }
    defer { clua_pop(state, 2) }
    guard lua_type(state, -1) == LUA_TSTRING else { return }
    let bridge = ValueBridge(state: state, limits: limits)
    let top = lua_gettop(state)
    let message = (try? bridge.read(at: top))?.stringValue ?? "the field schema is wrong"
    let field = (try? bridge.read(at: top - 1))?.stringValue
    let line = source.flatMap { text in
      field.flatMap { PluginHeader.line(ofField: $0, in: text, within: "fields") }
    }
    var error = PluginError(
      pluginID: id, kind: .invalidPlugin, message: message, file: file, line: line)
    // The prelude's words about the schema, said in the interface language where shown.
    error.words = said.words(for: message)
    throw error
  }

  /// "the description table", as messages name the table a plugin's main file returns.
  static let descriptionTable = Phrase(trLater("the description table"))

  /// Reads the returned table raw: functions by name, every other field as plain data.
  private func readDescription(file: String) throws(PluginError) {
    fields = [:]
    functionNames = []
    let table = lua_gettop(state)
    // No string cache: keys are read here with the memory cap in force.
    let bridge = ValueBridge(state: state, limits: limits)
    // One budget for the whole table: it is one value.
    var budget = bridge.budget
    lua_pushnil(state)
    while lua_next(state, table) != 0 {
      defer { clua_pop(state, 1) }
      guard lua_type(state, -2) == LUA_TSTRING else {
        clua_pop(state, 2)
        throw PluginError(
          pluginID: id, kind: .invalidPlugin,
          words: Phrase(trLater("the description table may only have string keys")),
          file: file)
      }
      let key: String
      do throws(ValueConversionError) {
        // An entry counts as a node even when it is a function.
        try budget.spendNode()
        key = try bridge.readString(at: -2, budget: &budget)
      } catch {
        clua_pop(state, 2)
        throw PluginError(
          pluginID: id, kind: error.isWhole ? .badValue : .invalidPlugin,
          words: error.isWhole
            ? error.words(root: .phrase(Self.descriptionTable))
            : Phrase(trLater("the description table may only have string keys")), file: file)
      }
      if lua_type(state, -1) == LUA_TFUNCTION {
        functionNames.insert(ByteString(key))
        continue
      }
      do throws(ValueConversionError) {
        fields[key] = try withCapLifted { () throws(ValueConversionError) in
          try bridge.read(at: lua_gettop(state), budget: &budget)
        }
      } catch {
        clua_pop(state, 2)
        throw PluginError(
          pluginID: id, kind: .badValue,
          words: error.words(
            root: error.isWhole
              ? .phrase(Self.descriptionTable)
              : .phrase(Phrase(trLater("field '{field}'"), ["field": .text(key)]))),
          file: file)
      }
    }
  }

  // MARK: - Errors

  private func loadFailure(status: Int32, file: String) -> PluginError {
    let message = popMessage()
    if status == LUA_ERRMEM { return limitError(.memoryLimit) }
    // "file:LINE: problem": Lua names the place of a syntax error in the message itself.
    var line: Int?
    var text = message
    // Lua shortens a long file name to "..." and its end (LUA_IDSIZE).
    var rest: Substring?
    if message.hasPrefix(file + ":") {
      rest = message.dropFirst(file.count + 1)
    } else if message.hasPrefix("..."), let colon = message.range(of: ".lua:"),
      file.hasSuffix(
        message[message.index(message.startIndex, offsetBy: 3)..<colon.lowerBound] + ".lua")
    {
      rest = message[colon.upperBound...]
    }
    if let rest, let colon = rest.firstIndex(of: ":"), let number = Int(rest[..<colon]) {
      line = number
      text = String(rest[rest.index(after: colon)...].drop(while: { $0 == " " }))
    }
    return PluginError(pluginID: id, kind: .syntax, message: text, file: file, line: line)
  }

  func failure(status: Int32) -> PluginError {
    let message = popMessage()
    let s = sandbox.pointee
    if s.instr_exceeded != 0 { return limitError(.instructionLimit) }
    if s.wall_exceeded != 0 { return limitError(.wallClockLimit) }
    if status == LUA_ERRMEM || s.mem_exceeded != 0 {
      return limitError(.memoryLimit)
    }
    var error = PluginError(pluginID: id, kind: .runtime, message: stripLocation(message))
    error.words = words(of: error.message)
    fillLocation(&error)
    if status == LUA_ERRERR {
      let words = Phrase(
        trLater("error while handling an error: {message}"),
        ["message": error.words.map { .phrase($0) } ?? .text(error.message)])
      error.message = words.description
      error.words = words
    }
    return error
  }

  /// The words of an error's `message` when the sandbox said it (the prelude, a host
  /// function, the message handler's own), so that a player reads it in the interface
  /// language; nil for the plugin's own words and Lua's, shown as they are.
  private func words(of message: String) -> Phrase? {
    let s = sandbox.pointee
    if s.err_object_type != 0 {
      let type = String(cString: lua_typename(state, s.err_object_type - 1))
      return Phrase(trLater("(error object is a {type} value)"), ["type": .text(type)])
    }
    let cut = "... (message truncated)"
    if s.err_cut != 0, message.hasSuffix(cut) {
      let kept = String(message.dropLast(cut.count))
      return Phrase(
        trLater("{message}... (message truncated)"),
        ["message": said.words(for: kept).map { .phrase($0) } ?? .text(kept)])
    }
    return said.words(for: message)
  }

  private func limitError(_ kind: PluginError.Kind) -> PluginError {
    var error: PluginError
    switch kind {
    case .instructionLimit:
      error = PluginError(
        pluginID: id, kind: kind,
        words: Phrase(
          trLater(
            "instruction budget exceeded: more than {count} instructions in one call, C work "
              + "included (sandbox limit)"),
          ["count": .text(String(limits.instructionBudget))]))
    case .wallClockLimit:
      error = PluginError(
        pluginID: id, kind: kind,
        words: Phrase(
          trLater(
            "wall-clock limit exceeded: one call ran longer than {limit} (sandbox limit; depends "
              + "on the machine's load, so not reproducible)"),
          ["limit": .text("\(limits.wallClockLimit)")]))
    default:
      error = PluginError(
        pluginID: id, kind: .memoryLimit,
        words: Phrase(
          trLater(
            "memory limit exceeded: the plugin's Lua state may hold at most {count} bytes "
              + "(sandbox limit)"),
          ["count": .text(String(limits.memoryLimit))]))
    }
    fillLocation(&error)
    return error
  }

  private func fillLocation(_ error: inout PluginError) {
    let file = errorSource
    if !file.isEmpty {
      error.file = file
      error.line = Int(sandbox.pointee.err_line)
    }
    let traceback = withUnsafeBytes(of: sandbox.pointee.err_traceback) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
    if !traceback.isEmpty { error.traceback = traceback }
  }

  /// Lua prefixes messages with "file:line: "; the error keeps the place in its own fields.
  private func stripLocation(_ message: String) -> String {
    let file = errorSource
    guard !file.isEmpty else { return message }
    let prefix = "\(file):\(sandbox.pointee.err_line): "
    if message.hasPrefix(prefix) { return String(message.dropFirst(prefix.count)) }
    // Lua shortens a long file name to "..." and its end (LUA_IDSIZE).
    let tail = ":\(sandbox.pointee.err_line): "
    if message.hasPrefix("..."), let end = message.range(of: tail),
      file.hasSuffix(message[message.index(message.startIndex, offsetBy: 3)..<end.lowerBound])
    {
      return String(message[end.upperBound...])
    }
    return message
  }

  /// The plugin file the message handler found the error in ("" when none).
  private var errorSource: String {
    withUnsafeBytes(of: sandbox.pointee.err_source) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
  }

  /// Readies the sandbox and the words it says for a call into plugin code.
  func beginCall() {
    said.clear()
    trv_sandbox_begin_call(state)
  }

  private func popMessage() -> String {
    defer { clua_pop(state, 1) }
    guard lua_type(state, -1) == LUA_TSTRING else { return "(error object is not a string)" }
    var length = 0
    guard let pointer = lua_tolstring(state, -1, &length) else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
  }

  // MARK: - Host functions

  /// Runs `body` with the memory cap lifted, so that pushes from Swift cannot raise.
  func withCapLifted<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    sandbox.pointee.mem_unlimited += 1
    defer { sandbox.pointee.mem_unlimited -= 1 }
    return try body()
  }

  /// Runs host function `function` for a call on `thread`: the arguments are on that thread's
  /// stack (a coroutine's, or the session's thread), never the main one's.
  fileprivate func dispatch(_ function: Int, on thread: OpaquePointer) -> Int32 {
    let bridge = ValueBridge(state: thread, limits: limits, strings: strings)
    let count = lua_gettop(thread)
    var arguments: [Value] = []
    let host = HostFunction.allCases[function]
    // The view (and solution) the engine wrote are not read back: what it wrote stands in.
    let kept = host.takesView ? keptArguments(on: thread) : nil
    if let kept {
      arguments.append(.null)
      if let solution = kept.solution { arguments.append(solution) }
    }
    // One budget for all the arguments of a call.
    var budget = bridge.budget
    do throws(ValueConversionError) {
      for index in Int32(arguments.count)..<max(count, Int32(arguments.count)) {
        do throws(ValueConversionError) {
          arguments.append(try bridge.read(at: index + 1, budget: &budget))
        } catch {
          throw error.inside(" #\(index + 1)")
        }
      }
    } catch {
      bridge.pushString(
        said.note(
          Phrase(
            trLater("{function}: {problem}"),
            [
              "function": .text(HostFunction.allCases[function].rawValue),
              "problem": .phrase(error.words(root: .phrase(Self.argument))),
            ])))
      return -1
    }
    // A module crosses as bytecode, which is no `Value`.
    if host == .loadModule { return pushModule(named: arguments.first, on: thread, bridge: bridge) }
    switch host.run(arguments, plugin: self, view: kept?.widgets) {
    case .success(let results):
      for result in results {
        do throws(ValueConversionError) { try bridge.push(result) } catch {
          bridge.pushString(said.note(error.words(root: .phrase(Phrase(trLater("a result"))))))
          return -1
        }
      }
      return Int32(results.count)
    case .failure(let failure):
      bridge.pushString(failure.words.map { said.note($0) } ?? failure.message)
      return -1
    }
  }

  /// "argument".
  static let argument = Phrase(trLater("argument"))

  /// "argument #2 is ... (in a call of 'view')": an argument the host could not pass.
  static func argumentWords(_ error: ValueConversionError, function: String) -> Phrase {
    Phrase(
      trLater("{problem} (in a call of '{function}')"),
      ["problem": .phrase(error.words(root: .phrase(argument))), "function": .text(function)])
  }

  fileprivate func log(_ line: String) {
    PluginLog.count()
    if let logHandler {
      logHandler(line)
    } else if !PluginLog.write(line, plugin: id) {
      if logLines.count >= 1000 { logLines.removeFirst(logLines.count - 999) }
      logLines.append(line)
    }
  }

  /// The identity of the code this plugin ran: a hash (FNV-1a, 64 bits, in hex) of the names
  /// and texts of its main file and every module it has required so far. Logs and saves
  /// record it, so a replay under changed plugins can say which one changed.
  public var sourceIdentity: String {
    var bytes: [UInt8] = []
    for name in sourceHashes.keys.sortedByBytes() {
      bytes += Array(name.utf8) + [0]
      withUnsafeBytes(of: sourceHashes[name]!.littleEndian) { bytes += $0 }
    }
    return FNV1a.hex(bytes)
  }

}

/// The one C-callable entry for every host function; the context is the plugin.
private let hostDispatch: trv_host_dispatch_fn = { thread, context, index in
  let plugin = Unmanaged<LuaPlugin>.fromOpaque(context!).takeUnretainedValue()
  return plugin.dispatch(Int(index), on: thread!)
}

/// A failure of a host function: its message becomes the Lua error.
public struct HostFailure: Error, Sendable, Equatable {
  /// The message the plugin sees.
  public var message: String
  /// `message` as words of the host, said in the interface language where a player reads
  /// the error (see `SaidWords`).
  public var words: Phrase?
  /// A failure with this message.
  public init(_ message: String) { self.message = message }
  /// A failure with these words, its message their English.
  public init(_ words: Phrase) {
    self.message = words.description
    self.words = words
  }
}

/// The Swift functions the sandbox prelude builds the plugin API from.
enum HostFunction: String, CaseIterable {
  case log, random, language, say
  case loadModule = "load_module"
  case viewOffset = "view_offset"
  case moves, shows

  /// Whether the first argument is a view (`trivium.moves`, `shows`, `pending`).
  var takesView: Bool { self == .moves || self == .shows }

  /// Runs the function; `view` is the widgets of the first argument when the dispatch knows
  /// them already (the view the engine wrote), and the argument then is not read.
  func run(_ arguments: [Value], plugin: LuaPlugin, view: [Widget]? = nil) -> Result<
    [Value], HostFailure
  > {
    switch self {
    case .log:
      plugin.log(String((arguments.first?.stringValue ?? "").prefix(1000)))
      return .success([])
    case .random:
      return Self.random(arguments, generator: &plugin.random).map { [$0] }
    case .language:
      // The session's language and the game's default, for `trivium.lang` and `trivium.text`.
      let language = plugin.contentLanguage
      return .success([
        language.map { .string($0.code) } ?? .null,
        language?.gameDefault.map { .string($0) } ?? .null,
      ])
    case .say:
      // The prelude's own words (`PreludeWords`): their English, remembered with the words.
      guard let words = arguments.first.flatMap({ PreludeWords.phrase($0) }) else {
        return .failure(HostFailure("say: not words of the sandbox"))
      }
      return .success([.string(plugin.said.note(words))])
    case .viewOffset:
      // How many widgets the prelude put before the type's own in the view it is building.
      plugin.viewOffset = max(0, Int(clamping: arguments.first?.intValue ?? 0))
      return .success([])
    case .moves:
      // `trivium.moves(seen, texts)`: QuizCore's actions of the view, drawn with the plugin's
      // generator (the prelude passes the texts as strings).
      let texts = arguments.dropFirst().first?.arrayValue?.compactMap(\.stringValue) ?? []
      return (view.map { .success($0) } ?? Self.widgets(arguments.first, for: self)).map {
        widgets in
        let actions = widgets.actions(texts: texts) { count in
          Int(plugin.random.next(in: 1, Int64(count)))
        }
        return [.array(actions.map(\.value))]
      }
    case .shows:
      // `trivium.shows` and `trivium.pending`: for each action of the list, whether the view
      // shows it done (a type's own action never is).
      let actions = arguments.dropFirst().first?.arrayValue ?? []
      return (view.map { .success($0) } ?? Self.widgets(arguments.first, for: self)).map {
        widgets in
        [.array(actions.map { .bool(WidgetAction(value: $0).map(widgets.shows) ?? false) })]
      }
    case .loadModule:
      preconditionFailure("the dispatch pushes modules itself (pushModule)")
    }
  }

  /// `math.random`'s contract: () gives a float in [0, 1), (m) an integer in [1, m], (m, n)
  /// an integer in [m, n].
  static func random(_ arguments: [Value], generator: inout SeededRandom) -> Result<
    Value, HostFailure
  > {
    switch arguments.count {
    case 0:
      return .success(.double(generator.fraction()))
    case 1, 2:
      let bounds = arguments.map(\.intValue)
      guard bounds.allSatisfy({ $0 != nil }) else {
        return .failure(HostFailure(Phrase(trLater("random: the bounds must be integers"))))
      }
      let low = arguments.count == 2 ? bounds[0]! : 1
      let high = arguments.count == 2 ? bounds[1]! : bounds[0]!
      guard low <= high else {
        return .failure(
          HostFailure(
            Phrase(
              trLater("random: the interval [{low}, {high}] is empty"),
              ["low": .text(String(low)), "high": .text(String(high))])))
      }
      return .success(.int(generator.next(in: low, high)))
    default:
      return .failure(HostFailure(Phrase(trLater("random: takes at most two arguments"))))
    }
  }
}

/// Facts about the embedded Lua and the plugin API, for `trivium version` and reports.
public enum LuaPluginInfo {
  /// The plugin API version.
  public static let apiVersion = LuaPlugin.apiVersion
  /// "Lua 5.4.4".
  public static var luaVersion: String { String(cString: clua_release()) }
}
