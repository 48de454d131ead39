-- luacheck configuration for Trivium plugins (`luacheck .` in a mod, `luacheck plugins games`
-- in the repository). Plugins run in Lua 5.4 inside the sandbox (docs/sandbox.md): `trivium`
-- is the one global the engine adds, and the sandbox removes `io`, `os`, `package` and `debug`.
std = "lua54"
read_globals = { "trivium" }
not_globals = { "io", "os", "package", "debug", "dofile", "loadfile", "collectgarbage", "warn" }
max_line_length = 110
exclude_files = { "trivium.lua", ".build" }
