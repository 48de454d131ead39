#ifndef TRIVIUM_SANDBOX_H
#define TRIVIUM_SANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <lua.h>

/// Called by the trampoline of a host function; returns the number of results pushed, or -1
/// with an error message on top of the stack, which the trampoline raises once every Swift
/// frame has returned.
typedef int (*trv_host_dispatch_fn)(lua_State *L, void *context, int function_index);

/// Size classes of the region's allocator: 16 of small blocks, then powers of two.
#define TRV_ARENA_CLASSES 72

/// The region every block of a state comes from, and the allocator's bookkeeping, which is
/// kept out of the region so that a snapshot can copy both.
typedef struct trv_arena {
  char *base;
  size_t reserved;  /* bytes of address space */
  size_t committed; /* bytes from `base` made usable */
  size_t used;      /* bytes from `base` ever handed out: the rest was never touched */
  void *free_blocks[TRV_ARENA_CLASSES];
} trv_arena;

/// A state's memory as it was once: the region's used bytes, the bookkeeping and the count.
typedef struct trv_snapshot {
  void *bytes; /* NULL before the first snapshot */
  trv_arena arena;
  size_t mem_used;
} trv_snapshot;

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
  int64_t instr_budget;      /* of this call: the per-call budget, or less under a total */
  int64_t instr_call_budget; /* the per-call budget (0 for none) */
  int64_t instr_total;       /* of every earlier call of the state */
  int64_t instr_total_limit; /* the most all calls may run together; 0 for no such limit */
  int64_t instr_used;
  int64_t instr_call_earlier; /* of this call's earlier questions (a batch, next_item) */
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
  int err_cut;         /* the message was cut to max_error_length, "... (message truncated)" after it */
  int err_object_type; /* 1 + the Lua type of an error object that is no string or number, else 0 */
  char err_source[256];
  char err_traceback[2048];

  /* host functions */
  trv_host_dispatch_fn host_dispatch;

  /* every block of the state, in one region (arena.c), and a copy of it to go back to */
  trv_arena arena;
  trv_snapshot snapshot;
} trv_sandbox;

/// Creates a state whose allocator and count hook use `s`, in a region of its own reserved
/// for it; NULL when out of memory.
lua_State *trv_sandbox_newstate(trv_sandbox *s);

/// Frees a state made by `trv_sandbox_newstate`: its region and its snapshot.
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

/// Stops the collector while the host passes many values at once and one call works through
/// them (an import's checks in batches, `validate_each`): nearly all that the batch allocates
/// dies with it, and a collection in the middle would only mark the batch and age it into the
/// old generation, which only a major collection frees. The memory cap still holds: an
/// allocation refused at the cap makes Lua collect in full (stopped or not) and try again.
void trv_sandbox_pause_collector(lua_State *L);

/// Restarts the collector stopped by `trv_sandbox_pause_collector` and makes it collect the
/// young objects once, which frees the batch (the host has dropped it by then).
void trv_sandbox_resume_collector(lua_State *L);

/// Pushes the C function the prelude calls around `pcall`, `xpcall`, `coroutine.resume` and
/// `coroutine.close`: it raises again once the call is over its instruction budget, its
/// memory cap or its wall-clock limit, so that none can be caught and ignored.
void trv_sandbox_push_limit_check(lua_State *L);

/// Pushes the C function the prelude's `validate_each` calls before each question of a batch:
/// the question then runs under the per-call limits afresh (instruction budget, under a total
/// limit what is left of it, and wall-clock deadline), as if it were checked in a call of its
/// own, so that a batch stops only where one of its questions alone would. It first raises
/// again when the call is already over a limit. Only the prelude holds it: no plugin can
/// reach it to renew its own limits.
void trv_sandbox_push_next_item(lua_State *L);

/// The sandbox of a state.
trv_sandbox *trv_sandbox_of(lua_State *L);

/// Calls the wall-clock limit stopped on the calling thread so far.
uint64_t trv_sandbox_wall_clock_stops(void);

/// Instructions the last call used: those the hook counted and the C work charged, over all
/// the questions of a batch.
int64_t trv_sandbox_instructions_used(const trv_sandbox *s);

/// Instructions every call of the state has run, the running or last one included, charges
/// included: what a total limit (`instr_total_limit`) is checked against.
int64_t trv_sandbox_instructions_total(const trv_sandbox *s);

/// Sets string.find, match, gmatch and gsub of the table at `index` to versions that
/// count their matching steps and raise once `pattern_step_limit` is passed.
void trv_install_bounded_patterns(lua_State *L, int index);

/* Sessions that forget (arena.c) */

/// Collects in full, then copies the state's memory (its region's used bytes and the
/// allocator's bookkeeping) for `trv_sandbox_restore`, replacing the copy made before.
/// Returns 0 when out of memory.
int trv_sandbox_snapshot(lua_State *L);

/// Brings the state's memory back to the last snapshot, bit for bit and at the same
/// addresses: every object made since, every reference taken since, is gone. Does nothing
/// before the first snapshot.
void trv_sandbox_restore(trv_sandbox *s);

#endif
