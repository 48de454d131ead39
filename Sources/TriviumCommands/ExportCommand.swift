import Confined
import Foundation
import Importers
import Localization
import Pictures
import QuizCore
import TriviumEngine
import UserFiles

/// `trivium export FORMAT GAME --out FILE`: a game's questions in another quiz format.
enum ExportCommand: Command {
  static let name = "export"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("Write a game's questions in another quiz format (GIFT, Moodle XML...)."),
    forms: [
      UsageForm(
        [
          .value("format", .choice(ExportFormat.allCases.map(\.rawValue))), .value("game", .gameID),
        ],
        required: ["--out"])
    ],
    options: [
      .value("--out", "FILE", trLater("The file to write; - for standard output."), values: .file),
      .flag(
        "--force",
        trLater(
          "Replace FILE when it exists (it is never replaced otherwise, and never when it is a "
            + "file of a game or plugin this command loads).")),
      .value(
        "--seed", "N", trLater("The seed of a game whose questions a Lua generator makes."),
        default: "0"),
      ContentLanguageOption.exportDeclaration,
    ] + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Writes the questions of a game (an id or a game folder) in a quiz format other "
            + "programs read; `trivium import` reads each back. Every question the format can "
            + "hold is written; each other one is reported on stderr as GAME: question 'ID': "
            + "reason, and parts the format drops are counted there too. The status is 1, and "
            + "nothing is written, when no question can be.")),
      .list(
        trLater("Formats (docs/importers.md):"),
        [
          (
            "gift",
            trLater("Moodle GIFT: single and multiple choice, true or false, one blank, number")
          ),
          ("aiken", trLater("Aiken: single choice")),
          (
            "moodle-xml",
            trLater("Moodle XML: single and multiple choice, true or false, one blank, number")
          ),
          ("opentdb", trLater("Open Trivia DB JSON: single choice, true or false")),
        ]),
    ],
    examples: ["trivium export moodle-xml question-bank --out bank.xml"])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.count == 2 else { throw UsageError(tr("name a format and a game")) }
      guard let format = ExportFormat(rawValue: parsed.positional[0]) else {
        let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(
          tr(
            "unknown format '{format}' (known: {known})",
            ["format": parsed.positional[0], "known": known]))
      }
      guard let out = parsed.value("--out") else { throw UsageError(tr("give --out FILE")) }
      let seed = try parsed.seed("--seed")
      let gameName = parsed.positional[1]
      var plan = OutputPlan(parsed)
      plan.output(out, role: Phrase(trLater("the output file")))
      plan.engineFolders(EngineOptions(parsed, services))
      plan.game(gameName)
      let outputs = try plan.claim()
      defer { outputs.release() }
      let engine = try services.engine(parsed)
      let language = parsed.value(ContentLanguageOption.name)
      let loaded = try engine.game(gameName, seed: seed, language: language)
      try ContentLanguageOption.check(language, offeredBy: loaded)
      let game = loaded.game
      let attribution = loaded.manifest.attribution
      let folder = game.folder.map {
        ConfinedFolder(root: $0, displayName: $0, scope: Phrase(trLater("the game's folder")))
      }
      // A picture named without extension is `name.png`, as the game loader finds it.
      // Each question as its type reads it (its `shape`), so it exports as it plays.
      let quiz = Exporter.export(
        game.questions, types: engine.questionTypes(), format: format, title: game.title,
        attribution: attribution
      ) { name in
        for file in [name, name + ".png"] {
          if let bytes = try? folder?.read(file, maxBytes: PNGDecoder.maxFileBytes) {
            return ImportedFile(name: file, bytes: bytes)
          }
        }
        return nil
      }
      // One line each: a question's id or text (a game's, untrusted) cannot forge another line.
      for problem in quiz.leftOut {
        output.stderr += Untrusted.line("\(gameName): \(problem.translated)") + "\n"
      }
      for part in quiz.droppedParts {
        output.stderr += Untrusted.line("\(gameName): \(part.translated)") + "\n"
      }
      // CC BY-SA questions must keep their attribution: where the file cannot, say it here.
      if let attribution, !Exporter.carriesAttribution(format) {
        output.stderr +=
          Untrusted.line(
            "\(gameName): "
              + tr(
                "{format} has no place for the game's attribution; keep it with the file: "
                  + "{attribution}", ["format": format.rawValue, "attribution": attribution]))
          + "\n"
      }
      guard !quiz.written.isEmpty else {
        output.fail(
          command: name,
          tr(
            "{game} has no question {format} can hold: nothing was written",
            ["game": gameName, "format": format.rawValue]))
        return
      }
      let file = try OutputFile(out, limit: .export)
      try file.write(quiz.text)
      try file.commit()
      let summary =
        tr(
          "{game}: exported {count} of {total} questions to {path}",
          [
            "game": gameName, "count": quiz.written.count, "total": game.questions.count,
            "path": out,
          ]) + "\n"
      // Standard output may be the file itself.
      if case .descriptor(1) = file.target.kind {
        output.stderr += summary
      } else {
        output.stdout += summary
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }
}
