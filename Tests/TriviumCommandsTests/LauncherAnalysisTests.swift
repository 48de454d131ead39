import Foundation
import ItemAnalysis
import QuizCore
import Review
import Store
import TerminalUI
import Testing
import TriviumEngine

@testable import TriviumCommands

/// The launcher's item analysis and FSRS weights screens ask the host, which computes what
/// `trivium stats --questions` and `trivium review --optimize` compute: the same figures.
extension StatsQuestionsTests {
  @Test func theLaunchersItemAnalysisHasTheCommandsFigures() throws {
    try recordHistories()
    let store = try Store.open(at: database)
    let host = try PlayHost(
      makeEngine: {
        try Engine(options: EngineOptions(home: home.path, mods: home.path + "/no-mods"))
      }, store: store, profile: try store.profile(named: "Ana"),
      dateClock: FixedDateClock(Self.day1 + 30 * 86_400))
    let table = try #require(try host.itemAnalysis(gameID: "pets", source: .both, until: { false }))
    #expect(table.players == 11 && table.tournament == 0)
    let command = try questions(run(["stats", "--questions", "pets", "--format", "json"]))
    #expect(table.rows.map(\.statistics.questionID) == ["cat", "dog", "capital"])
    #expect(command.count == table.rows.count)
    for (row, line) in zip(table.rows, command) {
      #expect(Int64(row.statistics.attempts) == line["attempts"].intValue)
      #expect(abs((row.statistics.facility ?? -1) - (line["facility"].doubleValue ?? 0)) < 1e-6)
      #expect(
        abs(
          (row.statistics.discrimination ?? -1000) - (line["discrimination"].doubleValue ?? 0))
          < 1e-6)
      #expect(
        row.statistics.flags.map(\.rawValue) == line["flags"].arrayValue?.compactMap(\.stringValue))
      #expect(row.text == line["text"].stringValue)
    }
    // Players only: the same; tournaments only: none stored.
    #expect(
      try host.itemAnalysis(gameID: "pets", source: .players, until: { false })?.rows
        == table.rows)
    #expect(
      try host.itemAnalysis(gameID: "pets", source: .tournament, until: { false })?.players == 0)
  }
}

extension ProgressCommandTests.ReviewOptimizeTests {
  @Test("the launcher fits the command's weights, keeps them only when told, and forgets them")
  func theLauncherFitsTheCommandsWeights() throws {
    try record(questions: 40)
    let store = try Store.open(at: database)
    let host = try PlayHost(
      makeEngine: { try Engine(options: EngineOptions(home: home.path)) }, store: store,
      profile: try store.profile(named: "Ana"), dateClock: FixedDateClock(day1))
    #expect(
      host.weightsInfo()
        == WeightsInfo(
          name: "Ana", own: false, weights: FSRSParameters.defaultWeights))
    let proposal = try #require(try host.fitWeights(until: { false }))
    let fitted = try #require(proposal.weights)
    // Nothing is kept before the player says yes.
    #expect(try weights() == nil)
    // The command fits the same weights from the same history, and words the fit the same.
    let output = run(["--optimize"])
    #expect(output.stdout == proposal.text)
    #expect(try weights() == fitted)
    #expect(try host.keepWeights(nil) == "'Ana' is back to the default FSRS weights.")
    #expect(try weights() == nil && host.weightsInfo()?.own == false)
    _ = try host.keepWeights(fitted)
    #expect(try weights() == fitted && host.weightsInfo()?.weights == fitted)
  }

  @Test("a fit stopped between its steps gives nothing and keeps nothing")
  func aStoppedFitGivesNothing() throws {
    try record(questions: 40)
    let store = try Store.open(at: database)
    let host = try PlayHost(
      makeEngine: { try Engine(options: EngineOptions(home: home.path)) }, store: store,
      profile: try store.profile(named: "Ana"), dateClock: FixedDateClock(day1))
    var asked = 0
    let stopped = try host.fitWeights(until: {
      asked += 1
      return asked > 3
    })
    #expect(stopped == nil && asked == 4)
    #expect(try weights() == nil)
  }

  @Test("with too little history the launcher says how much is needed and offers nothing")
  func theLauncherSaysHowMuchIsNeeded() throws {
    try record(questions: 1)
    let store = try Store.open(at: database)
    let host = try PlayHost(
      makeEngine: { try Engine(options: EngineOptions(home: home.path)) }, store: store,
      profile: try store.profile(named: "Ana"), dateClock: FixedDateClock(day1))
    let proposal = try #require(try host.fitWeights(until: { false }))
    #expect(proposal.weights == nil)
    #expect(proposal.text.contains("0 usable reviews, 8 needed"))
  }
}
