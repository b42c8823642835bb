// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import Dispatch
import FSTimerManager
import Foundation

/// Timers per sample of the schedule-and-cancel case.
let churn = 10_000
/// Live timers of the memory case (the issue's 100,000).
let live = 100_000
/// Timers and period of the lateness case (the issue's 10,000 at 10 ms), and how long it runs.
let crowd = 10_000
let period = Duration.milliseconds(10)
let crowdRun = Duration.seconds(2)

/// A `DispatchSourceTimer` per timer, as the original kept them: made, scheduled, resumed. With
/// `cancelled`, the group is entered now and left when the source's cancellation is processed.
func dispatchTimer(
    after delay: Duration, repeating: Duration?, on queue: DispatchQueue, cancelled: DispatchGroup? = nil,
    _ handler: @escaping @Sendable () -> Void
)
    -> any DispatchSourceTimer
{
    let source = DispatchSource.makeTimerSource(queue: queue)
    let nanoseconds = Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
    let interval = repeating.map {
        DispatchTimeInterval.nanoseconds(
            Int($0.components.seconds) * 1_000_000_000 + Int($0.components.attoseconds / 1_000_000_000))
    }
    source.schedule(
        deadline: .now() + .nanoseconds(nanoseconds), repeating: interval ?? .never, leeway: .nanoseconds(0))
    source.setEventHandler(handler: handler)
    if let cancelled {
        cancelled.enter()
        source.setCancelHandler { cancelled.leave() }
    }
    source.activate()
    return source
}

/// The process's resident memory now, in bytes (`/proc/self/statm`; 0 where there is none).
func residentBytes() -> Int {
    // Read to the end: procfs files report a size of 0, which whole-file readers trust.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/statm"),
        let pages = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Process CPU time so far, in nanoseconds.
func cpuNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// Firing lateness in microseconds, written by one serial queue, read after it is drained.
final class LatenessLog: @unchecked Sendable {
    var values: [Int32] = []
    init() { values.reserveCapacity(4_000_000) }

    /// The `fraction` quantile (1 for the maximum).
    func quantile(_ fraction: Double) -> Int {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return Int(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
    }
}

/// 10,000 timers every 10 ms at phases spread over the period, for `crowdRun`: the lateness of
/// every firing and the CPU time per firing, ours or one Dispatch source per timer — with
/// `busyThreads` threads spinning meanwhile, to load the machine's cores with other work.
func crowdedTimers(ours: Bool, busyThreads: Int = 0) -> (log: LatenessLog, cpuPerFiring: Int) {
    let spinning = Locked(true)
    let spinners = DispatchGroup()
    for _ in 0..<busyThreads {
        spinners.enter()
        Thread {
            while spinning.withLock({ $0 }) { busy(.milliseconds(1)) }
            spinners.leave()
        }.start()
    }
    defer {
        spinning.withLock { $0 = false }
        spinners.wait()
    }
    let queue = DispatchQueue(label: "crowd")
    let log = LatenessLog()
    let step = period / crowd
    let cpuStart = cpuNanoseconds()
    var keep: [AnyObject] = []
    if ours {
        let scheduler = FSTimerScheduler(queue: queue, clock: SuspendingClock())
        for index in 0..<crowd {
            keep.append(
                scheduler.schedule(every: period, firstAfter: period + step * index) { fire in
                    log.values.append(Int32(clamping: Int(fire.lateness / .microseconds(1))))
                })
        }
        Thread.sleep(forTimeInterval: Double(crowdRun.components.seconds))
        queue.sync { keep.removeAll() }
    } else {
        let start = DispatchTime.now().uptimeNanoseconds
        let periodNanoseconds = UInt64(period.components.attoseconds / 1_000_000_000)
        for index in 0..<crowd {
            let first = start + periodNanoseconds + UInt64(index) * periodNanoseconds / UInt64(crowd)
            let source = DispatchSource.makeTimerSource(queue: queue)
            let fired = FiringCount()
            source.setEventHandler {
                // Firings since the last handler, as Dispatch coalesces them.
                fired.count += UInt64(max(1, source.data))
                let due = first + (fired.count - 1) * periodNanoseconds
                let now = DispatchTime.now().uptimeNanoseconds
                log.values.append(Int32(clamping: now >= due ? Int((now - due) / 1_000) : 0))
            }
            source.schedule(
                deadline: DispatchTime(uptimeNanoseconds: first), repeating: .nanoseconds(Int(periodNanoseconds)),
                leeway: .nanoseconds(0))
            source.activate()
            keep.append(source as AnyObject)
        }
        Thread.sleep(forTimeInterval: Double(crowdRun.components.seconds))
        queue.sync {
            for source in keep { (source as? any DispatchSourceTimer)?.cancel() }
        }
    }
    let cpu = cpuNanoseconds() - cpuStart
    return (log, cpu / max(1, log.values.count))
}

/// Burns the CPU for `duration`: a tick handler that takes that long.
func busy(_ duration: Duration) {
    let end = SuspendingClock.now + duration
    while SuspendingClock.now < end {}
}

/// One 3-second countdown ticking every 100 ms whose handler takes `handlerTenths` tenths of
/// the interval: each tick's lateness after the grid instant it stands for, and the end's
/// lateness after the start plus 3 s, in microseconds. Ours stands for the last grid instant
/// it reached (late ticks are coalesced, and report the time left from the clock); the
/// original's `k`-th tick stands for `k` intervals, since it subtracts one interval per tick.
func countdownErrors(handlerTenths: Int, ours: Bool) -> (ticks: LatenessLog, end: Int) {
    let length = Duration.seconds(3)
    let interval = Duration.milliseconds(100)
    let handler = interval * handlerTenths / 10
    let queue = DispatchQueue(label: "countdown")
    let log = LatenessLog()
    let ended = DispatchSemaphore(value: 0)
    let endedAt = Locked<SuspendingClock.Instant?>(nil)
    let start = SuspendingClock.now
    /// How late a tick delivered now is after the grid instant `slot` (by default the last
    /// one reached).
    @Sendable func tickLateness(_ now: SuspendingClock.Instant, slot: Int? = nil) -> Int32 {
        let offset = now - start
        let grid = interval * (slot ?? Int(offset / interval))
        return Int32(clamping: Int((offset - grid) / .microseconds(1)))
    }
    var keep: [AnyObject] = []
    if ours {
        let scheduler = FSTimerScheduler(queue: queue, clock: SuspendingClock())
        keep.append(scheduler)
        let countdown = scheduler.countdown(from: length, every: interval) { tick in
            guard tick.remaining > .zero else { return }
            log.values.append(tickLateness(SuspendingClock.now))
            busy(handler)
        } completion: { _ in
            endedAt.withLock { $0 = SuspendingClock.now }
            ended.signal()
        }
        keep.append(countdown)
    } else {
        let source = DispatchSource.makeTimerSource(queue: queue)
        let left = Locked(length)
        source.schedule(deadline: .now(), repeating: .milliseconds(100), leeway: .nanoseconds(0))
        source.setEventHandler {
            let remaining = left.withLock { $0 }
            if remaining <= .zero {
                source.cancel()
                endedAt.withLock { $0 = SuspendingClock.now }
                ended.signal()
                return
            }
            log.values.append(tickLateness(SuspendingClock.now, slot: log.values.count))
            busy(handler)
            left.withLock { $0 -= interval }
        }
        source.activate()
        keep.append(source as AnyObject)
    }
    ended.wait()
    let end = (endedAt.withLock { $0 } ?? start) - (start + length)
    blackHole(keep)
    return (log, Int(max(.zero, end) / .microseconds(1)))
}

/// A value behind a lock, for the benchmarks' callbacks.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// The firings of one Dispatch source, counted by its handler on a serial queue.
final class FiringCount: @unchecked Sendable {
    var count: UInt64 = 0
}

/// What one churn run cost, in nanoseconds: the process's CPU time until everything it set
/// off is done, and the calling thread's wall-clock time.
struct ChurnCost {
    let cpu: Int
    let caller: Int
}

/// `live` timers an hour out, then `churn` more scheduled and cancelled on our scheduler.
func churnOurs(live: Int, allAtOnce: Bool) -> ChurnCost {
    let queue = DispatchQueue(label: "live")
    let scheduler = FSTimerScheduler(queue: queue, clock: SuspendingClock())
    let background = (0..<live).map { _ in scheduler.schedule(after: .seconds(3_600)) { _ in } }
    let (cpuStart, start) = (cpuNanoseconds(), ContinuousClock.now)
    if allAtOnce {
        var timers: [FSTimer] = []
        timers.reserveCapacity(churn)
        for _ in 0..<churn { timers.append(scheduler.schedule(after: .seconds(1)) { _ in }) }
        for timer in timers { timer.cancel() }
    } else {
        for _ in 0..<churn { scheduler.schedule(after: .seconds(1)) { _ in }.cancel() }
    }
    let caller = ContinuousClock.now - start
    queue.sync {}
    let cost = ChurnCost(cpu: cpuNanoseconds() - cpuStart, caller: Int(caller / .nanoseconds(1)))
    blackHole(background)
    return cost
}

/// The same with a Dispatch source per timer; each cancellation is done when its cancel
/// handler has run.
func churnDispatch(live: Int, allAtOnce: Bool) -> ChurnCost {
    let queue = DispatchQueue(label: "live dispatch")
    let background = (0..<live).map { _ in dispatchTimer(after: .seconds(3_600), repeating: nil, on: queue) {} }
    let cancelled = DispatchGroup()
    func timer() -> any DispatchSourceTimer {
        dispatchTimer(after: .seconds(1), repeating: nil, on: queue, cancelled: cancelled) {}
    }
    let (cpuStart, start) = (cpuNanoseconds(), ContinuousClock.now)
    if allAtOnce {
        var sources: [any DispatchSourceTimer] = []
        sources.reserveCapacity(churn)
        for _ in 0..<churn { sources.append(timer()) }
        for source in sources { source.cancel() }
    } else {
        for _ in 0..<churn { timer().cancel() }
    }
    let caller = ContinuousClock.now - start
    cancelled.wait()
    queue.sync {}
    let cost = ChurnCost(cpu: cpuNanoseconds() - cpuStart, caller: Int(caller / .nanoseconds(1)))
    for source in background { source.cancel() }
    return cost
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 200)

    // MARK: Schedule and cancel with many timers live: `live` timers an hour out stay scheduled
    // (made before the measurement), and 10,000 more are scheduled and cancelled — one at a time
    // ("cancel as you go"), or all scheduled then all cancelled. Two measures of one run: the
    // CPU time of the whole process until the last cancellation has been processed (the cost,
    // and the target's measure), and the wall-clock time of the calling thread alone, which
    // leaves out what libdispatch does for each source on its own threads, on the other core.

    let cpuTime = BenchmarkMetric.custom("CPU time in µs")
    let callerTime = BenchmarkMetric.custom("caller's wall clock in µs")
    for live in [1, 100, 10_000, 100_000] {
        for allAtOnce in [false, true] {
            let order = allAtOnce ? "schedule all, then cancel all" : "cancel as you go"
            for (metric, measure) in [(cpuTime, "CPU"), (callerTime, "caller's wall clock")] {
                // Whole microseconds, unscaled: the automatic "K" would keep two digits.
                let configuration = Benchmark.Configuration(
                    metrics: [metric], units: [metric: .count], scalingFactor: .one, maxDuration: .seconds(5),
                    maxIterations: 50)
                for ours in [true, false] {
                    let name =
                        "\(order), \(live) live, \(measure) · \(ours ? "FSTimerScheduler" : "DispatchSourceTimer")"
                    Benchmark(name, configuration: configuration) { benchmark in
                        let run =
                            ours
                            ? churnOurs(live: live, allAtOnce: allAtOnce)
                            : churnDispatch(live: live, allAtOnce: allAtOnce)
                        benchmark.measurement(metric, (metric == cpuTime ? run.cpu : run.caller) / 1_000)
                    }
                }
            }
        }
    }

    // MARK: A 3-second countdown ticking every 100 ms whose tick handler takes 0, 0.3, 0.7 or 1.5
    // intervals: how late each tick runs after its place on the grid, and how late the end
    // comes. The peer is the original's countdown: a repeating Dispatch source whose handler
    // subtracts the interval from the time left and ends when it reaches zero.

    for load in [0, 3, 7, 15] {
        for (name, ours) in [("FSCountdown", true), ("DispatchSourceTimer, time left decremented", false)] {
            let (tickError, endError) = (
                BenchmarkMetric.custom("tick error in µs"), BenchmarkMetric.custom("end error in µs")
            )
            for (metric, fraction, label) in [
                (tickError, 0.5, "tick error p50"), (tickError, 0.99, "tick error p99"),
                (tickError, 1.0, "tick error max"), (endError, 1.0, "end error"),
            ] {
                Benchmark(
                    "countdown, handler \(Double(load) / 10) interval, \(label) · \(name)",
                    configuration: .init(metrics: [metric], scalingFactor: .one, maxIterations: 1)
                ) { benchmark in
                    let run = countdownErrors(handlerTenths: load, ours: ours)
                    benchmark.measurement(metric, metric == endError ? run.end : run.ticks.quantile(fraction))
                }
            }
        }
    }

    // MARK: Memory of 100,000 live timers (handles and the scheduler's tables included, a new
    // scheduler each time): the process's resident memory with them alive, and its growth
    // per timer. Resident memory, not the allocator's count: the interposer's byte count
    // misses the large blocks that hold a scheduler's tables.

    let resident = BenchmarkMetric.custom("resident MiB")
    let perTimer = BenchmarkMetric.custom("resident bytes per timer")
    for (metric, name) in [(resident, "Process resident memory"), (perTimer, "Resident memory per timer")] {
        // No warm-up run: its freed memory would stay resident and hide the measured growth.
        let configuration = Benchmark.Configuration(
            metrics: [metric], warmupIterations: 0, scalingFactor: .one, maxIterations: 1)
        Benchmark("\(name), \(live) timers alive · FSTimerScheduler", configuration: configuration) { benchmark in
            let before = residentBytes()
            let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "resident"), clock: SuspendingClock())
            let timers = (0..<live).map { _ in scheduler.schedule(after: .seconds(3_600)) { _ in } }
            let after = residentBytes()
            benchmark.measurement(metric, metric == resident ? after >> 20 : (after - before) / live)
            blackHole(timers)
        }
        Benchmark("\(name), \(live) timers alive · DispatchSourceTimer", configuration: configuration) { benchmark in
            let before = residentBytes()
            let queue = DispatchQueue(label: "resident dispatch")
            let sources = (0..<live).map { _ in dispatchTimer(after: .seconds(3_600), repeating: nil, on: queue) {} }
            let after = residentBytes()
            benchmark.measurement(metric, metric == resident ? after >> 20 : (after - before) / live)
            for source in sources { source.cancel() }
        }
    }

    // MARK: 10,000 timers every 10 ms for 2 s: lateness quantiles and CPU per firing, on an idle
    // machine and with every core busy with other work (a spinning thread per core): more
    // firings than the queue can serve, where missed firings must be coalesced.

    let cores = ProcessInfo.processInfo.activeProcessorCount
    for (name, ours) in [("FSTimerScheduler", true), ("DispatchSourceTimer", false)] {
        for (metric, fraction) in [("p50", 0.5), ("p99", 0.99), ("max", 1.0)] {
            let lateness = BenchmarkMetric.custom("lateness \(metric) in µs")
            Benchmark(
                "10k timers every 10 ms, every core busy, lateness \(metric) · \(name)",
                configuration: .init(metrics: [lateness], scalingFactor: .one, maxIterations: 1)
            ) { benchmark in
                benchmark.measurement(lateness, crowdedTimers(ours: ours, busyThreads: cores).log.quantile(fraction))
            }
        }
        let delivered = BenchmarkMetric.custom("firings delivered")
        Benchmark(
            "10k timers every 10 ms, every core busy, firings delivered · \(name)",
            configuration: .init(metrics: [delivered], scalingFactor: .one, maxIterations: 1)
        ) { benchmark in
            benchmark.measurement(delivered, crowdedTimers(ours: ours, busyThreads: cores).log.values.count)
        }
    }
    for (name, ours) in [("FSTimerScheduler", true), ("DispatchSourceTimer", false)] {
        for (metric, fraction) in [("p50", 0.5), ("p99", 0.99), ("max", 1.0)] {
            let lateness = BenchmarkMetric.custom("lateness \(metric) in µs")
            Benchmark(
                "10k timers every 10 ms, lateness \(metric) · \(name)",
                configuration: .init(metrics: [lateness], scalingFactor: .one, maxIterations: 1)
            ) { benchmark in
                benchmark.measurement(lateness, crowdedTimers(ours: ours).log.quantile(fraction))
            }
        }
        let cpu = BenchmarkMetric.custom("CPU ns per firing")
        Benchmark(
            "10k timers every 10 ms, CPU per firing · \(name)",
            configuration: .init(metrics: [cpu], scalingFactor: .one, maxIterations: 1)
        ) { benchmark in
            benchmark.measurement(cpu, crowdedTimers(ours: ours).cpuPerFiring)
        }
    }
}
