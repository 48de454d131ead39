import Foundation
import QuizCore

/// The results of a tournament: a row per player, and the pairs compared.
public struct Standings: Sendable {
  /// One player's line.
  public struct Row: Sendable {
    public var label: String
    public var oracle: Bool
    public var sessions: Int
    public var meanScore: Double
    public var scoreMargin: Double
    public var right: Int
    public var questions: Int
    public var hints: Int
    public var forfeits: Int
    /// Sessions the wall clock stopped a plugin call in: not reproducible.
    public var notReproducible: Int
    public var wins: Int
    public var draws: Int
    public var losses: Int
    /// Elo difference against the players it was compared with, and its 95 % margin.
    public var elo: (difference: Double, margin: Double)?
    /// Likelihood of superiority over them.
    public var los: Double?

    /// Share of questions answered right.
    public var accuracy: Double { questions == 0 ? 0 : Double(right) / Double(questions) }
  }

  /// Two players compared on the same games and seeds.
  public struct Pair: Hashable, Sendable {
    public var first: String
    public var second: String
    /// Sessions where the first scored higher, the same, lower.
    public var wins: Int
    public var draws: Int
    public var losses: Int
  }

  public var spec: TournamentSpec
  public var rows: [Row]
  public var pairs: [Pair]
  /// Sessions played out of those the tournament has.
  public var played: Int
  public var total: Int
  /// Played sessions the wall clock stopped a plugin call in: their results depend on the
  /// machine's load.
  public var notReproducible: Int { rows.reduce(0) { $0 + $1.notReproducible } }

  /// Standings from the outcomes (any order; each job at most once). `oracles` are the
  /// positions of players that see the answers.
  public init(spec: TournamentSpec, outcomes: [SessionOutcome], oracles: Set<Int>) {
    self.spec = spec
    total = spec.games.count * spec.sessions * spec.players.count
    played = outcomes.count
    // Scores by (game, session) then player; a forfeit counts below any score.
    var table: [Int: [Int: SessionOutcome]] = [:]
    for outcome in outcomes {
      table[outcome.game * spec.sessions + outcome.session, default: [:]][outcome.player] = outcome
    }
    var compared: [(Int, Int)] = []
    switch spec.format {
    case .each: break
    case .roundRobin:
      for a in spec.players.indices {
        for b in spec.players.indices where b > a { compared.append((a, b)) }
      }
    case .gauntlet:
      for b in spec.players.indices.dropFirst() { compared.append((0, b)) }
    }
    var pairs: [Pair] = []
    var record = Array(repeating: (wins: 0, draws: 0, losses: 0), count: spec.players.count)
    for (a, b) in compared {
      var pair = Pair(
        first: spec.players[a].label, second: spec.players[b].label, wins: 0, draws: 0, losses: 0)
      for key in table.keys.sorted() {
        guard let first = table[key]?[a], let second = table[key]?[b] else { continue }
        let left = first.forfeit == nil ? first.score : Int.min
        let right = second.forfeit == nil ? second.score : Int.min
        if left > right {
          pair.wins += 1
        } else if left < right {
          pair.losses += 1
        } else {
          pair.draws += 1
        }
      }
      record[a].wins += pair.wins
      record[a].draws += pair.draws
      record[a].losses += pair.losses
      record[b].wins += pair.losses
      record[b].draws += pair.draws
      record[b].losses += pair.wins
      pairs.append(pair)
    }
    self.pairs = pairs
    var rows: [Row] = []
    for (index, player) in spec.players.enumerated() {
      let mine = outcomes.filter { $0.player == index }.sorted { $0.index < $1.index }
      let (mean, margin) = Statistics.mean(mine.map { Double($0.score) })
      let (wins, draws, losses) = record[index]
      rows.append(
        Row(
          label: player.label, oracle: oracles.contains(index), sessions: mine.count,
          meanScore: mean, scoreMargin: margin, right: mine.reduce(0) { $0 + $1.right },
          questions: mine.reduce(0) { $0 + $1.questions }, hints: mine.reduce(0) { $0 + $1.hints },
          forfeits: mine.filter { $0.forfeit != nil }.count,
          notReproducible: mine.filter { !$0.isReproducible }.count, wins: wins, draws: draws,
          losses: losses, elo: Statistics.elo(wins: wins, draws: draws, losses: losses),
          los: Statistics.likelihoodOfSuperiority(wins: wins, losses: losses)))
    }
    // Best mean score first; the file's order breaks ties.
    self.rows = rows.enumerated().sorted { a, b in
      a.element.meanScore != b.element.meanScore
        ? a.element.meanScore > b.element.meanScore : a.offset < b.offset
    }.map(\.element)
  }
}

/// How standings are printed.
public enum StandingsFormat: String, CaseIterable, Sendable {
  case table, json, csv
}

extension Standings {
  static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// The standings in `format`, ending with a newline.
  public func render(_ format: StandingsFormat) -> String {
    switch format {
    case .table: return table
    case .json: return (try? ValueJSON.encode(value)).map { $0 + "\n" } ?? "{}\n"
    case .csv: return csv
    }
  }

  var table: String {
    var text =
      "tournament \(spec.id): \(spec.format.rawValue), \(spec.games.joined(separator: ", ")); "
    text +=
      "\(spec.sessions) session\(spec.sessions == 1 ? "" : "s") per game and bot from seed \(spec.seed)\n"
    if played < total { text += "incomplete: \(played) of \(total) sessions played\n" }
    if let mark = notReproducibleMark { text += mark + "\n" }
    let headers = [
      "#", "bot", "sessions", "score", "±95%", "right", "hints", "forfeits", "W-D-L", "Elo", "±95%",
      "LOS",
    ]
    var lines: [[String]] = [headers]
    for (rank, row) in rows.enumerated() {
      let hintsPerSession = row.sessions == 0 ? 0 : Double(row.hints) / Double(row.sessions)
      let compared = spec.format != .each
      lines.append([
        "\(rank + 1)", row.label + (row.oracle ? " (oracle)" : ""), "\(row.sessions)",
        Self.fixed(row.meanScore, 1), Self.fixed(row.scoreMargin, 1),
        Self.fixed(row.accuracy * 100, 1) + "%", Self.fixed(hintsPerSession, 2), "\(row.forfeits)",
        compared ? "\(row.wins)-\(row.draws)-\(row.losses)" : "-",
        compared ? (row.elo.map { Self.fixed($0.difference, 1) } ?? "n/a") : "-",
        compared ? (row.elo.map { Self.fixed($0.margin, 1) } ?? "n/a") : "-",
        compared ? (row.los.map { Self.fixed($0 * 100, 1) + "%" } ?? "n/a") : "-",
      ])
    }
    let widths = headers.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    for line in lines {
      var out = ""
      for (column, cell) in line.enumerated() {
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        // Names read left-aligned, numbers right-aligned.
        out += column == 1 ? cell + pad : pad + cell
        if column < line.count - 1 { out += "  " }
      }
      text += out + "\n"
    }
    if !pairs.isEmpty {
      text += "pairs (same games and seeds; the higher score wins, a forfeit loses)\n"
      for pair in pairs {
        text += "  \(pair.first) vs \(pair.second): \(pair.wins)-\(pair.draws)-\(pair.losses)\n"
      }
    }
    if rows.contains(where: \.oracle) {
      text += "(oracle) marks bots that see the answers: calibration, not play.\n"
    }
    return text
  }

  /// "2 sessions stopped by the wall clock: not reproducible", or nil when none was.
  public var notReproducibleMark: String? {
    guard notReproducible > 0 else { return nil }
    let sessions = notReproducible == 1 ? "1 session" : "\(notReproducible) sessions"
    return "\(sessions) stopped by the wall clock: not reproducible"
  }

  var csv: String {
    var text =
      "rank,bot,oracle,sessions,mean_score,score_margin95,right,questions,accuracy,hints,forfeits,wins,draws,losses,elo,elo_margin95,los,not_reproducible\n"
    for (rank, row) in rows.enumerated() {
      let fields: [String] = [
        "\(rank + 1)", Self.csvField(row.label), row.oracle ? "true" : "false", "\(row.sessions)",
        Self.fixed(row.meanScore, 3), Self.fixed(row.scoreMargin, 3), "\(row.right)",
        "\(row.questions)", Self.fixed(row.accuracy, 4), "\(row.hints)", "\(row.forfeits)",
        "\(row.wins)", "\(row.draws)", "\(row.losses)",
        row.elo.map { Self.fixed($0.difference, 2) } ?? "",
        row.elo.map { Self.fixed($0.margin, 2) } ?? "",
        row.los.map { Self.fixed($0, 4) } ?? "", "\(row.notReproducible)",
      ]
      text += fields.joined(separator: ",") + "\n"
    }
    return text
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  public static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// The standings as data (the JSON form).
  public var value: Value {
    func number(_ value: Double, _ digits: Int) -> Value {
      let scale = pow(10, Double(digits))
      return .double((value * scale).rounded() / scale)
    }
    let rowValues: [Value] = rows.enumerated().map { rank, row in
      var map: ValueMap = [
        "rank": .int(Int64(rank + 1)), "bot": .string(row.label), "oracle": .bool(row.oracle),
        "sessions": .int(Int64(row.sessions)), "mean_score": number(row.meanScore, 3),
        "score_margin95": number(row.scoreMargin, 3), "right": .int(Int64(row.right)),
        "questions": .int(Int64(row.questions)), "accuracy": number(row.accuracy, 4),
        "hints": .int(Int64(row.hints)), "forfeits": .int(Int64(row.forfeits)),
        "not_reproducible": .int(Int64(row.notReproducible)),
      ]
      if spec.format != .each {
        map["wins"] = .int(Int64(row.wins))
        map["draws"] = .int(Int64(row.draws))
        map["losses"] = .int(Int64(row.losses))
        map["elo"] = row.elo.map { number($0.difference, 2) } ?? .null
        map["elo_margin95"] = row.elo.map { number($0.margin, 2) } ?? .null
        map["los"] = row.los.map { number($0, 4) } ?? .null
      }
      return .map(map)
    }
    return .map([
      "tournament": .string(spec.id), "spec": spec.canonical, "played": .int(Int64(played)),
      "not_reproducible": .int(Int64(notReproducible)),
      "total": .int(Int64(total)), "standings": .array(rowValues),
      "pairs": .array(
        pairs.map { pair in
          .map([
            "first": .string(pair.first), "second": .string(pair.second),
            "wins": .int(Int64(pair.wins)), "draws": .int(Int64(pair.draws)),
            "losses": .int(Int64(pair.losses)),
          ])
        }),
    ])
  }
}
