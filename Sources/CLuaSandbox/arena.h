// Every block of a sandboxed Lua state, in one region of its own (arena.c).
#ifndef TRIVIUM_ARENA_H
#define TRIVIUM_ARENA_H

#include "trv_sandbox.h"

/// Reserves the region of `s` (address space only; pages are made usable as they are first
/// handed out). Returns 0 when the region cannot be reserved.
int trv_arena_reserve(trv_sandbox *s);

/// A block of `size` (> 0) bytes, 16-byte aligned; NULL when the region is full.
void *trv_arena_alloc(trv_sandbox *s, size_t size);

/// Gives back a block that `trv_arena_alloc` returned for `size` bytes.
void trv_arena_free(trv_sandbox *s, void *block, size_t size);

/// Whether two sizes share a block size, so that a block of one serves the other.
int trv_arena_same_class(size_t a, size_t b);

/// Unmaps the region and frees the snapshot: every block of the state is gone.
void trv_arena_release(trv_sandbox *s);

#endif
