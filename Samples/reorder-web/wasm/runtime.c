// The few C symbols an Embedded Swift module for wasm32-unknown-none-wasm needs from outside:
// an allocator (posix_memalign, free, malloc, calloc, realloc), arc4random_buf for hash seeding,
// and the mem* functions. Freestanding: no libc, no imports; memory grows with memory.grow.
//
// The allocator keeps one free list per power-of-two size class. Every block starts with a
// 16-byte header that records its class and, for over-aligned requests, how far the returned
// pointer lies past the block's start. Freed blocks go back to their class's list; memory is
// never returned to the browser (a page only grows), which suits a page's lifetime.

typedef unsigned long size_t;
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long uptr;

#define HEADER 16u
#define MIN_CLASS 4u  /* 16-byte blocks */
#define MAX_CLASS 31u /* 2 GiB */
#define PAGE 65536u

extern u8 __heap_base;

static uptr heap_top;
static void *free_lists[MAX_CLASS + 1];

struct header {
  u32 size_class;
  u32 shift; /* the returned pointer minus the block's start, less HEADER */
  u32 pad[2];
};

static int grow_to(uptr end) {
  uptr have = (uptr)__builtin_wasm_memory_size(0) * PAGE;
  if (end <= have) return 1;
  uptr pages = (end - have + PAGE - 1) / PAGE;
  return __builtin_wasm_memory_grow(0, pages) != (size_t)-1;
}

static u32 class_for(size_t bytes) {
  u32 c = MIN_CLASS;
  while (c <= MAX_CLASS && ((size_t)1 << c) < bytes) c++;
  return c;
}

/* A block of 2^c bytes, header included, 16-byte aligned. */
static u8 *take_block(u32 c) {
  if (free_lists[c]) {
    void **block = (void **)free_lists[c];
    free_lists[c] = *block;
    return (u8 *)block;
  }
  if (!heap_top) heap_top = ((uptr)&__heap_base + 15) & ~(uptr)15;
  uptr size = (uptr)1 << c;
  uptr start = heap_top;
  if (start + size < start || !grow_to(start + size)) return 0;
  heap_top = start + size;
  return (u8 *)start;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  if (alignment < HEADER) alignment = HEADER;
  if (alignment & (alignment - 1)) return 22; /* EINVAL */
  size_t extra = alignment > HEADER ? alignment : 0;
  size_t need = size + HEADER + extra;
  if (need < size) return 12; /* ENOMEM */
  u32 c = class_for(need);
  if (c > MAX_CLASS) return 12;
  u8 *block = take_block(c);
  if (!block) return 12;
  uptr user = (uptr)block + HEADER;
  if (extra) user = (user + alignment - 1) & ~(uptr)(alignment - 1);
  struct header *h = (struct header *)(user - HEADER);
  h->size_class = c;
  h->shift = (u32)(user - HEADER - (uptr)block);
  *out = (void *)user;
  return 0;
}

void *malloc(size_t size) {
  void *p = 0;
  return posix_memalign(&p, HEADER, size) == 0 ? p : 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  void *p = 0;
  return posix_memalign(&p, alignment, size) == 0 ? p : 0;
}

void free(void *p) {
  if (!p) return;
  struct header *h = (struct header *)((u8 *)p - HEADER);
  u32 c = h->size_class;
  void **block = (void **)((u8 *)h - h->shift);
  *block = free_lists[c];
  free_lists[c] = block;
}

/* Built with -mbulk-memory: these become the memory.copy and memory.fill instructions (which
   allow overlap), never calls back into themselves. */
void *memcpy(void *dst, const void *src, size_t n) {
  __builtin_memmove(dst, src, n);
  return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
  __builtin_memmove(dst, src, n);
  return dst;
}

void *memset(void *dst, int value, size_t n) {
  __builtin_memset(dst, value, n);
  return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
  const u8 *x = (const u8 *)a;
  const u8 *y = (const u8 *)b;
  for (; n; n--, x++, y++)
    if (*x != *y) return *x < *y ? -1 : 1;
  return 0;
}

size_t malloc_size(const void *p) {
  if (!p) return 0;
  const struct header *h = (const struct header *)((const u8 *)p - HEADER);
  return ((size_t)1 << h->size_class) - HEADER - h->shift;
}

void *realloc(void *p, size_t size) {
  if (!p) return malloc(size);
  size_t have = malloc_size(p);
  if (size <= have) return p;
  void *q = malloc(size);
  if (q) {
    memcpy(q, p, have);
    free(p);
  }
  return q;
}

void *calloc(size_t count, size_t size) {
  size_t n = count * size;
  if (size && n / size != count) return 0;
  void *p = malloc(n);
  if (p) memset(p, 0, n);
  return p;
}

/* Hash seeding. A page has no secrets to protect from hash flooding, so a fixed xorshift
   stream is enough and keeps the module free of imports. */
void arc4random_buf(void *buf, size_t n) {
  static unsigned long long state = 0x9E3779B97F4A7C15ull;
  u8 *d = (u8 *)buf;
  while (n--) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    *d++ = (u8)(state >> 24);
  }
}
