import Foundation
import QuizCore
import Testing

@testable import TriviumCommands

/// How an import's questions are cut into question files (`QuestionsText`), written into one
/// reused buffer: each file is what `encodePretty` writes for its questions, each as full as
/// the cap allows, and together they hold every question in order.
@Suite("an import's questions cut into files")
struct QuestionsTextTests {
  @Test("questions of many sizes, at many caps: full files, encodePretty's bytes, all in order")
  func cutsAtEveryCap() throws {
    var random = SeededRandom(seed: 45)
    let questions = (1...60).map { number -> Value in
      let words = String(repeating: "word ", count: Int(random.next(in: 0, 40)))
      return [
        "id": .string("q\(number)"), "type": "single", "text": .string(words + "\u{1}\"é?"),
        "answer": .int(random.next(in: -1000, 1000)), "weight": .double(0.25),
      ]
    }
    // The bytes one question adds to a file after another: `,`, a line break, itself.
    let piece = try questions.map { try ValueJSON.encodePretty([$0]).utf8.count - 2 }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trivium-questions-text-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for limit in stride(from: piece.max()! + 3, through: 4_000, by: 97) {
      var text = QuestionsText(limit: limit)
      for question in questions { text.append(question) }
      let out = folder.appendingPathComponent("\(limit)")
      try ImportCommand.write(
        title: "T", files: [], questions: text, id: "game", to: out, force: false)
      var read: [Value] = []
      for name in text.fileNames {
        let bytes = try Data(contentsOf: out.appendingPathComponent(name))
        let part = try #require(try ValueJSON.decode(bytes).arrayValue)
        #expect(Array(bytes) == Array(try ValueJSON.encodePretty(.array(part)).utf8) + [10])
        #expect(bytes.count <= limit, "\(limit) \(name): \(bytes.count) bytes")
        // Full: the next question would not have fitted.
        if read.count + part.count < questions.count {
          #expect(bytes.count + piece[read.count + part.count] > limit, "\(limit) \(name)")
        }
        read += part
      }
      #expect(read == questions)
      #expect(text.fileBytes == totalBytes(out, text.fileNames))
    }
  }

  @Test("a question without JSON is refused when the files are asked for, the others untouched")
  func failedQuestion() throws {
    var text = QuestionsText(limit: 1_000)
    text.append(["id": "a"])
    text.append(["id": "b", "score": .double(.nan)])
    text.append(["id": "c"])
    #expect(text.count == 3)
    #expect(throws: ValueJSONError.nonFinite(path: "$[1].score")) { try text.finished() }
  }

  private func totalBytes(_ folder: URL, _ names: [String]) -> Int {
    names.reduce(0) { total, name in
      let path = folder.appendingPathComponent(name).path
      return total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0)
    }
  }
}
