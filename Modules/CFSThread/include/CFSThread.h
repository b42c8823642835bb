#ifndef CFSTHREAD_H
#define CFSTHREAD_H

#include <stdbool.h>
#include <stdint.h>

/// Whether the calling thread is the process's main thread: what Foundation's
/// `Thread.isMainThread` answers, for a module that does not import Foundation. Darwin has
/// `pthread_main_np`; glibc's `gettid` is not visible to Swift, hence this shim.
int cfs_is_main_thread(void);

/// A word read and changed atomically, through the compiler's atomics: Swift's own `Atomic`
/// needs macOS 15 / iOS 18. Inline, so that Swift code calling them compiles to the atomic
/// instructions themselves; a sanitizer build instruments them there as well.
typedef struct {
    intptr_t value;
} cfs_atomic_word;

/// The word's value, read with acquire ordering.
static inline intptr_t cfs_atomic_load(const cfs_atomic_word *word) {
    return __atomic_load_n(&word->value, __ATOMIC_ACQUIRE);
}

/// Sets the word to `value` with release ordering.
static inline void cfs_atomic_store(cfs_atomic_word *word, intptr_t value) {
    __atomic_store_n(&word->value, value, __ATOMIC_RELEASE);
}

/// Sets the word to `desired` if it holds `*expected` (acquire-release ordering) and returns
/// true; otherwise stores what it holds in `*expected` and returns false.
static inline bool cfs_atomic_compare_exchange(cfs_atomic_word *word, intptr_t *expected, intptr_t desired) {
    return __atomic_compare_exchange_n(&word->value, expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif
