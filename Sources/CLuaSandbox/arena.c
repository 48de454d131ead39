// Every block of a sandboxed Lua state comes from one region of address space of its own,
// the global state and the main thread included, and the allocator's bookkeeping lives in the
// sandbox, not in the region. A copy of the region's used bytes and of that bookkeeping is
// then a copy of the whole state: copied back, it is the state as it was, bit for bit and at
// the same addresses (trv_sandbox_snapshot and trv_sandbox_restore, below).
//
// Lua tells the allocator each block's size when it frees it, so blocks carry no header.
// Blocks up to 256 bytes come in 16-byte size classes, larger ones in powers of two; each
// class has a free list, and a block no list can serve is cut from the end of what was handed
// out so far. Address space is reserved at once and made usable as it is first reached.
#include "arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define TRV_SMALL_STEP 16
#define TRV_SMALL_MAX 256
#define TRV_SMALL_CLASSES (TRV_SMALL_MAX / TRV_SMALL_STEP)
// The first power-of-two class holds blocks of 512 bytes (2^9).
#define TRV_FIRST_POWER 9
// Address space is made usable in steps of this many bytes.
#define TRV_COMMIT_STEP ((size_t)1 << 20)
#define TRV_PAGE ((size_t)4096)
// Freed blocks and space a session left this large give their pages back to the system.
#define TRV_RETURN_PAGES_BYTES ((size_t)1 << 20)
// The region holds this many times the memory limit plus this much: sizes rounded up to
// their class take up to twice what the limit counts, and free lists hold blocks of sizes a
// plugin no longer asks for. The last part is kept for the host's own pushes.
#define TRV_REGION_PER_LIMIT 8
#define TRV_REGION_EXTRA ((size_t)256 << 20)
#define TRV_HOST_RESERVE ((size_t)128 << 20)
// With no memory limit (only the benchmark's bare loops and tests run so).
#define TRV_REGION_UNLIMITED ((size_t)64 << 30)

typedef struct trv_free_block {
  struct trv_free_block *next;
} trv_free_block;

static size_t ceil_log2(size_t n) { return n <= 1 ? 0 : 64 - (size_t)__builtin_clzll(n - 1); }

static size_t trv_class(size_t size) {
  if (size <= TRV_SMALL_MAX) return size == 0 ? 0 : (size - 1) / TRV_SMALL_STEP;
  return TRV_SMALL_CLASSES + ceil_log2(size) - TRV_FIRST_POWER;
}

static size_t trv_class_bytes(size_t class_index) {
  if (class_index < TRV_SMALL_CLASSES) return (class_index + 1) * TRV_SMALL_STEP;
  return (size_t)1 << (class_index - TRV_SMALL_CLASSES + TRV_FIRST_POWER);
}

int trv_arena_same_class(size_t a, size_t b) {
  return a > 0 && b > 0 && trv_class(a) == trv_class(b);
}

int trv_arena_reserve(trv_sandbox *s) {
  trv_arena *arena = &s->arena;
  size_t bytes = s->mem_limit > 0 && s->mem_limit < TRV_REGION_UNLIMITED / TRV_REGION_PER_LIMIT
                     ? s->mem_limit * TRV_REGION_PER_LIMIT + TRV_REGION_EXTRA
                     : TRV_REGION_UNLIMITED;
  // Address space only: no memory is committed until a page is made usable.
  void *base = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (base == MAP_FAILED) return 0;
  memset(arena, 0, sizeof *arena);
  arena->base = (char *)base;
  arena->reserved = bytes;
  return 1;
}

// Gives the pages wholly inside [start, end) back to the system; they read as zeros after.
static void return_pages(char *start, char *end) {
  uintptr_t first = ((uintptr_t)start + TRV_PAGE - 1) & ~(uintptr_t)(TRV_PAGE - 1);
  uintptr_t last = (uintptr_t)end & ~(uintptr_t)(TRV_PAGE - 1);
  if (last > first) madvise((void *)first, last - first, MADV_DONTNEED);
}

void *trv_arena_alloc(trv_sandbox *s, size_t size) {
  trv_arena *arena = &s->arena;
  size_t class_index = trv_class(size);
  trv_free_block *block = (trv_free_block *)arena->free_blocks[class_index];
  if (block != NULL) {
    arena->free_blocks[class_index] = block->next;
    return block;
  }
  size_t bytes = trv_class_bytes(class_index);
  // The plugin's own allocations leave the last part of the region to the host, whose pushes
  // must not fail.
  size_t room = arena->reserved - (s->mem_unlimited == 0 ? TRV_HOST_RESERVE : 0);
  if (bytes > room || arena->used > room - bytes) return NULL;
  size_t end = arena->used + bytes;
  if (end > arena->committed) {
    size_t grown = (end - arena->committed + TRV_COMMIT_STEP - 1) / TRV_COMMIT_STEP * TRV_COMMIT_STEP;
    if (grown > arena->reserved - arena->committed) grown = arena->reserved - arena->committed;
    if (mprotect(arena->base + arena->committed, grown, PROT_READ | PROT_WRITE) != 0) return NULL;
    arena->committed += grown;
  }
  void *fresh = arena->base + arena->used;
  arena->used = end;
  return fresh;
}

void trv_arena_free(trv_sandbox *s, void *block, size_t size) {
  trv_arena *arena = &s->arena;
  size_t class_index = trv_class(size);
  size_t bytes = trv_class_bytes(class_index);
  trv_free_block *freed = (trv_free_block *)block;
  freed->next = (trv_free_block *)arena->free_blocks[class_index];
  arena->free_blocks[class_index] = freed;
  // Its link stays in the first page.
  if (bytes >= TRV_RETURN_PAGES_BYTES) return_pages((char *)block + sizeof *freed, (char *)block + bytes);
}

void trv_arena_release(trv_sandbox *s) {
  if (s->arena.base != NULL) munmap(s->arena.base, s->arena.reserved);
  memset(&s->arena, 0, sizeof s->arena);
  free(s->snapshot.bytes);
  memset(&s->snapshot, 0, sizeof s->snapshot);
}

int trv_sandbox_snapshot(lua_State *L) {
  trv_sandbox *s = trv_sandbox_of(L);
  trv_snapshot *snapshot = &s->snapshot;
  // The garbage of loading is left out: a smaller copy, and no session collects it.
  s->mem_unlimited++;
  lua_gc(L, LUA_GCCOLLECT);
  s->mem_unlimited--;
  void *bytes = realloc(snapshot->bytes, s->arena.used > 0 ? s->arena.used : 1);
  if (bytes == NULL) return 0;
  memcpy(bytes, s->arena.base, s->arena.used);
  snapshot->bytes = bytes;
  snapshot->arena = s->arena;
  snapshot->mem_used = s->mem_used;
  return 1;
}

void trv_sandbox_restore(trv_sandbox *s) {
  trv_snapshot *snapshot = &s->snapshot;
  if (snapshot->bytes == NULL) return;
  size_t session_end = s->arena.used;
  size_t committed = s->arena.committed;
  memcpy(s->arena.base, snapshot->bytes, snapshot->arena.used);
  s->arena = snapshot->arena;
  // Pages made usable stay usable; what a session grew past the snapshot goes back to the
  // system when it is large.
  s->arena.committed = committed;
  if (session_end >= snapshot->arena.used + TRV_RETURN_PAGES_BYTES)
    return_pages(s->arena.base + snapshot->arena.used, s->arena.base + session_end);
  s->mem_used = snapshot->mem_used;
}
