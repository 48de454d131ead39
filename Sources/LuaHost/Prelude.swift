/// The trusted Lua that shapes a plugin's globals before the plugin runs. It keeps the
/// originals it wraps in locals, which no plugin can reach (there is no debug library).
/// Its chunk name starts with "=", so errors are blamed on the plugin line that called it.
enum Prelude {
  static let chunkName = "=[trivium sandbox]"

  /// The prelude's Lua text: Sources/LuaHost/prelude.lua, which the build embeds in the code
  /// (SwiftPM's `embedInCode`), so the binary carries it and no copy is kept by hand.
  static let source = String(decoding: PackageResources.prelude_lua, as: UTF8.self)
}
