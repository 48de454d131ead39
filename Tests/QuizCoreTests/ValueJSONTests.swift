import QuizCore
import Testing

@Suite("ValueJSON")
struct ValueJSONTests {
  // MARK: Encoding

  @Test(
    "exact canonical encodings",
    arguments: [
      (Value.null, "null"), (true, "true"), (false, "false"),
      (0, "0"), (-1, "-1"), (.int(.max), "9223372036854775807"),
      (.int(.min), "-9223372036854775808"),
      (1.0, "1.0"), (0.1, "0.1"), (1e-05, "1e-05"), (-0.0, "-0.0"), (1e16, "1e+16"),
      (100.0, "100.0"), (-2.5, "-2.5"), (.double(.leastNonzeroMagnitude), "5e-324"),
      (.double(.greatestFiniteMagnitude), "1.7976931348623157e+308"),
      ("", "\"\""), ("a\"b\\c/d", "\"a\\\"b\\\\c/d\""),
      ("\u{0}x\u{0}", "\"\\u0000x\\u0000\""),
      ("\n\t\r\u{1F}\u{7F}", "\"\\u000a\\u0009\\u000d\\u001f\\u007f\""),
      ("é😀中", "\"é😀中\""),
      ([], "[]"), ([:], "{}"),
      ([1, 2.0, .null, "x"], "[1,2.0,null,\"x\"]"),
      (["b": 1, "a": [true, ["z": [], "y": [:]]]], "{\"a\":[true,{\"y\":{},\"z\":[]}],\"b\":1}"),
    ] as [(Value, String)])
  func exactEncoding(value: Value, expected: String) throws {
    #expect(try ValueJSON.encode(value) == expected)
  }

  @Test("the pretty form indents two spaces a level and reads back the same")
  func pretty() throws {
    let value: Value = ["name": "quiz", "list": [1, [], [:], ["k": .null]], "empty": [:]]
    let expected = """
      {
        "empty": {},
        "list": [
          1,
          [],
          {},
          {
            "k": null
          }
        ],
        "name": "quiz"
      }
      """
    let text = try ValueJSON.encodePretty(value)
    #expect(text == expected)
    #expect(try ValueJSON.decode(text) == value)
    #expect(try ValueJSON.encodePretty(7) == "7")
  }

  @Test("non-finite doubles are refused with their path")
  func nonFinite() {
    #expect(throws: ValueJSONError.nonFinite(path: "$")) { try ValueJSON.encode(.double(.nan)) }
    let nested: Value = ["a": [1, .double(-.infinity)]]
    #expect(throws: ValueJSONError.nonFinite(path: "$.a[1]")) { try ValueJSON.encode(nested) }
    #expect(throws: ValueJSONError.nonFinite(path: "$.a[1]")) {
      try ValueJSON.encodePretty(nested)
    }
    #expect(
      ValueJSONError.nonFinite(path: "$.a[1]").description == "$.a[1]: JSON has no infinity or NaN")
  }

  @Test("values nested deeper than the limit are refused, so all that encodes decodes")
  func encodeDepth() throws {
    let deep: Value = [[[1]]]
    #expect(try ValueJSON.encode(deep, maxDepth: 3) == "[[[1]]]")
    #expect(throws: ValueJSONError.tooDeep(path: "$[0][0]", limit: 2)) {
      try ValueJSON.encode(deep, maxDepth: 2)
    }
    var value: Value = 0
    for _ in 0..<ValueJSON.defaultMaxDepth { value = ["k": value] }
    #expect(try ValueJSON.decode(try ValueJSON.encode(value)) == value)
    #expect(throws: ValueJSONError.self) { try ValueJSON.encode([value]) }
  }

  // MARK: Decoding

  @Test(
    "decoding numbers: integers that fit Int64 are integers, the rest doubles",
    arguments: [
      ("0", Value.int(0)), ("-0", .int(0)), ("42", 42), ("-9223372036854775808", .int(.min)),
      ("9223372036854775807", .int(.max)), ("9223372036854775808", 9_223_372_036_854_775_808.0),
      ("-9223372036854775809", -9_223_372_036_854_775_809.0), ("1.0", 1.0), ("1e2", 100.0),
      ("1E+2", 100.0), ("25e-1", 2.5), ("-0.0", -0.0), ("0.5", 0.5), ("1e-400", 0.0),
    ] as [(String, Value)])
  func numbers(text: String, expected: Value) throws {
    let value = try ValueJSON.decode(text)
    #expect(value == expected)
    #expect(value.kindName == expected.kindName)
  }

  @Test("decoding whitespace, escapes and surrogate pairs")
  func escapes() throws {
    let text =
      " \r\n\t{ \"a\" : [ \"\\\"\\\\\\/\\b\\f\\n\\r\\t\" , \"\\u00e9\\u00E9\\ud83d\\ude00\" ] } \n"
    let expected: Value = ["a": ["\"\\/\u{8}\u{C}\n\r\t", "éé😀"]]
    #expect(try ValueJSON.decode(text) == expected)
    #expect(try ValueJSON.decode("\"\\u0000\"") == "\u{0}")
  }

  @Test("keys are written in byte order, and two spellings of é stay two keys")
  func keysInByteOrder() throws {
    let value: Value = ["\u{E9}": 1, "z": 2, "e\u{301}": 3, "Z": 4]
    let text = try ValueJSON.encode(value)
    // Swift's order would be Z, z, then é in either spelling.
    #expect(Array(text.utf8) == Array("{\"Z\":4,\"e\u{301}\":3,\"z\":2,\"\u{E9}\":1}".utf8))
    let decoded = try ValueJSON.decode(text)
    #expect(decoded == value && decoded.mapValue?.count == 4)
    #expect(Array(try ValueJSON.encode(decoded).utf8) == Array(text.utf8))
  }

  @Test("decoding from any collection of bytes, and repeated keys: the last wins")
  func collectionsAndDuplicates() throws {
    #expect(try ValueJSON.decode("[1,\"é\"]".utf8) == [1, "é"])
    #expect(try ValueJSON.decode(Array("xx[true]".utf8).dropFirst(2)) == [true])
    #expect(try ValueJSON.decode("{\"a\":1,\"b\":2,\"a\":3}") == ["a": 3, "b": 2])
  }

  @Test(
    "every syntax error names its line and column",
    arguments: [
      ("", 1, 1, "unexpected end of input, expected a value"),
      ("   ", 1, 4, "unexpected end of input, expected a value"),
      ("[1,]", 1, 4, "expected a value, found ']'"),
      ("[1 2]", 1, 4, "expected ',' or ']'"),
      ("[1", 1, 3, "expected ',' or ']'"),
      ("{\"a\":1,\n \"b\":2\n \"c\":3}", 3, 2, "expected ',' or '}'"),
      ("{1:2}", 1, 2, "expected a key in quotes"),
      ("{\"a\":1,}", 1, 8, "expected a key in quotes"),
      ("{\"a\" 1}", 1, 6, "expected ':'"),
      ("tru", 1, 1, "expected 'true'"),
      ("[nul]", 1, 2, "expected 'null'"),
      ("falsey", 1, 6, "unexpected 'y' after the value"),
      ("1 2", 1, 3, "unexpected '2' after the value"),
      ("\"abc", 1, 1, "unterminated string"),
      ("\"a\\", 1, 4, "unterminated string"),
      ("\"a\u{1}\"", 1, 3, "control character U+0001 in a string must be escaped"),
      ("\n\"a\n\"", 2, 3, "control character U+000A in a string must be escaped"),
      ("\"\\q\"", 1, 2, "invalid escape: '\\' followed by 'q'"),
      ("\"\\ \"", 1, 2, "invalid escape: '\\' followed by ' '"),
      ("\"\\u12G4\"", 1, 6, "expected four hexadecimal digits after \\u"),
      ("\"\\ud800\"", 1, 2, "unpaired surrogate in \\u escape"),
      ("\"\\udc00\"", 1, 2, "unpaired surrogate in \\u escape"),
      ("\"\\ud800\\u0041\"", 1, 2, "unpaired surrogate in \\u escape"),
      ("[\"é😀\", x]", 1, 8, "expected a value, found 'x'"),
      ("é", 1, 1, "expected a value, found 'é'"),
      ("-", 1, 2, "expected a digit after '-'"),
      ("-a", 1, 2, "expected a digit after '-'"),
      ("01", 1, 1, "a number cannot start with 0"),
      ("1.", 1, 3, "expected a digit after '.'"),
      ("1.e5", 1, 3, "expected a digit after '.'"),
      ("1e", 1, 3, "expected a digit in the exponent"),
      ("1e+", 1, 4, "expected a digit in the exponent"),
      ("[1e400]", 1, 2, "number 1e400 is too large"),
      ("+1", 1, 1, "expected a value, found '+'"),
      (".5", 1, 1, "expected a value, found '.'"),
      ("[[[]]]", 1, 3, "nested deeper than 2 levels"),
      ("{\"a\":{\"b\":{}}}", 1, 11, "nested deeper than 2 levels"),
    ] as [(String, Int, Int, String)])
  func syntaxErrors(text: String, line: Int, column: Int, message: String) {
    Self.expectSyntax(line: line, column: column, message) {
      try ValueJSON.decode(text, maxDepth: 2)
    }
  }

  /// Expects `body` to fail with a syntax error at `line`, `column` saying `message` in English.
  static func expectSyntax(
    line: Int, column: Int, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Value
  ) {
    do {
      let value = try body()
      Issue.record("decoded \(value)", sourceLocation: sourceLocation)
    } catch {
      guard let error = error as? ValueJSONError,
        case .syntax(let foundLine, let foundColumn, _) = error
      else {
        Issue.record("not a syntax error: \(error)", sourceLocation: sourceLocation)
        return
      }
      #expect(
        foundLine == line && foundColumn == column && error.message == message, "\(error)",
        sourceLocation: sourceLocation)
    }
  }

  @Test(
    "malformed UTF-8 is refused where it starts",
    arguments: [
      ([0x22, 0xFF, 0x22], 2, "invalid UTF-8 (byte 0xFF)"),
      ([0x22, 0x61, 0xC0, 0x80, 0x22], 3, "invalid UTF-8 (byte 0xC0)"),  // overlong NUL
      ([0x22, 0xE0, 0x80, 0x80, 0x22], 2, "invalid UTF-8 (byte 0xE0)"),  // overlong
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 2, "invalid UTF-8 (byte 0xED)"),  // a surrogate
      ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2, "invalid UTF-8 (byte 0xF4)"),  // past U+10FFFF
      ([0x22, 0xE2, 0x82], 2, "invalid UTF-8 (byte 0xE2)"),  // cut short
      ([0x22, 0xE2, 0x28, 0xA1, 0x22], 2, "invalid UTF-8 (byte 0xE2)"),  // bad continuation
      ([0x22, 0x80, 0x22], 2, "invalid UTF-8 (byte 0x80)"),  // a lone continuation
      ([0xFF], 1, "expected a value, found byte 0xFF"),
    ] as [([UInt8], Int, String)])
  func invalidUTF8(bytes: [UInt8], column: Int, message: String) {
    Self.expectSyntax(line: 1, column: column, message) { try ValueJSON.decode(bytes) }
  }

  @Test("the depth limit: 512 levels decode, 513 do not")
  func decodeDepth() throws {
    let limit = ValueJSON.defaultMaxDepth
    let fits = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(try ValueJSON.encode(ValueJSON.decode(fits)) == fits)
    let tooDeep = String(repeating: "[", count: limit + 1)
    Self.expectSyntax(line: 1, column: limit + 1, "nested deeper than \(limit) levels") {
      try ValueJSON.decode(tooDeep)
    }
    do { _ = try ValueJSON.decode(tooDeep) } catch {
      #expect(error.description == "line 1, column 513: nested deeper than 512 levels")
    }
  }

  // MARK: Round trips

  @Test(
    "round trips keep every value and re-encode byte for byte",
    arguments: [
      Value.null, true, 0, .int(.max), .int(.min), 1.0, -0.0, 1e-05, 0.1, 1e300, 123_456.789,
      "\u{0}", "a\u{0}b", "😀👩‍👩‍👧", "e\u{301}", "\u{1}\u{1F}\"\\", "\u{FFFF}\u{10FFFF}",
      [1, 1.0, "1"], ["": "", "k\u{0}": [.null, false]], [[[["deep": [1]]]]],
    ] as [Value])
  func roundTrip(value: Value) throws {
    try expectRoundTrip(value)
  }

  @Test("round trips over 2,000 random values from a seeded generator")
  func randomRoundTrips() throws {
    var random = SeededRandom(seed: 0x7E57_1234)
    for _ in 0..<2000 {
      try expectRoundTrip(randomValue(&random, depth: 0))
    }
  }

  private func expectRoundTrip(_ value: Value) throws {
    let text = try ValueJSON.encode(value)
    let decoded = try ValueJSON.decode(text)
    #expect(decoded == value, "\(text)")
    #expect(Array(try ValueJSON.encode(decoded).utf8) == Array(text.utf8))
    #expect(try ValueJSON.decode(ValueJSON.encodePretty(value)) == value)
  }
}

/// Characters that test the escaping: NUL, controls, quotes, multi-byte and combining ones.
private let alphabet: [String] = [
  "\u{0}", "\u{1}", "\n", "\t", "\u{1F}", "\"", "\\", "/", "a", "Z", " ", "é", "e\u{301}",
  "中", "😀", "👩‍👩‍👧", "\u{7F}", "\u{2028}", "\u{FEFF}", "\u{10FFFF}",
]

private func randomString(_ random: inout SeededRandom) -> String {
  var text = ""
  for _ in 0..<Int(random.next(in: 0, 6)) {
    text += alphabet[random.index(below: alphabet.count)]
  }
  return text
}

@Suite("ValueJSON written a piece at a time")
struct ValueJSONStreamTests {
  @Test("a map with a streamed array gives the bytes of the whole map, in pieces")
  func streamedEqualsWhole() throws {
    var random = SeededRandom(seed: 3)
    let elements = (0..<400).map { _ in randomValue(&random, depth: 1) }
    for key in ["actions", "m", "zz"] {
      let map: ValueMap = ["game": "g", "n": 3, "outcomes": ["right", "wrong"]]
      var whole = map
      whole[key] = .array(elements)
      var pieces: [[UInt8]] = []
      try ValueJSON.write(map, streaming: key, elements: elements, chunk: 256) {
        pieces.append($0)
      }
      #expect(
        String(decoding: pieces.joined(), as: UTF8.self) == (try ValueJSON.encode(.map(whole))))
      // Each piece is the chunk and at most one element more: the text is never whole.
      let longest = try elements.map { try ValueJSON.encode($0).utf8.count }.max() ?? 0
      #expect(pieces.count > 10)
      #expect(pieces.allSatisfy { $0.count <= 256 + longest + 1 })
    }
  }

  @Test("an element JSON cannot spell is named by its path under the key")
  func streamedErrorPath() {
    #expect(throws: ValueJSONError.nonFinite(path: "$.actions[1].x")) {
      try ValueJSON.write(
        ["a": 1], streaming: "actions", elements: [.int(1), ["x": .double(.nan)]]
      ) { _ in }
    }
  }
}

private func randomValue(_ random: inout SeededRandom, depth: Int) -> Value {
  switch random.index(below: depth < 4 ? 9 : 7) {
  case 0: return .null
  case 1: return .bool(random.next(below: 2) == 1)
  case 2: return .int(random.next(in: -1000, 1000))
  case 3: return .int(Int64(bitPattern: random.next()))
  case 4:
    // Any finite bit pattern: subnormals, huge exponents, negative zero.
    let number = Double(bitPattern: random.next())
    return .double(number.isFinite ? number : Double(Int(random.next(in: -9, 9))))
  case 5: return .double(Double(Int(random.next(in: -1000, 1000))))
  case 6: return .string(randomString(&random))
  case 7:
    let count = Int(random.next(in: 0, 4))
    return .array((0..<count).map { _ in randomValue(&random, depth: depth + 1) })
  default:
    var pairs: [(String, Value)] = []
    for _ in 0..<Int(random.next(in: 0, 4)) {
      pairs.append((randomString(&random), randomValue(&random, depth: depth + 1)))
    }
    return .map(ValueMap(pairs))
  }
}
