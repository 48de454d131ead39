// C work charged to the instruction budget.
//
// The count hook fires between Lua instructions only: one call of `upper` on a 16 MiB string,
// a `load` of a 12 MB chunk or a `table.concat` of millions of items is one instruction. So
// the sandbox charges such work to the same budget, at fixed rates (metering.h), and the
// same plugin stops at the same point on every machine:
//
// - the allocator charges every byte by which a block grows (sandbox.c); it cannot raise, so
//   past the budget it re-arms the running thread's hook to fire on the next instruction;
// - the functions below charge what they will read or move before they do it, and raise
//   then and there when the call cannot afford it.
//
// The allocator must know the running thread: coroutine.resume, wrap and close are replaced
// by versions that set `running` around every switch, and restore it before raising.
#include "metering.h"

#include <lauxlib.h>
#include <lualib.h>
#include <math.h>

int64_t trv_meter_total(const trv_sandbox *s) {
  return s->instr_used + s->work_units / TRV_UNITS_PER_INSTRUCTION;
}

void trv_meter_update_trigger(trv_sandbox *s) {
  if (s->instr_budget <= 0) {
    s->work_trigger = INT64_MAX;
    return;
  }
  // The budget is spent once instr_used + work_units / U > budget, that is once work_units
  // passes (budget - instr_used + 1) * U - 1.
  int64_t left = s->instr_budget - s->instr_used + 1;
  if (left <= 0) {
    s->work_trigger = 0;
  } else {
    s->work_trigger = left > INT64_MAX / TRV_UNITS_PER_INSTRUCTION
                          ? INT64_MAX
                          : left * TRV_UNITS_PER_INSTRUCTION - 1;
  }
}

int trv_raise_instruction_limit(lua_State *L, trv_sandbox *s) {
  s->instr_exceeded = 1;
  return trv_raise_limit(L, s);
}

void trv_meter_charge(lua_State *L, trv_sandbox *s, int64_t units) {
  if (s->instr_exceeded || s->mem_exceeded || s->wall_exceeded) trv_raise_limit(L, s);
  if (units > 0)
    s->work_units = units > INT64_MAX - s->work_units ? INT64_MAX : s->work_units + units;
  if (units >= TRV_CLOCK_CHECK_UNITS && trv_meter_clock_passed(s)) trv_raise_limit(L, s);
  // Also catches an overrun of the allocator's whose hook has not fired yet.
  if (s->instr_budget > 0 && trv_meter_total(s) > s->instr_budget)
    trv_raise_instruction_limit(L, s);
}

int64_t trv_meter_steps_left(const trv_sandbox *s, int64_t units_per_step) {
  if (s->instr_budget <= 0) return INT64_MAX;
  int64_t left = s->instr_budget - trv_meter_total(s);
  if (left <= 0) return 0;
  if (left > INT64_MAX / TRV_UNITS_PER_INSTRUCTION) return INT64_MAX;
  return left * TRV_UNITS_PER_INSTRUCTION / units_per_step;
}

// Units for `count` items at `rate` each, saturating (counts come from the plugin).
static int64_t units_of(double count, int64_t rate) {
  double units = count * (double)rate;
  if (!(units > 0)) return 0;
  return units >= 9.0e18 ? INT64_MAX : (int64_t)units;
}

static int call_original(lua_State *L) {
  return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

// The bytes of every string argument: what upper, lower, reverse, format, pack, unpack,
// tonumber and the utf8 functions read at most.
static int metered_by_bytes(lua_State *L) {
  double bytes = 0;
  for (int i = lua_gettop(L); i >= 1; i--)
    if (lua_type(L, i) == LUA_TSTRING) bytes += (double)lua_rawlen(L, i);
  trv_meter_charge(L, trv_sandbox_of(L), units_of(bytes, TRV_UNITS_PER_WALKED_BYTE));
  return call_original(L);
}

// `load` compiles its whole chunk, whose text is the first argument.
static int metered_load(lua_State *L) {
  double bytes = lua_type(L, 1) == LUA_TSTRING ? (double)lua_rawlen(L, 1) : 0;
  trv_meter_charge(L, trv_sandbox_of(L), units_of(bytes, TRV_UNITS_PER_LOADED_BYTE));
  return call_original(L);
}

// string.char, utf8.char: one value per argument.
static int metered_by_arguments(lua_State *L) {
  trv_meter_charge(L, trv_sandbox_of(L), units_of(lua_gettop(L), TRV_UNITS_PER_ELEMENT));
  return call_original(L);
}

// string.byte(s, i, j) pushes one value per byte of s[i..j].
static int metered_byte(lua_State *L) {
  if (lua_type(L, 1) == LUA_TSTRING) {
    lua_Integer len = (lua_Integer)lua_rawlen(L, 1);
    lua_Integer i = luaL_optinteger(L, 2, 1);
    lua_Integer j = luaL_optinteger(L, 3, i);
    if (i < 0) i = i < -len ? 1 : len + i + 1;
    if (j < 0) j = len + j + 1;
    if (i < 1) i = 1;
    if (j > len) j = len;
    double count = j >= i ? (double)(j - i) + 1 : 0;
    trv_meter_charge(L, trv_sandbox_of(L), units_of(count, TRV_UNITS_PER_ELEMENT));
  }
  return call_original(L);
}

// string.rep(s, n, sep) copies n times s and n - 1 times sep (the prelude caps the total): a
// copy, charged like an allocation, before the work rather than during it.
static int metered_rep(lua_State *L) {
  if (lua_isinteger(L, 2)) {
    double n = (double)lua_tointeger(L, 2);
    double piece = lua_type(L, 1) == LUA_TSTRING ? (double)lua_rawlen(L, 1) : 0;
    double sep = lua_type(L, 3) == LUA_TSTRING ? (double)lua_rawlen(L, 3) : 0;
    trv_meter_charge(L, trv_sandbox_of(L),
                     units_of(n * (piece + sep), TRV_UNITS_PER_ALLOCATED_BYTE));
  }
  return call_original(L);
}

// table.concat(t, sep, i, j) visits t[i..j], j being #t by default. A table whose __len
// metamethod gives that length has it called twice (here and by the original).
static int metered_concat(lua_State *L) {
  if (lua_type(L, 1) == LUA_TTABLE) {
    lua_Integer i = luaL_optinteger(L, 3, 1);
    lua_Integer j;
    if (!lua_isnoneornil(L, 4)) {
      j = luaL_checkinteger(L, 4);
    } else if (luaL_getmetafield(L, 1, "__len") == LUA_TNIL) {
      j = (lua_Integer)lua_rawlen(L, 1);
    } else {
      lua_pop(L, 1);
      j = luaL_len(L, 1);
    }
    double count = j >= i ? (double)j - (double)i + 1 : 0;
    double sep = lua_type(L, 2) == LUA_TSTRING ? (double)lua_rawlen(L, 2) : 0;
    trv_meter_charge(L, trv_sandbox_of(L),
                     units_of(count, TRV_UNITS_PER_ELEMENT) +
                         units_of(count * sep, TRV_UNITS_PER_ALLOCATED_BYTE));
  }
  return call_original(L);
}

// The raw length of the table argument, a bound on what insert, remove and sort move.
static double raw_length(lua_State *L) {
  return lua_type(L, 1) == LUA_TTABLE ? (double)lua_rawlen(L, 1) : 0;
}

// table.insert(t, pos, v) and table.remove(t, pos) shift the items after pos; with fewer
// arguments they work at the end, in constant time.
static int metered_shift(lua_State *L, int shifting_arguments) {
  if (lua_gettop(L) >= shifting_arguments)
    trv_meter_charge(L, trv_sandbox_of(L), units_of(raw_length(L), TRV_UNITS_PER_ELEMENT));
  return call_original(L);
}

static int metered_insert(lua_State *L) { return metered_shift(L, 3); }

static int metered_remove(lua_State *L) { return metered_shift(L, 2); }

// table.sort compares about n log2 n pairs; a Lua comparator is counted by the hook besides.
static int metered_sort(lua_State *L) {
  double n = raw_length(L);
  double comparisons = n > 1 ? n * ceil(log2(n)) : 0;
  trv_meter_charge(L, trv_sandbox_of(L), units_of(comparisons, TRV_UNITS_PER_ELEMENT));
  return call_original(L);
}

// table.move(a1, f, e, t) copies e - f + 1 values (the prelude caps the range).
static int metered_move(lua_State *L) {
  if (lua_isinteger(L, 2) && lua_isinteger(L, 3)) {
    double count = (double)lua_tointeger(L, 3) - (double)lua_tointeger(L, 2) + 1;
    trv_meter_charge(L, trv_sandbox_of(L), units_of(count, TRV_UNITS_PER_ELEMENT));
  }
  return call_original(L);
}

// ---------------------------------------------------------------------------------------
// Coroutines: Lua 5.4's resume, wrap and close, with `running` kept up to date.

// Resumes `co` with `narg` values from L's stack; the results (or the error object) end on
// L's stack. Returns the number of results, or -1 for an error.
static int resume_tracked(lua_State *L, lua_State *co, int narg) {
  if (!lua_checkstack(co, narg)) {
    lua_pushliteral(L, "too many arguments to resume");
    return -1;
  }
  trv_sandbox *s = trv_sandbox_of(L);
  lua_xmove(L, co, narg);
  int nres;
  s->running = co;
  int status = lua_resume(co, L, narg, &nres);
  s->running = L;
  if (status == LUA_OK || status == LUA_YIELD) {
    if (!lua_checkstack(L, nres + 1)) {
      lua_pop(co, nres);
      lua_pushliteral(L, "too many results to resume");
      return -1;
    }
    lua_xmove(co, L, nres);
    return nres;
  }
  lua_xmove(co, L, 1);
  return -1;
}

static int tracked_resume(lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  luaL_argexpected(L, co != NULL, 1, "thread");
  int r = resume_tracked(L, co, lua_gettop(L) - 1);
  if (r < 0) {
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
  }
  lua_pushboolean(L, 1);
  lua_insert(L, -(r + 1));
  return r + 1;
}

// Closing runs the coroutine's pending __close handlers on its own thread.
static int reset_tracked(lua_State *L, lua_State *co) {
  trv_sandbox *s = trv_sandbox_of(L);
  s->running = co;
  int status = lua_resetthread(co);
  s->running = L;
  return status;
}

static int tracked_wrapped_call(lua_State *L) {
  lua_State *co = lua_tothread(L, lua_upvalueindex(1));
  int r = resume_tracked(L, co, lua_gettop(L));
  if (r >= 0) return r;
  int status = lua_status(co);
  if (status != LUA_OK && status != LUA_YIELD) {
    status = reset_tracked(L, co);
    lua_xmove(co, L, 1);
  }
  if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
    luaL_where(L, 1);
    lua_insert(L, -2);
    lua_concat(L, 2);
  }
  return lua_error(L);
}

static int tracked_wrap(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_State *co = lua_newthread(L);
  lua_pushvalue(L, 1);
  lua_xmove(L, co, 1);
  lua_pushcclosure(L, tracked_wrapped_call, 1);
  return 1;
}

// The original close raises for a running or normal coroutine before it switches to it.
static int tracked_close(lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  lua_Debug ar;
  if (co == NULL || co == L || (lua_status(co) == LUA_OK && lua_getstack(co, 0, &ar)))
    return call_original(L);
  int status = reset_tracked(L, co);
  if (status == LUA_OK) {
    lua_pushboolean(L, 1);
    return 1;
  }
  lua_pushboolean(L, 0);
  lua_xmove(co, L, 1);
  return 2;
}

// ---------------------------------------------------------------------------------------
// Installation

// Replaces `table[name]` (a C function) by a closure of `meter` over the original.
static void replace(lua_State *L, const char *table, const char *name, lua_CFunction meter) {
  lua_getglobal(L, table);
  lua_getfield(L, -1, name);
  lua_CFunction original = lua_tocfunction(L, -1);
  lua_pop(L, 1);
  if (original != NULL) {
    lua_pushcfunction(L, original);
    lua_pushcclosure(L, meter, 1);
    lua_setfield(L, -2, name);
  }
  lua_pop(L, 1);
}

void trv_install_metering(lua_State *L) {
  static const struct {
    const char *table, *name;
    lua_CFunction meter;
  } metered[] = {
      {LUA_STRLIBNAME, "upper", metered_by_bytes},
      {LUA_STRLIBNAME, "lower", metered_by_bytes},
      {LUA_STRLIBNAME, "reverse", metered_by_bytes},
      {LUA_STRLIBNAME, "format", metered_by_bytes},
      {LUA_STRLIBNAME, "pack", metered_by_bytes},
      {LUA_STRLIBNAME, "packsize", metered_by_bytes},
      {LUA_STRLIBNAME, "unpack", metered_by_bytes},
      {LUA_STRLIBNAME, "byte", metered_byte},
      {LUA_STRLIBNAME, "char", metered_by_arguments},
      {LUA_STRLIBNAME, "rep", metered_rep},
      {LUA_UTF8LIBNAME, "char", metered_by_arguments},
      {LUA_UTF8LIBNAME, "codepoint", metered_by_bytes},
      {LUA_UTF8LIBNAME, "len", metered_by_bytes},
      {LUA_UTF8LIBNAME, "offset", metered_by_bytes},
      {LUA_TABLIBNAME, "concat", metered_concat},
      {LUA_TABLIBNAME, "insert", metered_insert},
      {LUA_TABLIBNAME, "remove", metered_remove},
      {LUA_TABLIBNAME, "sort", metered_sort},
      {LUA_TABLIBNAME, "move", metered_move},
      {LUA_COLIBNAME, "close", tracked_close},
      {LUA_GNAME, "load", metered_load},
      {LUA_GNAME, "tonumber", metered_by_bytes},
  };
  for (size_t k = 0; k < sizeof metered / sizeof metered[0]; k++)
    replace(L, metered[k].table, metered[k].name, metered[k].meter);
  lua_getglobal(L, LUA_COLIBNAME);
  lua_pushcfunction(L, tracked_resume);
  lua_setfield(L, -2, "resume");
  lua_pushcfunction(L, tracked_wrap);
  lua_setfield(L, -2, "wrap");
  lua_pop(L, 1);
}
