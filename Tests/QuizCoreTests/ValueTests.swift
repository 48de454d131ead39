import QuizCore
import Testing

@Suite("Value")
struct ValueTests {
  @Test("integers and doubles stay apart")
  func numbersApart() {
    #expect(Value.int(1) != Value.double(1))
    #expect(Value.double(2).intValue == 2)
    #expect(Value.double(2.5).intValue == nil)
    #expect(Value.int(3).doubleValue == 3)
  }

  @Test("accessors answer only for their own kind")
  func accessors() {
    let value: Value = ["name": "x", "list": [1, 2]]
    #expect(value["name"].stringValue == "x")
    #expect(value["list"].arrayValue?.count == 2)
    #expect(value["missing"] == .null)
    #expect(Value.string("x")["name"] == .null)
    #expect(value.kindName == "map")
    #expect(Value.null.kindName == "nil")
  }

  @Test("maps read from plugins come out sorted whatever order their keys arrive in")
  func uniqueEntriesSort() {
    var generator = SeededRandom(seed: 7)
    for count in [0, 1, 2, 5, 12, 13, 40] {
      for _ in 0..<20 {
        var keys = Set<String>()
        while keys.count < count {
          keys.insert(String(generator.next() % 1000) + (generator.next() % 2 == 0 ? "é" : ""))
        }
        var shuffled = Array(keys)
        generator.shuffle(&shuffled)
        let map = ValueMap(
          uniqueEntries: shuffled.map { ValueMap.Entry(key: $0, value: .string($0)) })
        #expect(map.keys.map { Array($0.utf8) } == keys.sortedByBytes().map { Array($0.utf8) })
        #expect(map.allSatisfy { $0.value == .string($0.key) })
      }
    }
  }

  @Test("a repeated key keeps its last value, in small maps and large ones")
  func repeatedKeys() {
    let small = ValueMap([("b", 1), ("a", 2), ("b", 3), ("c", 4), ("a", 5)])
    #expect(small.keys == ["a", "b", "c"])
    #expect(small["a"] == 5 && small["b"] == 3 && small["c"] == 4)
    var pairs: [(String, Value)] = []
    for round in 0..<3 {
      for key in (0..<10).reversed() { pairs.append(("k\(key)", .int(Int64(round * 10 + key)))) }
    }
    let large = ValueMap(pairs)
    #expect(large.keys == (0..<10).map { "k\($0)" })
    #expect(large["k7"] == 27)
  }

  @Test("storage identity: shared by copies, changed by a write, none for empty or scalar values")
  func storageIdentity() {
    let map: Value = ["a": 1]
    let list: Value = [1, 2]
    let copy = map
    #expect(map.storageIdentity != nil && map.storageIdentity == copy.storageIdentity)
    #expect(list.storageIdentity != nil && list.storageIdentity != map.storageIdentity)
    var written = map.mapValue!
    written["b"] = 2
    #expect(Value.map(written).storageIdentity != map.storageIdentity)
    // Empty collections share one storage: its address would make unequal values look alike.
    #expect(Value.map(ValueMap()).storageIdentity == nil)
    #expect(Value.array([]).storageIdentity == nil)
    #expect(Value.int(1).storageIdentity == nil && Value.string("s").storageIdentity == nil)
  }

  @Test("strings are equal and hashed by their bytes, not by canonical equivalence")
  func stringsByBytes() {
    let composed = "\u{E9}"  // é as one code point
    let decomposed = "e\u{301}"  // e and a combining acute accent
    #expect(composed == decomposed)  // Swift's String says so; a Value must not
    #expect(Value.string(composed) != Value.string(decomposed))
    #expect(Set<Value>([.string(composed), .string(decomposed)]).count == 2)
    #expect(Value.string(composed) == Value.string(String(decoding: [0xC3, 0xA9], as: UTF8.self)))
    #expect(Value.array([.string(composed)]) != Value.array([.string(decomposed)]))
    let twoSpellings: Value = ["k": .string(composed)]
    #expect(twoSpellings != ["k": .string(decomposed)])
    #expect(Set<Value>([twoSpellings, ["k": .string(decomposed)]]).count == 2)
  }

  @Test("keys that differ in bytes are two keys, sorted and found by their bytes")
  func keysByBytes() {
    let map = ValueMap([("\u{E9}", 1), ("z", 2), ("e\u{301}", 3)])
    #expect(map.count == 3)
    // e (0x65) < z (0x7A) < é (0xC3 0xA9); Swift's `<` would put both spellings after "z".
    #expect(map.keys.map { Array($0.utf8) } == [[0x65, 0xCC, 0x81], [0x7A], [0xC3, 0xA9]])
    #expect(map["\u{E9}"] == 1 && map["e\u{301}"] == 3)
    var written = map
    written["e\u{301}"] = nil
    #expect(written.count == 2 && written["\u{E9}"] == 1 && written["e\u{301}"] == nil)
    #expect(written != map)
    // The large-map path of `normalize` tells them apart too.
    var pairs: [(String, Value)] = (0..<20).map { ("k\($0)", .int(Int64($0))) }
    pairs += [("\u{E9}", 1), ("e\u{301}", 2), ("\u{E9}", 3)]
    let large = ValueMap(pairs)
    #expect(large.count == 22 && large["\u{E9}"] == 3 && large["e\u{301}"] == 2)
  }

  @Test("other ids keyed by bytes: question types and per-type hint costs")
  func idsByBytes() throws {
    let rules = ClassicRules(hintCostByType: [ByteString("\u{E9}"): 7])
    #expect(rules.hintCost(type: "\u{E9}", typeDefault: nil) == 7)
    #expect(rules.hintCost(type: "e\u{301}", typeDefault: nil) == 500)
    let types = QuestionTypes([ChoiceType(id: "\u{E9}"), ChoiceType(id: "z")])
    #expect(throws: QuizError.unknownQuestionType("e\u{301}")) { try types.type("e\u{301}") }
    #expect(try types.type("\u{E9}").id == "\u{E9}")
    #expect(types.ids.map { Array($0.utf8) } == [[0x7A], [0xC3, 0xA9]])
    #expect(ByteString("\u{E9}") != ByteString("e\u{301}"))
    #expect(ByteString("e\u{301}") < ByteString("z") && ByteString("z") < ByteString("\u{E9}"))
    #expect(ByteOrder.compare("ab", "abc") < 0 && ByteOrder.compare("abcdefghij", "abcdefghi") > 0)
    #expect(ByteOrder.compare("abcdefgh\u{E9}", "abcdefgh\u{E9}") == 0)
  }
}

@Suite("Values in storage of their own")
struct UnsharedValueTests {
  @Test("unshared is equal but shares no string or array buffer")
  func unshared() {
    let long = "a question text long enough to live in a buffer of its own, not inline"
    let value: Value = ["text": .string(long), "options": [.string(long), 1, 2.5, true, .null]]
    let copy = value.unshared
    #expect(copy == value)
    func textAddress(_ value: Value) -> UnsafeRawPointer? {
      guard var text = value["text"].stringValue else { return nil }
      return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }
    func optionsAddress(_ value: Value) -> UnsafeRawPointer? {
      value["options"].arrayValue?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(textAddress(value) != nil && textAddress(value) != textAddress(copy))
    #expect(optionsAddress(value) != nil && optionsAddress(value) != optionsAddress(copy))
    // A plain copy shares them: the test can tell.
    let shared = value
    #expect(textAddress(shared) == textAddress(value))
  }
}
