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
        #expect(map.keys == keys.sorted())
        #expect(map.allSatisfy { $0.value == .string($0.key) })
      }
    }
  }

  @Test("a repeated key keeps its last value, in small maps and large ones")
  func repeatedKeys() {
    let small = ValueMap([("b", 1), ("a", 2), ("b", 3), ("c", 4), ("a", 5)])
    #expect(small.keys == ["a", "b", "c"])
    #expect(small["a"] == 5 && small["b"] == 3 && small["c"] == 4)
    // Canonically equivalent keys are one key to Swift: the later spelling wins.
    let accents = ValueMap([("\u{E9}", 1), ("z", 2), ("e\u{301}", 3)])
    #expect(accents.count == 2)
    #expect(accents["\u{E9}"] == 3)
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
}
