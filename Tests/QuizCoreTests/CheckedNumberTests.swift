import QuizCore
import Testing

/// The one conversion of an outside number: every extreme is refused by name or read exactly.
@Suite("Checked numbers")
struct CheckedNumberTests {
  static let extremes: [Value] = [
    .double(.infinity), .double(-.infinity), .double(.nan), .double(-0.0), .double(1e16),
    .double(-1e16), .double(1e300), .double(9.3e18), .double(-9.3e18), .double(0.5),
    .int(.max), .int(.min), .int(0), .int(-1), .string("1"), .bool(true), .null,
  ]

  @Test("integers: whole, finite and in range, or a message saying which")
  func integers() {
    for value in Self.extremes {
      switch CheckedNumber.integer(value, in: -1000...1000) {
      case .success(let number): #expect((-1000...1000).contains(number))
      case .failure(let problem):
        #expect(problem.description.hasPrefix("must be an integer from -1000 to 1000, not "))
      }
    }
    #expect(CheckedNumber.integer(.double(-0.0), in: -1...1) == .success(0))
    #expect(CheckedNumber.integer(.double(3.0), in: 0...5) == .success(3))
    #expect(
      CheckedNumber.integer(.double(.infinity), in: 0...5).failureText
        == "must be an integer from 0 to 5, not inf")
    #expect(
      CheckedNumber.integer(.double(.nan), in: 0...5).failureText
        == "must be an integer from 0 to 5, not NaN")
    #expect(
      CheckedNumber.integer(.double(1e16), in: 0...5).failureText
        == "must be an integer from 0 to 5, not 1e+16")
    #expect(
      CheckedNumber.integer(.double(9.3e18), in: .min ... .max).failureText
        == "must be an integer, not 9.3e+18")
  }

  @Test("numbers: finite and in range, minus zero read as zero")
  func numbers() {
    for value in Self.extremes {
      if case .success(let number) = CheckedNumber.number(value, in: -1e9...1e9) {
        #expect(number.isFinite && abs(number) <= 1e9)
        #expect(number.sign == .plus || number != 0)
      }
    }
    #expect(
      CheckedNumber.number(.double(-.infinity), in: -.infinity ... .infinity).failureText
        == "must be a finite number, not -inf")
  }
}

extension Result where Failure == NumberProblem {
  var failureText: String? {
    if case .failure(let problem) = self { return problem.description }
    return nil
  }
}
