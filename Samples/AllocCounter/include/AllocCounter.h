#ifndef ALLOC_COUNTER_H
#define ALLOC_COUNTER_H
#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by this process since it started. Counted by wrappers that replace the C
/// library's allocator entry points in the executable that links this target (reorder-bench
/// only), then forward to the C library's own functions.
uint64_t alloc_counter_allocations(void);

#endif
