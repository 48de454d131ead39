import Foundation
import QuizCore
import Testing

@testable import Importers

@Suite("Importers: encodings, plist schemas and one line per problem")
struct EncodingTests {
  static let aiken = "Capital of Portugal, é?\nA. Porto\nB. Lisboa\nANSWER: B\n"

  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      bytes += bigEndian ? pair : pair.reversed()
    }
    return bytes
  }

  @Test("UTF-16 with a byte-order mark is decoded, and the encoding found is said")
  func utf16Files() throws {
    for bigEndian in [false, true] {
      let game = try Importer.importGame(
        format: .aiken, bytes: Self.utf16(Self.aiken, bigEndian: bigEndian),
        options: ImportOptions(displayName: "in"))
      #expect(game.questions.first?["text"] == "Capital of Portugal, é?")
      let name = bigEndian ? "UTF-16 BE" : "UTF-16 LE"
      #expect(
        game.problems.map(\.description) == [
          "in: is \(name) text (found by its byte-order mark): read as such"
        ])
    }
    let withMark = try Importer.importGame(
      format: .aiken, bytes: [0xEF, 0xBB, 0xBF] + Array(Self.aiken.utf8))
    #expect(withMark.questions.count == 1 && withMark.problems.isEmpty)
    #expect(throws: ImportError.self) {
      try Importer.importGame(format: .aiken, bytes: [0xFF, 0xFE, 0x41])
    }
  }

  @Test("a UTF-16 plist with its XML declaration imports")
  func utf16Plist() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-16"?>
      <plist version="1.0"><array><dict><key>answer</key><string>日本</string>
      <key>options</key><array><string>日</string><string>本</string></array></dict></array></plist>
      """
    let game = try Importer.importGame(format: .plist, bytes: Self.utf16(plist, bigEndian: false))
    #expect(game.questions.first?["answer"] == "日本")
  }

  @Test("a truncated plist is an error with a line")
  func truncatedPlist() {
    let text =
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array>\n<dict>\n<key>answer</key>\n"
    #expect {
      try imported(.plist, text: text)
    } throws: { error in
      (error as? ImportError)?.problem.line != nil
    }
  }

  @Test("keys another schema adds are reported once per file and dropped")
  func unknownPlistKeys() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>
        <dict><key>answer</key><string>日本</string><key>level</key><integer>1</integer>
          <key>options</key><array><string>日</string><string>本</string></array></dict>
        <dict><key>answer</key><string>中</string><key>level</key><integer>2</integer>
          <key>hint</key><string>x</string>
          <key>options</key><array><string>中</string></array></dict>
      </array>
      </plist>
      """
    let game = try imported(.plist, text: text)
    #expect(game.questions.count == 2)
    let keys = game.questions.map { $0.mapValue?.keys.sorted() ?? [] }
    #expect(keys == [["answer", "id", "options", "type"], ["answer", "id", "options", "type"]])
    #expect(game.problems.count == 1)
    #expect(game.problems.first?.line == 4)
    #expect(game.problems.first?.message.contains("'hint' (1), 'level' (2)") == true)
  }

  @Test("a problem quoting text over several lines, or control characters, is one safe line")
  func oneLinePerProblem() throws {
    let game = try imported(.gift, text: "Q?{\nstray\nwords\n=a ~b}")
    #expect(game.problems.count == 1)
    #expect(game.problems.allSatisfy { !$0.description.contains(where: \.isNewline) })
    #expect(game.problems.first?.description.contains("\\nstray\\nwords") == true)
    let hostile = try imported(.gift, text: "Q?{\u{1B}[2J =a}")
    #expect(hostile.problems.count == 1)
    #expect(hostile.problems.allSatisfy { !$0.description.contains("\u{1B}") })
  }
}
