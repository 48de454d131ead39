#ifndef TRIVIUM_CLUA_SHIM_H
#define TRIVIUM_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>

// Swift imports neither function-like macros nor LUA_REGISTRYINDEX; these wrappers stand in.

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void clua_newtable(lua_State *L) { lua_newtable(L); }
static inline void clua_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void clua_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline int clua_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
  return lua_pcall(L, nargs, nresults, msgh);
}
static inline const char *clua_release(void) { return LUA_RELEASE; }
static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }

#endif
