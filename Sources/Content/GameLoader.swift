import Confined
import ContentFormats
import Foundation
import Localization
import LuaHost
import QuizCore

/// A game loaded from its folder: the game itself, its manifest, and what looked odd.
public struct LoadedGame: Sendable, Hashable {
  /// The game, ready for a session.
  public var game: Game
  /// Its manifest as read.
  public var manifest: GameManifest
  /// Problems that did not stop it loading (missing pictures, unknown manifest fields).
  public var warnings: [ContentWarning]
  /// The questions left out of `game` as invalid, each problem at its file, line and question
  /// (filled in by the engine, which knows the types: see `Engine.game`).
  public var leftOut: [FileProblem] = []
  /// The localized maps lacking a language the game declares, and a plain title or
  /// description in a game of several languages (`trivium validate` reports them).
  public var languageProblems: [FileProblem] = []
  /// The whole pool of questions, when `draw` took fewer of them for the session.
  public var pool: [Value]?
  /// The file and line each question was read from (those of `pool` when there is one).
  public var places = QuestionPlaces()
  /// How many questions the pool holds, when `draw` took fewer for the session.
  public var poolCount: Int? { pool?.count }

  /// A loaded game from its parts (a game read by an importer, say).
  public init(game: Game, manifest: GameManifest, warnings: [ContentWarning] = []) {
    self.game = game
    self.manifest = manifest
    self.warnings = warnings
  }
}

/// A game as a list shows it, its questions counted but not loaded (`GameLoader.summary`).
public struct GameSummary: Sendable, Hashable {
  /// Its manifest as read.
  public var manifest: GameManifest
  /// How many questions it holds (the whole pool of a game that draws its sessions from it).
  public var questionCount: Int
}

/// Loads game folders: `game.json`, then the questions from JSON, a property list or a Lua
/// generator, each question checked for the fields the engine reads itself.
public struct GameLoader: Sendable {
  /// The question types of the built-in plugins (`plugins/types/`).
  public static let builtInTypes: Set<String> = [
    "letters", "single", "multiple", "truefalse", "fill", "short", "numeric", "order", "match",
    "description", "essay", "cloze",
  ]

  /// The ids of the question types a question may name, told apart by their bytes.
  public var knownTypes: Set<ByteString>
  /// The sandbox limits Lua generators run under.
  public var limits: SandboxLimits
  /// Why a question type that is not known is missing, by id (one in a mod that did not
  /// load: `ModSet.unavailablePlugins`), said instead of "unknown question type".
  public var unavailableTypes: [String: Phrase] = [:]
  /// The most questions a game's files may hold together (`maxGameQuestions`; lower in tests).
  public var maxQuestions = GameLoader.maxGameQuestions

  /// A loader that accepts the question types `knownTypes`.
  public init(knownTypes: some Sequence<String>, limits: SandboxLimits = .default) {
    self.knownTypes = Set(knownTypes.map { ByteString($0) })
    self.limits = limits
  }

  /// Loads the game in `folder`; `displayName` is how messages name the folder (by default
  /// its path). `seed` feeds a Lua generator and the draw of `draw` questions; `language` is
  /// the content language asked for (the game's default when nil or not offered), to which
  /// every localized map is resolved.
  public func load(
    folder: URL, displayName: String? = nil, seed: UInt64 = 0, language: String? = nil
  ) throws(ContentError) -> LoadedGame {
    let display = displayName ?? folder.path
    let manifestFile = display + "/game.json"
    let gameFolder = ConfinedFolder.game(folder, display: display)
    let (manifest, manifestWarnings, manifestBytes) = try Self.manifest(
      in: gameFolder, folder: folder, file: manifestFile, language: language)
    let chosen = ContentLanguage.chosen(language, offered: manifest.languages)
    var problems = LanguageChecks.manifestProblems(manifest, file: manifestFile) { key in
      JSONLines.keyLine(manifestBytes, key: key)
    }
    var (questions, warnings, places) = try pool(
      of: manifest, in: gameFolder, pictures: folder, seed: seed, language: chosen,
      problems: &problems)
    var pool: [Value]?
    if let draw = manifest.draw, draw < questions.count {
      pool = questions
      let drawn = Self.drawn(draw, from: questions.count, seed: seed)
      questions = drawn.map { questions[$0] }
      places.drawn = drawn
    }
    var all = manifestWarnings + warnings
    // An icon with an extension is a file; one or two characters are drawn as text.
    if let icon = manifest.icon, icon.contains(".") {
      let missing = Phrase(
        trLater("icon '{icon}' is not in {folder} (a placeholder is shown)"),
        ["icon": .text(icon), "folder": .text(display)])
      var why: Phrase?
      do {
        if try gameFolder.kind(of: icon) != .file { why = missing }
      } catch  where error.reason == .missing {
        why = missing
      } catch {
        why = Phrase(
          trLater("icon '{icon}' {problem} (a placeholder is shown)"),
          ["icon": .text(icon), "problem": .phrase(error.problemPhrase)])
      }
      if let why {
        all.append(ContentWarning(.missingPicture, file: manifestFile, field: "icon", words: why))
      }
    }
    var game = Game(
      id: manifest.id, title: manifest.title, questions: questions, rules: manifest.rules,
      folder: folder.path, icon: manifest.icon)
    game.languages = manifest.languages
    game.language = chosen
    var loaded = LoadedGame(game: game, manifest: manifest, warnings: all)
    loaded.languageProblems = problems
    loaded.pool = pool
    loaded.places = places
    return loaded
  }

  /// The questions of every file `manifest` names, in order, with where each was read: the
  /// files are weighed together before any is read, their ids are unique across them, and
  /// they hold no more questions together than a game may.
  private func pool(
    of manifest: GameManifest, in gameFolder: ConfinedFolder, pictures folder: URL, seed: UInt64,
    language: ContentLanguage?, problems: inout [FileProblem]
  ) throws(ContentError) -> (questions: [Value], warnings: [ContentWarning], QuestionPlaces) {
    let names = manifest.questionFiles
    if names.count > 1 { try Self.weigh(names, in: gameFolder) }
    var ids = QuestionIDs()
    var pool: [Value] = []
    var warnings: [ContentWarning] = []
    var places = QuestionPlaces()
    for name in names {
      let read = try questions(
        in: gameFolder, name, pictures: folder, seed: seed,
        count: manifest.count ?? GameManifest.defaultCount, generatorID: manifest.id,
        language: language, languages: manifest.languages, problems: &problems,
        ids: &ids, before: pool.count, oneOf: names.count)
      places.add(file: gameFolder.display(name), count: read.questions.count, lines: read.lines)
      pool += read.questions
      warnings += read.warnings
    }
    return (pool, warnings, places)
  }

  /// Refuses question files that hold more than `maxGameQuestionBytes` together, before any
  /// is read; a file that is missing, leads out of the folder or is no regular file is refused
  /// here too, by its name.
  static func weigh(_ names: [String], in gameFolder: ConfinedFolder) throws(ContentError) {
    var total = 0
    for name in names {
      do { total += try gameFolder.size(of: name) } catch { throw ContentError(error) }
      guard total <= maxGameQuestionBytes else {
        throw ContentError(
          .badValue, file: gameFolder.display(name),
          words: Phrase(
            trLater(
              "brings the game's question files to {bytes} bytes or more, more than the {limit} "
                + "bytes they may hold together (docs/games.md): not read"),
            ["bytes": .number(total), "limit": .number(maxGameQuestionBytes)]))
      }
    }
  }

  /// The manifest of the game in `gameFolder`, read in `language`, with its warnings and bytes.
  private static func manifest(
    in gameFolder: ConfinedFolder, folder: URL, file: String, language: String?
  ) throws(ContentError) -> (GameManifest, [ContentWarning], [UInt8]) {
    let bytes = try TextFile.bytes(in: gameFolder, "game.json", cap: TextFile.maxManifestBytes)
    do {
      let (manifest, warnings) = try GameManifest.read(
        try TextFile.json(bytes, display: file), file: file,
        folderName: folder.lastPathComponent, language: language)
      return (manifest, warnings, bytes)
    } catch {
      throw error.placed(in: bytes)
    }
  }

  /// The manifest of the game in `folder`, its questions not read (what `import --force`
  /// learns of the game it writes over: the question files it listed).
  public static func manifest(folder: URL) throws(ContentError) -> GameManifest {
    let gameFolder = ConfinedFolder.game(folder, display: folder.path)
    return try manifest(
      in: gameFolder, folder: folder, file: folder.path + "/game.json", language: nil
    ).0
  }

  /// What a list of games shows of the game in `folder` without loading its questions: the
  /// manifest read in `language`, and how many questions its file holds (the whole pool of a
  /// `draw` game; a generator's `count`, since it makes its questions per session).
  ///
  /// The questions are counted, not checked: a JSON file's elements by the scan that places
  /// their errors, so a game whose questions `load` refuses still gets a count, and the error
  /// when it is opened (or by `trivium validate`).
  public func summary(
    folder: URL, displayName: String? = nil, language: String? = nil
  ) throws(ContentError) -> GameSummary {
    let display = displayName ?? folder.path
    let gameFolder = ConfinedFolder.game(folder, display: display)
    let (manifest, _, _) = try Self.manifest(
      in: gameFolder, folder: folder, file: display + "/game.json", language: language)
    let names = manifest.questionFiles
    if names.count > 1 { try Self.weigh(names, in: gameFolder) }
    var count = 0
    for name in names {
      switch QuestionFormat(fileName: name) {
      case .json?:
        let bytes = try TextFile.bytes(in: gameFolder, name, cap: TextFile.maxQuestionBytes)
        count += JSONLines.questionLines(bytes).count
      case .plist?:
        let bytes = try TextFile.bytes(in: gameFolder, name, cap: TextFile.maxQuestionBytes)
        count += try questionList(
          TextFile.plist(bytes, display: gameFolder.display(name)),
          display: gameFolder.display(name)
        ).count
      case .lua?: count += manifest.count ?? GameManifest.defaultCount
      case nil:
        throw ContentError(
          .badValue, file: gameFolder.display(name),
          words: Phrase(trLater("must be a .json, .plist or .lua file")))
      }
    }
    return GameSummary(manifest: manifest, questionCount: count)
  }

  /// The positions of `count` questions of a pool of `poolCount` drawn by `seed`: the first
  /// of its seeded shuffle, so the same seed draws the same game and another seed another.
  static func drawn(_ count: Int, from poolCount: Int, seed: UInt64) -> [Int] {
    var order = Array(0..<poolCount)
    var random = SeededRandom(seed: seed).derived(PluginCall.draw.rawValue)
    random.shuffle(&order)
    return Array(order.prefix(count))
  }

  /// Loads and checks the questions of one file, whatever game it belongs to.
  ///
  /// - Parameters:
  ///   - file: a `.json`, `.plist` or `.lua` file.
  ///   - displayName: the file as messages name it.
  ///   - folder: where its pictures are; nil when it has none (every picture is then missing).
  ///   - folderDisplay: the folder as messages name it.
  ///   - seed, count: the arguments of a Lua generator's `generate(seed, count, lang)`.
  ///   - generatorID: the id a Lua generator's errors carry.
  public func loadQuestions(
    file: URL, displayName: String, folder: URL?, folderDisplay: String? = nil,
    seed: UInt64 = 0, count: Int = GameManifest.defaultCount, generatorID: String? = nil
  ) throws(ContentError) -> (questions: [Value], warnings: [ContentWarning]) {
    var problems: [FileProblem] = []
    let own = ConfinedFolder(
      root: file.deletingLastPathComponent().path,
      displayName: (displayName as NSString).deletingLastPathComponent,
      scope: Phrase(trLater("its folder")))
    var ids = QuestionIDs()
    let read = try questions(
      in: own, file.lastPathComponent, displayName: displayName, pictures: folder,
      folderDisplay: folderDisplay ?? folder?.path, seed: seed,
      count: count, generatorID: generatorID, language: nil, languages: [], problems: &problems,
      ids: &ids)
    return (read.questions, read.warnings)
  }

  /// `loadQuestions` of the file `name` of `source`, every byte read from inside it, with the
  /// line each question starts on (when the format tells). `ids` holds those of the game's
  /// files read before, `before` how many questions they hold, and `oneOf` how many files
  /// the game has.
  private func questions(
    in source: ConfinedFolder, _ name: String, displayName: String? = nil,
    pictures folder: URL?, folderDisplay: String? = nil, seed: UInt64, count: Int,
    generatorID: String?, language: ContentLanguage?, languages: [String],
    problems: inout [FileProblem], ids: inout QuestionIDs, before: Int = 0, oneOf files: Int = 1
  ) throws(ContentError) -> (questions: [Value], warnings: [ContentWarning], lines: [Int]) {
    let displayName = displayName ?? source.display(name)
    guard let format = QuestionFormat(fileName: name) else {
      throw ContentError(
        .badValue, file: displayName, words: Phrase(trLater("must be a .json, .plist or .lua file"))
      )
    }
    var items: [Value]
    var lines: [Int] = []
    switch format {
    case .json:
      let bytes = try TextFile.bytes(in: source, name, cap: TextFile.maxQuestionBytes)
      items = try questionList(
        TextFile.json(bytes, display: displayName), display: displayName)
      lines = JSONLines.questionLines(bytes)
      items = resolved(
        items, language: language, languages: languages, file: displayName,
        lines: lines, problems: &problems)
    case .plist:
      let bytes = try TextFile.bytes(in: source, name, cap: TextFile.maxQuestionBytes)
      items = try questionList(
        TextFile.plist(bytes, display: displayName), display: displayName)
      items = resolved(
        items, language: language, languages: languages, file: displayName,
        lines: [], problems: &problems)
      for index in items.indices {
        items[index] = try QuestionChecks.fromSeedRecord(
          items[index], number: index + 1, file: displayName)
      }
    case .lua:
      items = try generate(
        in: source, name, displayName: displayName, seed: seed, count: count,
        language: language,
        id: generatorID ?? ((name as NSString).lastPathComponent as NSString).deletingPathExtension)
      items = resolved(
        items, language: language, languages: languages, file: displayName,
        lines: [], problems: &problems)
    }
    guard !items.isEmpty else {
      throw ContentError(
        .emptyGame, file: displayName,
        words: files > 1
          ? Phrase(trLater("holds no questions (each file a game lists must hold some)"))
          : Phrase(trLater("the game has no questions")))
    }
    guard before + items.count <= maxQuestions else {
      throw ContentError(
        .badValue, file: displayName,
        words: Phrase(
          trLater(
            "brings the game to {count} questions, more than the {limit} a game may have "
              + "(docs/games.md)"),
          ["count": .number(before + items.count), "limit": .number(maxQuestions)]))
    }
    let checks = QuestionChecks(
      file: displayName, folder: folder,
      folderDisplay: folderDisplay ?? (folder == nil ? "the game folder" : source.displayName),
      knownTypes: knownTypes, unavailableTypes: unavailableTypes)
    let (questions, warnings) = try checks.check(items, lines: lines, ids: &ids)
    return (questions, warnings, lines)
  }

  /// `items` with their localized maps resolved to `language`, after adding the maps that lack
  /// a declared language to `problems`. Unchanged for a game that declares no languages.
  private func resolved(
    _ items: [Value], language: ContentLanguage?, languages: [String], file: String,
    lines: [Int], problems: inout [FileProblem]
  ) -> [Value] {
    guard let language, !languages.isEmpty else { return items }
    problems += LanguageChecks.questionProblems(
      items, languages: languages, file: file, lines: lines)
    let declared = Set(languages)
    return items.map { language.resolve($0, languages: declared) }
  }

  /// A list of questions, or `{"questions": [...]}`.
  private func questionList(_ value: Value, display: String) throws(ContentError) -> [Value] {
    if case .array(let items) = value { return items }
    if case .map(let map) = value, let inner = map["questions"] {
      guard case .array(let items) = inner else {
        throw ContentError(
          .wrongType, file: display, field: "questions",
          words: Phrase(
            trLater("field 'questions' must be an array, not {found}"),
            ["found": .phrase(kindPhrase(inner))]))
      }
      return items
    }
    throw ContentError(
      .wrongType, file: display,
      words: Phrase(
        trLater("must hold a list of questions or a map with a 'questions' list, not {found}"),
        ["found": .phrase(kindPhrase(value))]))
  }

  /// The most bytes a game's file of questions may have (`TextFile.maxQuestionBytes`): what
  /// `trivium import` writes stays under it.
  public static let maxQuestionFileBytes = TextFile.maxQuestionBytes
  /// The most bytes a game's question files may hold together (docs/games.md).
  public static let maxGameQuestionBytes = FileCaps.gameQuestionBytes
  /// The most questions a game's files may hold together (docs/games.md).
  public static let maxGameQuestions = 1_000_000

  /// Runs a `game-source` plugin's `generate(seed, count, lang)` in its own sandbox; `lang` is
  /// nil for a game that declares no languages.
  private func generate(
    in folder: ConfinedFolder, _ name: String, displayName: String, seed: UInt64, count: Int,
    language: ContentLanguage?, id: String
  ) throws(ContentError) -> [Value] {
    let plugin: LuaPlugin
    do throws(PluginError) {
      // A generator is a plugin whose folder is the game's (or the question file's).
      plugin = try PluginLoader.load(
        id: id, main: name, in: URL(fileURLWithPath: folder.root),
        displayName: folder.displayName, limits: limits, header: .kind(.gameSource))
    } catch {
      throw Self.failure(error, displayName: displayName)
    }
    // The plugin's randomness is the seed's: the same seed gives the same questions.
    plugin.random = SeededRandom(seed: seed)
    plugin.contentLanguage = language
    let result: Value
    do throws(PluginError) {
      result = try plugin.call(
        "generate",
        [
          .int(Int64(bitPattern: seed)), .int(Int64(count)),
          language.map { .string($0.code) } ?? .null,
        ])
    } catch {
      throw Self.failure(error, displayName: displayName)
    }
    guard case .array(let items) = result else {
      throw ContentError(
        .wrongType, file: displayName,
        words: Phrase(
          trLater("generate must return a list of questions, not {found}"),
          ["found": .phrase(kindPhrase(result))]))
    }
    // A NaN or infinite number is the generator's fault: said here, not later as a type
    // that seems to write into its question (NaN never equals itself).
    for (index, item) in items.enumerated() {
      if let (path, number) = Self.nonFinite(item, at: "") {
        throw ContentError(
          .plugin, file: displayName,
          words: Phrase(
            trLater(
              "plugin '{id}': generate returned question #{number} with '{path}' {value}: a "
                + "number in a question must be finite"),
            [
              "id": .text(plugin.id), "number": .number(index + 1), "path": .text(path),
              "value": .text(number),
            ]))
      }
    }
    return items
  }

  /// The first number of `value` that is NaN or infinite, with its path from `path`.
  private static func nonFinite(_ value: Value, at path: String) -> (String, String)? {
    switch value {
    case .double(let number) where !number.isFinite:
      return (path, number.isNaN ? "NaN" : number < 0 ? "-infinity" : "infinity")
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let found = nonFinite(item, at: "\(path)[\(index + 1)]") { return found }
      }
    case .map(let map):
      for (key, item) in map {
        let name = Untrusted.line(key, limit: 40)
        if let found = nonFinite(item, at: path.isEmpty ? name : "\(path).\(name)") {
          return found
        }
      }
    default: break
    }
    return nil
  }

  /// A plugin's error, keeping its file and line.
  private static func failure(_ error: PluginError, displayName: String) -> ContentError {
    ContentError(
      .plugin, file: error.file ?? displayName, line: error.line, column: error.column,
      words: error.framed)
  }
}
