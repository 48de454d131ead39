import Localization
import QuizCore

/// The rounds of a knockout or a Swiss tournament in each standings format: the bracket, the
/// pairing order, each match's paired result and who won it.
extension Standings {
  /// The rule a match is decided by, as the table states it.
  var matchRule: String {
    spec.format == .knockout
      ? tr(
        "a match is won on its paired sessions, then on total score, then by the better seed")
      : tr("a match is won on its paired sessions, then on total score, else drawn")
  }

  /// A player's name, or "-" for a bracket's empty slot.
  func label(_ player: Int?) -> String { player.map { spec.players[$0].label } ?? "-" }

  /// The table's lines: the bracket of a knockout, then every round's matches in order.
  var roundsTable: String {
    guard spec.isStaged else { return "" }
    var text = ""
    if spec.format == .knockout {
      let seeds = TournamentSpec.bracketOrder(size: 1 << spec.rounds)
      text +=
        tr("bracket (seeds, top to bottom):") + " "
        + seeds.map { "\($0) \(label($0 <= spec.players.count ? $0 - 1 : nil))" }.joined(
          separator: ", ") + "\n"
    }
    text += tr("rounds ({rule}):", ["rule": matchRule]) + "\n"
    for round in rounds {
      let number = round.plan.round + 1
      for (order, match) in round.plan.matches.enumerated() {
        var line = "  \(number).\(order + 1) \(label(match.first)) vs \(label(match.second))"
        if round.isComplete {
          let result = round.results[order]
          line +=
            ": \(result.wins)-\(result.draws)-\(result.losses), \(result.firstScore)-"
            + "\(result.secondScore) → "
            + (result.winner.map { label($0) } ?? tr("draw", context: "match"))
        } else {
          line += ": " + tr("not finished", context: "match")
        }
        text += line + "\n"
      }
      for bye in round.plan.byes {
        text += "  \(number) " + tr("bye: {bot}", ["bot": label(bye)]) + "\n"
      }
    }
    if rounds.count < spec.rounds, rounds.allSatisfy(\.isComplete), played < total {
      text +=
        tr("round {number}: no pairing without a repeat is left", ["number": rounds.count + 1])
        + "\n"
    }
    return text
  }

  /// The rounds as data, for the JSON form.
  var roundsValue: Value {
    .array(
      rounds.map { round in
        .map([
          "round": .int(Int64(round.plan.round + 1)), "complete": .bool(round.isComplete),
          "byes": .array(round.plan.byes.map { .string(label($0)) }),
          "matches": .array(
            round.plan.matches.enumerated().map { order, match in
              var map: ValueMap = [
                "order": .int(Int64(order + 1)), "first": .string(label(match.first)),
                "second": .string(label(match.second)),
              ]
              if round.isComplete {
                let result = round.results[order]
                map["wins"] = .int(Int64(result.wins))
                map["draws"] = .int(Int64(result.draws))
                map["losses"] = .int(Int64(result.losses))
                map["first_score"] = .int(Int64(result.firstScore))
                map["second_score"] = .int(Int64(result.secondScore))
                map["winner"] = result.winner.map { .string(label($0)) } ?? .null
              }
              return .map(map)
            }),
        ])
      })
  }

  /// A player's rounds for its CSV line: "1:bye", or "2:b:W" (round, opponent, the match won,
  /// drawn, lost, or "?" while in play), separated by spaces, in round order.
  func roundsField(of player: Int) -> String {
    var parts: [String] = []
    for round in rounds {
      let number = round.plan.round + 1
      if round.plan.byes.contains(player) { parts.append("\(number):bye") }
      for (order, match) in round.plan.matches.enumerated()
      where match.first == player || match.second == player {
        let other = match.first == player ? match.second : match.first
        let mark =
          !round.isComplete
          ? "?" : round.results[order].winner.map { $0 == player ? "W" : "L" } ?? "D"
        parts.append("\(number):\(label(other)):\(mark)")
      }
    }
    return parts.joined(separator: " ")
  }
}
