#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// What the modules ask of the operating system outside file I/O, answered here, the one
/// place (with ``SystemCalls`` and the C shims) that imports the C library. Every call has the
/// same POSIX signature on Linux (glibc, musl) and Apple platforms (Darwin's `<unistd.h>`,
/// `<time.h>`, `<stdio.h>`), but for ``currentQoS``, which only Darwin has (`<pthread/qos.h>`).
package enum Platform {
    /// The processors the system has online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    package static var activeProcessorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// Lets another thread run on this processor (`sched_yield`): for a thread that waits a
    /// few microseconds for work rather than going to sleep.
    package static func yieldThread() {
        sched_yield()
    }

    /// Writes `text` to standard error, unbuffered (`write(2)` on descriptor 2).
    package static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// The wall clock (`CLOCK_REALTIME`), in nanoseconds since 1970.
    package static var wallClockNanoseconds: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The C time `nanoseconds` after 1970, non-negative, as Dispatch's `DispatchWallTime(timespec:)`
    /// takes it.
    package static func timeSpec(nanosecondsSince1970 nanoseconds: Int64) -> timespec {
        let (seconds, fraction) = max(0, nanoseconds).quotientAndRemainder(dividingBy: 1_000_000_000)
        return timespec(tv_sec: Int(seconds), tv_nsec: Int(fraction))
    }

    /// `value` as C's `printf("%.<digits>g")` writes it — what `String(format:)` gives, without
    /// Foundation.
    package static func formatted(_ value: Double, significantDigits digits: Int) -> String {
        // "%.17g" needs at most 24 bytes ("-1.2345678901234567e+308") and the terminating zero.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            guard let start = buffer.baseAddress else { return "" }
            _ = withVaList([Int32(digits.clamped(to: 0...17)), value]) { vsnprintf(start, buffer.count, "%.*g", $0) }
            return String(cString: start)
        }
    }

    /// The quality-of-service classes a thread can run at.
    package enum QoS { case userInteractive, userInitiated, `default`, utility, background }

    /// The class the calling thread runs at: `qos_class_self()` on Darwin; `.default` elsewhere,
    /// where threads have none.
    package static var currentQoS: QoS {
        #if canImport(Darwin)
            switch qos_class_self() {
            case QOS_CLASS_USER_INTERACTIVE: return .userInteractive
            case QOS_CLASS_USER_INITIATED: return .userInitiated
            case QOS_CLASS_UTILITY: return .utility
            case QOS_CLASS_BACKGROUND: return .background
            default: return .default
            }
        #else
            return .default
        #endif
    }
}
