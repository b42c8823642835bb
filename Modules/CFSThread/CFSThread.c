#define _GNU_SOURCE
#include "CFSThread.h"

#if defined(__APPLE__)
#include <pthread.h>
int cfs_is_main_thread(void) { return pthread_main_np() != 0; }
#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
int cfs_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }
#else
#include <pthread.h>
int cfs_is_main_thread(void) { return pthread_main_np() != 0; }
#endif

intptr_t cfs_atomic_load(const cfs_atomic_word *word) { return __atomic_load_n(&word->value, __ATOMIC_ACQUIRE); }

void cfs_atomic_store(cfs_atomic_word *word, intptr_t value) { __atomic_store_n(&word->value, value, __ATOMIC_RELEASE); }

bool cfs_atomic_compare_exchange(cfs_atomic_word *word, intptr_t *expected, intptr_t desired) {
    return __atomic_compare_exchange_n(&word->value, expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}
