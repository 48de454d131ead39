// Small blocks for a sandboxed Lua state, kept in per-size free lists.
#ifndef TRIVIUM_POOL_H
#define TRIVIUM_POOL_H

#include "trv_sandbox.h"

/// Blocks up to this size come from the pool; larger ones from malloc. Under AddressSanitizer
/// every block comes from malloc, so that the sanitizer sees each one.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TRV_POOL_MAX 0
#endif
#endif
#ifndef TRV_POOL_MAX
#define TRV_POOL_MAX 256
#endif

/// A block of `size` (1...TRV_POOL_MAX) bytes, 16-byte aligned; NULL when out of memory.
void *trv_pool_alloc(trv_sandbox *s, size_t size);

/// Gives back a block that `trv_pool_alloc` returned for `size` bytes.
void trv_pool_free(trv_sandbox *s, void *block, size_t size);

/// Whether two sizes share a block size, so that a block of one serves the other.
int trv_pool_same_class(size_t a, size_t b);

/// Frees every slab; only once the state is closed and no block is in use.
void trv_pool_release(trv_sandbox *s);

#endif
