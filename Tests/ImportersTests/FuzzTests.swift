import Foundation
import QuizCore
import Testing

@testable import Importers

@Suite("Importers never trap on mutated input")
struct FuzzTests {
  /// Inputs to mutate: the corpus files (when present) and our fixtures, each with its format.
  static func seeds() -> [(ImportFormat, [UInt8])] {
    var files: [(ImportFormat, URL)] = [
      (.bank, fixture("bank.json")), (.aiken, fixture("sample.aiken")),
      (.gift, fixture("sample.gift")), (.moodleXML, fixture("sample-moodle.xml")),
    ]
    files += corpusFiles("superguess", ext: "plist").map { (.plist, $0) }
    files += corpusFiles("gift/fuhrmanator-pegjs", ext: "gift").map { (.gift, $0) }
    files += corpusFiles("opentdb", ext: "json").filter { !$0.lastPathComponent.hasPrefix("kick") }
      .map { (.opentdb, $0) }
    // The big dump only as its first few kilobytes, closed by mutation or not.
    if let dump = corpusFiles("opentdb", ext: "json").first(where: {
      $0.lastPathComponent.hasPrefix("kick")
    }), let data = FileManager.default.contents(atPath: dump.path) {
      return files.compactMap { format, url in
        FileManager.default.contents(atPath: url.path).map { (format, [UInt8]($0)) }
      } + [(.opentdb, [UInt8](data.prefix(6000)))]
    }
    return files.compactMap { format, url in
      FileManager.default.contents(atPath: url.path).map { (format, [UInt8]($0)) }
    }
  }

  /// One mutation of `bytes`: a byte flip, a truncation, a splice from `other`, a dropped or
  /// repeated range, or an interesting byte (a brace, quote, `#`, `%`, newline) put in.
  static func mutate(_ bytes: [UInt8], other: [UInt8], random: inout SeededRandom) -> [UInt8] {
    guard !bytes.isEmpty else { return other }
    var out = bytes
    let at = random.index(below: out.count)
    switch random.index(below: 6) {
    case 0: out[at] ^= UInt8(1 << random.index(below: 8))
    case 1: out = Array(out[..<at])
    case 2:
      let from = other.isEmpty ? 0 : random.index(below: other.count)
      out = Array(out[..<at]) + Array(other[from...].prefix(200))
    case 3:
      let end = min(out.count, at + random.index(below: 40) + 1)
      out.removeSubrange(at..<end)
    case 4:
      let end = min(out.count, at + random.index(below: 40) + 1)
      out.insert(contentsOf: out[at..<end], at: at)
    default:
      let specials: [UInt8] = Array("{}[]\"#%~=:\\<>&;\n-".utf8) + [0x00, 0xC3, 0xFF]
      out.insert(specials[random.index(below: specials.count)], at: at)
    }
    return out
  }

  @Test("a few thousand deterministic mutations of each format return or throw")
  func mutations() {
    let seeds = Self.seeds()
    var random = SeededRandom(seed: 2026)
    var outcomes = (imported: 0, refused: 0)
    let rounds = 3000
    for round in 0..<rounds {
      let (format, bytes) = seeds[round % seeds.count]
      let other = seeds[random.index(below: seeds.count)].1
      var input = Self.mutate(bytes, other: other, random: &random)
      if round % 3 == 0 { input = Self.mutate(input, other: other, random: &random) }
      do {
        let game = try Importer.importGame(
          format: format, bytes: input, options: ImportOptions(displayName: "fuzz"))
        #expect(game.questions.count == game.lines.count)
        outcomes.imported += 1
      } catch {
        outcomes.refused += 1
      }
    }
    #expect(outcomes.imported + outcomes.refused == rounds)
    #expect(outcomes.imported > 0 && outcomes.refused > 0)
  }
}
