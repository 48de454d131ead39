import Confined
import Localization
import QuizCore

/// The kind of file a game's questions come from, named by its extension.
public enum QuestionFormat: String, Sendable, Hashable, CaseIterable {
  /// A JSON list of question maps, or `{"questions": [...]}`.
  case json
  /// A property list: the seed's own format (dicts of answer, title, icon, options) as is.
  case plist
  /// A `game-source` Lua plugin whose `generate(seed, count)` builds the questions.
  case lua

  /// The format of a file name, from its extension (any case), or nil.
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
  }
}

/// A game's `game.json`: what the launcher shows and where the questions are.
public struct GameManifest: Sendable, Hashable {
  /// The game's id; it must be its folder's name.
  public var id: String
  /// The title shown to players.
  public var title: String
  /// A picture file in the game folder, or one or two characters.
  public var icon: String?
  /// The id of the scoring rules plugin.
  public var rules: String
  /// The question files, relative to the game folder, in the order their questions come:
  /// one file, or the several a big game's questions are split over (docs/games.md).
  public var questionFiles: [String]
  /// How many questions a generator makes (for `.lua` question files).
  public var count: Int?
  /// A sentence or two for the launcher.
  public var description: String?
  /// The languages the game offers, its default first; empty when it declares none.
  public var languages: [String] = []
  /// How many questions each session draws from the whole pool, by its seed; nil: all.
  public var draw: Int?
  /// The title's variants by language, when `title` is a localized map (`title` is then the
  /// variant of the language the manifest was read for).
  public var titleVariants: ValueMap?
  /// The description's variants by language, likewise.
  public var descriptionVariants: ValueMap?
  /// Who made the questions and under what licence, shown wherever the game is listed or
  /// exported (CC BY-SA content must carry it).
  public var attribution: String?
  /// The group the launcher shows the game in (`geography`, `chinese-classics`,
  /// `open-trivia`, `demos`, or a mod's own word); nil: grouped by where it comes from.
  public var category: String?

  /// The fields a manifest may have, declared once: their kinds and ranges. A key it does
  /// not know gives a warning (docs/games.md: a game made for a newer Trivium still loads).
  public static let schema: FieldSchema = {
    let text = FieldSpec.string().notEmpty
    // A string, or a map from the game's languages to strings (checked against `languages`).
    var title = text.or(.map(of: .string()))
    let description = title
    title.required = true
    let questionCount = FieldSpec.integer(in: 1...Int64(maxCount))
    // One file, or a list of them for a game split over several.
    var questionFiles = FieldSpec.list(of: FieldSpec.string().notEmpty, nonEmpty: true)
    questionFiles.max = Double(maxQuestionFiles)
    var questions = FieldSpec.string().notEmpty.or(questionFiles)
    questions.required = true
    var languages = FieldSpec.list(of: .string(), nonEmpty: true)
    languages.max = Double(maxLanguages)
    return FieldSchema(
      [
        "id": FieldSpec.string(required: true).notEmpty, "title": title, "icon": text,
        "rules": text, "questions": questions,
        "count": questionCount, "description": description,
        "languages": languages, "draw": questionCount, "attribution": text,
        "category": text,
      ], unknownKeys: .warn)
  }()
  /// The fields a manifest may have.
  public static var knownFields: Set<String> { Set(schema.names) }
  /// The most languages a game may declare.
  public static let maxLanguages = 16
  /// How many questions a generator makes when the manifest does not say.
  public static let defaultCount = 10
  /// The most questions a generator may be asked for.
  public static let maxCount = 10_000
  /// The most files a game's questions may be split over.
  public static let maxQuestionFiles = 64

  /// A manifest with every field given.
  public init(
    id: String, title: String, questions: String, icon: String? = nil,
    rules: String = "classic", count: Int? = nil, description: String? = nil,
    attribution: String? = nil
  ) {
    self.id = id
    self.title = title
    self.questionFiles = [questions]
    self.icon = icon
    self.rules = rules
    self.count = count
    self.description = description
    self.attribution = attribution
  }

  /// The title in `language` (by the fallback of `ContentLanguage`); the one title when
  /// it is a plain string.
  public func title(in language: String?) -> String {
    guard let titleVariants else { return title }
    return ContentLanguage.chosen(language, offered: languages)?.pick(titleVariants)?.stringValue
      ?? title
  }

  /// The description in `language`, likewise.
  public func description(in language: String?) -> String? {
    guard let descriptionVariants else { return description }
    return ContentLanguage.chosen(language, offered: languages)?.pick(descriptionVariants)?
      .stringValue ?? description
  }

  /// The format of the question files, from the first one's extension (the files of a list
  /// are `.json` or `.plist`; a `.lua` generator is always the only one).
  public var questionFormat: QuestionFormat? {
    questionFiles.first.flatMap { QuestionFormat(fileName: $0) }
  }

  /// Reads a manifest from its JSON value; `folderName` is the folder it must be named after,
  /// and a localized title or description is read in `language` (the game's default if nil).
  public static func read(
    _ value: Value, file: String, folderName: String, language: String? = nil
  ) throws(ContentError) -> (manifest: GameManifest, warnings: [ContentWarning]) {
    guard case .map(let map) = value else {
      throw ContentError(
        .wrongType, file: file,
        words: Phrase(
          trLater("the manifest must be a JSON object, not {found}"),
          ["found": .phrase(kindPhrase(value))]))
    }
    let fields = Fields(map, file: file)
    let (decoded, unknownKeys) = try fields.decode(schema)
    var warnings: [ContentWarning] = []
    let id = decoded.string("id")!
    if !Untrusted.isSafeID(id) {
      guard isKeptOldID(id) else {
        throw fields.error(
          .badValue, "id",
          Phrase(
            trLater("field 'id' is '{id}': {rule}"),
            ["id": .text(Untrusted.line(id)), "rule": .phrase(Untrusted.safeIDWords)]))
      }
      warnings.append(
        ContentWarning(
          .oldID, file: file, field: "id",
          words: Phrase(
            trLater(
              "field 'id' is '{id}': a new game's id must {rule}; this one is kept so that its "
                + "saved games and history stay with it"),
            ["id": .text(id), "rule": .phrase(Untrusted.safeIDWords)])))
    }
    guard id == folderName else {
      throw fields.error(
        .badValue, "id",
        Phrase(
          trLater("field 'id' is '{id}' but the folder is named '{folder}'"),
          ["id": .text(id), "folder": .text(folderName)]))
    }
    let questionFiles = try Self.questionFiles(decoded["questions"]!, fields: fields)
    let icon = decoded.string("icon")
    if let icon, !isPlainRelativePath(icon) {
      throw fields.error(.badValue, "icon", Self.outsideFolder(field: "icon", name: icon))
    }
    let languages = decoded["languages"]?.arrayValue?.compactMap(\.stringValue) ?? []
    try checkLanguages(languages, fields: fields)
    let chosen = ContentLanguage.chosen(language, offered: languages)
    let (title, titleVariants) = try localizedString(
      "title", decoded: decoded, fields: fields, languages: languages, chosen: chosen)
    let (description, descriptionVariants) = try localizedString(
      "description", decoded: decoded, fields: fields, languages: languages, chosen: chosen)
    var manifest = GameManifest(
      id: id, title: title!, questions: questionFiles[0],
      icon: icon, rules: decoded.string("rules") ?? "classic",
      count: decoded.int("count"), description: description)
    manifest.questionFiles = questionFiles
    manifest.attribution = decoded.string("attribution")
    manifest.category = decoded.string("category")
    manifest.languages = languages
    manifest.titleVariants = titleVariants
    manifest.descriptionVariants = descriptionVariants
    manifest.draw = decoded.int("draw")
    return (manifest, warnings + unknownKeys)
  }

  /// The files `questions` names (one, or a list), each checked to be a plain name inside the
  /// game folder of a format the loader reads; a list holds `.json` and `.plist` files only,
  /// each once (a generator makes a whole game).
  private static func questionFiles(_ value: Value, fields: Fields) throws(ContentError)
    -> [String]
  {
    guard case .array(let items) = value else {
      let name = value.stringValue ?? ""
      guard isPlainRelativePath(name) else {
        throw fields.error(
          .badValue, "questions", Self.outsideFolder(field: "questions", name: name))
      }
      guard QuestionFormat(fileName: name) != nil else {
        throw fields.error(
          .badValue, "questions",
          Phrase(
            trLater("field 'questions' must name a .json, .plist or .lua file, not '{name}'"),
            ["name": .text(name)]))
      }
      return [name]
    }
    var names: [String] = []
    for name in items.compactMap(\.stringValue) {
      guard isPlainRelativePath(name) else {
        throw fields.error(
          .badValue, "questions", Self.outsideFolder(field: "questions", name: name))
      }
      guard let format = QuestionFormat(fileName: name), format != .lua else {
        throw fields.error(
          .badValue, "questions",
          Phrase(
            trLater(
              "field 'questions' lists '{name}': a list of question files holds .json and "
                + ".plist files (a .lua generator is a game's only question file)"),
            ["name": .text(Untrusted.line(name))]))
      }
      guard !names.contains(name) else {
        throw fields.error(
          .badValue, "questions",
          Phrase(
            trLater("field 'questions' lists '{name}' twice"),
            ["name": .text(Untrusted.line(name))]))
      }
      names.append(name)
    }
    return names
  }

  /// "field 'icon' must name a file inside the game folder, not '../x'".
  private static func outsideFolder(field: String, name: String) -> Phrase {
    Phrase(
      trLater("field '{field}' must name a file inside the game folder, not '{name}'"),
      ["field": .text(field), "name": .text(name)])
  }

  /// Refuses a `languages` list that repeats a tag or holds one that is no language tag
  /// (letters, digits and hyphens: "en", "zh-Hans"); its length is the schema's.
  private static func checkLanguages(_ languages: [String], fields: Fields) throws(ContentError) {
    for tag in languages where !isLanguageTag(tag) {
      throw fields.error(
        .badValue, "languages",
        Phrase(
          trLater(
            "field 'languages' holds '{tag}', which is no language tag (such as \"en\" or "
              + "\"zh-Hans\")"), ["tag": .text(Untrusted.line(tag))]))
    }
    if Set(languages).count != languages.count {
      throw fields.error(
        .badValue, "languages", Phrase(trLater("field 'languages' names a language twice")))
    }
  }

  /// Whether `tag` looks like a BCP 47 tag: ASCII letters, digits and hyphens, 2 to 35 long,
  /// starting with a letter.
  static func isLanguageTag(_ tag: String) -> Bool {
    let bytes = Array(tag.utf8)
    guard (2...35).contains(bytes.count), let first = bytes.first, isASCIILetter(first) else {
      return false
    }
    return bytes.allSatisfy { isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// A field that is a string or, for a game declaring languages, a localized map of
  /// strings: the string for `chosen`, and the variants when it is a map. The schema has
  /// checked its kind; a map is checked here against the game's languages.
  private static func localizedString(
    _ key: String, decoded: DecodedFields, fields: Fields, languages: [String],
    chosen: ContentLanguage?
  ) throws(ContentError) -> (String?, ValueMap?) {
    guard case .map(let map)? = decoded[key] else { return (decoded.string(key), nil) }
    guard let chosen else {
      throw fields.wrongType(key, expected: Phrase(trLater("a string")), found: .map(map))
    }
    guard ContentLanguage.isLocalized(map, languages: Set(languages)) else {
      throw fields.error(
        .badValue, key,
        Phrase(
          trLater(
            "field '{field}' must be a string or a map from the game's languages ({languages}) to strings"
          ),
          ["field": .text(key), "languages": .text(languages.joined(separator: ", "))]))
    }
    for (language, variant) in map {
      guard case .string(let text) = variant, !text.isEmpty else {
        throw fields.error(
          .badValue, key,
          Phrase(
            trLater("field '{field}' must be a non-empty string in '{language}'"),
            ["field": .text(key), "language": .text(language)]))
      }
    }
    return (chosen.pick(map)?.stringValue, map)
  }

  /// Whether `id` may name a game made before game ids were narrowed to `Untrusted.isSafeID`:
  /// a folder name with nothing a terminal would act on (no control, escape or bidi
  /// character), not hidden, at most 255 bytes. Such a game keeps working, with a warning,
  /// since a player's saves and history are filed under its id.
  static func isKeptOldID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 255 && !id.hasPrefix(".") && !id.contains("/")
      && !id.contains("\\") && !id.unicodeScalars.contains(where: Untrusted.isControl)
  }
}

/// Whether `path` stays inside the folder it is relative to (`ConfinedFolder`'s rule, and no
/// backslash, which would mean a folder on Windows). Game files name their own data only.
func isPlainRelativePath(_ path: String) -> Bool {
  ConfinedFolder.isPlain(path) && !path.contains("\\")
}
