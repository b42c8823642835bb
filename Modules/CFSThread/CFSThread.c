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
