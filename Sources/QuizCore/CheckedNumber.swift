import Localization

/// The one checked conversion of a number that came from outside: a plugin's field or return
/// value, a game's field, a file's entry.
///
/// Swift traps on a conversion that does not fit (`Int64(1e19)`, `Int(Double.nan)`) and on an
/// addition that overflows, and a trap takes down every command while mods load. So no number
/// read from outside reaches an `Int`, a `Delay` or a sum without passing here first: it must be
/// a number, finite, whole when an integer is asked for, and within bounds the caller gives.
/// Minus zero is read as zero, so that it never prints as "-0".
public enum CheckedNumber {
  /// The integer `value` holds (a float with a whole value counts) within `range`, or what is
  /// wrong with it as such an integer.
  public static func integer(_ value: Value, in range: ClosedRange<Int64>) -> Result<
    Int64, NumberProblem
  > {
    let integer: Int64
    switch value {
    case .int(let number):
      integer = number
    case .double(let number):
      guard number.isFinite else { return .failure(problem(value, integerIn: range)) }
      guard number.rounded(.towardZero) == number else {
        return .failure(problem(value, integerIn: range))
      }
      // Whole and finite, but a double may still lie past Int64's ends.
      guard let exact = Int64(exactly: number) else {
        return .failure(problem(value, integerIn: range))
      }
      integer = exact
    default:
      return .failure(problem(value, integerIn: range))
    }
    guard range.contains(integer) else { return .failure(problem(value, integerIn: range)) }
    return .success(integer)
  }

  /// The finite number `value` holds within `range`, or what is wrong with it.
  public static func number(_ value: Value, in range: ClosedRange<Double>) -> Result<
    Double, NumberProblem
  > {
    let number: Double
    switch value {
    case .int(let integer): number = Double(integer)
    case .double(let double): number = double
    default: return .failure(problem(value, numberIn: range))
    }
    guard number.isFinite, range.contains(number) else {
      return .failure(problem(value, numberIn: range))
    }
    return .success(number == 0 ? 0 : number)
  }

  private static func problem(_ value: Value, integerIn range: ClosedRange<Int64>)
    -> NumberProblem
  {
    NumberProblem(
      expected: expectation(
        integer: true, Double(range.lowerBound), Double(range.upperBound)),
      found: value)
  }

  private static func problem(_ value: Value, numberIn range: ClosedRange<Double>)
    -> NumberProblem
  {
    NumberProblem(
      expected: expectation(integer: false, range.lowerBound, range.upperBound), found: value)
  }

  /// "an integer from 0 to 1", "a finite number of at least 0", "an integer of at most 10",
  /// or the kind alone for the widest bounds, as words translated at the edge.
  public static func expectation(integer: Bool, _ low: Double, _ high: Double) -> Phrase {
    let hasLow = low > -9.2e18 && low.isFinite
    let hasHigh = high < 9.2e18 && high.isFinite
    let values: [String: Phrase.Value] = ["low": .text(text(low)), "high": .text(text(high))]
    switch (integer, hasLow, hasHigh) {
    case (true, true, true): return Phrase(trLater("an integer from {low} to {high}"), values)
    case (true, true, false): return Phrase(trLater("an integer of at least {low}"), values)
    case (true, false, true): return Phrase(trLater("an integer of at most {high}"), values)
    case (true, false, false): return Phrase(trLater("an integer"))
    case (false, true, true):
      return Phrase(trLater("a finite number from {low} to {high}"), values)
    case (false, true, false): return Phrase(trLater("a finite number of at least {low}"), values)
    case (false, false, true): return Phrase(trLater("a finite number of at most {high}"), values)
    case (false, false, false): return Phrase(trLater("a finite number"))
    }
  }

  /// A number as a message writes it: whole numbers without ".0", NaN and infinities by name.
  public static func text(_ number: Double) -> String {
    if number.isNaN { return "NaN" }
    if number.isInfinite { return number < 0 ? "-inf" : "inf" }
    if number == 0 { return "0" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }
}

/// A number from outside that does not fit where it goes: `must be an integer from 0 to 10,
/// not 1e+16`.
public struct NumberProblem: Error, Sendable, Equatable, CustomStringConvertible, Translatable {
  /// What was expected: "an integer from 0 to 10".
  public var expected: Phrase
  /// What was found, as a message says it: "1e+16", "NaN", "a string".
  public var found: Phrase.Value

  init(expected: Phrase, found value: Value) {
    self.expected = expected
    switch value {
    case .int(let integer): found = .text(String(integer))
    case .double(let number): found = .text(CheckedNumber.text(number))
    default: found = .phrase(value.kindWords)
    }
  }

  /// "must be an integer from 0 to 10, not 1e+16".
  public var description: String { sentence.description }

  /// "must be an integer from 0 to 10, not 1e+16", as words and values.
  public var sentence: Phrase {
    Phrase(
      trLater("must be {expected}, not {found}"), ["expected": .phrase(expected), "found": found])
  }
}
