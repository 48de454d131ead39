import Content
import ContentFormats
import Foundation
import Localization
import QuizCore

extension Validation {
  /// Reports one game folder: the loader's checks, each question's type (its `validate`, then
  /// one play from `solve`), the pictures, and the rules it names.
  mutating func game(_ engine: Engine, folder: String, display: String) {
    subject = display
    do {
      let loaded = try engine.gameLoader().load(
        folder: URL(fileURLWithPath: folder), displayName: display)
      for warning in loaded.warnings { note(warning) }
      // Every question of the files, not only those a session draws: the places are the pool's.
      let questions = loaded.pool ?? loaded.game.questions
      // A localized map lacking a declared language, a plain title in a game of several.
      var found = loaded.languageProblems
      // File by file, each question at its own file and line (a game may be split over several).
      for (number, part) in loaded.places.byFile.enumerated() {
        let some = Array(questions[part.positions])
        found += engine.validateQuestions(some, file: part.file, lines: part.lines)
        found += PictureChecks.problems(
          questions: some, icon: number == 0 ? loaded.manifest.icon : nil, folder: folder,
          display: display, file: part.file, lines: part.lines)
      }
      if engine.catalog.entry(.rules, id: loaded.manifest.rules) == nil {
        let known = engine.catalog.entries(of: .rules).map(\.id).joined(separator: ", ")
        let why =
          engine.mods.unavailablePlugins(.rules)[loaded.manifest.rules]
          ?? Phrase(
            trLater("no rules named '{id}' (known: {known})"),
            ["id": .text(loaded.manifest.rules), "known": .text(known)])
        found.append(
          FileProblem(
            file: "\(display)/game.json",
            line: Self.line(of: "\"rules\"", in: "\(folder)/game.json"),
            words: Phrase(trLater("field 'rules': {problem}"), ["problem": .phrase(why)])))
      }
      for problem in found { error(problem) }
      if found.isEmpty {
        add(
          .ok,
          FileProblem(
            file: display,
            words: Phrase(
              trLater("game '{id}', {count} questions"),
              ["id": .text(loaded.game.id), "count": .number(questions.count)])))
      }
    } catch  where error.file.hasPrefix(display + "/") {
      let relative = String(error.file.dropFirst(display.count + 1))
      refused(
        error, engine: engine,
        questionsFile: URL(fileURLWithPath: folder).appendingPathComponent(relative))
    } catch {
      self.error(error)
    }
  }

  /// Reports every problem of a file the loader refused, then checks the questions it did
  /// accept with their types: one run shows every problem of the file.
  mutating func refused(_ refusal: ContentError, engine: Engine, questionsFile: URL) {
    var problems = refusal.all.map(\.fileProblem)
    if !refusal.accepted.isEmpty {
      let lines = JSONLines.questionLines(of: questionsFile)
      let accepted =
        lines.isEmpty
        ? [] : refusal.acceptedNumbers.map { $0 - 1 < lines.count ? lines[$0 - 1] : 0 }
      problems += engine.validateQuestions(refusal.accepted, file: refusal.file, lines: accepted)
    }
    // In the order of the file, as an editor walks through them.
    for problem in problems.enumerated().sorted(by: {
      ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
    }) {
      error(problem.element)
    }
  }

  /// Reports one question file outside a game folder.
  mutating func dataFile(_ engine: Engine, path: String) {
    subject = path
    let url = URL(fileURLWithPath: path)
    do {
      let loaded = try engine.gameLoader().loadQuestions(
        file: url, displayName: path, folder: url.deletingLastPathComponent(),
        folderDisplay: (path as NSString).deletingLastPathComponent)
      for warning in loaded.warnings { note(warning) }
      let found = engine.validateQuestions(
        loaded.questions, file: path, lines: JSONLines.questionLines(of: url))
      for problem in found { error(problem) }
      if found.isEmpty {
        add(
          .ok,
          FileProblem(
            file: path,
            words: Phrase(
              trLater("{count} questions"), ["count": .number(loaded.questions.count)])))
      }
    } catch  where error.file == path {
      refused(error, engine: engine, questionsFile: url)
    } catch {
      self.error(error)
    }
  }
}
