// Counts heap allocations for reorder-bench: the executable's own definitions of the allocator
// entry points take precedence over the C library's (ELF symbol interposition), count, and
// forward to glibc's internal names. Linked into reorder-bench only.
#include "AllocCounter.h"
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ALLOC_COUNTER_SANITIZED 1
#endif
#endif

// Under a sanitizer the sanitizer owns the allocator: nothing is replaced (and nothing counted).
#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOC_COUNTER_SANITIZED)
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations = 0;

static inline void count(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

uint64_t alloc_counter_allocations(void) {
  return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}
#else
uint64_t alloc_counter_allocations(void) { return 0; }
#endif
