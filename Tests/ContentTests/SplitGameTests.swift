import Content
import Foundation
import QuizCore
import Testing

/// A game whose questions are split over several files (issue 34, item 9): one loader reads
/// them in order, holds their ids unique across them, keeps each question's file and line,
/// and refuses a list that leaves the folder, repeats or misses a file, or holds too much.
@Suite struct SplitGameTests {
  /// A file of `ids` as `truefalse` questions, one map a line after the `[`.
  func questions(_ ids: [String]) -> String {
    "[\n"
      + ids.map { #"  {"id": "\#($0)", "type": "truefalse", "text": "?", "answer": true}"# }
      .joined(separator: ",\n") + "\n]\n"
  }

  /// A manifest whose `questions` lists `files`.
  func listing(_ files: [String], extra: String = "") -> String {
    let names = files.map { "\"\($0)\"" }.joined(separator: ", ")
    return #"{"id": "bad", "title": "Test", "questions": [\#(names)]\#(extra)}"#
  }

  @Test("the questions of every file, in the order listed, each at its file and line")
  func loadsEveryFileInOrder() throws {
    let loaded = try loadGame(
      [
        "game.json": Array(listing(["b.json", "a.json"]).utf8),
        "a.json": Array(questions(["a1", "a2"]).utf8),
        "b.json": Array(questions(["b1", "b2", "b3"]).utf8),
      ])
    #expect(loaded.game.questions.map { $0["id"].stringValue } == ["b1", "b2", "b3", "a1", "a2"])
    #expect(loaded.manifest.questionFiles == ["b.json", "a.json"])
    #expect(loaded.places.files.count == 2)
    let place = try #require(loaded.places.place(ofSession: 3))
    #expect(place.file.hasSuffix("games/bad/a.json") && place.line == 2)
    #expect(loaded.places.place(ofSession: 2)?.line == 4)
  }

  @Test("a list counts the questions of every file for a listing")
  func summaryCountsEveryFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("games/bad/game.json", listing(["a.json", "b.json"]))
    try folder.write("games/bad/a.json", questions(["a1", "a2"]))
    try folder.write("games/bad/b.json", questions(["b1"]))
    let summary = try builtInLoader.summary(folder: folder.url.appendingPathComponent("games/bad"))
    #expect(summary.questionCount == 3)
  }

  @Test("a drawn session's questions keep the places of their files")
  func drawnQuestionsKeepTheirPlaces() throws {
    let loaded = try loadGame(
      [
        "game.json": Array(listing(["a.json", "b.json"], extra: #", "draw": 3"#).utf8),
        "a.json": Array(questions(["a1", "a2", "a3"]).utf8),
        "b.json": Array(questions(["b1", "b2", "b3"]).utf8),
      ], seed: 7)
    #expect(loaded.game.questions.count == 3)
    for (index, question) in loaded.game.questions.enumerated() {
      let id = try #require(question["id"].stringValue)
      let place = try #require(loaded.places.place(ofSession: index))
      #expect(place.file.hasSuffix("/\(id.prefix(1)).json"), "\(id): \(place)")
      #expect(place.line == Int(id.dropFirst())! + 1, "\(id): \(place)")
    }
  }

  @Test("an id repeated in another file is refused at its line, naming the first")
  func duplicateIDAcrossFiles() {
    #expect(
      loadError([
        "game.json": listing(["a.json", "b.json"]),
        "a.json": questions(["q1", "q2"]), "b.json": questions(["q3", "q2"]),
      ]) == "games/bad/b.json:3: question 'q2': duplicate id: question #2 of games/bad/a.json "
        + "has the id 'q2' too")
  }

  @Test("a listed file outside the folder is refused before anything is read")
  func pathOutsideTheFolder() {
    #expect(
      loadError(["game.json": listing(["a.json", "../other/b.json"]), "a.json": questions(["q"])])
        == "games/bad/game.json:1: field 'questions' must name a file inside the game folder, "
        + "not '../other/b.json'")
    #expect(
      loadError(["game.json": listing(["a.json", "/etc/passwd"]), "a.json": questions(["q"])])
        == "games/bad/game.json:1: field 'questions' must name a file inside the game folder, "
        + "not '/etc/passwd'")
  }

  @Test("a listed file that is a link leading out of the folder is not read")
  func linkOutOfTheFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("games/bad/game.json", listing(["a.json", "b.json"]))
    try folder.write("games/bad/a.json", questions(["q1"]))
    let secret = try folder.write("secret.json", questions(["s1"]))
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("games/bad/b.json").path,
      withDestinationPath: secret.path)
    #expect {
      try GameLibrary(root: folder.url.appendingPathComponent("games")).load(
        "bad", loader: builtInLoader)
    } throws: { error in
      let text = "\(error)"
      return text.hasSuffix(
        "games/bad/b.json: is a link to \(secret.path), outside the game folder: not read")
    }
  }

  @Test("a missing file, a file listed twice, a generator in a list, too many files")
  func badLists() {
    #expect(
      loadError(["game.json": listing(["a.json", "b.json"]), "a.json": questions(["q"])])?
        .hasSuffix("games/bad/b.json: no such file") == true)
    #expect(
      loadError(["game.json": listing(["a.json", "a.json"]), "a.json": questions(["q"])])
        == "games/bad/game.json:1: field 'questions' lists 'a.json' twice")
    #expect(
      loadError(["game.json": listing(["a.json", "g.lua"]), "a.json": questions(["q"])])
        == "games/bad/game.json:1: field 'questions' lists 'g.lua': a list of question files "
        + "holds .json and .plist files (a .lua generator is a game's only question file)")
    let many = (1...(GameManifest.maxQuestionFiles + 1)).map { "q\($0).json" }
    #expect(
      loadError(["game.json": listing(many)])
        == "games/bad/game.json:1: field 'questions' must have at most 64 items")
    #expect(
      loadError(["game.json": listing([])])
        == "games/bad/game.json:1: field 'questions' must not be empty")
    #expect(
      loadError([
        "game.json": listing(["a.json", "b.json"]), "a.json": questions(["q"]), "b.json": "[]",
      ]) == "games/bad/b.json: holds no questions (each file a game lists must hold some)")
  }

  @Test("files each under the cap but over the bound together are refused unread")
  func totalOverTheBound() throws {
    let folder = try TemporaryFolder()
    let each = GameLoader.maxQuestionFileBytes
    let count = GameLoader.maxGameQuestionBytes / each + 1
    let names = (1...count).map { "q\($0).json" }
    try folder.write("games/bad/game.json", listing(names))
    for name in names {
      // Sparse: as large as the cap, without the disk space (and never read).
      let file = try folder.write("games/bad/\(name)", "[]")
      try FileHandle(forWritingTo: file).truncate(atOffset: UInt64(each))
    }
    #expect {
      try GameLibrary(root: folder.url.appendingPathComponent("games")).load(
        "bad", loader: builtInLoader)
    } throws: { error in
      "\(error)".hasSuffix(
        "games/bad/q\(count).json: brings the game's question files to \(count * each) bytes "
          + "or more, more than the \(GameLoader.maxGameQuestionBytes) bytes they may hold "
          + "together (docs/games.md): not read")
    }
  }

  @Test("more questions than a game may hold are refused at the file that passes the bound")
  func tooManyQuestions() {
    var loader = builtInLoader
    loader.maxQuestions = 4
    #expect(
      loadError(
        [
          "game.json": listing(["a.json", "b.json"]), "a.json": questions(["a1", "a2", "a3"]),
          "b.json": questions(["b1", "b2"]),
        ], loader: loader)
        == "games/bad/b.json: brings the game to 5 questions, more than the 4 a game may have "
        + "(docs/games.md)")
  }

  @Test("a game of one file reads as before, its places those of that file")
  func oneFileAsBefore() throws {
    let loaded = try loadGame(
      ["game.json": Array(manifest().utf8), "questions.json": Array(questions(["x", "y"]).utf8)])
    #expect(loaded.manifest.questionFiles == ["questions.json"])
    #expect(loaded.places.files.count == 1)
    #expect(loaded.places.place(ofSession: 1)?.line == 3)
  }
}
