/// The files `trivium new` gives a new mod so that its plugins lint and complete out of the
/// box: `luacheck .` inside it gives no warning, and lua-language-server knows the API.
///
/// The build embeds them from `Sources/TriviumCommands/Kit` (SwiftPM's `embedInCode`), whose
/// `trivium.lua` and `luacheckrc` are links to docs/trivium.lua and the repository's own
/// `.luacheckrc`: each text has one home, and the binary needs no file beside it.
enum KitFiles {
  /// The mod's `.luacheckrc`: the repository's own `.luacheckrc`.
  static let luacheckrc = String(decoding: PackageResources.luacheckrc, as: UTF8.self)

  /// The mod's `.luarc.json`: lua-language-server reads the annotations beside it.
  static let luarc = String(decoding: PackageResources.luarc_json, as: UTF8.self)

  /// `trivium.lua`: the API's annotations for lua-language-server, docs/trivium.lua.
  static let annotations = String(decoding: PackageResources.trivium_lua, as: UTF8.self)
}
