import Foundation
import QuizCore
import Testing

@testable import Store

@Suite("A profile file is untrusted")
struct ProfileArchiveReadingTests {
  /// A small valid file, as text to break in one place at a time.
  static let valid = """
    {"format": "trivium-profile", "version": 1,
     "profile": {"name": "Ana", "created_at": 0, "settings": {}},
     "history": [{"game": "pets", "seed": "18446744073709551615", "score": 10,
       "verdicts": [{"question": "cat", "outcome": "right", "hints": 0}],
       "finished_at": 5, "set_aside": null, "actions": null}],
     "question_stats": [{"game": "pets", "question": "cat", "asked": 1, "right": 1,
       "partial": 0, "wrong": 0, "hints": 0, "last_asked_at": 5}],
     "review_events": [{"game": "pets", "question": "cat", "verdict": "right", "hints": 0,
       "tries": 1, "seconds": 2.5, "rating": 3, "answer": null, "reviewed_at": 5}],
     "review_state": [{"game": "pets", "question": "cat", "stability": 2.3, "difficulty": 2.1,
       "last_review": 5, "due": 86405, "reviews": 1, "lapses": 0}],
     "saved_sessions": [{"game": "pets", "seed": "1", "question_index": 0, "score": 0,
       "updated_at": 5, "plugins": {}, "actions": [{"action": "next", "result": null}]}]}
    """

  static func decode(
    _ text: String, limits: ProfileArchiveLimits = .default
  ) -> Result<ProfileArchive, ProfileArchiveError> {
    Result { () throws(ProfileArchiveError) in
      try ProfileArchive.decode(Array(text.utf8), limits: limits)
    }
  }

  @Test("the valid file reads, its seeds whole")
  func validFile() throws {
    let archive = try Self.decode(Self.valid).get()
    #expect(archive.name == "Ana" && archive.history.first?.seed == -1)
    #expect(archive.counts.map(\.count) == [1, 1, 1, 1, 1])
  }

  @Test(
    "each problem is refused with its place",
    arguments: [
      (#""version": 1"#, #""version": 2"#, "version: is 2; this build reads version 1"),
      (#""format": "trivium-profile""#, #""format": "x""#, "format: must be \"trivium-profile\""),
      (#""score": 10"#, #""score": "10""#, "history[1].score: must be an integer"),
      (
        #""seed": "18446744073709551615""#, #""seed": "18446744073709551616""#,
        "history[1].seed: must be a seed"
      ),
      (
        #""outcome": "right""#, #""outcome": "great""#,
        "history[1].verdicts[1].outcome: must be one of"
      ),
      (#""name": "Ana""#, #""name": "A\nna""#, "profile.name: must be a name"),
      (#""name": "Ana""#, #""name": """#, "profile.name: must be a name"),
      (#""rating": 3"#, #""rating": 5"#, "review_events[1].rating: must be an integer from 1 to 4"),
      (#""seconds": 2.5"#, #""seconds": -1"#, "review_events[1].seconds: must be a "),
      (#""verdict": "right""#, #""verdict": 1"#, "review_events[1].verdict: must be one of"),
      (#""difficulty": 2.1"#, #""difficulty": 11"#, "review_state[1].difficulty: must be a "),
      (#""lapses": 0"#, #""lapses": 2"#, "review_state[1].lapses: must be an integer from 0 to 1"),
      (#""asked": 1"#, #""asked": 0"#, "question_stats[1]: counts more answers"),
      (
        #""set_aside": null, "actions": null"#, #""set_aside": null, "actions": []"#,
        "history[1].actions: is kept only for a session set aside"
      ),
      (#""result": null"#, #""result": 7"#, "saved_sessions[1].actions[1].result: is not"),
      (
        #""plugins": {}"#, #""plugins": {}, "owner": "x""#,
        "saved_sessions[1].owner: is not a known field (known: actions, game, lang, plugins, "
          + "question_index, questions, score, seed, updated_at)"
      ),
      (#""version": 1,"#, #""version": 1"#, "line 2, column 2: not JSON"),
    ])
  func refused(find: String, replace: String, message: String) throws {
    #expect(Self.valid.contains(find))
    let text = Self.valid.replacingOccurrences(of: find, with: replace)
    guard case .failure(let error) = Self.decode(text) else {
      Issue.record("accepted: \(replace)")
      return
    }
    #expect(error.description.hasPrefix(message), "\(error)")
  }

  @Test("a question counted or scheduled twice, or a game saved twice, is refused")
  func duplicates() throws {
    let value = try ValueJSON.decode(Self.valid)
    for (list, place) in [
      ("question_stats", "question_stats[2]: counts question 'cat' of 'pets' a second time"),
      ("review_state", "review_state[2]: schedules question 'cat' of 'pets' a second time"),
      ("saved_sessions", "saved_sessions[2]: is a second saved session of 'pets'"),
    ] {
      guard case .map(var map) = value, let entries = map[list]?.arrayValue else {
        Issue.record("no \(list)")
        continue
      }
      map[list] = .array(entries + entries)
      let text = try ValueJSON.encode(.map(map))
      #expect(throws: ProfileArchiveError.self) { try Self.decode(text).get() }
      if case .failure(let error) = Self.decode(text) { #expect(error.description == place) }
    }
  }

  @Test("sizes are bounded: the file, the lists, the ids, the nesting")
  func bounds() {
    var small = ProfileArchiveLimits()
    small.fileBytes = 100
    #expect {
      try Self.decode(Self.valid, limits: small).get()
    } throws: {
      "\($0)" == "$: is larger than the 100 bytes allowed"
    }
    small = ProfileArchiveLimits()
    small.entries = 0
    if case .failure(let error) = Self.decode(Self.valid, limits: small) {
      #expect(error.description.hasPrefix("history: must have at most 0 items"))
    } else {
      Issue.record("accepted a list past the limit")
    }
    small = ProfileArchiveLimits()
    small.idBytes = 3
    if case .failure(let error) = Self.decode(Self.valid, limits: small) {
      #expect(error.description.hasPrefix("profile.name: is 3 bytes") == false)
      #expect(error.description.hasPrefix("history[1].game: is 4 bytes long"))
    } else {
      Issue.record("accepted an id past the limit")
    }
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let nested = Self.valid.replacingOccurrences(
      of: #""action": "next""#, with: #""action": \#(deep)"#)
    if case .failure(let error) = Self.decode(nested) {
      #expect(error.description.contains("nested deeper than 64 levels"))
    } else {
      Issue.record("accepted nesting past the limit")
    }
  }
}
