// Preloaded before libfaketime in CI's faketime runs, so that timers on the monotonic clocks
// keep working (wolfcw/libfaketime issue #378, open since 2022).
//
// libfaketime moves the deadlines of every timerfd_settime from the fake wall clock to the
// real one, since that call does not say which clock the timer counts. A monotonic timer's
// deadline then lands decades away, so no Dispatch timer, `asyncAfter` or `Task.sleep`
// fires, and the libdispatch monitor that adds threads for blocked ones never runs. This
// shim remembers which descriptors timerfd_create made for CLOCK_REALTIME and passes only
// those on to libfaketime; every other timer goes straight to the kernel.
//
// Build: cc -shared -fPIC -O2 monotonic-timerfd.c -o monotonic-timerfd.so -ldl
// Use:   LD_PRELOAD=monotonic-timerfd.so faketime '2049-12-31 23:59:30' swift test …
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

enum { tracked = 65536 };
static atomic_bool wallClock[tracked];  // per descriptor: made for a wall clock

int timerfd_create(int clockid, int flags) {
    int descriptor = (int)syscall(SYS_timerfd_create, clockid, flags);
    if (descriptor >= 0 && descriptor < tracked) {
        atomic_store(&wallClock[descriptor], clockid == CLOCK_REALTIME || clockid == CLOCK_REALTIME_ALARM);
    }
    return descriptor;
}

int timerfd_settime(int descriptor, int flags, const struct itimerspec *value, struct itimerspec *old) {
    if (descriptor >= 0 && descriptor < tracked && atomic_load(&wallClock[descriptor])) {
        int (*next)(int, int, const struct itimerspec *, struct itimerspec *) = dlsym(RTLD_NEXT, "timerfd_settime");
        if (next) return next(descriptor, flags, value, old);
    }
    return (int)syscall(SYS_timerfd_settime, descriptor, flags, value, old);
}

int timerfd_gettime(int descriptor, struct itimerspec *current) {
    if (descriptor >= 0 && descriptor < tracked && atomic_load(&wallClock[descriptor])) {
        int (*next)(int, struct itimerspec *) = dlsym(RTLD_NEXT, "timerfd_gettime");
        if (next) return next(descriptor, current);
    }
    return (int)syscall(SYS_timerfd_gettime, descriptor, current);
}
