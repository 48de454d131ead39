// Lua allocates and frees a great many small blocks (tables, strings, closures) and tells
// the allocator each block's size when it frees it. Size classes of 16 bytes with a free list
// each make the common case a pointer pop or push, and reuse the blocks a call just freed,
// which are still in the cache. Blocks are cut from 64 KiB slabs that are freed together
// when the state closes. The sandbox's memory accounting is unchanged: it counts the sizes
// Lua asks for, whichever way a block is served.
#include "pool.h"

#include <stdint.h>
#include <stdlib.h>

#define TRV_POOL_STEP 16
#define TRV_SLAB_BYTES (64 * 1024)

typedef struct trv_free_block {
  struct trv_free_block *next;
} trv_free_block;

// The slab list's link sits in the first 16 bytes of each slab, keeping blocks aligned.
typedef struct trv_slab {
  struct trv_slab *next;
} trv_slab;

// Classes 0...15 hold blocks of 16...256 bytes. Lua never frees a block of size 0, but a
// size of 0 maps to class 0 rather than past the array.
static size_t trv_pool_class(size_t size) { return size == 0 ? 0 : (size - 1) / TRV_POOL_STEP; }

int trv_pool_same_class(size_t a, size_t b) {
  return a > 0 && b > 0 && a <= TRV_POOL_MAX && b <= TRV_POOL_MAX &&
         trv_pool_class(a) == trv_pool_class(b);
}

void *trv_pool_alloc(trv_sandbox *s, size_t size) {
  size_t class_index = trv_pool_class(size);
  trv_free_block *block = (trv_free_block *)s->pool_free[class_index];
  if (block != NULL) {
    s->pool_free[class_index] = block->next;
    return block;
  }
  size_t bytes = (class_index + 1) * TRV_POOL_STEP;
  if (s->pool_left < bytes) {
    trv_slab *slab = (trv_slab *)malloc(TRV_SLAB_BYTES);
    if (slab == NULL) return NULL;
    slab->next = (trv_slab *)s->pool_slabs;
    s->pool_slabs = slab;
    // The rest of the old slab is too small for this block; it is simply left unused.
    s->pool_cursor = (char *)slab + TRV_POOL_STEP;
    s->pool_left = TRV_SLAB_BYTES - TRV_POOL_STEP;
  }
  void *fresh = s->pool_cursor;
  s->pool_cursor += bytes;
  s->pool_left -= bytes;
  return fresh;
}

void trv_pool_free(trv_sandbox *s, void *block, size_t size) {
  size_t class_index = trv_pool_class(size);
  trv_free_block *freed = (trv_free_block *)block;
  freed->next = (trv_free_block *)s->pool_free[class_index];
  s->pool_free[class_index] = freed;
}

void trv_pool_release(trv_sandbox *s) {
  trv_slab *slab = (trv_slab *)s->pool_slabs;
  while (slab != NULL) {
    trv_slab *next = slab->next;
    free(slab);
    slab = next;
  }
  s->pool_slabs = NULL;
  s->pool_cursor = NULL;
  s->pool_left = 0;
  for (int i = 0; i < TRV_POOL_MAX / TRV_POOL_STEP; i++) s->pool_free[i] = NULL;
}
