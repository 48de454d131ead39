import Localization
import QuizCore

/// Where each question of a game was read: its file (a game's questions may be split over
/// several) and the line it starts on, so that a problem found later (by its type, by a
/// picture check) is said at its place.
public struct QuestionPlaces: Sendable, Hashable {
  /// The question files as messages name them, in the manifest's order.
  public private(set) var files: [String] = []
  /// The pool position of the first question of each file, and one past the last at the end.
  private var starts: [Int] = [0]
  /// The line each question of the pool starts on; 0 when its file does not say.
  private var lines: [Int32] = []
  /// The pool positions of the session's questions when `draw` took some of the pool (in the
  /// session's order); nil: the session holds the whole pool in order.
  var drawn: [Int]?

  /// No places: a game whose questions were not read from files.
  public init() {}

  /// The places of `count` questions of `file`, `lines` holding where each starts when known.
  init(file: String, count: Int, lines: [Int]) {
    add(file: file, count: count, lines: lines)
  }

  /// Adds the questions of one more file after those before.
  mutating func add(file: String, count: Int, lines: [Int]) {
    files.append(file)
    self.lines.reserveCapacity(self.lines.count + count)
    for index in 0..<count {
      self.lines.append(index < lines.count ? Int32(clamping: lines[index]) : 0)
    }
    starts.append(starts[starts.count - 1] + count)
  }

  /// How many questions of the pool have a place.
  public var count: Int { lines.count }

  /// The file and line of the pool's question at `index`; nil beyond the places known.
  public func place(ofPool index: Int) -> (file: String, line: Int?)? {
    guard index >= 0, index < lines.count else { return nil }
    // The last file starting at or before `index`.
    var low = 0
    var high = files.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    let line = lines[index]
    return (files[low], line > 0 ? Int(line) : nil)
  }

  /// The file and line of the session's question at `index` (see `drawn`).
  public func place(ofSession index: Int) -> (file: String, line: Int?)? {
    guard let drawn else { return place(ofPool: index) }
    guard index >= 0, index < drawn.count else { return nil }
    return place(ofPool: drawn[index])
  }

  /// Each file with the pool positions of its questions, in order.
  public var byFile: [(file: String, positions: Range<Int>, lines: [Int])] {
    files.indices.map { number in
      let positions = starts[number]..<starts[number + 1]
      let known = positions.map { Int(lines[$0]) }
      // A file that does not tell lines (a property list) has none.
      return (files[number], positions, known.contains(0) ? [] : known)
    }
  }
}
