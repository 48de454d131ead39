import Content
import ContentFormats
import Foundation
import Localization
import QuizCore

extension Validation {
  /// Reports one game folder: the loader's checks, each question's type (its `validate`, then
  /// one play from `solve`), the pictures, and the rules it names. `threads` overrides how
  /// many threads check its question files (see `questionProblems`).
  mutating func game(_ engine: Engine, folder: String, display: String, threads: Int? = nil) {
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
      let parts = loaded.places.byFile
      let byFile = Self.questionProblems(
        of: parts, questions: questions, engine: engine, threads: threads)
      for (number, part) in parts.enumerated() {
        let some = Array(questions[part.positions])
        found += byFile[number]
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

  /// How many questions a game holds at least for its files to be checked on several threads.
  static let questionsForThreads = 4096

  /// The problems the types find in the questions of each file of a game (`validateQuestions`),
  /// in the order of the files. Playing every question is most of `validate`'s time: a big
  /// game of several files (a big import writes one every 16 MiB) whose types are all built in
  /// has its files checked on as many threads as there are processors (at most `maxThreads`),
  /// each with an engine of its own. Each file is one run of checks wherever it runs (its own
  /// sample of shapes played by the random bot), so the problems are those of one thread. A
  /// mod's question types are paid from one budget per engine: with one, a single thread.
  static func questionProblems(
    of parts: [(file: String, positions: Range<Int>, lines: [Int])], questions: [Value],
    engine: Engine, threads: Int?
  ) -> [[FileProblem]] {
    let check: @Sendable (Engine, Int) -> [FileProblem] = { engine, index in
      let part = parts[index]
      return engine.validateQuestions(
        Array(questions[part.positions]), file: part.file, lines: part.lines)
    }
    let automatic =
      engine.modTypes.isEmpty && questions.count >= questionsForThreads
      ? min(maxThreads, ProcessInfo.processInfo.activeProcessorCount) : 1
    let threads = min(threads ?? automatic, parts.count)
    guard threads > 1 else { return parts.indices.map { check(engine, $0) } }
    let done = onThreads(parts.count, threads: threads, content: engine.content, check)
    return parts.indices.map { done[$0] ?? [] }
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
