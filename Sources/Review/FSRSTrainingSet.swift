import Foundation

/// One review of a question, as the optimizer reads a profile's history.
public struct FSRSReview: Sendable, Hashable, Codable {
  /// How it was rated.
  public var rating: Rating
  /// When, in Unix seconds.
  public var at: Int64

  /// A review with every field given.
  public init(rating: Rating, at: Int64) {
    self.rating = rating
    self.at = at
  }
}

/// A prediction the fit is judged on: review `index` (never the first) of history `history`,
/// made whole days after the one before, which the state of the reviews before it predicts.
/// This is the reference optimizer's training item (a question's reviews up to one on a later
/// day), named by where it ends.
public struct FSRSItem: Sendable, Hashable {
  /// The question's history, by its place in the histories given.
  public var history: Int
  /// The review predicted, by its place in the history.
  public var index: Int
  /// When it was made, in Unix seconds (items are weighted by recency).
  public var at: Int64
}

/// The reviews of several questions cut into the items the fit learns from, as the reference
/// optimizer (fsrs-rs, which Anki runs) cuts them, with its outlier filter.
public struct FSRSTrainingSet: Sendable {
  /// Each question's reviews, oldest first.
  public let histories: [[FSRSReview]]
  /// Whole days between each review and the one before (0 for a first review), by the
  /// scheduler's count.
  let days: [[Int64]]
  /// Every item of the histories, oldest first: every review on a later day than the one before.
  public let items: [FSRSItem]
  /// The items the fit learns from: `items` without those the outlier filter drops.
  public let training: [FSRSItem]
  /// The first later-day review of each question the filter keeps, from which the initial
  /// stabilities are found.
  let firstItems: [FSRSItem]

  /// The histories cut into items; reviews of a history are sorted by time.
  public init(histories: [[FSRSReview]]) {
    let histories = histories.map { $0.sorted { $0.at < $1.at } }
    self.histories = histories
    let days = histories.map { history in
      history.indices.map {
        $0 == 0 ? 0 : FSRS.elapsedDays(from: history[$0 - 1].at, to: history[$0].at)
      }
    }
    self.days = days
    var items: [FSRSItem] = []
    var first: [FSRSItem] = []
    for (number, history) in histories.enumerated() {
      var seenLater = false
      for index in history.indices.dropFirst() where days[number][index] > 0 {
        let item = FSRSItem(history: number, index: index, at: history[index].at)
        items.append(item)
        if !seenLater { first.append(item) }
        seenLater = true
      }
    }
    let order: (FSRSItem, FSRSItem) -> Bool = {
      ($0.at, $0.history, $0.index) < ($1.at, $1.history, $1.index)
    }
    self.items = items.sorted(by: order)
    let (kept, dropped) = Self.filterOutliers(first, histories: histories, days: days)
    firstItems = kept.sorted(by: order)
    training = self.items.filter { item in
      let group = Self.group(of: item.history, histories, days)
      return group.map { !dropped.contains($0) } ?? true
    }
  }

  /// The first rating of a history and the days to its first later-day review: the group the
  /// outlier filter judges a question by.
  private struct Group: Hashable {
    var rating: Rating
    var days: Int64
  }

  private static func group(
    of history: Int, _ histories: [[FSRSReview]], _ days: [[Int64]]
  ) -> Group? {
    guard let later = days[history].indices.dropFirst().first(where: { days[history][$0] > 0 })
    else { return nil }
    return Group(rating: histories[history][0].rating, days: days[history][later])
  }

  /// The reference's outlier filter: for each first rating, the rarest delays to the first
  /// later-day review are dropped until 5 % of that rating's questions (20 at least) are; of
  /// the rest, a delay seen fewer than six times, or over 100 days (365 after a first Easy), is
  /// dropped too. Returns the first items kept and the groups dropped.
  private static func filterOutliers(
    _ first: [FSRSItem], histories: [[FSRSReview]], days: [[Int64]]
  ) -> ([FSRSItem], Set<Group>) {
    var byGroup: [Group: [FSRSItem]] = [:]
    for item in first {
      guard let group = group(of: item.history, histories, days) else { continue }
      byGroup[group, default: []].append(item)
    }
    var kept: [FSRSItem] = []
    var dropped = Set<Group>()
    for rating in Rating.allCases {
      // Smallest groups first; among equal sizes, the shortest delay first.
      let groups = byGroup.filter { $0.key.rating == rating }
        .sorted { ($0.value.count, $0.key.days) < ($1.value.count, $1.key.days) }
      let total = groups.reduce(0) { $0 + $1.value.count }
      var removed = 0
      for (group, members) in groups {
        if removed + members.count >= max(20, total / 20) {
          if members.count >= 6 && group.days <= (rating == .easy ? 365 : 100) {
            kept += members
          } else {
            dropped.insert(group)
          }
        } else {
          removed += members.count
          dropped.insert(group)
        }
      }
    }
    return (kept, dropped)
  }

  /// Whether an item's review was recalled (anything but Again).
  func recalled(_ item: FSRSItem) -> Bool { histories[item.history][item.index].rating != .again }
}
