import Foundation
import QuizCore
import Testing

@testable import Importers

/// The GIFT reader against the reader it replaced (`OracleGiftImporter`, kept in GiftOracle/):
/// every question, line, problem and error must be the same, on real files and on random
/// GIFT-ish text.
@Suite("The GIFT reader reads as the reader before it")
struct GiftDifferentialTests {
  /// What an import gives, as a value two imports are compared by: the game, or the error's
  /// text.
  enum Outcome: Equatable, CustomStringConvertible {
    case game(ImportedGame, problems: [String])
    case refused(String)

    var description: String {
      switch self {
      case .game(let game, let problems):
        return "\(game.questions.count) questions, lines \(game.lines), problems \(problems)"
      case .refused(let error): return "refused: \(error)"
      }
    }
  }

  static func current(_ bytes: [UInt8]) -> Outcome {
    do {
      let game = try Importer.importGame(
        format: .gift, bytes: bytes, options: ImportOptions(displayName: "input"))
      return .game(game, problems: game.problems.map(\.description))
    } catch {
      return .refused(error.description)
    }
  }

  static func oracle(_ bytes: [UInt8]) -> Outcome {
    do {
      let game = try OracleGiftImporter.importGame(bytes)
      return .game(game, problems: game.problems.map(\.description))
    } catch {
      return .refused(error.description)
    }
  }

  /// The first question or problem where two outcomes differ, for a readable failure.
  static func difference(_ left: Outcome, _ right: Outcome) -> String {
    guard case .game(let new, let newProblems) = left, case .game(let old, let oldProblems) = right
    else { return "\(left) != \(right)" }
    for (index, (a, b)) in zip(new.questions, old.questions).enumerated() where a != b {
      return "question \(index): \(a) != \(b)"
    }
    if new.lines != old.lines { return "lines \(new.lines) != \(old.lines)" }
    for (a, b) in zip(newProblems, oldProblems) where a != b { return "problem \(a) != \(b)" }
    return "\(left) != \(right)"
  }

  /// Every GIFT file under the corpora, sorted.
  static func corpusGiftFiles() -> [URL] {
    guard let corpora,
      let walker = FileManager.default.enumerator(atPath: corpora.path)
    else { return [] }
    var files: [URL] = []
    while let path = walker.nextObject() as? String {
      if path.hasSuffix(".gift") { files.append(corpora.appendingPathComponent(path)) }
    }
    return files.sorted { $0.path < $1.path }
  }

  @Test(
    "every GIFT file of the corpora imports as before",
    .enabled(if: corpora != nil, "\(missingCorpora)"))
  func corpus() throws {
    let files = Self.corpusGiftFiles()
    #expect(files.count > 10)
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let (new, old) = (Self.current(bytes), Self.oracle(bytes))
      #expect(new == old, "\(url.lastPathComponent): \(Self.difference(new, old))")
    }
  }

  @Test("the fixture imports as before, and with CRLF, CR, a byte-order mark and UTF-16")
  func fixtureVariants() throws {
    let bytes = try [UInt8](Data(contentsOf: fixture("sample.gift")))
    let text = String(decoding: bytes, as: UTF8.self)
    let variants: [[UInt8]] = [
      bytes, Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8),
      Array(text.replacingOccurrences(of: "\n", with: "\r").utf8), [0xEF, 0xBB, 0xBF] + bytes,
      [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
    ]
    for (index, variant) in variants.enumerated() {
      let (new, old) = (Self.current(variant), Self.oracle(variant))
      #expect(new == old, "variant \(index): \(Self.difference(new, old))")
    }
  }

  /// The pieces random GIFT is made of: every mark, escapes, tags, line ends, numbers, HTML
  /// and markup characters, words in and out of ASCII.
  static let pieces: [String] = [
    "::", "::Title::", "{", "}", "{", "}", "=", "~", "#", "####", "%50%", "%-25%", "%100%",
    "%x%", "->", " -> ", "\\", "\\{", "\\}", "\\~", "\\=", "\\#", "\\:", "\\n", "\\\\", "//",
    "// a comment\n", "$CATEGORY:", "$CATEGORY: $course$/top/Unit 1\n", "[html]", "[markdown]",
    "[plain]", "[moodle]", "[", "]", "\n", "\n", "\n\n", "\r\n", "\r\n\r\n", "\r", " ", " ",
    "  ", "\t", "é", "中文", "e\u{301}", "\u{A0}", "\u{2028}", "\u{85}", "😀", "TRUE", "T",
    "F", "FALSE", "true", "#", "#1..5", "#3.14:0.01", "#2", "1..5", "5..1", "3:0.5", ":", "..",
    "-3", "1e400", "nan", "_____", "___", "_", "<b>", "</b>", "<p>", "<br>", "<", ">", "&amp;",
    "&", "&#x41;", "*", "**", "`", "```", "word", "What is", "two words", "x", "42", "Paris",
    "\u{0}", "\u{7}", "\u{1B}",
  ]

  /// A random GIFT-ish text of up to `length` pieces, sometimes after a byte-order mark.
  static func randomGift(_ random: inout SeededRandom, length: Int) -> [UInt8] {
    var text = ""
    for _ in 0..<random.index(below: length) {
      text += pieces[random.index(below: pieces.count)]
    }
    let bytes = Array(text.utf8)
    return random.index(below: 10) == 0 ? [0xEF, 0xBB, 0xBF] + bytes : bytes
  }

  /// A well-formed question, so that random text also reaches the mapping of each kind.
  static func randomQuestion(_ random: inout SeededRandom) -> String {
    let answers = [
      "{=right ~wrong ~other}", "{T}", "{FALSE#no#yes}", "{#3.14:0.01}", "{#1..5}",
      "{# =%100%9:0 =%50%8:1 ~#wrong}", "{=a -> b =c -> d =e -> f}", "{=one =two}", "{}",
      "{~%50%half ~%50%other ~%-100%bad}", "{=%50%x#fb =y}", "{~a =b ####general}",
    ]
    var text = random.index(below: 2) == 0 ? "::Q\(random.index(below: 100))::" : ""
    text += pieces[random.index(below: pieces.count)] + "What is it "
    text += answers[random.index(below: answers.count)]
    if random.index(below: 3) == 0 { text += " after" }
    return text + ["\n\n", "\r\n\r\n", "\n", "\n// c\n\n"][random.index(below: 4)]
  }

  @Test("random GIFT-ish text neither traps nor reads otherwise than before")
  func randomText() {
    var random = SeededRandom(seed: 45)
    var imported = 0
    for round in 0..<4000 {
      var bytes: [UInt8] = []
      for _ in 0..<(1 + random.index(below: 4)) {
        bytes +=
          random.index(below: 2) == 0
          ? Array(Self.randomQuestion(&random).utf8) : Self.randomGift(&random, length: 30)
      }
      let (new, old) = (Self.current(bytes), Self.oracle(bytes))
      #expect(new == old, "round \(round) \(Array(bytes)): \(Self.difference(new, old))")
      if new != old { return }
      if case .game(let game, _) = new, !game.questions.isEmpty { imported += 1 }
    }
    #expect(imported > 500)
  }

  @Test("mutated corpus and fixture files read as before")
  func mutations() {
    let seeds = FuzzTests.seeds().filter { $0.0 == .gift }.map(\.1)
    var random = SeededRandom(seed: 4545)
    for round in 0..<1500 {
      let bytes = seeds[round % seeds.count]
      let other = seeds[random.index(below: seeds.count)]
      var input = FuzzTests.mutate(bytes, other: other, random: &random)
      if round % 2 == 0 { input = FuzzTests.mutate(input, other: other, random: &random) }
      let (new, old) = (Self.current(input), Self.oracle(input))
      #expect(new == old, "round \(round): \(Self.difference(new, old))")
      if new != old { return }
    }
  }
}
