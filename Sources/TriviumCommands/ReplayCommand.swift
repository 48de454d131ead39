import Foundation
import Headless
import Localization
import QuizCore
import TriviumEngine
import UserFiles

/// `trivium replay FILE`: replays logged sessions and checks that their scores come out equal.
enum ReplayCommand: Command {
  static let name = "replay"
  static let declaration = CommandDeclaration(
    name: name, summary: trLater("Replay logged sessions and check each gives its logged score."),
    forms: [UsageForm([.value("log.jsonl", .file)])],
    options: EngineOptions.declared,
    description: [
      .paragraph(
        trLater(
          "Replays every session of a log written by `trivium run --log`: the same game, seed "
            + "and actions, through the same plugins, without the bot. Prints each session's "
            + "final score and whether it equals the logged one. The exit status is 1 when any "
            + "differs or cannot be replayed."))
    ],
    examples: ["trivium replay runs.jsonl"])

  static func run(_ arguments: [String], services: Services, output: inout CommandOutput) {
    do {
      let parsed = try declaration.parse(arguments)
      guard parsed.positional.count == 1, let path = parsed.positional.first else {
        throw UsageError(tr("name one log file"))
      }
      let text: String
      do { text = try InputFile.text(path, limit: OutputLimit.log.bytes) } catch {
        throw EngineError(Phrase(trLater("the log {error}"), ["error": .of(error)]))
      }
      let engine = try services.engine(parsed)
      var failures = 0
      var count = 0
      for (number, line) in text.split(
        separator: "\n", omittingEmptySubsequences: false
      ).enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
        count += 1
        let place = "\(path):\(number + 1)"
        do {
          let entry = try ValueJSON.decode(String(line))
          let logged = try SessionRecord.replayable(from: entry).get()
          let loaded = try engine.game(
            logged.game, seed: logged.seed, language: logged.language)
          let environment = try engine.environment(
            for: loaded.game, rulesID: entry["rules"].stringValue)
          // A question no longer in the game is left out: the replay then differs, and says where.
          let order = logged.questionIDs.map { ids in
            ids.map { id in loaded.game.questions.firstIndex { $0["id"].stringValue == id } ?? -1 }
          }
          let session = Session.replay(
            game: loaded.game, seed: logged.seed, shuffle: logged.shuffled, order: order,
            actions: logged.actions, environment: environment)
          let difference = logged.firstDifference(in: session)
          let same = session.score == logged.score && difference == nil
          if !same { failures += 1 }
          // Plugins whose code differs from the code the log was written with.
          let changed = engine.changedPlugins(
            since: entry["plugins"].mapValue ?? ValueMap(), game: loaded.game)
          var notes: [String] = []
          if !changed.isEmpty {
            notes.append(
              tr(
                "changed since the log was written: {plugins}",
                ["plugins": changed.joined(separator: ", ")]))
          }
          if let (position, then, now) = difference {
            // Where the replay stops agreeing: what came before it plays as logged.
            var note = tr(
              "question {number} was {then}, now {now}",
              [
                "number": position + 1, "then": then?.rawValue ?? tr("not logged"),
                "now": now.rawValue,
              ])
            if position > 0 {
              note = Spacing.join(note, tr("(questions 1 to {last} agree)", ["last": position]))
            }
            notes.append(note)
          }
          let said = notes.joined(separator: tr("; ", context: "clause separator"))
          let verdict =
            same
            ? (notes.isEmpty ? tr("(as logged)") : tr("(as logged; {notes})", ["notes": said]))
            : session.score == logged.score
              ? tr("as logged, but {notes}", ["notes": said])
              : notes.isEmpty
                ? tr("but the log says {score}", ["score": logged.score])
                : tr("but the log says {score}; {notes}", ["score": logged.score, "notes": said])
          let head = tr(
            "{place}: game {game}, seed {seed}: score {score}",
            ["place": place, "game": logged.game, "seed": logged.seed, "score": session.score])
          output.stdout += Untrusted.line(Spacing.join(head, verdict)) + "\n"
        } catch {
          failures += 1
          output.stdout +=
            Untrusted.line(
              tr("{place}: cannot replay: {error}", ["place": place, "error": error])) + "\n"
        }
      }
      // An empty log checks nothing: saying "all scores equal" of it would hide a wrong path.
      guard count > 0 else {
        throw EngineError(Phrase(trLater("the log {path} holds no session"), ["path": .text(path)]))
      }
      output.stdout +=
        (failures == 0
          ? trn(
            "{n} session replayed, all scores equal", "{n} sessions replayed, all scores equal",
            count: count)
          : tr(
            "{failures} of {n} sessions differ or cannot be replayed",
            ["failures": failures, "n": count])) + "\n"
      output.status = failures == 0 ? 0 : 1
    } catch let error as UsageError {
      output.usage(command: name, error)
    } catch {
      output.fail(command: name, error)
    }
  }
}
