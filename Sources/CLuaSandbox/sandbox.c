// The C half of the sandbox. Everything here that raises a Lua error runs inside a protected
// call with only C and Lua frames between the raise and the catch: a longjmp never crosses
// a Swift frame.
#include "trv_sandbox.h"

#include "metering.h"
#include "arena.h"

#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

trv_sandbox *trv_sandbox_of(lua_State *L) {
  void *ud;
  lua_getallocf(L, &ud);
  return (trv_sandbox *)ud;
}

// Every block comes from the state's region (arena.c); a block that changes size class is
// copied.
static void *trv_resize(trv_sandbox *s, void *ptr, size_t osize, size_t nsize) {
  if (ptr != NULL && trv_arena_same_class(osize, nsize)) return ptr;
  void *block = trv_arena_alloc(s, nsize);
  if (block == NULL || ptr == NULL) return block;
  memcpy(block, ptr, osize < nsize ? osize : nsize);
  trv_arena_free(s, ptr, osize);
  return block;
}

// A refusal: Lua answers it with a full collection and one more try; a second refusal in a
// row means the memory is really in use. From then on the call must end: otherwise a plugin
// that catches the error pays a full collection per allocation, for ever.
static void *trv_refuse(trv_sandbox *s) {
  if (s->mem_pending) s->mem_exceeded = 1;
  s->mem_pending = 1;
  return NULL;
}

// A cap per state. Past the cap Lua gets NULL and raises "not enough memory"; a free or a
// shrink never fails, as Lua requires. The host lifts the cap while it pushes values itself,
// so that no push from Swift can raise.
static void *trv_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  trv_sandbox *s = (trv_sandbox *)ud;
  if (ptr == NULL) osize = 0;  // osize then only tells the kind of object
  if (nsize == 0) {
    if (ptr != NULL) trv_arena_free(s, ptr, osize);
    s->mem_used -= osize;
    return NULL;
  }
  if (nsize > osize && s->mem_unlimited == 0 && s->mem_limit > 0 &&
      s->mem_used - osize + nsize > s->mem_limit)
    return trv_refuse(s);
  void *block = trv_resize(s, ptr, osize, nsize);
  if (block == NULL) {
    // A failed shrink keeps the larger block. Lua then frees it with the smaller size, so it
    // joins that size's free list (it is big enough for it).
    if (nsize <= osize) return ptr;
    // A region full of free blocks of other sizes counts as the memory limit.
    return s->mem_unlimited == 0 ? trv_refuse(s) : NULL;
  }
  s->mem_used = s->mem_used - osize + nsize;
  if (nsize > osize) {
    s->mem_pending = 0;
    // What the plugin allocates is charged to its budget (metering.c); what the host
    // pushes is not.
    if (s->mem_unlimited == 0) {
      s->work_units += (int64_t)(nsize - osize) * TRV_UNITS_PER_ALLOCATED_BYTE;
      if (s->work_units > s->work_trigger) {
        trv_meter_overrun(s);
      } else if (nsize - osize >= TRV_CLOCK_CHECK_BYTES && trv_meter_clock_passed(s)) {
        trv_meter_overrun(s);  // the hook raises the wall-clock limit
      }
    }
  }
  // The peak is what the plugin's own allocations reached: the host's, made with the cap
  // lifted (an error's report, values it pushes), may pass the cap by a few hundred bytes.
  if (s->mem_unlimited == 0 && s->mem_used > s->mem_peak) s->mem_peak = s->mem_used;
  return block;
}

static void trv_hook(lua_State *L, lua_Debug *ar);

// Wherever a limit is raised from, the raising thread's hook then fires on every instruction.
int trv_raise_limit(lua_State *L, trv_sandbox *s) {
  if (s->instr_budget > 0) lua_sethook(L, trv_hook, LUA_MASKCOUNT, 1);
  if (s->mem_exceeded)
    return luaL_error(L, "memory limit exceeded: more than %I bytes (sandbox limit)",
                      (lua_Integer)s->mem_limit);
  if (s->wall_exceeded)
    return luaL_error(L, "wall-clock limit exceeded: one call ran longer than %I ms (sandbox limit)",
                      (lua_Integer)(s->wall_limit_ns / 1000000));
  return luaL_error(L, "instruction budget exceeded: more than %I instructions in one call (sandbox limit)",
                    (lua_Integer)s->instr_budget);
}

// Per thread: every state runs on the thread that calls it, and so does a whole session.
static _Thread_local uint64_t trv_wall_clock_stops;

uint64_t trv_sandbox_wall_clock_stops(void) { return trv_wall_clock_stops; }

static int64_t trv_now_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

// Over a limit, the hook raises on every instruction of whichever thread runs, so neither
// the plugin's own pcall, nor a coroutine, nor a __close handler can swallow the error.
static void trv_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  trv_sandbox *s = trv_sandbox_of(L);
  if (!s->instr_exceeded && !s->mem_exceeded && !s->wall_exceeded) {
    s->instr_used += lua_gethookcount(L);
    if (s->instr_budget > 0 && trv_meter_total(s) > s->instr_budget) {
      s->instr_exceeded = 1;
    } else if (!trv_meter_clock_passed(s)) {
      trv_meter_update_trigger(s);
      if (lua_gethookcount(L) != s->hook_interval)
        lua_sethook(L, trv_hook, LUA_MASKCOUNT, s->hook_interval);
      return;
    }
  }
  trv_raise_limit(L, s);
}

int trv_meter_clock_passed(trv_sandbox *s) {
  if (s->wall_deadline_ns <= 0 || s->wall_exceeded || trv_now_ns() <= s->wall_deadline_ns)
    return s->wall_exceeded;
  s->wall_exceeded = 1;
  trv_wall_clock_stops++;
  return 1;
}

void trv_meter_overrun(trv_sandbox *s) {
  s->work_trigger = INT64_MAX;  // once is enough: the hook recomputes it
  if (s->running != NULL && s->instr_budget > 0)
    lua_sethook(s->running, trv_hook, LUA_MASKCOUNT, 1);
}

int64_t trv_sandbox_instructions_used(const trv_sandbox *s) {
  return s->instr_call_earlier + trv_meter_total(s);
}

int64_t trv_sandbox_instructions_total(const trv_sandbox *s) {
  return s->instr_total + trv_meter_total(s);
}

static int trv_limit_check(lua_State *L) {
  trv_meter_charge(L, trv_sandbox_of(L), 0);
  return 0;
}

void trv_sandbox_push_limit_check(lua_State *L) { lua_pushcfunction(L, trv_limit_check); }

static int trv_panic(lua_State *L) {
  const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
  fprintf(stderr, "trivium: unprotected Lua error (out of memory?): %s\n", msg);
  abort();
}

lua_State *trv_sandbox_newstate(trv_sandbox *s) {
  s->work_trigger = INT64_MAX;  // nothing is charged until the first call begins
  if (!trv_arena_reserve(s)) return NULL;
  lua_State *L = lua_newstate(trv_alloc, s);
  if (L == NULL) {
    trv_arena_release(s);
    return NULL;
  }
  s->running = L;
  lua_atpanic(L, trv_panic);
  // Most of what a plugin allocates dies within the call (the tables the host pushes, the
  // views it builds): the generational collector frees that young garbage without
  // traversing the old (the plugin's code, its per-question caches).
  lua_gc(L, LUA_GCGEN, 0, 0);
  if (s->hook_interval <= 0) s->hook_interval = 1000;
  // Set before any plugin code runs: coroutines copy the hook only when they are created.
  // A budget of 0 means no budget and no hook (only the benchmark measures that).
  if (s->instr_budget > 0) lua_sethook(L, trv_hook, LUA_MASKCOUNT, s->hook_interval);
  return L;
}

void trv_sandbox_pause_collector(lua_State *L) { lua_gc(L, LUA_GCSTOP); }

void trv_sandbox_resume_collector(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  lua_gc(L, LUA_GCRESTART);
  // In generational mode, a step asked for with no debt is a young collection (lgc.c,
  // `genstep`); the host's own work, neither capped nor charged.
  s->mem_unlimited++;
  lua_gc(L, LUA_GCSTEP, 0);
  s->mem_unlimited--;
}

// Every block is in the region: unmapping it frees the state whole, without running a
// plugin's finalizers (`__gc`) one last time.
void trv_sandbox_close(lua_State *L) { trv_arena_release(trv_sandbox_of(L)); }

static int trv_open_libs_protected(lua_State *L) {
  static const luaL_Reg libs[] = {
      {LUA_GNAME, luaopen_base},         {LUA_STRLIBNAME, luaopen_string},
      {LUA_TABLIBNAME, luaopen_table},   {LUA_MATHLIBNAME, luaopen_math},
      {LUA_UTF8LIBNAME, luaopen_utf8},   {LUA_COLIBNAME, luaopen_coroutine},
      {NULL, NULL},
  };
  for (const luaL_Reg *lib = libs; lib->func; lib++) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_pop(L, 1);
  }
  // Remove string.dump from the real table: removing it from a copy would leave it
  // reachable as ("").dump.
  lua_getglobal(L, LUA_STRLIBNAME);
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");
  trv_install_bounded_patterns(L, -1);
  lua_pop(L, 1);
  trv_install_metering(L);
  // The string metatable is shared by all code in the state: hide it from getmetatable.
  lua_pushliteral(L, "");
  if (lua_getmetatable(L, -1)) {
    lua_pushliteral(L, "the string metatable is protected");
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  // package, require's loaders and the registry's _LOADED entries of io/os never exist.
  return 0;
}

int trv_sandbox_open_libs(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->mem_unlimited++;
  lua_pushcfunction(L, trv_open_libs_protected);
  int status = lua_pcall(L, 0, 0, 0);
  if (status != LUA_OK) lua_pop(L, 1);
  s->mem_unlimited--;
  return status;
}

// Starts the per-call limits afresh: the instructions counted so far go to the state's total
// (and the call's earlier ones), the budget (under a total limit, what is left of it) and the
// wall-clock deadline start again.
static void trv_restart_limits(lua_State *L, trv_sandbox *s) {
  int64_t used = trv_meter_total(s);
  s->instr_total += used;
  s->instr_call_earlier += used;
  s->instr_used = 0;
  s->instr_exceeded = 0;
  s->work_units = 0;
  // Under a total limit (a mod's budget, docs/sandbox.md), a call may run only what is left.
  s->instr_budget = s->instr_call_budget;
  if (s->instr_total_limit > 0) {
    int64_t left = s->instr_total_limit - s->instr_total;
    if (left < 1) left = 1;
    if (s->instr_budget <= 0 || left < s->instr_budget) s->instr_budget = left;
  }
  trv_meter_update_trigger(s);
  s->wall_exceeded = 0;
  s->wall_deadline_ns = s->wall_limit_ns > 0 ? trv_now_ns() + s->wall_limit_ns : 0;
  if (s->instr_budget > 0) lua_sethook(L, trv_hook, LUA_MASKCOUNT, s->hook_interval);
}

void trv_sandbox_begin_call(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->running = L;
  trv_restart_limits(L, s);
  s->instr_call_earlier = 0;
  s->mem_pending = 0;
  s->mem_exceeded = 0;
  s->err_line = 0;
  s->err_cut = 0;
  s->err_object_type = 0;
  s->err_source[0] = '\0';
  s->err_traceback[0] = '\0';
}

// Before each question of a batch (`validate_each`): never once a limit is passed, so that
// no question can run on past the limit the one before it reached.
static int trv_next_item(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  trv_meter_charge(L, s, 0);
  if (trv_meter_clock_passed(s)) return trv_raise_limit(L, s);
  trv_restart_limits(L, s);
  return 0;
}

void trv_sandbox_push_next_item(lua_State *L) { lua_pushcfunction(L, trv_next_item); }

static void copy_truncated(char *dst, size_t cap, const char *src, size_t len) {
  if (len >= cap) len = cap - 1;
  memcpy(dst, src, len);
  dst[len] = '\0';
}

// Never calls __tostring (an error object's __tostring may loop or raise), records where the
// error was raised from the debug information rather than from the message (which a plugin
// can forge), keeps a traceback and caps the message's length. It allocates with the cap
// lifted so that reporting a memory error cannot fail in turn.
static int trv_message_handler(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->mem_unlimited++;
  size_t len = 0;
  const char *msg;
  int type = lua_type(L, 1);
  if (type == LUA_TSTRING) {
    msg = lua_tolstring(L, 1, &len);
  } else if (type == LUA_TNUMBER) {
    lua_pushvalue(L, 1);
    msg = lua_tolstring(L, -1, &len);
  } else {
    msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    len = strlen(msg);
    s->err_object_type = type + 1;
  }
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); level++) {
    // Only chunks named after a file ('@'): the sandbox's own prelude and chunks made by
    // `load` are named with '=' and are skipped, so blame lands on the plugin's file.
    if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0 && ar.source[0] == '@') {
      copy_truncated(s->err_source, sizeof s->err_source, ar.source + 1, strlen(ar.source + 1));
      s->err_line = ar.currentline;
      break;
    }
  }
  luaL_traceback(L, L, NULL, 1);
  size_t tblen;
  const char *tb = lua_tolstring(L, -1, &tblen);
  copy_truncated(s->err_traceback, sizeof s->err_traceback, tb, tblen);
  lua_pop(L, 1);
  size_t cap = s->max_error_length > 0 ? s->max_error_length : 2000;
  if (len > cap) {
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    luaL_addlstring(&b, msg, cap);
    luaL_addstring(&b, "... (message truncated)");
    luaL_pushresult(&b);
    s->err_cut = 1;
  } else {
    lua_pushlstring(L, msg, len);
  }
  s->mem_unlimited--;
  return 1;
}

int trv_sandbox_pcall(lua_State *L, int nargs, int nresults) {
  int base = lua_gettop(L) - nargs;
  lua_pushcfunction(L, trv_message_handler);
  lua_insert(L, base);
  int status = lua_pcall(L, nargs, nresults, base);
  lua_remove(L, base);
  return status;
}

int trv_sandbox_load(lua_State *L, const char *buffer, size_t length, const char *chunkname) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->mem_unlimited++;
  int status = luaL_loadbufferx(L, buffer, length, chunkname, "t");
  s->mem_unlimited--;
  return status;
}

static int trv_trampoline(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  // The host reads every string argument in full.
  int64_t bytes = 0;
  for (int i = lua_gettop(L); i >= 1; i--)
    if (lua_type(L, i) == LUA_TSTRING) bytes += (int64_t)lua_rawlen(L, i);
  trv_meter_charge(L, s, bytes * TRV_UNITS_PER_WALKED_BYTE);
  void *context = lua_touserdata(L, lua_upvalueindex(1));
  int index = (int)lua_tointeger(L, lua_upvalueindex(2));
  s->mem_unlimited++;
  int results = s->host_dispatch(L, context, index);
  s->mem_unlimited--;
  if (results < 0) return lua_error(L);  // every Swift frame has returned by now
  return results;
}

void trv_sandbox_push_host_function(lua_State *L, void *context, int function_index) {
  lua_pushlightuserdata(L, context);
  lua_pushinteger(L, function_index);
  lua_pushcclosure(L, trv_trampoline, 2);
}
