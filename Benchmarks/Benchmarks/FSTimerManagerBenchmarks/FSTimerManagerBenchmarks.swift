// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import Dispatch
import FSTimerManager
import Foundation

/// Timers per sample of the schedule-and-cancel case.
let churn = 10_000
/// Live timers of the memory case (the 100,000).
let live = 100_000
/// Timers and period of the lateness case (the 10,000 at 10 ms), and how long it runs.
let crowd = 10_000
let period = Duration.milliseconds(10)
let crowdRun = Duration.seconds(2)

/// A `DispatchSourceTimer` per timer, as the original kept them: made, scheduled, resumed.
func dispatchTimer(
    after delay: Duration, repeating: Duration?, on queue: DispatchQueue, _ handler: @escaping @Sendable () -> Void
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
/// every firing and the CPU time per firing, ours or one Dispatch source per timer.
func crowdedTimers(ours: Bool) -> (log: LatenessLog, cpuPerFiring: Int) {
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

/// The firings of one Dispatch source, counted by its handler on a serial queue.
final class FiringCount: @unchecked Sendable {
    var count: UInt64 = 0
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 200)

    // MARK: Schedule and cancel: 10,000 one-shot timers a second out, then cancelled.

    let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "churn"), clock: SuspendingClock())
    Benchmark("schedule+cancel 10k timers · FSTimerScheduler") { _ in
        var timers: [FSTimer] = []
        timers.reserveCapacity(churn)
        for _ in 0..<churn { timers.append(scheduler.schedule(after: .seconds(1)) { _ in }) }
        for timer in timers { timer.cancel() }
    }
    let churnQueue = DispatchQueue(label: "churn dispatch")
    Benchmark("schedule+cancel 10k timers · DispatchSourceTimer") { _ in
        var sources: [any DispatchSourceTimer] = []
        sources.reserveCapacity(churn)
        for _ in 0..<churn { sources.append(dispatchTimer(after: .seconds(1), repeating: nil, on: churnQueue) {}) }
        for source in sources { source.cancel() }
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

    // MARK: 10,000 timers every 10 ms for 2 s: lateness quantiles and CPU per firing.

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
