import Foundation

/// A semantic version, `MAJOR.MINOR.PATCH` with an optional `-prerelease` (semver.org); build
/// metadata after `+` is read and ignored, as the specification asks.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The three numbers.
  public var major, minor, patch: Int
  /// The dot-separated identifiers after `-` (empty for a release).
  public var prerelease: [String]

  /// A version from its parts.
  public init(_ major: Int, _ minor: Int, _ patch: Int, prerelease: [String] = []) {
    self.major = major
    self.minor = minor
    self.patch = patch
    self.prerelease = prerelease
  }

  /// Reads `1.2.3`, `1.2.3-beta.1` or `1.2.3+build`; with `partial`, also `1` and `1.2` (the
  /// missing numbers are 0), as version ranges write them.
  public init?(_ text: String, partial: Bool = false) {
    var core = Substring(text)
    if let plus = core.firstIndex(of: "+") { core = core[..<plus] }
    var prerelease: [String] = []
    if let dash = core.firstIndex(of: "-") {
      prerelease = core[core.index(after: dash)...].split(
        separator: ".", omittingEmptySubsequences: false
      ).map(String.init)
      guard prerelease.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isIdentifierCharacter) })
      else { return nil }
      core = core[..<dash]
    }
    let parts = core.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 || (partial && (1...2).contains(parts.count)) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      // No leading zeros and no signs: "01" and "+1" are not versions.
      guard !part.isEmpty, part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
        part == "0" || !part.hasPrefix("0"), let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    while numbers.count < 3 { numbers.append(0) }
    self.init(numbers[0], numbers[1], numbers[2], prerelease: prerelease)
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-")
  }

  /// `1.2.3` or `1.2.3-beta.1`.
  public var description: String {
    "\(major).\(minor).\(patch)"
      + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
  }

  /// Precedence as semver.org defines it: numbers first; a pre-release comes before its
  /// release; identifiers compare numerically when both are numbers, else as text.
  public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
    let left = [lhs.major, lhs.minor, lhs.patch]
    let right = [rhs.major, rhs.minor, rhs.patch]
    if left != right { return left.lexicographicallyPrecedes(right) }
    if lhs.prerelease.isEmpty || rhs.prerelease.isEmpty {
      return !lhs.prerelease.isEmpty && rhs.prerelease.isEmpty
    }
    for (a, b) in zip(lhs.prerelease, rhs.prerelease) where a != b {
      switch (Int(a), Int(b)) {
      case (let x?, let y?): return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return a < b
      }
    }
    return lhs.prerelease.count < rhs.prerelease.count
  }
}

/// The versions a dependency accepts: comparators that must all hold, separated by spaces or
/// commas. `>=1.0`, `>1.0`, `<=2`, `<2.0`, `=1.2.3` or `1.2.3` (exactly), `^1.2` (1.2.0 up to
/// 2.0.0, not included), `~1.2` (1.2.0 up to 1.3.0), `*` or nothing (any version).
public struct VersionRange: Sendable, Hashable, CustomStringConvertible {
  /// One comparison with a version.
  public enum Comparator: Sendable, Hashable {
    /// `>=`, `>`, `<=`, `<`, `=`.
    case atLeast(SemanticVersion)
    case above(SemanticVersion)
    case atMost(SemanticVersion)
    case below(SemanticVersion)
    case exactly(SemanticVersion)

    func accepts(_ version: SemanticVersion) -> Bool {
      switch self {
      case .atLeast(let bound): return version >= bound
      case .above(let bound): return version > bound
      case .atMost(let bound): return version <= bound
      case .below(let bound): return version < bound
      case .exactly(let bound): return version == bound
      }
    }
  }

  /// The comparators, all of which must hold.
  public var comparators: [Comparator]
  /// The range as it was written (`">=1.0"`), for messages.
  public var text: String

  /// Any version.
  public static let any = VersionRange(comparators: [], text: "*")

  init(comparators: [Comparator], text: String) {
    self.comparators = comparators
    self.text = text
  }

  /// Reads a range; nil when a part is not a comparator with a version.
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    self.text = trimmed.isEmpty ? "*" : trimmed
    comparators = []
    let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "," })
    for part in parts where part != "*" {
      let operators: [(String, (SemanticVersion) -> [Comparator])] = [
        (">=", { [.atLeast($0)] }), ("<=", { [.atMost($0)] }), (">", { [.above($0)] }),
        ("<", { [.below($0)] }), ("=", { [.exactly($0)] }),
        ("^", { [.atLeast($0), .below(Self.nextBreaking($0))] }),
        ("~", { [.atLeast($0), .below(SemanticVersion($0.major, $0.minor + 1, 0))] }),
      ]
      let found = operators.first { part.hasPrefix($0.0) }
      let operand = String(part.dropFirst(found?.0.count ?? 0))
      guard let version = SemanticVersion(operand, partial: true) else { return nil }
      comparators += found?.1(version) ?? [.exactly(version)]
    }
  }

  /// `^`: the next version whose left-most non-zero number is one higher.
  private static func nextBreaking(_ version: SemanticVersion) -> SemanticVersion {
    if version.major > 0 { return SemanticVersion(version.major + 1, 0, 0) }
    if version.minor > 0 { return SemanticVersion(0, version.minor + 1, 0) }
    return SemanticVersion(0, 0, version.patch + 1)
  }

  /// Whether `version` is in the range.
  public func accepts(_ version: SemanticVersion) -> Bool {
    comparators.allSatisfy { $0.accepts(version) }
  }

  /// The range as written.
  public var description: String { text }
}
