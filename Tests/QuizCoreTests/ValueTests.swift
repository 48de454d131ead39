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
        let shuffled = keys.shuffled(using: &generator)
        let map = ValueMap(
          uniqueEntries: shuffled.map { ValueMap.Entry(key: $0, value: .string($0)) })
        #expect(map.keys == keys.sorted())
        #expect(map.allSatisfy { $0.value == .string($0.key) })
      }
    }
  }
}
