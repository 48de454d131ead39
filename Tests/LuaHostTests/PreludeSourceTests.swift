import Foundation
import Testing

@testable import LuaHost

/// The prelude has one home, `Sources/LuaHost/prelude.lua` (which luacheck lints); the build
/// embeds its bytes in the engine's code.
@Suite struct PreludeSourceTests {
  @Test func theEmbeddedPreludeIsTheLuaFile() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/LuaHost/prelude.lua").standardizedFileURL
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(Prelude.source == text)
    // It compiles and returns `define`, the check of the copy with defaults and the batch
    // check of questions, as the host expects (`LuaPlugin.runPrelude`).
    #expect(Prelude.source.hasSuffix("return define, copy_written, validate_each\n"))
  }
}
