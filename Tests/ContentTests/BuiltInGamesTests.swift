import Content
import Foundation
import QuizCore
import Testing

@Suite struct BuiltInGamesTests {
  let library = GameLibrary(root: repository.appendingPathComponent("games"))

  @Test func theLibraryListsEveryBuiltInGame() throws {
    #expect(
      try library.gameIDs() == [
        "arithmetic", "china-provinces", "country-codes", "currencies", "languages", "lunyu",
        "opentdb-anime-comics", "opentdb-culture", "opentdb-general", "opentdb-geography",
        "opentdb-history", "opentdb-music", "opentdb-science", "opentdb-screen",
        "opentdb-sports-nature", "opentdb-video-games", "picture-guess", "question-bank",
        "question-types", "sanzijing", "song-ci-poets", "superguess-classic", "tang-lines",
        "tang-poets",
        "world-capitals", "world-flags", "writing-systems",
      ])
  }

  @Test(arguments: ["arithmetic", "picture-guess", "question-bank", "question-types"])
  func loadsWithoutWarnings(id: String) throws {
    let loaded = try library.load(id, loader: builtInLoader, seed: 1)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    #expect(loaded.game.id == id)
    #expect(loaded.game.rules == "classic")
    #expect(!loaded.game.questions.isEmpty)
    for question in loaded.game.questions {
      #expect(question["explanation"].stringValue?.isEmpty == false, "\(question["id"])")
    }
  }

  @Test func pictureGuessHasTwentyLetterQuestionsWithTheirPictures() throws {
    let loaded = try library.load("picture-guess", loader: builtInLoader)
    let questions = loaded.game.questions
    #expect(questions.count >= 20)
    let folder = library.folder(of: "picture-guess")
    for question in questions {
      let answer = question["answer"].stringValue ?? ""
      let options = question["options"].arrayValue?.compactMap(\.stringValue) ?? []
      #expect(question["type"] == "letters")
      #expect(question["title"].stringValue != nil)
      #expect(options.count == 21 && options.allSatisfy { $0.count == 1 })
      // Every character of the answer has a tile, as often as the answer uses it.
      for character in Set(answer) {
        let needed = answer.filter { $0 == character }.count
        #expect(options.filter { $0 == String(character) }.count >= needed, "\(answer)")
      }
      let picture = folder.appendingPathComponent(question["picture"].stringValue ?? "")
      let bytes = try Data(contentsOf: picture)
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
    #expect(loaded.manifest.icon == "icon.png")
  }

  @Test func questionBankCoversEveryTypeAndTheSeedQuestions() throws {
    let questions = try library.load("question-bank", loader: builtInLoader).game.questions
    let types = Set(questions.compactMap { $0["type"].stringValue })
    // The Moodle types (matching, description, essay, embedded answers) have no question here
    // yet: the bank draws each session from its whole pool, so a new question changes every
    // recorded screen of it.
    #expect(
      types == GameLoader.builtInTypes.subtracting(["match", "description", "essay", "cloze"]))
    let seed = questions.prefix(5)
    #expect(seed.map { $0["id"] } == ["1000", "1001", "1002", "1003", "1004"])
    #expect(
      seed.map { $0["type"] } == ["single", "multiple", "truefalse", "fill", "short"])
    #expect(seed.first?["answer"] == "A")
    #expect(seed.dropFirst().first?["answer"] == "AC")
    #expect(questions.count >= 25)
    #expect(questions.filter { $0["code"] != .null }.count >= 3)
  }

  @Test("question-types: two or more questions of every built-in type, in both its languages")
  func questionTypesCoversEveryTypeTwice() throws {
    for language in ["zh-Hans", "en"] {
      let loaded = try library.load(
        "question-types", loader: builtInLoader, seed: 1, language: language)
      #expect(loaded.manifest.languages == ["zh-Hans", "en"])
      let questions = loaded.game.questions
      for type in GameLoader.builtInTypes.sorted() {
        let count = questions.filter { $0["type"].stringValue == type }.count
        #expect(count >= 2, "\(language): \(count) question(s) of type \(type)")
      }
      // Embedded answers show every kind of part, with weights and feedback.
      let parts = questions.filter { $0["type"] == "cloze" }.flatMap {
        $0["parts"].arrayValue ?? []
      }
      #expect(Set(parts.compactMap { $0["kind"].stringValue }) == ["short", "number", "choice"])
      #expect(parts.contains { $0["weight"] != .null })
      #expect(
        parts.contains { part in
          (part["answers"].arrayValue ?? []).contains { $0["feedback"] != .null }
        })
    }
  }

  @Test func superguessClassicLoadsWithOnePictureWarningPerQuestion() throws {
    let loaded = try library.load("superguess-classic", loader: builtInLoader)
    let questions = loaded.game.questions
    #expect(questions.count == 10)
    #expect(questions.map { $0["id"] } == (1...10).map { .string("q\($0)") })
    #expect(questions.allSatisfy { $0["type"] == "letters" })
    #expect(questions[0]["answer"] == "越光宝盒")
    #expect(questions[0]["title"] == "恶搞风格的喜剧大片")
    #expect(questions[0]["picture"] == "movie_ygbh")
    #expect(questions[0]["options"].arrayValue?.count == 21)
    #expect(loaded.warnings.count == 10)
    #expect(loaded.warnings.allSatisfy { $0.kind == .missingPicture })
    #expect(
      loaded.warnings.first?.description
        == "games/superguess-classic/questions.plist: question 'q1': picture 'movie_ygbh' is not "
        + "in games/superguess-classic (a placeholder is shown)")
  }

  @Test(.enabled(if: corporaPresent, "../shared/corpora is missing: corpus test skipped"))
  func superguessClassicIsTheCorpusFileByteForByte() throws {
    let copy = try Data(
      contentsOf: library.folder(of: "superguess-classic").appendingPathComponent(
        "questions.plist"))
    let original = try Data(
      contentsOf: corpora.appendingPathComponent("superguess/itcast-canonical-10.plist"))
    #expect(copy == original)
  }

  @Test(.enabled(if: corporaPresent, "../shared/corpora is missing: corpus test skipped"))
  func theIdiomCorpusLoadsWithItsIconsAsMissingPictures() throws {
    let file = corpora.appendingPathComponent("superguess/niyongsheng-idiom-20.plist")
    let (questions, warnings) = try builtInLoader.loadQuestions(
      file: file, displayName: "idiom.plist", folder: nil, folderDisplay: "no folder")
    #expect(questions.count == 20)
    #expect(questions[0]["answer"] == "揠苗助长")
    #expect(questions[0]["title"] == "成语")
    #expect(warnings.count == 20)
    #expect(
      warnings.first?.description
        == "idiom.plist: question 'q1': picture '拔苗助长' is not in no folder (a placeholder is "
        + "shown)"
    )
  }

  @Test func theGeneratorGivesTheSameQuestionsForTheSameSeed() throws {
    let first = try library.load("arithmetic", loader: builtInLoader, seed: 42).game
    let again = try library.load("arithmetic", loader: builtInLoader, seed: 42).game
    let other = try library.load("arithmetic", loader: builtInLoader, seed: 43).game
    #expect(first.questions == again.questions)
    #expect(first.questions != other.questions)
    #expect(first.questions.count == 10)
    #expect(first.questions.map { $0["id"] } == (1...10).map { .string("a\($0)") })
    let types = Set(first.questions.compactMap { $0["type"].stringValue })
    #expect(types.isSubset(of: ["numeric", "single"]))
  }

  @Test func theGeneratorMakesBothTypesAndRightAnswers() throws {
    let folder = library.folder(of: "arithmetic")
    let (questions, _) = try builtInLoader.loadQuestions(
      file: folder.appendingPathComponent("generate.lua"), displayName: "generate.lua",
      folder: folder, seed: 7, count: 200)
    #expect(questions.count == 200)
    #expect(Set(questions.compactMap { $0["type"].stringValue }) == ["numeric", "single"])
    for question in questions where question["type"] == "numeric" {
      let value = try #require(question["value"].intValue)
      // "a op b = ?": the generator's sums are right.
      let parts = (question["text"].stringValue ?? "").split(separator: " ")
      if parts.count == 5, let a = Int64(parts[0]), let b = Int64(parts[2]) {
        let expected: [Substring: Int64] = ["+": a + b, "-": a - b, "×": a * b, "÷": a / b]
        #expect(expected[parts[1]] == value, "\(parts)")
        if parts[1] == "÷" { #expect(a % b == 0) }
      }
    }
    for question in questions where question["type"] == "single" {
      let key = question["answer"].stringValue ?? ""
      #expect(["A", "B", "C", "D"].contains(key))
      #expect(question["options"].arrayValue?.count == 4)
    }
  }
}
