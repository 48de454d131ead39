import Confined
import ContentFormats
import Foundation
import Localization
import LuaHost
import QuizCore

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

  /// The most bytes a game's file of questions may have (`TextFile.maxQuestionBytes`): what
  /// `trivium import` writes stays under it.
  public static let maxQuestionFileBytes = TextFile.maxQuestionBytes
  /// The most bytes a game's question files may hold together (docs/games.md).
  public static let maxGameQuestionBytes = FileCaps.gameQuestionBytes
  /// The most questions a game's files may hold together (docs/games.md).
  public static let maxGameQuestions = 1_000_000

}
