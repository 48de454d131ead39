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
}
