import QuizCore

/// What writing an import's questions as JSON text costs: GIFT-shaped question maps written
/// one at a time into one reused buffer (`PrettyArrayWriter`, as `trivium import` writes them),
/// and the whole array through `ValueJSON.encodePretty`.
enum JSONBench {
  static func run(questions count: Int) {
    let questions = (1...count).map { number -> Value in
      let options: [Value] = ["A", "B", "C"].enumerated().map { offset, key in
        ["key": .string(key), "text": .string("\(2 * number + offset)")]
      }
      return [
        "answer": "A", "id": .string("q\(number)"), "options": .array(options),
        "text": .string("What is \(number) plus \(number)?"), "title": .string("Q\(number)"),
        "type": "single",
      ]
    }
    var buffer: [UInt8] = []
    var written = 0
    let pieces = leastCPU {
      buffer.removeAll(keepingCapacity: true)
      var writer = PrettyArrayWriter()
      for question in questions { try! writer.element(question, into: &buffer) }
      buffer += writer.end
      written = buffer.count
    }
    let whole = leastCPU { _ = try! ValueJSON.encodePretty(.array(questions)) }
    print("JSON text of \(count) GIFT-shaped questions (\(written) bytes; CPU, least of 5)")
    for (name, seconds) in [("one at a time, one buffer", pieces), ("encodePretty", whole)] {
      let perQuestion = seconds * 1e9 / Double(count)
      let rate = Double(written) / seconds / 1e6
      print("  \(name): \(format(perQuestion, 0)) ns per question, \(format(rate, 0)) MB/s")
    }
  }

  /// The least CPU time of the calling thread that `body` took in five rounds, in seconds:
  /// what the other work of a shared machine lengthens least.
  static func leastCPU(_ body: () -> Void) -> Double {
    var least = Double.infinity
    for _ in 0..<5 {
      let start = threadCPUSeconds()
      body()
      least = min(least, threadCPUSeconds() - start)
    }
    return least
  }
}
