import Foundation
import Testing
import TriviumEngine

@Suite("Engines sharing the content one of them found")
struct EngineContentTests {
  @Test("an engine made from another's content reads and resolves no mod again")
  func sharedContentResolvesNoModAgain() throws {
    let mods = try TemporaryMods()
    try mods.mod("extra")
    let options = EngineOptions(home: repositoryRoot.path, mods: mods.path)
    let first = try Engine(options: options)
    #expect(first.mods.mod("extra")?.isLoaded == true)
    // The mod breaks on disk: an engine of its own would skip it now.
    try mods.write("extra/mod.json", "{")
    #expect(try Engine(options: options).mods.mod("extra")?.isLoaded == false)
    let second = Engine(content: first.content)
    #expect(second.mods.mod("extra")?.isLoaded == true)
    #expect(second.catalog.entries(of: .bot).map(\.id) == first.catalog.entries(of: .bot).map(\.id))
  }
}
