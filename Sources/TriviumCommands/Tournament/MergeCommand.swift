import Foundation
import Localization
import QuizCore
import Tournament
import TriviumEngine
import UserFiles

/// `trivium merge FILE LOG...`: the shards of a tournament joined into what one run prints.
enum MergeCommand: Command {
  static let name = "merge"
  static let declaration = CommandDeclaration(
    name: name,
    summary: trLater("Join the logs of a tournament's shards into its standings and log."),
    forms: [
      UsageForm([.value("tournament-file", .file), .value("log", .file, repeated: true)])
    ],
    options: [
      TournamentOptions.format,
      .value(
        "--log", "FILE",
        trLater("Write the joined log, in the tournament's order (- for standard output)."),
        values: .file),
      .flag(
        "--force", trLater("Replace the file of --log when it exists (never one of the logs read).")
      ),
    ],
    description: [
      .paragraph(
        trLater(
          "Reads the JSON Lines logs that `trivium tournament <file> --shard K/N --log ...` wrote "
            + "on each machine, checks that they belong to this tournament and together hold "
            + "every session once, and prints exactly the standings (and with --log writes "
            + "exactly the log) that a single run of the whole tournament gives. A session found "
            + "in two logs must be the same in both."))
    ],
    examples: ["trivium merge league.json shard-1.jsonl shard-2.jsonl --log league.jsonl"])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.count >= 2 else {
        throw UsageError(tr("name the tournament file and at least one log"))
      }
      var plan = OutputPlan(parsed)
      if let path = parsed.value("--log") { plan.output(path, role: Phrase(trLater("the log"))) }
      plan.input(parsed.positional[0], role: Phrase(trLater("the tournament file")))
      for path in parsed.positional.dropFirst() {
        plan.input(path, role: Phrase(trLater("the shard log")))
      }
      let outputs = try plan.claim()
      defer { outputs.release() }
      let format = try TournamentCommand.standingsFormat(parsed.value("--format"))
      let spec = try SpecFile.load(parsed.positional[0])
      guard !spec.isStaged else {
        throw EngineError(
          Phrase(
            trLater(
              "a {format} tournament is never sharded (each round is paired from the one "
                + "before): its log is whole already"),
            ["format": .text(spec.format.rawValue)]))
      }
      let total = spec.games.count * spec.sessions * spec.players.count
      var lines: [Int: String] = [:]
      var outcomes: [Int: SessionOutcome] = [:]
      var oracles = Set<Int>()
      for path in parsed.positional.dropFirst() {
        let text: String
        do { text = try InputFile.text(path, limit: OutputLimit.log.bytes) } catch {
          throw EngineError(Phrase(trLater("the log {error}"), ["error": .of(error)]))
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true)
          .enumerated()
        {
          let place = "\(path):\(number + 1)"
          let value: Value
          do { value = try ValueJSON.decode(String(line)) } catch {
            throw EngineError(
              Phrase(
                trLater("{place}: not JSON: {error}"),
                ["place": .text(place), "error": .of(error)]))
          }
          guard value["tournament"].stringValue == spec.id else {
            throw EngineError(
              Phrase(
                trLater(
                  "{place}: this session belongs to tournament {other}, not to {id} of {file} "
                    + "(was the file changed?)"),
                [
                  "place": .text(place),
                  "other": value["tournament"].stringValue.map { .text(Untrusted.line($0)) }
                    ?? .phrase(Phrase(trLater("(none)"))),
                  "id": .text(spec.id), "file": .text(parsed.positional[0]),
                ]))
          }
          guard let outcome = SessionOutcome(fields: value), outcome.index >= 0,
            outcome.index < total,
            spec.players.indices.contains(outcome.player)
          else {
            throw EngineError(
              Phrase(trLater("{place}: not a session of this tournament"), ["place": .text(place)]))
          }
          if let seen = lines[outcome.index], seen != String(line) {
            throw EngineError(
              Phrase(
                trLater("{place}: session {index} differs from an earlier log's"),
                ["place": .text(place), "index": .number(outcome.index)]))
          }
          lines[outcome.index] = String(line)
          outcomes[outcome.index] = outcome
          if value["oracle"].boolValue == true { oracles.insert(outcome.player) }
        }
      }
      let missing = (0..<total).filter { lines[$0] == nil }
      guard missing.isEmpty else {
        throw EngineError(
          Phrase(
            trLater(
              "{count} of {total} sessions are in none of the logs (the first: #{first}); "
                + "is a shard missing or unfinished?"),
            [
              "count": .number(missing.count), "total": .number(total),
              "first": .number(missing[0]),
            ]))
      }
      let standings = Standings(spec: spec, outcomes: Array(outcomes.values), oracles: oracles)
      output.stdout = standings.render(format)
      if let path = parsed.value("--log") {
        let text = (0..<total).map { lines[$0]! + "\n" }.joined()
        do { try OutputFile.write(text, to: path, limit: .log) } catch {
          output.fail(
            command: name, EngineError(Phrase(trLater("the log {error}"), ["error": .of(error)])))
        }
      }
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }
}
