// The rates at which C work the count hook never sees is charged to the instruction budget,
// and the functions that charge it (metering.c).
#ifndef TRIVIUM_METERING_H
#define TRIVIUM_METERING_H

#include "trv_sandbox.h"

// Work is counted in units of 1/64 instruction, so that a byte can cost less than one. The
// rates follow the time each kind of work takes against a Lua instruction (docs/sandbox.md),
// rounded to powers of two.
#define TRV_UNITS_PER_INSTRUCTION 64
// A byte the allocator hands out to grow a block (a string, a table, a buffer): about what
// filling it by copying costs. 64 bytes per instruction.
#define TRV_UNITS_PER_ALLOCATED_BYTE 1
// A byte a string function reads one by one (upper, reverse, tonumber, utf8.len...):
// 4 bytes per instruction.
#define TRV_UNITS_PER_WALKED_BYTE 16
// A byte of source text that `load` compiles: 8 instructions per byte.
#define TRV_UNITS_PER_LOADED_BYTE 512
// One step of the bounded pattern matcher (patterns.c): 4 steps per instruction, so that one
// call can reach the per-call step limit within the default budget.
#define TRV_UNITS_PER_PATTERN_STEP 16
// One value a C function pushes, visits or moves (string.byte, table.concat, table.insert...).
#define TRV_UNITS_PER_ELEMENT 64

// Work this large reads the clock too, so that the wall-clock limit can stop a loop of few
// instructions (fewer than a hook interval) that each do much C work. A read costs some
// 20 ns; this much work takes microseconds.
#define TRV_CLOCK_CHECK_BYTES (64 * 1024)
#define TRV_CLOCK_CHECK_UNITS (64 * 1024)

/// Whether the call has passed its wall-clock deadline; marks it (and counts the stop) the
/// first time.
int trv_meter_clock_passed(trv_sandbox *s);

/// Instructions the call has used: those the hook counted and the C work charged.
int64_t trv_meter_total(const trv_sandbox *s);

/// Recomputes the allocator's trigger: the units of work after which the budget is spent.
void trv_meter_update_trigger(trv_sandbox *s);

/// Called by the allocator once its charges spend the budget: it cannot raise, so it makes the
/// running thread's count hook fire on the next instruction, which raises.
void trv_meter_overrun(trv_sandbox *s);

/// Charges `units` of work about to be done by a C function running on `L`; raises the
/// instruction limit (or a limit already passed) instead when the call cannot afford it.
void trv_meter_charge(lua_State *L, trv_sandbox *s, int64_t units);

/// Steps of `units_per_step` units each that the call can still afford (INT64_MAX: no
/// budget).
int64_t trv_meter_steps_left(const trv_sandbox *s, int64_t units_per_step);

/// Raises the error of the limit the call has passed.
int trv_raise_limit(lua_State *L, trv_sandbox *s);

/// Marks the instruction budget as spent and raises, from a C function running on `L`.
int trv_raise_instruction_limit(lua_State *L, trv_sandbox *s);

/// Replaces the library functions whose cost grows with their input by charging versions,
/// and coroutine.resume, wrap and close by versions that keep `running` up to date.
void trv_install_metering(lua_State *L);

#endif
