import Foundation
import QuizCore
import Review
import Store
import Testing
import TextCells

@testable import TriviumCommands

/// `trivium browse` (issue 35, item 8): every question of every game searched and filtered;
/// suspend, bury, reset; one question's history.
extension ProgressCommandTests {
  @Suite("trivium browse")
  struct BrowseCommandTests {
    let home: TemporaryHome
    let options: [String]
    let day1 = StatsCommandTests.day1
    let day: Int64 = 86_400

    init() throws {
      // "Café" with its accent as a combining mark, "STRASSE" in capitals.
      let street = #"""
        [{"id": "street", "type": "short", "text": "Die STRASSE am Cafe\u0301?", "reference": "x",
          "keywords": ["x"]}]
        """#
      home = try TemporaryHome(games: [
        "pets": [
          "game.json": #"{"id": "pets", "title": "Pets", "questions": "q.json"}"#,
          "q.json": StatsCommandTests.questions,
        ],
        "words": [
          "game.json": #"{"id": "words", "title": "Words", "questions": "q.json"}"#,
          "q.json": street,
        ],
      ])
      try FileManager.default.createDirectory(
        atPath: home.path + "/no-mods", withIntermediateDirectories: true)
      let database = home.path + "/trivium.sqlite3"
      options = ["--home", home.path, "--mods", home.path + "/no-mods", "--data", database]
      let store = try Store.open(at: database)
      let ana = try store.createProfile(named: "Ana", createdAt: 0)
      func event(_ id: String, _ verdict: Verdict, seconds: Double = 20) -> ReviewEvent {
        ReviewEvent(
          gameID: "pets", questionID: id,
          check: CheckedQuestion(verdict: verdict, hints: 0, tries: 1, seconds: seconds),
          answer: "said \(id)", reviewedAt: day1)
      }
      try store.recordReviews(
        [event("cat", .right, seconds: 3), event("dog", .wrong), event("capital", .partial)],
        profileID: ana.id)
    }

    func run(_ command: String, _ arguments: [String], now: Int64) -> CommandOutput {
      Trivium.run([command, "--profile", "Ana"] + arguments + options + ["--now", "\(now)"])
    }

    func browse(_ arguments: [String], now: Int64? = nil) -> CommandOutput {
      run("browse", arguments, now: now ?? day1)
    }

    /// The questions `browse` lists as JSON, as `game/question` → state.
    func states(_ arguments: [String], now: Int64? = nil) throws -> [String: String] {
      let output = browse(arguments + ["--format", "json"], now: now)
      #expect(output.status == 0, "\(output.stderr)")
      let value = try ValueJSON.decode(Array(output.stdout.utf8))
      var states: [String: String] = [:]
      for question in value["questions"].arrayValue ?? [] {
        let key =
          (question["game"].stringValue ?? "") + "/" + (question["question"].stringValue ?? "")
        states[key] = question["state"].stringValue
      }
      return states
    }

    /// The questions `review --due` lists at `now`.
    func due(now: Int64) throws -> [String] {
      let output = run("review", ["--due", "--format", "json"], now: now)
      let value = try ValueJSON.decode(Array(output.stdout.utf8))
      return (value["questions"].arrayValue ?? []).compactMap { $0["question"].stringValue }
    }

    @Test("every question of every game is listed, with the state of those in review")
    func everyQuestion() throws {
      #expect(
        try states([]) == [
          "pets/capital": "review", "pets/cat": "review", "pets/dog": "review",
          "words/street": "new",
        ])
      let table = browse([])
      #expect(table.status == 0, "\(table.stderr)")
      #expect(table.stdout.hasPrefix("Questions: 4\n"))
      #expect(table.stdout.contains("  words/street · new · due — · lapses 0: Die STRASSE"))
      let csv = browse(["--format", "csv", "--game", "pets", "--question", "cat"]).stdout
      #expect(csv.hasPrefix("game,question,type,state,due,reviews,lapses,text\n"))
      #expect(csv.contains("\npets,cat,short,review,") && csv.hasSuffix(",1,0,Pet that purrs?\n"))
    }

    @Test("the search ignores case, width and how accents are encoded")
    func search() throws {
      #expect(try states(["--search", "straße"]).keys.sorted() == ["words/street"])
      #expect(try states(["--search", "café"]).keys.sorted() == ["words/street"])
      #expect(try states(["--search", "ＰＥＴ ＴＨＡＴ"]).keys.sorted() == ["pets/cat", "pets/dog"])
      #expect(try states(["--search", "e"]).count == 4)
      #expect(try states(["--search", "caf"]).keys.sorted() == ["words/street"])
    }

    @Test("the conditions narrow the list: game, type, state, due dates, lapses")
    func filters() throws {
      #expect(try states(["--game", "words"]).keys.sorted() == ["words/street"])
      #expect(try states(["--type", "single"]).keys.sorted() == ["pets/capital"])
      #expect(try states(["--state", "new"]).keys.sorted() == ["words/street"])
      #expect(try states(["--lapses", "1"]).isEmpty)
      #expect(try states(["--due-today"]).isEmpty)
      #expect(
        try states(["--due-today"], now: day1 + 2 * day).keys.sorted() == [
          "pets/capital", "pets/dog",
        ])
      #expect(try states(["--due-before", "2026-12-30"]).count == 3)
      #expect(try states(["--due-after", "2026-12-03"]).keys.sorted() == ["pets/cat"])
      let bad = browse(["--due-before", "2026-13-01"])
      #expect(bad.status == 2 && bad.stderr.contains("YYYY-MM-DD"))
      let badState = browse(["--state", "asleep"])
      #expect(badState.status == 2)
    }

    @Test("a suspended question leaves review --due until unsuspended")
    func suspend() throws {
      let later = day1 + 2 * day
      #expect(try due(now: later) == ["capital", "dog"])
      let unnamed = browse(["--suspend"])
      #expect(unnamed.status == 2 && unnamed.stderr.contains("at least one condition"))
      let done = browse(["--game", "pets", "--question", "dog", "--suspend"])
      #expect(done.status == 0, "\(done.stderr)")
      #expect(done.stdout == "Suspended 1 question.\n")
      #expect(try due(now: later) == ["capital"])
      #expect(try states(["--state", "suspended"]).keys.sorted() == ["pets/dog"])
      #expect(
        browse(["--game", "pets", "--unsuspend"]).stdout
          == "Unsuspended 1 question. (2 others were already so, or have never been reviewed.)\n")
      #expect(try due(now: later) == ["capital", "dog"])
    }

    @Test("a buried question leaves review --due until the next review day by the date clock")
    func bury() throws {
      let later = day1 + 2 * day
      let done = browse(["--search", "barks", "--bury"], now: later)
      #expect(done.stdout == "Buried 1 question until tomorrow.\n")
      #expect(try due(now: later) == ["capital"])
      #expect(try states(["--state", "buried"], now: later).keys.sorted() == ["pets/dog"])
      let tomorrow = ReviewDay(containing: later).end
      #expect(try due(now: tomorrow - 1) == ["capital"])
      #expect(try due(now: tomorrow) == ["capital", "dog"])
      #expect(try states(["--state", "buried"], now: tomorrow).isEmpty)
    }

    @Test("a reset question is new and due; its history keeps its events, marked")
    func resetAndHistory() throws {
      let later = day1 + 2 * day
      let done = browse(["--game", "pets", "--question", "cat", "--reset"], now: later)
      #expect(done.stdout == "Reset 1 question to new.\n")
      #expect(try states(["--question", "cat"]) == ["pets/cat": "new"])
      #expect(try due(now: later).contains("cat"))
      let history = browse(["--question", "cat", "--history", "--format", "json"])
      #expect(history.status == 0, "\(history.stderr)")
      let value = try ValueJSON.decode(Array(history.stdout.utf8))
      let events = value["history"].arrayValue ?? []
      #expect(events.count == 1)
      #expect(events.first?["rating"] == .int(4) && events.first?["at"] == .int(day1))
      #expect(events.first?["reset_at"] == .int(later) && events.first?["queue"] == .string("new"))
      let table = browse(["--question", "cat", "--history"])
      #expect(table.stdout.hasPrefix("pets/cat: Pet that purrs?\n  "))
      #expect(table.stdout.contains(" · Easy · new · next in "))
      #expect(table.stdout.contains(" · before the reset of "))
      let many = browse(["--game", "pets", "--history"])
      #expect(many.status == 2 && many.stderr.contains("exactly one question, not 3"))
    }

    @Test("a table line is cut to the terminal's width with an ellipsis, wide characters whole")
    func longLines() throws {
      let long = String(repeating: "长江黄河", count: 40)
      let wide = try TemporaryHome(games: [
        "rivers": [
          "game.json": #"{"id": "rivers", "title": "Rivers", "questions": "q.json"}"#,
          "q.json": #"[{"id": "q", "type": "short", "text": "\#(long)", "reference": "x", "#
            + #""keywords": ["x"]}]"#,
        ]
      ])
      let arguments = [
        "browse", "--home", wide.path, "--mods", home.path + "/no-mods", "--data",
        wide.path + "/none.sqlite3",
      ]
      for columns in [40, 41, 100] {
        let output = Trivium.run(arguments, environment: ["COLUMNS": "\(columns)"])
        #expect(output.status == 0, "\(output.stderr)")
        let line = try #require(output.stdout.split(separator: "\n").last)
        #expect(line.hasPrefix("  rivers/q · new"), "\(output.stdout)")
        #expect(line.hasSuffix("…") && !line.contains("more character"), "\(line)")
        #expect(TextWidth.of(line) <= columns && TextWidth.of(line) >= columns - 1, "\(line)")
      }
      // The history's heading too; without a terminal or COLUMNS, 100 columns.
      let history = Trivium.run(arguments + ["--question", "q", "--history"], environment: [:])
      let heading = try #require(history.stdout.split(separator: "\n").first)
      #expect(heading.hasSuffix("…") && TextWidth.of(heading) <= 100, "\(history.stdout)")
    }

    @Test("the search finds a question by its text in any language its game offers")
    func searchEveryLanguage() throws {
      let both = try TemporaryHome(games: [
        "rivers": [
          "game.json": #"""
          {"id": "rivers", "title": {"en": "Rivers", "fr": "Fleuves"}, "languages": ["en", "fr"],
           "questions": "q.json"}
          """#,
          "q.json": #"""
          [{"id": "loire", "type": "short", "text": {"en": "The longest river of France?",
            "fr": "Le plus long fleuve de France\u0301 ?"}, "reference": "Loire",
            "keywords": ["loire"]},
           {"id": "seine", "type": "short", "text": {"en": "The river of Paris?",
            "fr": "Le fleuve de Paris ?"}, "reference": "Seine", "keywords": ["seine"]}]
          """#,
        ]
      ])
      let arguments = [
        "browse", "--home", both.path, "--mods", home.path + "/no-mods", "--data",
        both.path + "/none.sqlite3", "--format", "json",
      ]
      func found(_ search: String) throws -> [String] {
        let output = Trivium.run(arguments + ["--search", search], environment: [:])
        #expect(output.status == 0, "\(output.stderr)")
        let value = try ValueJSON.decode(output.stdout)
        return (value["questions"].arrayValue ?? []).compactMap { $0["question"].stringValue }
      }
      #expect(try found("LONGEST RIVER") == ["loire"])
      // French, in another case, its accent composed where the file decomposed it.
      #expect(try found("LONG FLEUVE DE FRANCÉ") == ["loire"])
      #expect(try found("fleuve") == ["loire", "seine"])
      #expect(try found("Fluss").isEmpty)
    }

    @Test("text from a game is printed with its control characters made visible")
    func untrustedText() throws {
      let hostile = try TemporaryHome(games: [
        "evil": [
          "game.json": #"{"id": "evil", "title": "Evil", "questions": "q.json"}"#,
          "q.json": #"""
          [{"id": "q", "type": "short", "text": "Bell\u0007 and \u001b[2J clear", "reference": "x",
            "keywords": ["x"]}]
          """#,
        ]
      ])
      let output = Trivium.run(
        [
          "browse", "--home", hostile.path, "--mods", home.path + "/no-mods", "--data",
          hostile.path + "/none.sqlite3",
        ])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(!output.stdout.unicodeScalars.contains { $0.value == 7 || $0.value == 0x1b })
      #expect(output.stdout.contains("evil/q · new"))
    }
  }
}
