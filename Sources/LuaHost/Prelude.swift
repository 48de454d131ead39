/// The trusted Lua that shapes a plugin's globals before the plugin runs. It keeps the
/// originals it wraps in locals, which no plugin can reach (there is no debug library).
/// Its chunk name starts with "=", so errors are blamed on the plugin line that called it.
enum Prelude {
  static let chunkName = "=[trivium sandbox]"

  // `source`, the prelude's text, is Sources/LuaHost/prelude.lua, embedded by scripts/sync-kit
  // in Prelude+Source.swift.
}
