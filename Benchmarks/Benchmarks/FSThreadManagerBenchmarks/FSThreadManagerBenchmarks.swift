// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import Dispatch
import FSThreadManager
import Foundation

/// Tasks per graph sample: the 100,000, and 10,000 for chains on `OperationQueue`,
/// which on Linux slows down more than quadratically with the length of a chain (0.09 s for
/// 10,000, 4.2 s for 20,000, 64 s for 40,000 on this machine): 100,000 would take hours.
let graphTasks = 100_000
let shortChain = 10_000

/// CPU-bound work of a few microseconds, the same in every map.
@inline(never)
func work(_ seed: Int) -> UInt64 {
    var state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
    }
    return state &* 0x2545_F491_4F6C_DD1D
}

let mapInput = Array(0..<20_000)

/// 100,000 `BlockOperation`s on an `OperationQueue` of width 2, chained or fanned out from one
/// root, as the original's graphs were built.
///
/// The clock stops once the queue is done: releasing a 100,000-long chain of operations that
/// hold their dependencies frees it recursively and overflows the stack on Linux, so the
/// dependencies are removed first, outside the measurement (which only flatters the peer).
func operationQueueGraph(chain: Bool, tasks: Int, _ benchmark: Benchmark) {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 2
    let root = BlockOperation {}
    var operations = [root]
    operations.reserveCapacity(tasks)
    for _ in 1..<tasks {
        let operation = BlockOperation {}
        operation.addDependency(chain ? operations[operations.count - 1] : root)
        operations.append(operation)
    }
    queue.addOperations(operations, waitUntilFinished: true)
    benchmark.stopMeasurement()
    for operation in operations { operation.dependencies.forEach(operation.removeDependency) }
}

func taskGraph(chain: Bool, tasks: Int) throws {
    var graph = FSTaskGraph<Int>()
    graph.add(0) { _ in }
    for task in 1..<tasks { graph.add(task, after: [chain ? task - 1 : 0]) { _ in } }
    _ = try graph.run(maxConcurrency: 2).waitUntilFinished()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 20)

    // MARK: Bounded task graphs: 100,000 empty tasks, at most 2 at once.

    Benchmark("graph of 100k empty tasks, fan-out, limit 2 · FSTaskGraph") { _ in
        try taskGraph(chain: false, tasks: graphTasks)
    }
    Benchmark("graph of 100k empty tasks, fan-out, limit 2 · OperationQueue") { benchmark in
        operationQueueGraph(chain: false, tasks: graphTasks, benchmark)
    }
    Benchmark("graph of 10k empty tasks, chain, limit 2 · FSTaskGraph") { _ in
        try taskGraph(chain: true, tasks: shortChain)
    }
    Benchmark("graph of 10k empty tasks, chain, limit 2 · OperationQueue") { benchmark in
        operationQueueGraph(chain: true, tasks: shortChain, benchmark)
    }
    // No peer: OperationQueue does not finish a chain this long in reasonable time.
    Benchmark("graph of 100k empty tasks, chain, limit 2 · FSTaskGraph") { _ in
        try taskGraph(chain: true, tasks: graphTasks)
    }

    // MARK: Data parallelism: 20,000 elements of CPU-bound work.

    Benchmark("map 20k CPU-bound · FSThreadManager concurrentMap") { _ in
        blackHole(mapInput.concurrentMap { work($0) })
    }
    Benchmark("map 20k CPU-bound · concurrentPerform") { _ in
        var results = [UInt64](repeating: 0, count: mapInput.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let output = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: mapInput.count) { index in
                output.buffer[index] = work(mapInput[index])
            }
        }
        blackHole(results)
    }
    Benchmark("map 20k CPU-bound · serial map") { _ in
        blackHole(mapInput.map { work($0) })
    }

    // MARK: async map: 100,000 small async closures, at most 2 at once.

    let asyncInput = Array(0..<100_000)
    Benchmark("async map 100k, limit 2 · FSThreadManager concurrentMap") { _ in
        blackHole(await asyncInput.concurrentMap(maxConcurrency: 2) { $0 &* 3 })
    }
    Benchmark("async map 100k, limit 2 · withTaskGroup by hand") { _ in
        let results = await withTaskGroup(of: (Int, Int).self) { group in
            var results = [Int](repeating: 0, count: asyncInput.count)
            var next = 0
            while next < 2 {
                let index = next
                group.addTask { (index, asyncInput[index] &* 3) }
                next += 1
            }
            while let (index, value) = await group.next() {
                results[index] = value
                if next < asyncInput.count {
                    let index = next
                    group.addTask { (index, asyncInput[index] &* 3) }
                    next += 1
                }
            }
            return results
        }
        blackHole(results)
    }

    // MARK: Groups: 10,000 jobs that finish at once, one completion.

    Benchmark("group of 10k jobs · FSThreadManager group") { _ in
        let done = DispatchSemaphore(value: 0)
        let jobs: [@Sendable (FSGroupFinish) -> Void] = Array(repeating: { $0() }, count: 10_000)
        FSThreadManager.group(jobs: jobs, completionOn: .global) { _ in done.signal() }
        done.wait()
    }
    Benchmark("group of 10k jobs · DispatchGroup") { _ in
        let group = DispatchGroup()
        let queue = DispatchQueue.global()
        let jobs: [@Sendable (DispatchGroup) -> Void] = Array(repeating: { $0.leave() }, count: 10_000)
        for job in jobs {
            group.enter()
            queue.async { job(group) }
        }
        let done = DispatchSemaphore(value: 0)
        group.notify(queue: queue) { done.signal() }
        done.wait()
    }

    // MARK: Serial lanes: a million keys with one job each, every lane released once it ran
    // (the load test that was in LaneTests), beside a serial queue per key kept in a locked
    // dictionary and removed once its last job ran — what is written by hand without them.

    Benchmark("lanes, 1M keys × 1 job · FSSerialLanes") { _ in runLanes(FSSerialLanes<Int>()) }
    Benchmark("lanes, 1M keys × 1 job · DispatchQueue per key") { _ in runLanes(QueuePerKey()) }

    let precise = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .microseconds)

    // MARK: The async limiter: 10,000 permits taken and returned by one task (uncontended), and
    // by 16 tasks sharing 2 permits, each holding its permit across a suspension (contended).

    Benchmark("limiter, 10k permits uncontended · FSAsyncLimiter", configuration: precise) { _ in
        let limiter = FSAsyncLimiter(limit: 2)
        for index in 0..<10_000 { blackHole(try await limiter.withPermit { index }) }
    }
    Benchmark("limiter, 10k permits uncontended · actor semaphore", configuration: precise) { _ in
        let semaphore = ActorSemaphore(value: 2)
        for index in 0..<10_000 {
            await semaphore.wait()
            blackHole(index)
            await semaphore.signal()
        }
    }
    Benchmark("limiter, 16 tasks × 1,000 permits, limit 2 · FSAsyncLimiter", configuration: precise) { _ in
        let limiter = FSAsyncLimiter(limit: 2)
        await contended(tasks: 16, calls: 1_000) { _ = try? await limiter.withPermit { await Task.yield() } }
    }
    Benchmark("limiter, 16 tasks × 1,000 permits, limit 2 · actor semaphore", configuration: precise) { _ in
        let semaphore = ActorSemaphore(value: 2)
        await contended(tasks: 16, calls: 1_000) {
            await semaphore.wait()
            await Task.yield()
            await semaphore.signal()
        }
    }

    // MARK: Async work in order: 10,000 jobs run one after another by one task (uncontended),
    // beside an actor that queues continuations, the usual hand-written async queue.

    Benchmark("queue, 10k jobs uncontended · FSAsyncQueue", configuration: precise) { _ in
        let queue = FSAsyncQueue()
        for index in 0..<10_000 { blackHole(try await queue.run { index }) }
    }
    Benchmark("queue, 10k jobs uncontended · actor queue with continuations", configuration: precise) { _ in
        let queue = ActorQueue()
        for index in 0..<10_000 { blackHole(await queue.run { index }) }
    }

    // MARK: Single flight: a request that takes 1 ms, asked by 100 tasks at once for the same
    // key (they share one request), beside the same request asked by one caller.

    let request: @Sendable () async throws -> Int = {
        try await Task.sleep(for: .milliseconds(1))
        return 1
    }
    Benchmark("a 1 ms request, same key · FSSingleFlight, 100 concurrent callers", configuration: precise) { _ in
        let flight = FSSingleFlight<Int, Int>()
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<100 { group.addTask { (try? await flight.value(forKey: 1, operation: request)) ?? 0 } }
            for await value in group { blackHole(value) }
        }
    }
    Benchmark("a 1 ms request, same key · one call", configuration: precise) { _ in
        let flight = FSSingleFlight<Int, Int>()
        blackHole(try await flight.value(forKey: 1, operation: request))
    }

    // MARK: Timeouts: 1,000 operations that finish at once under a 10-second limit, beside the
    // same operations with no limit (the floor: the wrapper's overhead is the difference).

    Benchmark("timeout, 1,000 quick operations · FSThreadManager withTimeout", configuration: precise) { _ in
        for index in 0..<1_000 { blackHole(try await FSThreadManager.withTimeout(.seconds(10)) { index }) }
    }
    Benchmark("timeout, 1,000 quick operations · task group racing a sleep", configuration: precise) { _ in
        for index in 0..<1_000 { blackHole(try await groupTimeout(.seconds(10)) { index }) }
    }
    Benchmark("1,000 quick operations without a time limit · direct calls (floor)", configuration: precise) { _ in
        let operation: @Sendable (Int) async -> Int = { $0 }
        for index in 0..<1_000 { blackHole(await operation(index)) }
    }
}

/// Keys in the lanes benchmark: the million of the load test it replaced.
let lanesKeys = 1_000_000

/// One job for each of `lanesKeys` keys, then a wait until every job has run and every lane
/// is released (a job signals its group just before its lane is released, so the last lanes
/// may need a moment).
func runLanes(_ lanes: some Lanes) {
    let group = DispatchGroup()
    for key in 0..<lanesKeys {
        group.enter()
        lanes.async(key) { group.leave() }
    }
    group.wait()
    for _ in 0..<1_000 where lanes.count > 0 { usleep(1_000) }
    precondition(lanes.count == 0, "a lane was left behind")
}

/// What the lanes benchmark asks of both sides: a job on a key's lane, and how many lanes are
/// held.
protocol Lanes {
    func async(_ key: Int, _ job: @escaping @Sendable () -> Void)
    var count: Int { get }
}

extension FSSerialLanes<Int>: Lanes {
    var count: Int { activeLaneCount }
}

/// The peer of `FSSerialLanes`: a serial `DispatchQueue` per key in a dictionary under a lock,
/// with a count of pending jobs, removed when its last job has run.
final class QueuePerKey: Lanes, @unchecked Sendable {
    private let lock = NSLock()
    private var queues: [Int: (queue: DispatchQueue, pending: Int)] = [:]

    var count: Int { lock.withLock { queues.count } }

    func async(_ key: Int, _ job: @escaping @Sendable () -> Void) {
        let queue = lock.withLock {
            let queue = queues[key]?.queue ?? DispatchQueue(label: "lane", target: .global())
            queues[key] = (queue, (queues[key]?.pending ?? 0) + 1)
            return queue
        }
        queue.async { [self] in
            job()
            lock.withLock {
                guard let entry = queues[key] else { return }
                if entry.pending == 1 { queues[key] = nil } else { queues[key] = (entry.queue, entry.pending - 1) }
            }
        }
    }
}

/// The peer of `FSAsyncLimiter`: a counting semaphore as an actor, first come first served,
/// in the shape of groue/Semaphore's API (`wait`, `signal`). It does not handle cancellation,
/// which only makes it cheaper.
actor ActorSemaphore {
    private var value: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var head = 0

    init(value: Int) { self.value = value }

    func wait() async {
        value -= 1
        if value >= 0 { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func signal() {
        value += 1
        guard head < waiters.count else { return }
        let next = waiters[head]
        head += 1
        if head * 2 >= waiters.count {
            waiters.removeFirst(head)
            head = 0
        }
        next.resume()
    }
}

/// The peer of `FSAsyncQueue`: an async queue written the usual way, an actor that runs one
/// job at a time and parks the callers behind it as continuations.
actor ActorQueue {
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func run<Result: Sendable>(_ body: @Sendable () async -> Result) async -> Result {
        if busy {
            await withCheckedContinuation { waiters.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiters.isEmpty { busy = false } else { waiters.removeFirst().resume() }
        }
        return await body()
    }
}

/// `calls` permits taken and returned by each of `tasks` tasks at once, the body suspending
/// once while it holds its permit.
func contended(tasks: Int, calls: Int, _ body: @escaping @Sendable () async -> Void) async {
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<tasks {
            group.addTask {
                for _ in 0..<calls { await body() }
            }
        }
    }
}

/// `operation` raced against a sleep of `timeout` in a task group, the usual hand-written
/// timeout: the first to finish wins, the other is cancelled.
func groupTimeout<T: Sendable>(
    _ timeout: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws
    -> T
{
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: timeout)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw CancellationError() }
        return value
    }
}

/// The results buffer of the concurrentPerform baseline, written by index from its workers.
struct UnsafeSendableBuffer: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<UInt64>
    init(_ buffer: UnsafeMutableBufferPointer<UInt64>) { self.buffer = buffer }
}
