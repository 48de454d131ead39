import QuizCore
import Testing

@testable import Tournament

/// Question books: their file's format and mistakes, which entry each session plays, and the
/// book in the tournament's identity.
@Suite struct QuestionBookTests {
  func spec(_ book: String, extra: String = "") throws -> TournamentSpec {
    try TournamentSpec.parse(
      ValueJSON.decode(
        #"{"games": ["g", "h"], "bots": ["a", "b"], "sessions": 6, "book": "# + book + extra
          + "}"),
      file: "t.json")
  }

  @Test func entriesAndTheirMistakesByLine() throws {
    let text = """
      # a comment, then a blank line

      {"seed": 7}
      {"game": "g", "questions": ["q2", "q1"], "seed": "18446744073709551615"}
      """
    let entries = try QuestionBook.entries(text: text, file: "b.jsonl")
    #expect(entries.map(\.line) == [3, 4])
    #expect(entries[1].questions == ["q2", "q1"] && entries[1].seed == UInt64.max)
    func problem(_ text: String) -> String? {
      do {
        _ = try QuestionBook.entries(text: text, file: "b.jsonl")
        return nil
      } catch { return error.description }
    }
    #expect(problem("{\"seed\": 1}\n{\"seed\": 2,")?.hasPrefix("b.jsonl:2: not JSON") == true)
    #expect(
      problem("{\"seed\": 1}\n\n{\"game\": \"g\"}")?.hasPrefix("b.jsonl:3: an entry is") == true)
    #expect(
      problem(#"{"questions": ["a", "a"]}"#)?.hasPrefix("b.jsonl:1: questions: 'a' is not") == true)
    #expect(problem(#"{"seed": 1, "colour": 3}"#)?.hasPrefix("b.jsonl:1: colour: ") == true)
    #expect(problem("# nothing\n")?.hasPrefix("b.jsonl: the book has no entry") == true)
  }

  /// Every player plays the same entry of a session by default; sequential walks the book,
  /// random shuffles each pass from the book's seed; a game's own entries are its only ones.
  @Test func whichEntryEachSessionPlays() throws {
    var same = try spec(#"{"seeds": [100, 200, 300]}"#)
    #expect(
      same.jobs.filter { $0.game == 0 }.map(\.seed) == [
        100, 100, 200, 200, 300, 300, 100, 100, 200, 200, 300, 300,
      ])
    same.book?.samePerPairing = false
    #expect(same.jobs.filter { $0.game == 0 }.prefix(4).map(\.seed) == [100, 200, 200, 300])
    let random = try spec(#"{"seeds": [100, 200, 300], "order": "random", "seed": 9}"#)
    let seeds = random.jobs.filter { $0.game == 0 && $0.player == 0 }.map(\.seed)
    #expect(Set(seeds.prefix(3)) == [100, 200, 300] && Set(seeds.suffix(3)) == [100, 200, 300])
    #expect(seeds == random.jobs.filter { $0.game == 0 && $0.player == 1 }.map(\.seed))
    var only = try spec(#""b.jsonl""#)
    only.book?.entries = [
      .init(line: 1, game: "g", seed: 5), .init(line: 2, game: "h", questions: ["x"]),
    ]
    #expect(Set(only.jobs.filter { $0.game == 0 }.map(\.seed)) == [5])
    #expect(only.jobs.filter { $0.game == 1 }.allSatisfy { $0.entry == 1 })
    #expect(throws: Never.self) { try only.book?.check(games: ["g", "h"]) }
    only.book?.entries.removeLast()
    #expect(throws: TournamentError.self) { try only.book?.check(games: ["g", "h"]) }
  }

  /// A changed book is another tournament: its stored results are never taken for this one's.
  @Test func theBookIsPartOfTheTournamentsIdentity() throws {
    let plain = try TournamentSpec.parse(
      ValueJSON.decode(#"{"games": ["g", "h"], "bots": ["a", "b"], "sessions": 6}"#), file: "t")
    var first = try spec(#""b.jsonl""#)
    first.book?.entries = [.init(line: 1, questions: ["q1", "q2"])]
    var second = first
    second.book?.entries = [.init(line: 1, questions: ["q2", "q1"])]
    var moved = first
    moved.book?.file = "elsewhere/b.jsonl"
    #expect(first.id != plain.id && first.id != second.id)
    // Where the book lies is not what it is.
    #expect(first.id == moved.id)
    let random = try spec(#"{"file": "b.jsonl", "order": "random"}"#)
    var sequential = try spec(#"{"file": "b.jsonl"}"#)
    sequential.book?.entries = random.book?.entries ?? []
    #expect(random.id != sequential.id)
  }
}
