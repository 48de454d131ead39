import Foundation
import QuizCore
import Testing

/// The JSON writer against a plain model of its format, written scalar by scalar from the
/// rules (docs/files.md): the writer works on bytes with a table and copies runs whole, so
/// every shortcut it takes is checked here against the slow, obvious spelling.
@Suite("ValueJSON bytes against a model of the format")
struct ValueJSONBytesTests {
  @Test("encode and encodePretty give the model's bytes for 3,000 random values")
  func randomValuesMatchTheModel() throws {
    var random = SeededRandom(seed: 0x4A53_4F4E)
    for _ in 0..<3000 {
      let value = randomJSONValue(&random, depth: 0)
      #expect(
        Array(try ValueJSON.encodePretty(value).utf8) == Array(model(value, pretty: true).utf8),
        "\(model(value, pretty: true))")
      #expect(
        Array(try ValueJSON.encode(value).utf8) == Array(model(value, pretty: false).utf8),
        "\(model(value, pretty: false))")
    }
  }

  @Test(
    "the edges: integers at Int64's bounds, doubles at the shortest text's switch to exponents",
    arguments: [
      Value.int(.max), .int(.min), .int(.min + 1), .int(0), .int(-1), .int(9), .int(10),
      .int(-10), .int(999_999_999_999_999_999), .int(1_000_000_000_000_000_000),
      .double(-0.0), .double(0.0), .double(1e15), .double(1e16), .double(-1e16),
      .double(9_007_199_254_740_992), .double(Double(9_007_199_254_740_992).nextUp), .double(1e-4),
      .double(1e-5), .double(0.1), .double(.leastNonzeroMagnitude),
      .double(.leastNormalMagnitude), .double(.greatestFiniteMagnitude), .double(-1e308),
      .double(123_456.789), .double(1e22), .double(1e23),
    ])
  func edges(value: Value) throws {
    #expect(try ValueJSON.encodePretty(value) == model(value, pretty: true))
    #expect(try ValueJSON.encodePretty([value, ["k": value]]) == model([value, ["k": value]]))
  }

  @Test("every escape and every lead byte of a character that may need one")
  func escapes() throws {
    var scalars: [Unicode.Scalar] = (0..<0x100).compactMap(Unicode.Scalar.init)
    scalars += (0x2000..<0x2100).compactMap(Unicode.Scalar.init)
    scalars += ["\u{FEFF}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}", "\u{E000}", "\u{D7FF}"]
    for scalar in scalars {
      for text in ["\(scalar)", "ab\(scalar)", "\(scalar)cd", "a\(scalar)\(scalar)b"] {
        #expect(try ValueJSON.encodePretty(.string(text)) == model(.string(text)))
        #expect(try ValueJSON.encode([text: 1]) == model([text: 1], pretty: false))
      }
    }
    // A long string, escapes spread through it: the runs between them are copied whole.
    let long = String(repeating: "plain text \u{1}\"é\u{2028}\u{85}中\\", count: 300)
    #expect(try ValueJSON.encodePretty(.string(long)) == model(.string(long)))
  }

  @Test("an array written element by element into one reused buffer is encodePretty's")
  func arrayInPieces() throws {
    var random = SeededRandom(seed: 77)
    var buffer: [UInt8] = []
    for _ in 0..<200 {
      let elements = (0..<Int(random.next(in: 0, 6))).map { _ in
        randomJSONValue(&random, depth: 1)
      }
      buffer.removeAll(keepingCapacity: true)
      var writer = PrettyArrayWriter()
      for element in elements { try writer.element(element, into: &buffer) }
      buffer += writer.end
      #expect(buffer == Array(try ValueJSON.encodePretty(.array(elements)).utf8))
    }
  }

  @Test("an element JSON cannot spell leaves the buffer as it was, named by its path")
  func failedElementLeavesNothing() throws {
    var writer = PrettyArrayWriter()
    var buffer = Array("before".utf8)
    try writer.element(["a": 1], into: &buffer)
    let written = buffer
    #expect(throws: ValueJSONError.nonFinite(path: "$[1].b[2]")) {
      try writer.element(["a": "x", "b": [1, 2, .double(.infinity)]], into: &buffer)
    }
    #expect(buffer == written)
    try writer.element(7, into: &buffer)
    #expect(
      String(decoding: buffer + writer.end, as: UTF8.self)
        == "before" + (try ValueJSON.encodePretty([["a": 1], 7])))
  }

  @Test("Foundation's JSONSerialization reads back the same values from the pretty text")
  func foundationReadsTheSame() throws {
    var random = SeededRandom(seed: 0xF0_0D)
    for _ in 0..<1000 {
      // Wrapped in an array: JSONSerialization wants a container at the top.
      let value: Value = [
        randomJSONValue(&random, depth: 1, scalars: foundationScalars, keys: foundationKeys)
      ]
      let text = try ValueJSON.encodePretty(value)
      let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
      #expect(same(value, parsed), "\(text)")
    }
  }
}

/// The text of `value` from the format's rules, one Unicode scalar at a time.
private func model(_ value: Value, pretty: Bool = true, depth: Int = 0) -> String {
  let newline = pretty ? "\n" + String(repeating: "  ", count: depth + 1) : ""
  let closing = pretty ? "\n" + String(repeating: "  ", count: depth) : ""
  switch value {
  case .null: return "null"
  case .bool(let flag): return flag ? "true" : "false"
  case .int(let integer): return "\(integer)"
  case .double(let number):
    let text = "\(number)"
    return text.contains(where: { $0 == "." || $0 == "e" }) ? text : text + ".0"
  case .string(let text): return quoted(text)
  case .array(let elements):
    if elements.isEmpty { return "[]" }
    let items = elements.map { newline + model($0, pretty: pretty, depth: depth + 1) }
    return "[" + items.joined(separator: ",") + closing + "]"
  case .map(let map):
    if map.isEmpty { return "{}" }
    let items = map.map {
      newline + quoted($0.key) + (pretty ? ": " : ":")
        + model($0.value, pretty: pretty, depth: depth + 1)
    }
    return "{" + items.joined(separator: ",") + closing + "}"
  }
}

/// `"` and `\` after a backslash; control characters (`Untrusted.isControl`) as `\u` and four
/// lowercase hexadecimal digits; every other scalar as it is.
private func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    if scalar == "\"" || scalar == "\\" {
      result += "\\\(scalar)"
    } else if Untrusted.isControl(scalar) {
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// Whether what JSONSerialization read is `value`: strings by their scalars, numbers by value.
private func same(_ value: Value, _ parsed: Any) -> Bool {
  switch value {
  case .null: return parsed is NSNull
  case .bool(let flag): return (parsed as? Bool) == flag
  case .int(let integer): return (parsed as? NSNumber)?.int64Value == integer
  case .double(let number):
    // Foundation on Linux reads doubles with big or small exponents a little off (the
    // model test holds their exact text; here the question is only which value is where).
    guard let read = (parsed as? NSNumber)?.doubleValue else { return false }
    return abs(read - number) <= abs(number) * 1e-13
  case .string(let text):
    guard let read = parsed as? String else { return false }
    return Array(read.unicodeScalars) == Array(text.unicodeScalars)
  case .array(let elements):
    guard let read = parsed as? [Any], read.count == elements.count else { return false }
    return zip(elements, read).allSatisfy { same($0, $1) }
  case .map(let map):
    guard let read = parsed as? [String: Any], read.count == map.count else { return false }
    return map.allSatisfy { entry in read[entry.key].map { same(entry.value, $0) } ?? false }
  }
}

/// Scalars that test the escaping: every kind of control, the lead bytes the writer looks at
/// twice (C2, E2) with and without a control after them, quotes, and characters of 2 to 4 bytes.
private let scalarsToTry: [String] = [
  "\u{0}", "\u{1}", "\u{8}", "\n", "\t", "\r", "\u{1F}", "\"", "\\", "/", "a", "Z", " ", "~",
  "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{BF}", "é", "\u{301}", "中", "😀",
  "👩‍👩‍👧", "\u{2000}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}",
  "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "€", "\u{FEFF}", "\u{FFFF}", "\u{10FFFF}",
]

/// Keys need no combining marks: JSONSerialization's dictionary would merge "é" and
/// "e" + U+0301, which the model compares as two.
private let keyScalars = scalarsToTry.filter { $0 != "é" && $0 != "\u{301}" }

/// Foundation on Linux drops U+FEFF wherever it is in a string it reads: left out for it.
private let foundationScalars = scalarsToTry.filter { $0 != "\u{FEFF}" }
private let foundationKeys = keyScalars.filter { $0 != "\u{FEFF}" }

private func randomText(_ random: inout SeededRandom, from scalars: [String]) -> String {
  var text = ""
  for _ in 0..<Int(random.next(in: 0, 8)) {
    // Runs of plain text between the others, as quiz texts have.
    text +=
      random.next(below: 3) == 0
      ? String(repeating: "word ", count: Int(random.next(in: 1, 9)))
      : scalars[random.index(below: scalars.count)]
  }
  return text
}

private let doublesToTry: [Double] = [
  -0.0, 0.0, 1.0, -1.0, 0.5, 1e15, 1e16, 1e17, 1e-4, 1e-5, 9_007_199_254_740_992, 1e300,
  -1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1,
]

private let integersToTry: [Int64] = [.max, .min, .min + 1, .max - 1, 0, -1, 10, -10, 100]

private func randomJSONValue(
  _ random: inout SeededRandom, depth: Int, scalars: [String] = scalarsToTry,
  keys: [String] = keyScalars
) -> Value {
  switch random.index(below: depth < 4 ? 12 : 9) {
  case 0: return .null
  case 1: return .bool(random.next(below: 2) == 1)
  case 2: return .int(random.next(in: -100_000, 100_000))
  case 3:
    return random.next(below: 2) == 0
      ? .int(Int64(bitPattern: random.next()))
      : .int(integersToTry[random.index(below: integersToTry.count)])
  case 4:
    // Any finite bit pattern: subnormals, huge and tiny exponents, negative zero.
    let number = Double(bitPattern: random.next())
    return .double(number.isFinite ? number : doublesToTry[random.index(below: doublesToTry.count)])
  case 5: return .double(doublesToTry[random.index(below: doublesToTry.count)])
  case 6: return .double(Double(random.next(in: -100_000, 100_000)) / 8)
  case 7, 8: return .string(randomText(&random, from: scalars))
  case 9:
    let count = Int(random.next(in: 0, 4))
    return .array(
      (0..<count).map { _ in
        randomJSONValue(&random, depth: depth + 1, scalars: scalars, keys: keys)
      })
  default:
    var pairs: [(String, Value)] = []
    for _ in 0..<Int(random.next(in: 0, 4)) {
      pairs.append(
        (
          randomText(&random, from: keys),
          randomJSONValue(&random, depth: depth + 1, scalars: scalars, keys: keys)
        ))
    }
    return .map(ValueMap(pairs))
  }
}
