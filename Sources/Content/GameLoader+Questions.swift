import Confined
import ContentFormats
import Foundation
import Localization
import QuizCore

/// Reading a game's question files: JSON, a property list, or what a Lua generator returns.
extension GameLoader {
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
  func questions(
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
  func questionList(_ value: Value, display: String) throws(ContentError) -> [Value] {
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

}
