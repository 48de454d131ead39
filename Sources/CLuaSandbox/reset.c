// Starting a session again in the same state (docs/sandbox.md, "Every session starts
// afresh"). The libraries are kept as they were opened and never handed to plugin code; each
// session gets copies of them as its globals. Between two sessions the host drops everything
// it kept and collects until the heap is exactly as it was when the plugin was loaded: the
// same objects and the same bytes, so the collector's timing and the memory count of the
// next session cannot depend on what the sessions before it did.
#include "trv_sandbox.h"

#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The globals as the libraries left them, in the registry under this address: a list of
// the globals table itself, its plain entries as key, value, key, value..., then for each
// library table its name and its entries listed the same way (false for `_G`). Copies are
// made from the lists, which are cheaper to walk than the tables.
static const char pristine_key = 0;
enum { PRISTINE_GLOBALS = 1, PRISTINE_PLAIN = 2, PRISTINE_LIBRARIES = 3 };

// Pushes a list of the entries of the table at `index`, as key, value, key, value...
static void list_entries(lua_State *L, int index) {
  index = lua_absindex(L, index);
  lua_newtable(L);
  lua_Integer n = 0;
  lua_pushnil(L);
  while (lua_next(L, index)) {
    lua_pushvalue(L, -2);
    lua_rawseti(L, -4, ++n);
    lua_rawseti(L, -3, ++n);
  }
}

static int keep_pristine(lua_State *L) {
  lua_createtable(L, 3, 0);  // 1
  lua_pushglobaltable(L);    // 2
  lua_pushvalue(L, 2);
  lua_rawseti(L, 1, PRISTINE_GLOBALS);
  lua_newtable(L);  // 3: plain entries
  lua_newtable(L);  // 4: libraries
  lua_Integer plain = 0, libraries = 0;
  lua_pushnil(L);
  while (lua_next(L, 2)) {
    if (lua_type(L, -1) == LUA_TTABLE) {
      lua_pushvalue(L, -2);
      lua_rawseti(L, 4, ++libraries);
      if (lua_rawequal(L, -1, 2)) {
        lua_pushboolean(L, 0);
      } else {
        // Library tables hold functions and numbers only: one level of copies is a full copy.
        list_entries(L, -1);
      }
      lua_rawseti(L, 4, ++libraries);
      lua_pop(L, 1);
    } else {
      lua_pushvalue(L, -2);
      lua_rawseti(L, 3, ++plain);
      lua_rawseti(L, 3, ++plain);
    }
  }
  lua_rawseti(L, 1, PRISTINE_LIBRARIES);
  lua_rawseti(L, 1, PRISTINE_PLAIN);
  lua_pop(L, 1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &pristine_key);
  return 0;
}

int trv_sandbox_keep_pristine(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->mem_unlimited++;
  lua_pushcfunction(L, keep_pristine);
  int status = lua_pcall(L, 0, 0, 0);
  if (status != LUA_OK) lua_pop(L, 1);
  s->mem_unlimited--;
  return status;
}

// Sets into the table at `table` the entries listed at `list` (as key, value, ...).
static void set_entries(lua_State *L, int table, int list) {
  lua_Integer n = (lua_Integer)lua_rawlen(L, list);
  for (lua_Integer i = 1; i < n; i += 2) {
    lua_rawgeti(L, list, i);
    lua_rawgeti(L, list, i + 1);
    lua_rawset(L, table);
  }
}

// Points the string metatable's __index at the table on the top of the stack (popped).
static void set_string_index(lua_State *L) {
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  lua_pushliteral(L, "__index");
  lua_pushvalue(L, -4);
  lua_rawset(L, -3);
  lua_pop(L, 3);
}

static int fresh_globals(lua_State *L) {
  lua_rawgetp(L, LUA_REGISTRYINDEX, &pristine_key);  // 1
  lua_rawgeti(L, 1, PRISTINE_PLAIN);                   // 2
  lua_rawgeti(L, 1, PRISTINE_LIBRARIES);               // 3
  lua_Integer libraries = (lua_Integer)lua_rawlen(L, 3);
  lua_createtable(L, 0, (int)(lua_rawlen(L, 2) / 2 + (size_t)libraries / 2));  // 4: _G
  set_entries(L, 4, 2);
  for (lua_Integer i = 1; i < libraries; i += 2) {
    lua_rawgeti(L, 3, i);  // the name
    if (lua_rawgeti(L, 3, i + 1) == LUA_TTABLE) {
      lua_createtable(L, 0, (int)(lua_rawlen(L, -1) / 2));
      set_entries(L, lua_gettop(L), lua_gettop(L) - 1);
      lua_remove(L, -2);
      if (lua_type(L, -2) == LUA_TSTRING && strcmp(lua_tostring(L, -2), LUA_STRLIBNAME) == 0) {
        lua_pushvalue(L, -1);
        set_string_index(L);
      }
    } else {
      lua_pop(L, 1);
      lua_pushvalue(L, 4);
    }
    lua_rawset(L, 4);
  }
  lua_rawseti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
  return 0;
}

int trv_sandbox_fresh_globals(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->mem_unlimited++;
  lua_pushcfunction(L, fresh_globals);
  int status = lua_pcall(L, 0, 0, 0);
  if (status != LUA_OK) lua_pop(L, 1);
  s->mem_unlimited--;
  return status;
}

void trv_sandbox_forget_globals(lua_State *L) {
  lua_rawgetp(L, LUA_REGISTRYINDEX, &pristine_key);
  lua_rawgeti(L, -1, PRISTINE_GLOBALS);
  lua_pushvalue(L, -1);
  lua_rawseti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
  lua_getfield(L, -1, LUA_STRLIBNAME);
  set_string_index(L);
  lua_pop(L, 2);
}

int trv_sandbox_reserve_references(lua_State *L, int count) {
  trv_sandbox *s = trv_sandbox_of(L);
  int *taken = malloc(sizeof(int) * (size_t)count);
  if (taken == NULL) return LUA_ERRMEM;
  s->mem_unlimited++;
  for (int i = 0; i < count; i++) {
    lua_pushboolean(L, 1);
    taken[i] = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  // The last reference freed is the first handed out again.
  for (int i = count - 1; i >= 0; i--) luaL_unref(L, LUA_REGISTRYINDEX, taken[i]);
  s->mem_unlimited--;
  free(taken);
  return LUA_OK;
}

int trv_sandbox_settle(lua_State *L, size_t expected) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->mem_unlimited++;
  size_t before;
  do {
    before = s->mem_used;
    lua_gc(L, LUA_GCCOLLECT);
  } while (s->mem_used != expected && s->mem_used < before);
  s->mem_unlimited--;
  return s->mem_used == expected;
}

static size_t power_of_two_at_most(size_t n) {
  size_t p = 1;
  while (p * 2 <= n) p *= 2;
  return p;
}

// Lua's string table doubles when it holds as many strings as it has slots, and a collection
// halves it while it holds fewer than a quarter of that: its size depends on how many strings
// were made since the last collection. Grown here to the largest size at which a collection
// keeps it for the strings every session holds (the libraries' and the code's, `live`), it
// can never be halved below that within a session (it always holds those), and collections
// halve it back to exactly that after any session, however many strings that session made.
static int size_strings(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  lua_gc(L, LUA_GCSTOP);
  size_t made = 0, target = 0;
  for (;;) {
    char text[32];
    int length = snprintf(text, sizeof text, "\x01sizing %zu", made);
    size_t before = s->mem_used;
    lua_pushlstring(L, text, (size_t)length);
    lua_pop(L, 1);
    // A new string takes some 40 bytes; a doubling table 8 more per slot it had.
    size_t grown = s->mem_used - before;
    if (grown > 512) {
      size_t slots = power_of_two_at_most(grown / 8);
      // It doubled on the string that found it full: the others held slots - made.
      if (target == 0) target = power_of_two_at_most(4 * (slots - made));
      if (2 * slots >= target) break;
    }
    made++;
  }
  lua_gc(L, LUA_GCRESTART);
  return 0;
}

int trv_sandbox_size_strings(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->mem_unlimited++;
  lua_pushcfunction(L, size_strings);
  int status = lua_pcall(L, 0, 0, 0);
  if (status != LUA_OK) lua_pop(L, 1);
  s->mem_unlimited--;
  return status;
}
