import Foundation
import Localization

extension Standings {
  /// The standings in one line, for a run whose stderr is not a terminal: "40 of 120
  /// sessions: oracle 233.3, random 12.0; SPRT LLR 1.23 in [-2.94, 2.94] ...: no decision".
  public var statusLine: String {
    var line =
      tr("{played} of {total} sessions", ["played": played, "total": total]) + ": "
      + rows.map { "\($0.label) \(Self.fixed($0.meanScore, 1))" }.joined(separator: ", ")
    if let sprt {
      line += "; " + sprtLine(sprt).trimmingCharacters(in: .newlines)
    }
    return line
  }
}
