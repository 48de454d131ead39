import Review

extension Store {
  /// The profile's review history as the FSRS optimizer reads it: each question's ratings and
  /// times, oldest first, the questions in the order of their first review.
  public func fsrsHistories(profileID: Int64) throws(StoreError) -> [[FSRSReview]] {
    try withConnection { connection throws(StoreError) in
      let rows = try connection.query(
        """
        SELECT game_id, question_id, rating, reviewed_at FROM review_events
        WHERE profile_id = ? ORDER BY reviewed_at, id
        """, [.int(profileID)]
      ) { row in
        ([row.text(0), row.text(1)], Int(row.int(2)), row.int(3))
      }
      var order: [[String]: Int] = [:]
      var histories: [[FSRSReview]] = []
      for (question, number, at) in rows {
        // A rating outside 1…4 cannot be written by this program; such a row is left out.
        guard let rating = Rating(rawValue: number) else { continue }
        let index = order[question] ?? histories.count
        if index == histories.count {
          order[question] = index
          histories.append([])
        }
        histories[index].append(FSRSReview(rating: rating, at: at))
      }
      return histories
    }
  }
}
