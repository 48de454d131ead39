import Foundation
import Testing

@testable import TriviumCommands

/// The installer's edges: it never traps on a mod whose numbers would, and the temporary folder
/// an install killed part-way left is removed by the next install.
@Suite("trivium mod install: hostile numbers and stale temporary folders")
struct InstallBoundaryTests {
  @Test("an install killed part-way leaves a folder the next install removes")
  func staleStagingIsRemoved() throws {
    let bench = try InstallBench()
    let mods = URL(fileURLWithPath: bench.mods)
    // A process id no system hands out, the older name an hour old, and a live one (ours).
    let dead = mods.appendingPathComponent(".install-999999999-\(UUID().uuidString)")
    let old = mods.appendingPathComponent(".install-\(UUID().uuidString)")
    let live = mods.appendingPathComponent(".install-\(getpid())-\(UUID().uuidString)")
    for folder in [dead, old, live] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("files"), withIntermediateDirectories: true)
    }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: old.path)
    let folder = try bench.makeMod("fresh-pack")
    let output = bench.install(folder.path)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(bench.installed == [live.lastPathComponent, "fresh-pack"].sorted())
  }

  @Test("a mod whose rules hold numbers that trap is refused by name, not a crash")
  func trappingNumbersAreRefused() throws {
    let bench = try InstallBench()
    let folder = try bench.makeMod("huge-pack")
    let file = folder.appendingPathComponent("plugins/rules/huge.lua")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      #"return {kind = "rules", id = "huge", api = 1, name = "H", auto_advance = math.huge}"#
        .utf8
    ).write(to: file)
    let output = bench.install(folder.path)
    #expect(output.status != 0)
    #expect(output.stdout.contains("huge.lua:1"), "\(output.stdout)")
    #expect(output.stdout.contains("field 'auto_advance' must be"), "\(output.stdout)")
    #expect(bench.installed == [])
    // Placed by hand, the mod does not stop `list` either: the mod is named, the rest lists.
    try FileManager.default.copyItem(
      at: folder, to: URL(fileURLWithPath: bench.mods).appendingPathComponent("huge-pack"))
    let list = Trivium.run(["list"] + bench.modsOption)
    #expect((list.stdout + list.stderr).contains("huge-pack"), "\(list.stdout)\(list.stderr)")
  }
}
