import Foundation
import Localization

/// The grades Moodle allows an answer, and how it matches one outside them: Moodle's
/// `question_bank::fraction_options_full()` and `match_grade_options()`. Import and export
/// both go through here, so that no file Trivium reads or writes holds a grade Moodle refuses.
enum MoodleGrades {
  /// The positive grades below 100%, highest first, to Moodle's 7 decimals.
  private static let positive: [Double] = [
    0.9, 0.833_333_3, 0.8, 0.75, 0.7, 0.666_666_7, 0.6, 0.5, 0.4, 0.333_333_3, 0.3, 0.25, 0.2,
    0.166_666_7, 0.142_857_1, 0.125, 0.111_111_1, 0.1, 0.05,
  ]

  /// Every grade Moodle allows, in its order, which settles a tie: none, 100%, the positive
  /// ones falling, the negative ones falling, -100%.
  static let allowed: [Double] = [0, 1] + positive + positive.reversed().map { -$0 } + [-1]

  /// How far from an allowed grade Moodle still takes a grade as that one.
  private static let slack = 0.000_01

  /// Whether Moodle imports `fraction` as it is (within 0.00001 of an allowed grade).
  static func isAllowed(_ fraction: Double) -> Bool {
    allowed.contains { abs(fraction - $0) < slack }
  }

  /// The grade Moodle stores for `fraction`: the allowed grade it is within 0.00001 of, else
  /// the nearest allowed one, as Moodle's import does with "Nearest grade if not listed".
  static func match(_ fraction: Double) -> Double {
    if let listed = allowed.first(where: { abs(fraction - $0) < slack }) { return listed }
    var best = allowed[0]
    var mismatch = Double.infinity
    for grade in allowed where abs(fraction - grade) < mismatch {
      best = grade
      mismatch = abs(fraction - grade)
    }
    return best
  }

  /// A grade (a fraction of the mark) as Moodle writes a percentage: at most 5 decimals, so
  /// that 1/3 is `33.33333`, as Moodle lists it.
  static func percent(_ fraction: Double) -> String {
    let rounded = (fraction * 10_000_000).rounded() / 100_000
    return Exporter.number(rounded == 0 ? 0 : rounded)
  }

  /// What an export says when it wrote a grade Moodle refuses as the nearest one it allows.
  static let matchedOnExport = Phrase(
    trLater("grades Moodle does not allow written as the nearest ones it allows"))
}
