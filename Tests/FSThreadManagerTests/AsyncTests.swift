import FSTestSupport
import Testing

@testable import FSThreadManager

@Suite struct AsyncTests {
    @Test(arguments: 1...30)
    func asyncGraphsRunInDependencyOrderWithinTheLimit(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        let dag = RandomDAG(
            tasks: Int.random(in: 1...200, using: &generator), failures: seed % 3 == 0 ? 2 : 0, using: &generator)
        let limit = Int.random(in: 1...4, using: &generator)
        let log = RunLog()
        var graph = FSAsyncTaskGraph<Int>()
        for task in dag.insertion {
            let fails = dag.failing.contains(task)
            graph.add(task, after: dag.dependencies[task]) {
                log.start(task)
                await Task.yield()
                log.end(task)
                if fails { throw TaskFailure(task: task) }
            }
        }
        let report = try await graph.run(maxConcurrency: limit)
        let runs = dag.runs
        #expect(log.orderProblems(dag.dependencies).isEmpty)
        #expect(log.peak <= limit)
        #expect(Set(log.started) == Set(runs.indices.filter { runs[$0] }))
        #expect(Set(report.skipped.keys) == Set(runs.indices.filter { !runs[$0] }))
        #expect(Set(report.failures.keys) == dag.failing.filter { runs[$0] })
    }

    @Test func asyncGraphsCheckTheGraphFirst() async {
        var graph = FSAsyncTaskGraph<String>()
        graph.add("a", after: ["b"]) {}
        graph.add("b", after: ["a"]) {}
        await #expect(throws: FSThreadManagerError.cycle(["a", "b", "a"])) { try await graph.run(maxConcurrency: 2) }
    }

    @Test func cancellingTheCallerSkipsTasksNotStarted() async throws {
        var graph = FSAsyncTaskGraph<Int>()
        // The first task runs until it sees the cancellation, which comes once it has started.
        let started = FSProtected(false)
        graph.add(0) {
            started.withLock { $0 = true }
            while !Task.isCancelled { await Task.yield() }
        }
        for task in 1..<1000 { graph.add(task, after: [task - 1]) {} }
        let runner = Task { try await graph.run(maxConcurrency: 2) }
        while !started.value { await Task.yield() }
        runner.cancel()
        let report = try await runner.value
        #expect(report.outcomes[0]?.isFinished == true)
        #expect(report.skipped.count == 999 && report.skipped.values.allSatisfy { $0 == .cancelled })
    }

    @Test(arguments: [0, 1, 2, 7, 100, 5000])
    func asyncMapKeepsOrderAndTheLimit(count: Int) async {
        let running = FSProtected((now: 0, peak: 0))
        let results = await (0..<count).concurrentMap(maxConcurrency: 3) { value in
            running.withLock {
                $0.now += 1; $0.peak = max($0.peak, $0.now)
            }
            await Task.yield()
            running.withLock { $0.now -= 1 }
            return value * 2
        }
        #expect(results == (0..<count).map { $0 * 2 })
        #expect(running.value.peak <= 3)
        if count >= 100 { #expect(running.value.peak >= 2) }
    }

    /// Any limit works, `Int.max` ("no limit") included: it once made the async map count to
    /// it after the elements ran out.
    @Test func limitsOfAnyValueRunEveryTask() async throws {
        for limit in [Int.min, -1, 0, 1, 2, Int.max] {
            let doubled = await (0..<10).concurrentMap(maxConcurrency: limit) { $0 * 2 }
            #expect(doubled == (0..<10).map { $0 * 2 }, "limit \(limit)")
            var asyncGraph = FSAsyncTaskGraph<Int>()
            var graph = FSTaskGraph<Int>()
            for task in 0..<10 {
                asyncGraph.add(task, after: task > 0 ? [task - 1] : []) {}
                graph.add(task, after: task > 0 ? [task - 1] : []) { _ in }
            }
            #expect(try await asyncGraph.run(maxConcurrency: limit).succeeded, "limit \(limit)")
            #expect(try graph.run(maxConcurrency: limit).waitUntilFinished().succeeded, "limit \(limit)")
        }
    }

    @Test func asyncMapRethrowsTheFirstErrorAndCancelsTheRest() async {
        let sawCancellation = FSProtected(false)
        await #expect(throws: TaskFailure(task: 5)) {
            _ = try await (0..<1000).concurrentMap(maxConcurrency: 4) { value throws(TaskFailure) -> Int in
                if value == 5 { throw TaskFailure(task: 5) }
                if value > 5 {
                    for _ in 0..<100 where !Task.isCancelled { await Task.yield() }
                    if Task.isCancelled { sawCancellation.withLock { $0 = true } }
                }
                return value
            }
        }
        #expect(sawCancellation.value)
    }

    @Test func asyncForEachVisitsEveryElement() async {
        let seen = FSProtected(Set<Int>())
        await (0..<500).concurrentForEach(maxConcurrency: 8) { value in seen.withLock { _ = $0.insert(value) } }
        #expect(seen.value == Set(0..<500))
    }
}

@Suite struct ConcurrentMapTests {
    @Test(arguments: 1...30)
    func equalsMapForEverySizeAndChunking(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let values = (0..<Int.random(in: 0...5000, using: &generator)).map { _ in
            UInt64.random(in: 0...UInt64.max, using: &generator)
        }
        let chunkSize = Bool.random(using: &generator) ? nil : Int.random(in: -1...700, using: &generator)
        let transform: @Sendable (UInt64) -> String = { String($0 &* 0x9E37_79B9, radix: 36) }
        #expect(values.concurrentMap(chunkSize: chunkSize, transform) == values.map(transform))
        // A collection whose indices are not offsets.
        let slice = values.dropFirst(values.count / 3)
        #expect(slice.concurrentMap(transform) == slice.map(transform))
    }

    /// Chunks tile the elements in order, none empty, sizes within one of each other and no
    /// larger than asked — for counts up to `Int.max`, where a product or a rounding sum once
    /// could overflow (huge counts are checked at sampled chunks and at both ends).
    @Test func chunksTileAnyCountExactly() {
        var generator = SeededGenerator(seed: 3)
        let counts = Array(2...300) + [Int.max, Int.max - 1, 1 << 62 + 3, Int(UInt32.max) * 3]
        for elements in counts {
            for chunkSize in [nil, -1, 1, 2, 7, 64, Int.max - 1, Int.max] {
                let chunks = Chunks(count: elements, chunkSize: chunkSize)
                let samples =
                    chunks.count <= 400
                    ? Array(0..<chunks.count)
                    : [0, 1, chunks.count - 2, chunks.count - 1]
                        + (0..<50).map { _ in Int.random(in: 0..<(chunks.count - 1), using: &generator) }
                let sizes = samples.map { chunks.range($0).count }
                let (smallest, largest) = (sizes.min() ?? 0, sizes.max() ?? 0)
                #expect(chunks.count >= 1 && chunks.range(0).lowerBound == 0, "\(elements) by \(chunkSize ?? 0)")
                #expect(chunks.range(chunks.count - 1).upperBound == elements, "\(elements) by \(chunkSize ?? 0)")
                #expect(
                    samples.allSatisfy {
                        $0 == chunks.count - 1 || chunks.range($0).upperBound == chunks.range($0 + 1).lowerBound
                    },
                    "\(elements) by \(chunkSize ?? 0)")
                #expect(smallest >= 1 && largest - smallest <= 1, "\(elements) by \(chunkSize ?? 0)")
                if let chunkSize, chunkSize >= 1 { #expect(largest <= chunkSize) }
            }
        }
    }

    @Test func anErrorStopsTheMapAndFreesEveryResult() {
        final class Counted: Sendable {
            static let live = FSProtected(0)
            init() { Self.live.withLock { $0 += 1 } }
            deinit { Self.live.withLock { $0 -= 1 } }
        }
        for failAt in [0, 1, 499, 5_000, 9_999] {
            #expect(throws: TaskFailure(task: failAt)) {
                _ = try (0..<10_000).concurrentMap { value throws(TaskFailure) -> Counted in
                    if value == failAt { throw TaskFailure(task: failAt) }
                    return Counted()
                }
            }
            #expect(Counted.live.value == 0, "results leaked after a failure at \(failAt)")
        }
        let kept = (0..<1000).concurrentMap { _ in Counted() }
        #expect(Counted.live.value == 1000)
        withExtendedLifetime(kept) {}
    }

    @Test func forEachVisitsEveryElementOnSeveralThreads() {
        let seen = FSProtected([Int](repeating: 0, count: 100_000))
        (0..<100_000).concurrentForEach { value in seen.withLock { $0[value] += 1 } }
        #expect(seen.value.allSatisfy { $0 == 1 })
    }
}
