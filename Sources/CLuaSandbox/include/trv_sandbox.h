#ifndef TRIVIUM_SANDBOX_H
#define TRIVIUM_SANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <lua.h>

/// Called by the trampoline of a host function; returns the number of results pushed, or -1
/// with an error message on top of the stack, which the trampoline raises once every Swift
/// frame has returned.
typedef int (*trv_host_dispatch_fn)(lua_State *L, void *context, int function_index);

/// The limits and the accounting of one sandboxed state. It is the allocator's user data, so
/// every C function of the sandbox finds it with `lua_getallocf`.
typedef struct trv_sandbox {
  /* memory */
  size_t mem_used;
  size_t mem_peak;
  size_t mem_limit;
  int mem_unlimited;  /* > 0 while the host itself pushes values */
  int mem_pending;    /* the last growth was refused; Lua collects and tries once more */
  int mem_exceeded;   /* refused again after that collection: the call is over */

  /* instructions */
  int64_t instr_budget;
  int64_t instr_used;
  int instr_exceeded;
  int hook_interval;

  /* C work the hook never sees, charged to the same budget (metering.c) */
  int64_t work_units;   /* in 1/64 instruction, this call */
  int64_t work_trigger; /* past this many units the budget is spent: the allocator re-arms */
  lua_State *running;   /* the thread that runs now, whose hook the allocator re-arms */

  /* wall clock: a backstop for whatever the count misses; it depends on the machine */
  int64_t wall_limit_ns; /* per call; 0 for none */
  int64_t wall_deadline_ns;
  int wall_exceeded;

  /* C functions the count hook cannot interrupt */
  int64_t pattern_step_limit; /* steps of one find/match/gmatch/gsub call */
  int64_t pattern_steps_used; /* of the last pattern call, for tests and diagnostics */

  /* errors, filled by the message handler */
  size_t max_error_length;
  int err_line;
  char err_source[256];
  char err_traceback[2048];

  /* host functions */
  trv_host_dispatch_fn host_dispatch;

  /* small blocks (pool.c): a free list per 16-byte size class, and the slabs they come from */
  void *pool_free[16];
  void *pool_slabs;
  char *pool_cursor;
  size_t pool_left;
} trv_sandbox;

/// Creates a state whose allocator and count hook use `s`; NULL when out of memory.
lua_State *trv_sandbox_newstate(trv_sandbox *s);

/// Closes a state made by `trv_sandbox_newstate` and frees its memory pool.
void trv_sandbox_close(lua_State *L);

/// Opens base, string, table, math, utf8 and coroutine (never package, io, os or debug),
/// removes string.dump, protects the string metatable and installs the step-bounded
/// pattern functions and the metered ones (metering.c). Runs protected; returns a Lua status.
int trv_sandbox_open_libs(lua_State *L);

/// Resets the instruction budget, the charged work, the wall clock and the error fields
/// before a call into plugin code.
void trv_sandbox_begin_call(lua_State *L);

/// `lua_pcall` with the sandbox's message handler; returns a Lua status.
int trv_sandbox_pcall(lua_State *L, int nargs, int nresults);

/// Loads a text chunk (never bytecode); returns a Lua status.
int trv_sandbox_load(lua_State *L, const char *buffer, size_t length, const char *chunkname);

/// Pushes a host function: a C closure over (context, index) that calls `host_dispatch`.
void trv_sandbox_push_host_function(lua_State *L, void *context, int function_index);

/// Pushes the C function the prelude calls around `pcall`, `xpcall`, `coroutine.resume` and
/// `coroutine.close`: it raises again once the call is over its instruction budget, its
/// memory cap or its wall-clock limit, so that none can be caught and ignored.
void trv_sandbox_push_limit_check(lua_State *L);

/// The sandbox of a state.
trv_sandbox *trv_sandbox_of(lua_State *L);

/// Calls the wall-clock limit stopped on the calling thread so far.
uint64_t trv_sandbox_wall_clock_stops(void);

/// Instructions the last call used: those the hook counted and the C work charged.
int64_t trv_sandbox_instructions_used(const trv_sandbox *s);

/// Sets string.find, match, gmatch and gsub of the table at `index` to versions that
/// count their matching steps and raise once `pattern_step_limit` is passed.
void trv_install_bounded_patterns(lua_State *L, int index);

/* Sessions in one state (reset.c) */

/// Keeps the globals as the libraries left them, to copy for every session; never handed to
/// plugin code. Call once, right after `trv_sandbox_open_libs`.
int trv_sandbox_keep_pristine(lua_State *L);

/// Makes copies of the kept globals and of each library table in them the state's globals,
/// and points the string metatable at the copy of `string`. Runs protected; returns a Lua
/// status.
int trv_sandbox_fresh_globals(lua_State *L);

/// Makes the kept globals the state's globals again (and the string metatable's `__index`),
/// so that nothing permanent refers to a session's globals any more.
void trv_sandbox_forget_globals(lua_State *L);

/// Takes `count` registry references and frees them, so that the registry never grows while
/// the host holds at most that many. Returns a Lua status.
int trv_sandbox_reserve_references(lua_State *L, int count);

/// Collects in full until the state holds `expected` bytes or a collection frees nothing;
/// returns whether it holds `expected` bytes (pass 0 to collect until nothing is freed).
int trv_sandbox_settle(lua_State *L, size_t expected);

/// Grows Lua's string table to the largest size at which a collection keeps it for the
/// strings the state holds now. Runs protected; returns a Lua status.
int trv_sandbox_size_strings(lua_State *L);

#endif
