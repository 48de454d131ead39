import Content
import Foundation
import Importers
import Localization
import QuizCore
import TriviumEngine
import UserFiles

/// `trivium import FORMAT FILE --out DIR`: another quiz format as a game folder.
enum ImportCommand: Command {
  static let name = "import"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("Turn a quiz file of another format into a game folder."),
    forms: [
      UsageForm(
        formWords, required: ["--out"],
        optional: ["--title", "--id", "--force", "--encoding", "--home", "--mods"]),
      UsageForm(formWords, required: ["--check"], optional: []),
    ],
    options: [
      .value(
        "--out", "DIR", trLater("The game folder to write; its name is the game's id."),
        values: .folder),
      .flag("--check", trLater("Only read the file and report; write nothing.")),
      .value(
        "--title", "TEXT", trLater("The game's title."), defaultSentence: trLater("the file's name")
      ),
      .value("--id", "ID", trLater("The game's id; without --out, the folder ./ID is written.")),
      .flag(
        "--force",
        trLater(
          "Write into DIR even when it is not empty: its game.json, question files and pictures "
            + "of the same names are replaced, and the question files its earlier game.json "
            + "listed that this import does not write are removed; nothing else is touched.")),
      .value(
        "--encoding", "ENC", trLater("Open Trivia DB text encoding."),
        defaultSentence: trLater("detected"),
        values: .choice(TextEncoding.allCases.map(\.rawValue))),
    ] + EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Reads a quiz file written for another program and writes a game folder DIR "
            + "(game.json, questions.json and the pictures a Moodle XML file embeds) that "
            + "`trivium validate` accepts and `trivium run DIR` plays. Every question is checked "
            + "by its question type; what cannot be imported is skipped. Each problem is printed "
            + "on stderr as FILE:LINE: message. The status is 1 when nothing could be imported. "
            + "Questions past the 16 MiB a question file may have are written as "
            + "questions-1.json, questions-2.json... (docs/games.md).")),
      .list(
        trLater("Formats (docs/importers.md):"),
        [
          ("plist", trLater("the picture-guess game's questions.plist (letters)")),
          (
            "bank",
            trLater(
              "question-bank JSON records: questionid, questiontype 1-5, tkselect, trueanswer")
          ),
          ("opentdb", trLater("an Open Trivia DB response or dump (single choice, true or false)")),
          ("gift", trLater("Moodle GIFT text")),
          ("aiken", trLater("Aiken multiple-choice text")),
          (
            "moodle-xml",
            trLater("Moodle XML: multiple choice, true or false, short answer, numerical")
          ),
        ]),
    ],
    examples: ["trivium import gift quiz.gift --out mygame", "trivium run mygame --bot oracle"])

  /// The words of both forms: a format, then the file to read.
  private static let formWords: [ArgumentDeclaration] = [
    .value("format", .choice(ImportFormat.allCases.map(\.rawValue))), .value("file", .file),
  ]

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.count == 2 else { throw UsageError(tr("name a format and a file")) }
      guard let format = ImportFormat(rawValue: parsed.positional[0]) else {
        let known = ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(
          tr(
            "unknown format '{format}' (known: {known})",
            ["format": parsed.positional[0], "known": known]))
      }
      var encoding: TextEncoding?
      if let name = parsed.value("--encoding") {
        guard let chosen = TextEncoding(rawValue: name) else {
          throw UsageError(
            tr("--encoding takes html, urlLegacy, url3986 or base64, not '{name}'", ["name": name]))
        }
        encoding = chosen
      }
      let check = parsed.flag("--check")
      var folder: URL?
      if !check {
        guard let out = parsed.value("--out") ?? parsed.value("--id") else {
          throw UsageError(tr("give --out DIR (or --check to only report)"))
        }
        folder = URL(fileURLWithPath: out).standardizedFileURL
      }
      let id = parsed.value("--id") ?? folder?.lastPathComponent ?? ""
      if let folder, id != folder.lastPathComponent {
        throw UsageError(
          tr(
            "--id '{id}' must be the folder's name '{folder}' (a game's id is its folder's name)",
            ["id": id, "folder": folder.lastPathComponent]))
      }
      let file = parsed.positional[1]
      let engine = try? services.engine(parsed)
      let read = try Self.read(
        format: format, file: file,
        options: ImportOptions(title: parsed.value("--title"), encoding: encoding), engine: engine,
        clock: services.monotonic, makeEngine: services.engineOnContent(), folder: folder)
      // Every file it writes (the pictures too, known once the quiz is read) is checked and
      // locked before anything is written; the quiz file is never one of them (say with
      // --out . and --force).
      var plan = OutputPlan(parsed)
      var isFolder: ObjCBool = false
      var stale = StaleQuestionFiles()
      if let folder, parsed.flag("--force"),
        FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        let names = Self.writtenNames(read.game, questionFiles: read.questions.fileNames)
        for name in names {
          plan.output(
            folder.appendingPathComponent(name).path, role: Phrase(trLater("the game file")))
        }
        // With --force, the question files the folder's game.json listed and this import does
        // not write again go too, once the game is written (never anything else).
        stale = StaleQuestionFiles(folder: folder, written: names)
        stale.plan(into: &plan)
      }
      plan.input(file, role: Phrase(trLater("the quiz file")))
      let outputs = try plan.claim()
      defer { outputs.release() }
      if engine == nil {
        output.stderr +=
          "trivium import: "
          + tr("warning: no plugins found, questions not checked") + "\n"
      }
      for problem in read.game.problems { output.stderr += problem.shown + "\n" }
      if let unreadable = stale.unreadable {
        output.stderr += "trivium import: " + unreadable.translated + "\n"
      }
      let skipped = read.game.skipped + read.rejected
      let counts: [String: any Sendable] = [
        "file": file, "count": read.count, "skipped": skipped,
        "problems": read.game.problems.count,
      ]
      output.stdout +=
        (check
          ? tr(
            "{file}: would import {count} questions, skipped {skipped}, {problems} problems",
            counts)
          : tr("{file}: imported {count} questions, skipped {skipped}, {problems} problems", counts))
        + "\n"
      if check, let problem = read.questions.boundProblem {
        output.stderr +=
          "trivium import: "
          + Phrase(
            trLater(
              "warning: {problem}: the import would be refused; split the quiz into several games"
            ), ["problem": .phrase(problem)]
          ).translated + "\n"
      }
      guard read.count > 0 else {
        output.fail(command: name, tr("nothing could be imported from {file}", ["file": file]))
        return
      }
      if let folder {
        try write(
          title: read.game.title, files: read.game.files, questions: read.questions, id: id,
          to: folder, force: parsed.flag("--force"))
        output.stdout += tr("wrote {path}", ["path": folder.path]) + "\n"
        stale.remove(command: name, output: &output)
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch let error as ImportError {
      output.stderr += error.problem.shown + "\n"
      output.fail(command: name, tr("nothing could be imported"))
    } catch {
      output.fail(command: name, error)
    }
  }

  /// The names of the files `write` puts in the game folder, each once: `questionFiles` are
  /// those of the questions (`QuestionsText.fileNames`).
  static func writtenNames(_ game: ImportedGame, questionFiles: [String] = ["questions.json"])
    -> [String]
  {
    var names = ["game.json"] + questionFiles
    for file in game.files where !names.contains(file.name) { names.append(file.name) }
    return names
  }

  /// Writes game.json and the question files, refusing a non-empty folder unless `force`,
  /// and questions past what a game may hold, which it could not read back.
  static func write(
    _ game: ImportedGame, id: String, to folder: URL, force: Bool,
    questionLimit: Int = GameLoader.maxQuestionFileBytes
  ) throws {
    var questions = QuestionsText(limit: questionLimit)
    for question in game.questions { questions.append(question) }
    try write(
      title: game.title, files: game.files, questions: questions, id: id, to: folder,
      force: force)
  }

  /// Writes game.json, `questions` as its question files (`questions.json`, or several when
  /// they pass one file's cap) and `files` (pictures), refusing a non-empty folder unless
  /// `force`, and questions past what a game may hold, which it could not read back.
  static func write(
    title: String, files: [ImportedFile], questions: QuestionsText, id: String,
    to folder: URL, force: Bool
  ) throws {
    // Refused before the folder is looked at: nothing is written, whatever stands there.
    let questionFiles = try questions.finished()
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw EngineError(
        Phrase(
          trLater("{path} is a file, not a folder: nothing was written"),
          ["path": .text(folder.path)]))
    }
    let present = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    if !present.isEmpty && !force {
      throw EngineError(
        Phrase(
          trLater("{path} is not empty: not overwritten (give --force to write into it)"),
          ["path": .text(folder.path)]))
    }
    let names = questionFiles.names
    let manifest: Value = [
      "id": .string(id), "title": .string(title),
      "questions": names.count == 1 ? .string(names[0]) : .array(names.map { Value.string($0) }),
    ]
    let manifestText = try ValueJSON.encodePretty(manifest) + "\n"
    // The folders this import makes, deepest first: taken out again, with what was written
    // into them, when the import fails, so a failure leaves nothing behind.
    var made: [String] = []
    var above = folder
    while !manager.fileExists(atPath: above.path), above.path != "/" {
      made.append(above.path)
      above = above.deletingLastPathComponent()
    }
    var written: [String] = []
    do {
      // Pictures, then the questions: a game.json is only ever written beside its questions.
      for file in files {
        // The importer gives plain names; checked again here, where the disk is written.
        guard !file.name.contains("/"), !file.name.hasPrefix("."), file.name.hasSuffix(".png")
        else {
          throw EngineError(
            Phrase(
              trLater("'{name}' is not a plain picture name: nothing written"),
              ["name": .text(Untrusted.line(file.name))]))
        }
        let writer = try OutputFile(
          folder.appendingPathComponent(file.name).path, createFolders: true)
        try file.bytes.withUnsafeBufferPointer { bytes throws(UserFileError) in
          try writer.write(bytes)
        }
        try writer.commit()
        written.append(writer.target.path)
      }
      for (index, name) in names.enumerated() {
        let path = folder.appendingPathComponent(name).path
        let writer = try questionFiles.output(index, at: path)
        try writer.commit()
        written.append(path)
      }
      try OutputFile.write(manifestText, to: folder.appendingPathComponent("game.json").path)
    } catch {
      guard !made.isEmpty else {
        throw EngineError(
          Phrase(trLater("the game was not written: {error}"), ["error": .of(error)]))
      }
      for path in written { unlink(path) }
      for path in made { rmdir(path) }
      throw EngineError(
        Phrase(
          trLater("the game was not written: {error} (the folder {path} made for it was removed)"),
          ["error": .of(error), "path": .text(folder.path)]))
    }
  }
}
