import Foundation

/// A number with its derivatives by the 21 FSRS-6 weights (forward-mode differentiation): the
/// FSRS formulas run on these give the log loss and its gradient in one pass.
struct FSRSDual: FSRSNumber {
  /// How many weights the derivatives are taken by.
  static let count = 21

  var value: Double
  /// ∂value/∂w_i for each weight.
  var gradient: InlineArray<21, Double>

  /// A constant: every derivative zero.
  init(_ value: Double) {
    self.value = value
    gradient = InlineArray(repeating: 0)
  }

  /// Weight `index` itself, of value `value`: its own derivative one.
  init(weight value: Double, index: Int) {
    self.init(value)
    gradient[index] = 1
  }

  private init(value: Double, gradient: InlineArray<21, Double>) {
    self.value = value
    self.gradient = gradient
  }

  /// `a·left' + b·right'`, the derivative of most two-operand results.
  private static func combine(
    _ value: Double, _ left: FSRSDual, _ a: Double, _ right: FSRSDual, _ b: Double
  ) -> FSRSDual {
    var gradient = InlineArray<21, Double>(repeating: 0)
    for index in 0..<count {
      gradient[index] = a * left.gradient[index] + b * right.gradient[index]
    }
    return FSRSDual(value: value, gradient: gradient)
  }

  /// `a·self'`, the derivative of a one-operand result.
  private func scaled(_ value: Double, _ a: Double) -> FSRSDual {
    var gradient = self.gradient
    for index in 0..<Self.count { gradient[index] *= a }
    return FSRSDual(value: value, gradient: gradient)
  }

  static func + (left: FSRSDual, right: FSRSDual) -> FSRSDual {
    combine(left.value + right.value, left, 1, right, 1)
  }

  static func - (left: FSRSDual, right: FSRSDual) -> FSRSDual {
    combine(left.value - right.value, left, 1, right, -1)
  }

  static func * (left: FSRSDual, right: FSRSDual) -> FSRSDual {
    combine(left.value * right.value, left, right.value, right, left.value)
  }

  static func / (left: FSRSDual, right: FSRSDual) -> FSRSDual {
    let quotient = left.value / right.value
    return combine(quotient, left, 1 / right.value, right, -quotient / right.value)
  }

  func exponential() -> FSRSDual {
    let result = exp(value)
    return scaled(result, result)
  }

  func power(_ exponent: FSRSDual) -> FSRSDual {
    let result = pow(value, exponent.value)
    let byBase = exponent.value * pow(value, exponent.value - 1)
    // The base is positive wherever the model raises to a power; log is taken only then.
    let byExponent = value > 0 ? result * log(value) : 0
    return Self.combine(result, self, byBase, exponent, byExponent)
  }

  func logarithm() -> FSRSDual { scaled(log(value), 1 / value) }
}
