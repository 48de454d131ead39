import Foundation
import QuizCore
import Store

/// What saving one more action costs in a session that already has `n`: appending its row
/// (what `trivium play` does) against writing the whole session again (what it did before).
enum SaveBench {
  static func run() {
    let folder = NSTemporaryDirectory() + "trivium-bench-saves-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let action: Value = ["op": "act", "action": ["op": "pick", "index": 18]]
    print("saving one action, µs per save (best of 7 rounds of 100 saves)")
    print("actions so far   append   whole session")
    for length in [10, 1_000, 10_000] {
      guard let store = try? Store.open(at: folder + "/\(length).sqlite3"),
        let profile = try? store.createProfile(named: "bench", createdAt: 0)
      else { return print("cannot open a store in \(folder)") }
      var session = SavedSession(
        profileID: profile.id, gameID: "g", seed: 1,
        actions: Array(repeating: action, count: length), questionIndex: 0, score: 0,
        updatedAt: 0)
      try! store.saveSession(session, owner: "bench")
      let append = best {
        // Each round starts again at `length`: its first save drops the last round's rows.
        var count = length
        for _ in 0..<100 {
          try! store.appendSavedActions(
            [action], from: count,
            to: SavedSessionSummary(
              profileID: profile.id, gameID: "g", questionIndex: 0, score: 0, updatedAt: 0),
            owner: "bench")
          count += 1
        }
      }
      let whole = best {
        session.actions = Array(repeating: action, count: length)
        for _ in 0..<100 {
          session.actions.append(action)
          try! store.saveSession(session, owner: "bench")
        }
      }
      print(
        String(repeating: " ", count: max(0, 14 - "\(length)".count)) + "\(length)"
          + String(repeating: " ", count: 3) + format(append * 1e4, 1).leftPadded(6)
          + String(repeating: " ", count: 3) + format(whole * 1e4, 1).leftPadded(13))
    }
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
