import Foundation
import Testing

/// `Services` is the one place the commands get an engine, the progress database, a clock and
/// the environment from (issue 36). A command that built its own would escape `--now` and
/// `TRIVIUM_NOW`, or a test's environment, without a word; this scan of
/// Sources/TriviumCommands finds one, whatever command it is in.
struct ServicesOwnerTests {
  /// What only the owner may write, with what it does.
  static let forbidden: [(pattern: String, what: String)] = [
    (#"\bEngine\("#, "builds an engine"),
    (#"\bStore\.open\("#, "opens the progress database"),
    (#"\bDate\(\)|\bDate\.now\b|timeIntervalSinceNow"#, "reads the system's date"),
    (#"\b(System|Fixed)DateClock\("#, "makes a date clock"),
    (#"\btime\(nil\)|gettimeofday|clock_gettime|CFAbsoluteTimeGetCurrent"#, "reads a clock"),
    (#"\b(Continuous|Suspending)Clock\b|DispatchTime\.now|monotonicNow\("#, "reads a clock"),
    (#"\bMonotonicClock\(\)"#, "makes a monotonic clock"),
    (#"ProcessInfo\.processInfo\.environment"#, "reads the process's environment"),
  ]

  /// The files allowed to: the owner, and the entry point that hands it the process's
  /// environment.
  static let owners: Set<String> = ["Services.swift", "Trivium.swift"]

  /// What no other module may write: the environment is handed to them (`EngineOptions`,
  /// `Store.open`, `DataFolder`), so a test or a library user says what it is.
  static let environmentReads: [(pattern: String, what: String)] = [
    (#"ProcessInfo\.processInfo\.environment|\bgetenv\("#, "reads the process's environment")
  ]

  /// The modules that may read the process's environment, with why: the entry points that
  /// hand it on, and the external bots, whose processes inherit it as any child does (their
  /// program is found on its PATH, as the spawn finds it).
  static let environmentOwners: Set<String> = [
    "TriviumCommands", "TriviumCLI", "TriviumBench", "ExternalBots",
  ]

  /// Files elsewhere that may: the store's fault hook, a variable only the tests that kill an
  /// upgrade set (`TRIVIUM_TEST_UPGRADE_FAULT`), which finds no folder and changes no result.
  static let environmentFiles: Set<String> = ["Store/Upgrade.swift"]

  /// Each forbidden use in `text` (comments left out), as "line: what".
  static func violations(
    in text: String, of patterns: [(pattern: String, what: String)] = forbidden
  ) throws -> [String] {
    var found: [String] = []
    let expressions = try patterns.map { (try NSRegularExpression(pattern: $0.pattern), $0.what) }
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var code = String(line)
      if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
      let range = NSRange(code.startIndex..., in: code)
      for (expression, what) in expressions
      where expression.firstMatch(in: code, range: range) != nil {
        found.append("\(number + 1): \(what)")
      }
    }
    return found
  }

  /// The Swift files under Sources/`folder` (all of Sources when empty), by path from there.
  static func sources(_ folder: String = "TriviumCommands") throws -> [(
    path: String, text: String
  )] {
    let root = repositoryRoot.appendingPathComponent("Sources/" + folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  @Test("the scan finds each kind of construction it forbids, and not in comments")
  func theScanCanFail() throws {
    #expect(
      try Self.violations(in: "let engine = try Engine(options: options)") == [
        "1: builds an engine"
      ])
    #expect(
      try Self.violations(in: "x\nlet s = try Store.open(at: p)") == [
        "2: opens the progress database"
      ])
    #expect(try Self.violations(in: "let start = Date()") == ["1: reads the system's date"])
    #expect(try Self.violations(in: "f(dateClock: SystemDateClock())") == ["1: makes a date clock"])
    #expect(try Self.violations(in: "time(nil) - t") == ["1: reads a clock"])
    #expect(try Self.violations(in: "let e = ProcessInfo.processInfo.environment").count == 1)
    #expect(try Self.violations(in: "// Engine(options:) and Date() in a comment").isEmpty)
    #expect(try Self.violations(in: "throw EngineError(x); services.engine(parsed)").isEmpty)
  }

  @Test("no command builds an engine, opens a store, reads a clock or the environment itself")
  func onlyServicesBuildsThem() throws {
    let sources = try Self.sources()
    #expect(sources.count > 40, "Sources/TriviumCommands was not found")
    var found: [String] = []
    for (path, text) in sources where !Self.owners.contains(path) {
      found += try Self.violations(in: text).map { "\(path):\($0)" }
    }
    #expect(found.isEmpty, "build these with Services instead:\n\(found.joined(separator: "\n"))")
    // The owner is where they are built.
    let owner = try #require(sources.first { $0.path == "Services.swift" }).text
    for made in ["Engine(options:", "Store.open(", "SystemDateClock()", "FixedDateClock("] {
      #expect(owner.contains(made), "Services.swift no longer has \(made)")
    }
  }

  @Test("no other module reads the process's environment: it is handed in")
  func theEnvironmentIsHandedIn() throws {
    #expect(
      try Self.violations(in: "let h = getenv(\"HOME\")", of: Self.environmentReads).count == 1)
    let sources = try Self.sources("")
    #expect(sources.count > 300, "Sources was not found")
    var found: [String] = []
    for (path, text) in sources {
      let module = String(path.prefix { $0 != "/" })
      guard !Self.environmentOwners.contains(module), !Self.environmentFiles.contains(path)
      else { continue }
      found += try Self.violations(in: text, of: Self.environmentReads).map { "\(path):\($0)" }
    }
    #expect(found.isEmpty, "take the environment as a parameter:\n\(found.joined(separator: "\n"))")
  }
}
