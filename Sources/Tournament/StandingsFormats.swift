import Foundation
import Localization
import QuizCore
import TextCells

/// How standings are printed.
public enum StandingsFormat: String, CaseIterable, Sendable {
  case table, json, csv
}

extension Standings {
  /// A value with `digits` decimals; one that rounds to zero has no sign ("0.0", not "-0.0").
  static func fixed(_ value: Double, _ digits: Int) -> String {
    let text = String(format: "%.\(digits)f", value)
    return text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
      ? String(text.dropFirst()) : text
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
      tr(
        "tournament {id}: {format}, {games}; ",
        [
          "id": spec.id, "format": spec.format.rawValue,
          "games": spec.games.joined(separator: ", "),
        ])
    text +=
      trn(
        "{n} session per game and bot from seed {seed}",
        "{n} sessions per game and bot from seed {seed}", count: spec.sessions,
        ["seed": spec.seed]) + "\n"
    if spec.isStaged {
      text += trn("{n} round", "{n} rounds", count: spec.rounds) + "\n"
    }
    if let book = spec.book {
      text +=
        tr(
          "questions from the book {file}: {count} entries, {order} order",
          [
            "file": book.file.map { Untrusted.line($0) } ?? "(seeds)", "count": book.entries.count,
            "order": book.order.rawValue,
          ]) + "\n"
    }
    if played < total {
      let stopped = sprt.map { $0.decision != .continue } ?? false
      text +=
        (stopped
          ? tr(
            "stopped by the SPRT: {played} of {total} sessions played",
            ["played": played, "total": total])
          : tr(
            "incomplete: {played} of {total} sessions played", ["played": played, "total": total]))
        + "\n"
    }
    if let mark = notReproducibleMark { text += mark + "\n" }
    var headers = [
      "#", tr("bot", context: "standings"), tr("sessions", context: "standings"),
      tr("score", context: "standings"), "±95%", tr("right", context: "standings"),
      tr("hints", context: "standings"), tr("forfeits", context: "standings"),
      tr("W-D-L", context: "standings"), "Elo", "±95%", "LOS",
    ]
    if fitted { headers += ["BT", "±95%"] }
    if spec.isStaged { headers.insert(tr("points", context: "standings"), at: 2) }
    var lines: [[String]] = [headers]
    for (rank, row) in rows.enumerated() {
      let hintsPerSession = row.sessions == 0 ? 0 : Double(row.hints) / Double(row.sessions)
      let compared = spec.format != .each
      var line = [
        "\(rank + 1)", row.label + (row.oracle ? " (oracle)" : ""), "\(row.sessions)",
        Self.fixed(row.meanScore, 1), Self.fixed(row.scoreMargin, 1),
        Self.fixed(row.accuracy * 100, 1) + "%", Self.fixed(hintsPerSession, 2), "\(row.forfeits)",
        compared ? "\(row.wins)-\(row.draws)-\(row.losses)" : "-",
        compared ? (row.elo.map { Self.fixed($0.difference, 1) } ?? "n/a") : "-",
        compared ? (row.elo.map(Self.eloMargin) ?? "n/a") : "-",
        compared ? (row.los.map { Self.fixed($0 * 100, 1) + "%" } ?? "n/a") : "-",
      ]
      if fitted {
        line += [
          row.rating.map { Self.fixed($0.value, 1) } ?? "n/a",
          row.rating.map { Self.fixed($0.margin, 1) } ?? "n/a",
        ]
      }
      if let points = row.points { line.insert(Self.fixed(Double(points) / 2, 1), at: 2) }
      lines.append(line)
    }
    // Columns as the terminal draws them: a wide character takes two.
    let widths = headers.indices.map { column in
      lines.map { TextWidth.of($0[column]) }.max() ?? 0
    }
    for line in lines {
      var out = ""
      for (column, cell) in line.enumerated() {
        let pad = String(repeating: " ", count: widths[column] - TextWidth.of(cell))
        // Names read left-aligned, numbers right-aligned.
        out += column == 1 ? cell + pad : pad + cell
        if column < line.count - 1 { out += "  " }
      }
      text += out + "\n"
    }
    text += roundsTable
    if !pairs.isEmpty, !spec.isStaged {
      text += tr("pairs (same games and seeds; the higher score wins, a forfeit loses)") + "\n"
      for pair in pairs {
        text += "  \(pair.first) vs \(pair.second): \(pair.wins)-\(pair.draws)-\(pair.losses)\n"
      }
    }
    if fitted {
      text += "BT: ratings fitted over every pair (Bradley–Terry), averaging 0.\n"
    }
    if let sprt { text += sprtLine(sprt) }
    if spec.format != .each, rows.contains(where: { $0.elo != nil && $0.elo?.margin == nil }) {
      text +=
        tr("+∞ or -∞: that end of the 95 % interval is open (too one-sided a record for a bound)")
        + "\n"
    }
    if rows.contains(where: \.oracle) {
      text += "(oracle) marks bots that see the answers: calibration, not play.\n"
    }
    return text
  }

  /// "SPRT elo0=0 elo1=10 alpha=0.05 beta=0.05: LLR 2.97 in [-2.94, 2.94] after 40 seeds:
  /// H1 accepted (a is stronger)".
  func sprtLine(_ summary: SPRTSummary) -> String {
    let test = summary.test
    let verdict: String
    switch summary.decision {
    case .h1: verdict = "H1 accepted (\(spec.players[0].label) is stronger by elo1 or more)"
    case .h0: verdict = "H0 accepted (\(spec.players[0].label) is not stronger than elo0)"
    case .continue: verdict = "no decision"
    }
    return "SPRT elo0=\(Self.short(test.elo0)) elo1=\(Self.short(test.elo1)) "
      + "alpha=\(Self.short(test.alpha)) beta=\(Self.short(test.beta)): LLR "
      + "\(Self.fixed(summary.llr, 2)) in [\(Self.fixed(test.lowerBound, 2)), "
      + "\(Self.fixed(test.upperBound, 2))] after \(summary.seeds) paired session(s): \(verdict)\n"
  }

  /// The Elo margin as the table shows it: "133.1", or "-133.1/+∞" for an interval open above.
  static func eloMargin(_ elo: Statistics.Elo) -> String {
    if let margin = elo.margin { return fixed(margin, 1) }
    let below = elo.low.map { "-" + fixed(elo.difference - $0, 1) } ?? "-∞"
    let above = elo.high.map { "+" + fixed($0 - elo.difference, 1) } ?? "+∞"
    return below + "/" + above
  }

  /// A parameter as the user would write it: 0.05, 10, -2.5.
  static func short(_ value: Double) -> String { String(format: "%g", value) }

  /// "2 sessions stopped by the wall clock: not reproducible", or nil when none was.
  public var notReproducibleMark: String? {
    guard notReproducible > 0 else { return nil }
    let sessions = notReproducible == 1 ? "1 session" : "\(notReproducible) sessions"
    return "\(sessions) stopped by the wall clock: not reproducible"
  }

  var csv: String {
    var text =
      "rank,bot,oracle,sessions,mean_score,score_margin95,right,questions,accuracy,hints,forfeits,wins,draws,losses,elo,elo_margin95,los,not_reproducible,elo_low95,elo_high95"
    // Columns that apply only to some tournaments come last, and only then.
    if fitted { text += ",bt_elo,bt_margin95" }
    if sprt != nil { text += ",sprt_llr,sprt_lower,sprt_upper,sprt_decision" }
    if spec.isStaged { text += ",match_points,rounds" }
    text += "\n"
    for (rank, row) in rows.enumerated() {
      var fields: [String] = [
        "\(rank + 1)", Self.csvField(row.label), row.oracle ? "true" : "false", "\(row.sessions)",
        Self.fixed(row.meanScore, 3), Self.fixed(row.scoreMargin, 3), "\(row.right)",
        "\(row.questions)", Self.fixed(row.accuracy, 4), "\(row.hints)", "\(row.forfeits)",
        "\(row.wins)", "\(row.draws)", "\(row.losses)",
        row.elo.map { Self.fixed($0.difference, 2) } ?? "",
        row.elo?.margin.map { Self.fixed($0, 2) } ?? "",
        row.los.map { Self.fixed($0, 4) } ?? "", "\(row.notReproducible)",
        // An open end is infinite: `inf` and `-inf` read as numbers in Python, R and awk.
        row.elo.map { $0.low.map { Self.fixed($0, 2) } ?? "-inf" } ?? "",
        row.elo.map { $0.high.map { Self.fixed($0, 2) } ?? "inf" } ?? "",
      ]
      if fitted {
        fields += [
          row.rating.map { Self.fixed($0.value, 2) } ?? "",
          row.rating.map { Self.fixed($0.margin, 2) } ?? "",
        ]
      }
      if let sprt {
        fields += [
          Self.fixed(sprt.llr, 4), Self.fixed(sprt.test.lowerBound, 4),
          Self.fixed(sprt.test.upperBound, 4), sprt.decision.rawValue,
        ]
      }
      if let points = row.points,
        let player = spec.players.firstIndex(where: { $0.label == row.label })
      {
        fields += [Self.fixed(Double(points) / 2, 1), Self.csvField(roundsField(of: player))]
      }
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
      // Adding zero turns -0.0 into 0.0: no "-0" in the JSON.
      return .double((value * scale).rounded() / scale + 0)
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
        map["elo_margin95"] = row.elo?.margin.map { number($0, 2) } ?? .null
        // null where the interval is open (or there is no difference at all).
        map["elo_low95"] = row.elo?.low.map { number($0, 2) } ?? .null
        map["elo_high95"] = row.elo?.high.map { number($0, 2) } ?? .null
        map["los"] = row.los.map { number($0, 4) } ?? .null
      }
      if let points = row.points { map["match_points"] = .double(Double(points) / 2) }
      if fitted {
        map["bt_elo"] = row.rating.map { number($0.value, 2) } ?? .null
        map["bt_margin95"] = row.rating.map { number($0.margin, 2) } ?? .null
      }
      return .map(map)
    }
    var map: ValueMap = [
      "tournament": .string(spec.id), "spec": spec.canonical, "played": .int(Int64(played)),
      "not_reproducible": .int(Int64(notReproducible)),
      "total": .int(Int64(total)), "standings": .array(rowValues),
      "pairs": .array(
        pairs.map { pair in
          var fields: ValueMap = [
            "first": .string(pair.first), "second": .string(pair.second),
            "wins": .int(Int64(pair.wins)), "draws": .int(Int64(pair.draws)),
            "losses": .int(Int64(pair.losses)),
          ]
          if let round = pair.round { fields["round"] = .int(Int64(round + 1)) }
          return .map(fields)
        }),
    ]
    if spec.isStaged { map["rounds"] = roundsValue }
    if let sprt {
      map["sprt"] = .map([
        "elo0": .double(sprt.test.elo0), "elo1": .double(sprt.test.elo1),
        "alpha": .double(sprt.test.alpha), "beta": .double(sprt.test.beta),
        "model": "trinomial", "seeds": .int(Int64(sprt.seeds)), "llr": number(sprt.llr, 4),
        "lower_bound": number(sprt.test.lowerBound, 4),
        "upper_bound": number(sprt.test.upperBound, 4), "decision": .string(sprt.decision.rawValue),
      ])
    }
    return .map(map)
  }
}
