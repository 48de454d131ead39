// The limit the Swift host is measured against: the same call made by a minimal C host
// through the plain Lua C API, with the same sandbox settings.
#include "cbench_host.h"

#include <lauxlib.h>
#include <string.h>

#include "trv_sandbox.h"

int64_t cbench_call_loop(const char *source, int64_t iterations, int64_t instruction_budget,
                         int64_t memory_limit, int64_t wall_limit_ns) {
  trv_sandbox sandbox;
  memset(&sandbox, 0, sizeof sandbox);
  // `trv_sandbox_begin_call` starts each call from the per-call budget: without it the calls
  // would run with no budget and no count hook, cheaper than the Swift host's.
  sandbox.instr_budget = instruction_budget;
  sandbox.instr_call_budget = instruction_budget;
  sandbox.mem_limit = (size_t)memory_limit;
  sandbox.hook_interval = 1000;
  sandbox.wall_limit_ns = wall_limit_ns;
  sandbox.pattern_step_limit = 10000000;
  lua_State *L = trv_sandbox_newstate(&sandbox);
  if (L == NULL || trv_sandbox_open_libs(L) != LUA_OK) return -1;
  if (trv_sandbox_load(L, source, strlen(source), "@bench.lua") != LUA_OK ||
      trv_sandbox_pcall(L, 0, 1) != LUA_OK || lua_type(L, -1) != LUA_TTABLE) {
    trv_sandbox_close(L);
    return -1;
  }
  int description = luaL_ref(L, LUA_REGISTRYINDEX);
  int64_t sum = 0;
  char label[64];
  for (int64_t i = 0; i < iterations; i++) {
    trv_sandbox_begin_call(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, description);
    lua_pushliteral(L, "score");
    lua_rawget(L, -2);
    lua_remove(L, -2);
    lua_createtable(L, 0, 2);
    lua_pushliteral(L, "a");
    lua_pushinteger(L, i);
    lua_rawset(L, -3);
    lua_pushliteral(L, "b");
    lua_pushinteger(L, 2);
    lua_rawset(L, -3);
    if (trv_sandbox_pcall(L, 1, 1) != LUA_OK || lua_type(L, -1) != LUA_TTABLE) {
      trv_sandbox_close(L);
      return -1;
    }
    lua_pushliteral(L, "total");
    lua_rawget(L, -2);
    sum += lua_tointegerx(L, -1, NULL);
    lua_pop(L, 1);
    lua_pushliteral(L, "label");
    lua_rawget(L, -2);
    size_t length = 0;
    const char *text = lua_tolstring(L, -1, &length);
    if (text && length < sizeof label) memcpy(label, text, length);
    sum += (int64_t)length;
    lua_pop(L, 2);
  }
  trv_sandbox_close(L);
  return sum;
}
