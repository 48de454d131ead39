import Foundation
import Testing

/// The module graph has three homes that must agree: Package.swift (what each target may
/// import), the sources (what each imports), and docs/architecture.md's table (what a reader
/// is told). Each is read as text and compared, so that none drifts from the others.
struct ModuleGraphTests {
  /// Each target of Package.swift with the targets it depends on.
  static func manifestGraph() throws -> [String: Set<String>] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    var graph: [String: Set<String>] = [:]
    // `.target(name: "X", dependencies: [...]` (and test, executable and system targets): the
    // dependencies list, when there is one, comes before the target's closing parenthesis.
    let pattern = try NSRegularExpression(
      pattern:
        #"\.(?:target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"([A-Za-z][A-Za-z0-9]*)"([^()]*(?:\([^()]*\)[^()]*)*)\)"#
    )
    let whole = NSRange(text.startIndex..., in: text)
    for match in pattern.matches(in: text, range: whole) {
      let name = String(text[Range(match.range(at: 1), in: text)!])
      let body = String(text[Range(match.range(at: 2), in: text)!])
      var dependencies: Set<String> = []
      if let list = body.range(of: #"dependencies:\s*\[[^\]]*\]"#, options: .regularExpression) {
        let names = try NSRegularExpression(pattern: #""([A-Za-z][A-Za-z0-9]*)""#)
        let listText = String(body[list])
        for found in names.matches(
          in: listText, range: NSRange(listText.startIndex..., in: listText))
        {
          dependencies.insert(String(listText[Range(found.range(at: 1), in: listText)!]))
        }
      }
      graph[name] = dependencies
    }
    return graph
  }

  /// The table of docs/architecture.md: each module row with the modules it says it imports
  /// (words in parentheses are remarks; "nothing of ours" is none; "all of the above" is nil).
  static func documentedGraph() throws -> [String: Set<String>?] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    var graph: [String: Set<String>?] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, cells[0] != "module", !cells[0].hasPrefix("-") else { continue }
      var imports = cells[1]
      while let open = imports.range(of: "("),
        let close = imports.range(of: ")", range: open.upperBound..<imports.endIndex)
      {
        imports.removeSubrange(open.lowerBound..<close.upperBound)
      }
      let names: Set<String>? =
        imports.contains("all of the above")
        ? nil
        : imports.contains("nothing of ours")
          ? []
          : Set(
            imports.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
              .filter { !$0.isEmpty && !$0.contains(" ") })
      for module in cells[0].split(separator: ",") {
        graph[module.trimmingCharacters(in: .whitespaces)] = names
      }
    }
    return graph
  }

  @Test func theArchitectureTableIsPackageSwiftsGraph() throws {
    let manifest = try Self.manifestGraph()
    let documented = try Self.documentedGraph()
    #expect(documented.count >= 15, "the table was not found: \(documented.keys.sorted())")
    for (module, imports) in documented {
      let declared = try #require(manifest[module], "\(module) is no target of Package.swift")
      guard let imports else { continue }
      #expect(
        imports == declared,
        "docs/architecture.md says \(module) imports \(imports.sorted()); Package.swift: \(declared.sorted())"
      )
    }
    // Every Swift module of ours under Sources has its row (C shims, the executable's `main`
    // and the benchmark excepted).
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Sources").path)
    for folder in sources
    where folder.range(of: "^C[A-Z]", options: .regularExpression) == nil
      && !["TriviumCLI", "TriviumBench"].contains(folder)
    {
      let module = folder == "Engine" ? "TriviumEngine" : folder
      #expect(documented[module] != nil, "docs/architecture.md's table has no row for \(module)")
    }
  }

  /// What a module's sources import of ours is what Package.swift lets it import: a module
  /// reached only through another one's dependencies is a layer leaking.
  @Test func eachModuleImportsOnlyWhatItDeclares() throws {
    let manifest = try Self.manifestGraph()
    let ours = Set(manifest.keys)
    let root = repositoryRoot.appendingPathComponent("Sources")
    for folder in try FileManager.default.contentsOfDirectory(atPath: root.path) {
      let module = folder == "Engine" ? "TriviumEngine" : folder
      guard let declared = manifest[module] else { continue }
      let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let file = files?.nextObject() as? String {
        guard file.hasSuffix(".swift") else { continue }
        let text = try String(
          contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file),
          encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("import ") {
          let imported = String(line.dropFirst("import ".count)).trimmingCharacters(
            in: .whitespaces)
          guard ours.contains(imported) else { continue }
          #expect(
            declared.contains(imported),
            "Sources/\(folder)/\(file) imports \(imported), which Package.swift does not give \(module)"
          )
        }
      }
    }
  }

  /// Layers that must never meet, however many modules lie between them: a dependency added
  /// anywhere below `module` that brings `never` in fails here, with the chain that does.
  static let apart: [(module: String, never: String, why: String)] = [
    ("Importers", "LuaHost", "reading another format's quiz file needs no Lua sandbox"),
    ("Importers", "CLua", "reading another format's quiz file needs no Lua"),
    ("Tournament", "Terminal", "standings measure columns with TextCells, not the terminal"),
    ("ContentFormats", "LuaHost", "the formats Importers reads through hold no Lua"),
  ]

  /// The chain of dependencies from `module` down to `target` in `graph`, or nil when there is
  /// none (breadth first: the shortest).
  static func chain(from module: String, to target: String, in graph: [String: Set<String>])
    -> [String]?
  {
    var paths: [String: [String]] = [module: [module]]
    var queue = [module]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      for dependency in (graph[next] ?? []).sorted() where paths[dependency] == nil {
        paths[dependency] = paths[next]! + [dependency]
        if dependency == target { return paths[dependency] }
        queue.append(dependency)
      }
    }
    return nil
  }

  @Test func layersThatMustNotMeetDoNot() throws {
    let manifest = try Self.manifestGraph()
    for rule in Self.apart {
      #expect(manifest[rule.module] != nil, "\(rule.module) is no target of Package.swift")
      let found = Self.chain(from: rule.module, to: rule.never, in: manifest)
      #expect(
        found == nil,
        "\(rule.module) reaches \(rule.never) through \((found ?? []).joined(separator: " -> ")): \(rule.why)"
      )
    }
    // QuizCore imports nothing of ours but Localization, however deep one looks.
    let below = Set(manifest.keys).filter {
      $0 != "QuizCore" && Self.chain(from: "QuizCore", to: $0, in: manifest) != nil
    }
    #expect(below == ["Localization"], "QuizCore reaches \(below.sorted())")
  }

  /// The search finds a chain through modules between: the rule above can fail.
  @Test func aChainThroughAnotherModuleIsFound() {
    let graph: [String: Set<String>] = [
      "Importers": ["Content", "QuizCore"], "Content": ["LuaHost"], "LuaHost": ["CLua"],
    ]
    #expect(
      Self.chain(from: "Importers", to: "CLua", in: graph) == [
        "Importers", "Content", "LuaHost", "CLua",
      ])
    #expect(Self.chain(from: "Content", to: "QuizCore", in: graph) == nil)
  }

}
