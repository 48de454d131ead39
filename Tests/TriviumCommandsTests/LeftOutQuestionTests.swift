import Foundation
import Review
import Testing
import TriviumEngine

@testable import TriviumCommands

/// A question its type's `validate` refuses: `validate` reports it, and `run`, `play` and
/// `tournament` leave it out and say so in the same words, so that no two commands disagree
/// on an input.
@Suite("questions their type refuses are left out of play, with validate's message")
struct LeftOutQuestionTests {
  /// One good question, one `validate` refuses that play took before (no keywords), and one
  /// whose bad answer used to fail deep inside the sandbox's helpers.
  static let questions = """
    [
      {"id": "fine", "type": "short", "text": "Pet?", "reference": "a cat", "keywords": ["cat"]},
      {"id": "empty", "type": "short", "text": "Pet?", "reference": "a dog",
       "keywords": []},
      {"id": "number", "type": "letters", "text": "Digits?", "answer": 5, "options": ["5"]}
    ]
    """
  static let problems = [
    "mixed/q.json:3: question 'empty': field 'keywords': keywords must be a non-empty list",
    "mixed/q.json:5: question 'number': field 'answer': answer must be a string, not an integer",
  ]

  let home: TemporaryHome
  let folder: String
  let options: [String]

  init() throws {
    home = try TemporaryHome(games: [
      "mixed": [
        "game.json": #"{"id": "mixed", "title": "Mixed", "questions": "q.json"}"#,
        "q.json": Self.questions,
      ]
    ])
    try FileManager.default.createDirectory(
      atPath: home.path + "/no-mods", withIntermediateDirectories: true)
    folder = home.path + "/games/mixed"
    options = ["--home", home.path, "--mods", home.path + "/no-mods"]
  }

  func shortened(_ text: String) -> String {
    text.replacingOccurrences(of: home.path + "/games/", with: "")
  }

  @Test("validate rejects them and run leaves them out with the same message, status 3")
  func runAgreesWithValidate() throws {
    let validate = Trivium.run(["validate", folder] + options)
    #expect(validate.status == 1)
    #expect(
      shortened(validate.stdout)
        == Self.problems.map { "error   \($0)\n" }.joined() + "2 problems found\n")
    let run = Trivium.run(["run", folder, "--bot", "oracle"] + options)
    #expect(run.status == 3, "\(run.stderr)")
    #expect(shortened(run.stdout).contains("  right    1 of 1 questions (100.0%)\n"))
    #expect(
      shortened(run.stdout).hasSuffix(
        "  invalid  questions left out, as their type's validate refused them:\n"
          + Self.problems.map { "    \($0)\n" }.joined()), "\(run.stdout)")
    #expect(!run.stdout.contains("sandbox"))
  }

  @Test("in a game split over files, each is said at its own file and line, drawn or not")
  func splitGame() throws {
    let good = """
      [
        {"id": "a", "type": "truefalse", "text": "A?", "answer": true},
        {"id": "b", "type": "truefalse", "text": "B?", "answer": false}
      ]
      """
    // Drawn, the session's questions are not the files' order: each keeps its own line.
    for draw in ["", #", "draw": 4"#] {
      let split = try TemporaryHome(games: [
        "split": [
          "game.json":
            #"{"id": "split", "title": "Split", "questions": ["p.json", "q.json"]\#(draw)}"#,
          "p.json": good, "q.json": Self.questions,
        ]
      ])
      let at = ["--home", split.path, "--mods", home.path + "/no-mods"]
      let folder = split.path + "/games/split"
      let expected = Self.problems.map { $0.replacingOccurrences(of: "mixed/", with: "split/") }
      let validate = Trivium.run(["validate", folder] + at)
      let shown = validate.stdout.replacingOccurrences(of: split.path + "/games/", with: "")
      #expect(shown == expected.map { "error   \($0)\n" }.joined() + "2 problems found\n")
      let run = Trivium.run(["run", "split", "--bot", "oracle"] + at)
      #expect(run.status == 3, "\(run.stderr)")
      let said = run.stdout.split(separator: "\n").filter { $0.hasPrefix("    games/") }
      #expect(!said.isEmpty && said.count <= 2, "\(draw): \(run.stdout)")
      for line in said {
        #expect(expected.contains(String(line.dropFirst(10))), "\(draw): \(line)")
      }
      if draw.isEmpty { #expect(said.count == 2) }
    }
  }

  @Test("a game whose every question is refused does not run, and says why")
  func nothingLeft() throws {
    try Data(Self.questions.replacingOccurrences(of: #", "keywords": ["cat"]"#, with: "").utf8)
      .write(to: URL(fileURLWithPath: folder + "/q.json"))
    let run = Trivium.run(["run", "mixed", "--bot", "oracle"] + options)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "trivium run: games/mixed/q.json: no valid question (every one was left out): "
          + "games/mixed/q.json:2: question 'fine': field 'keywords'"), "\(run.stderr)")
  }

  @Test("play shows them when the game opens (its card, drawn from the manifest, counts all)")
  func play() throws {
    let engineOptions = EngineOptions(home: home.path, mods: home.path + "/no-mods")
    let host = try PlayHost(
      makeEngine: { try Engine(options: engineOptions) }, store: nil, profile: nil,
      dateClock: SystemDateClock())
    let card = try #require(host.cards().first { $0.id == "mixed" })
    // The launcher counts the file's questions without checking them, to show at once.
    #expect(card.questionCount == 3)
    #expect(card.summary == "")
    let opened = try host.open(gameID: "mixed", resume: false, claim: .exclusive)
    #expect(opened.session.game.questions.count == 1)
    let notice = try #require(opened.notice)
    #expect(notice.title == "Questions left out")
    #expect(
      notice.text.replacingOccurrences(of: "games/", with: "")
        == "Some questions are left out, as their type refused them:\n"
        + Self.problems.joined(separator: "\n"))
  }

  @Test("tournament says them on stderr and plays the rest")
  func tournament() throws {
    let spec = home.path + "/t.json"
    try Data(#"{"games": ["mixed"], "bots": ["oracle"], "sessions": 1}"#.utf8)
      .write(to: URL(fileURLWithPath: spec))
    let output = Trivium.run(
      ["tournament", spec, "--data", home.path + "/t.db", "--quiet"] + options)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      shortened(output.stderr.replacingOccurrences(of: "games/", with: ""))
        == Self.problems.map { "trivium tournament: left out as invalid: \($0)\n" }.joined())
  }
}
