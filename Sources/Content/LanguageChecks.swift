import Localization
import QuizCore

/// What `trivium validate` says about a game's languages: a localized map that lacks one of
/// the languages the game declares, and a game of several languages whose title or
/// description is one plain string.
public enum LanguageChecks {
  /// The localized maps of `questions` (as their file holds them, before they are resolved)
  /// that lack a language of `languages`, each at its question's line of `file`.
  public static func questionProblems(
    _ questions: [Value], languages: [String], file: String, lines: [Int]
  ) -> [FileProblem] {
    guard !languages.isEmpty else { return [] }
    let declared = Set(languages)
    var problems: [FileProblem] = []
    for (index, question) in questions.enumerated() {
      let line = index < lines.count ? lines[index] : nil
      walk(question, path: "", declared: declared, languages: languages) { path, missing in
        problems.append(
          FileProblem(
            file: file, line: line,
            words: FileProblem.aboutQuestion(
              question, number: index + 1, .phrase(Self.noVariant(field: path, missing: missing)))))
      }
    }
    return problems
  }

  /// The problems of the manifest's own texts: a plain title or description in a game of two
  /// or more languages, or a localized one lacking a language.
  public static func manifestProblems(
    _ manifest: GameManifest, file: String, line: (String) -> Int?
  ) -> [FileProblem] {
    guard manifest.languages.count > 1 else { return [] }
    var problems: [FileProblem] = []
    let texts: [(String, String?, ValueMap?)] = [
      ("title", manifest.title, manifest.titleVariants),
      ("description", manifest.description, manifest.descriptionVariants),
    ]
    for (key, text, variants) in texts where text != nil {
      if let variants {
        let missing = manifest.languages.filter { variants[$0] == nil }
        if !missing.isEmpty {
          problems.append(
            FileProblem(
              file: file, line: line(key),
              words: Self.noVariant(field: key, missing: missing)))
        }
      } else {
        problems.append(
          FileProblem(
            file: file, line: line(key),
            words: Phrase(
              trLater(
                "field '{field}' is one plain string, but the game offers {languages}: give it "
                  + "as a map from each language to its text"),
              [
                "field": .text(key),
                "languages": .text(manifest.languages.joined(separator: ", ")),
              ])))
      }
    }
    return problems
  }

  /// "field 'x' has no variant in 'en', 'zh-Hans'".
  private static func noVariant(field: String, missing: [String]) -> Phrase {
    Phrase(
      trLater("field '{field}' has no variant in {languages}"),
      [
        "field": .text(field),
        "languages": .text(missing.map { "'\($0)'" }.joined(separator: ", ")),
      ])
  }

  /// Calls `report` with the path of every localized map in `value` and the languages it lacks.
  private static func walk(
    _ value: Value, path: String, declared: Set<String>, languages: [String],
    report: (String, [String]) -> Void
  ) {
    switch value {
    case .map(let map):
      if ContentLanguage.isLocalized(map, languages: declared) {
        let missing = languages.filter { map[$0] == nil }
        if !missing.isEmpty { report(path, missing) }
        for (_, variant) in map {
          walk(variant, path: path, declared: declared, languages: languages, report: report)
        }
        return
      }
      for (key, item) in map {
        let inner = path.isEmpty ? key : "\(path).\(key)"
        walk(item, path: inner, declared: declared, languages: languages, report: report)
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        walk(
          item, path: "\(path)[\(index + 1)]", declared: declared, languages: languages,
          report: report)
      }
    default:
      return
    }
  }
}
