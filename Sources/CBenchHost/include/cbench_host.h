#ifndef TRIVIUM_CBENCH_HOST_H
#define TRIVIUM_CBENCH_HOST_H

#include <stdint.h>

/// Loads `source` into a sandboxed state (the same allocator cap and metering, count hook,
/// wall clock and message handler as the Swift host) and calls its function `score({a = i, b = 2})` `iterations`
/// times through the plain Lua C API, reading `total` and `label` from each result.
/// Returns the sum of the totals (so the work cannot be optimized away), or -1 on an error.
int64_t cbench_call_loop(const char *source, int64_t iterations, int64_t instruction_budget,
                         int64_t memory_limit, int64_t wall_limit_ns);

#endif
