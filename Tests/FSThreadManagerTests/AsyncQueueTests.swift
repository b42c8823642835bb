import Dispatch
import FSTestSupport
import Testing

@testable import FSThreadManager

@Suite struct AsyncQueueTests {
    @Test func runReturnsTheBodysResultAndRethrows() async throws {
        let queue = FSAsyncQueue()
        #expect(try await queue.run { 7 } == 7)
        struct Failure: Error {}
        await #expect(throws: Failure.self) { try await queue.run { throw Failure() } }
        #expect(try await queue.run { "after a failure" } == "after a failure")
    }

    /// Jobs enqueued one after another run in that order, each after the one before has
    /// finished, though each yields several times: the place is taken when `enqueue` returns,
    /// not when its task starts.
    @Test func enqueuedJobsRunInOrderWithoutOverlapping() async {
        let queue = FSAsyncQueue()
        let log = Locked((order: [Int](), running: 0, most: 0))
        var tasks: [Task<Void, Never>] = []
        for index in 0..<200 {
            tasks.append(
                queue.enqueue {
                    log.withLock { state in
                        state.running += 1
                        state.most = max(state.most, state.running)
                    }
                    for _ in 0..<index % 4 { await Task.yield() }
                    log.withLock { state in
                        state.order.append(index)
                        state.running -= 1
                    }
                })
        }
        for task in tasks { await task.value }
        #expect(log.value.order == Array(0..<200))
        #expect(log.value.most == 1)
    }

    /// `run` takes its place when called: callers that arrive while a job runs are served in
    /// the order they came, each body awaited across suspensions before the next starts.
    @Test func callersAreServedInTheOrderTheyCame() async throws {
        let queue = FSAsyncQueue()
        let holder = Holder()
        let first = Task { try await queue.run { await holder.hold() } }
        #expect(await eventually { holder.entered.value })
        let order = Locked([Int]())
        var callers: [Task<Int, any Error>] = []
        for index in 0..<6 {
            callers.append(
                Task {
                    try await queue.run {
                        await Task.yield()
                        order.withLock { $0.append(index) }
                        return index * 10
                    }
                })
            #expect(await eventually { queue.waiting == index + 1 })
        }
        holder.release()
        try await first.value
        for (index, caller) in callers.enumerated() { #expect(try await caller.value == index * 10) }
        #expect(order.value == Array(0..<6))
    }

    /// A waiting job whose task is cancelled leaves at once: `run` throws `CancellationError`,
    /// the body never runs, and the jobs around it keep their order.
    @Test func aCancelledWaitingJobLeavesTheRestInOrder() async throws {
        let queue = FSAsyncQueue()
        let holder = Holder()
        let first = queue.enqueue { await holder.hold() }
        #expect(await eventually { holder.entered.value })
        let ran = Locked([Int]())
        let jobs = (0..<5).map { index in queue.enqueue { ran.withLock { $0.append(index) } } }
        let caller = Task { try await queue.run { ran.withLock { $0.append(99) } } }
        #expect(await eventually { queue.waiting == 6 })
        jobs[1].cancel()
        jobs[3].cancel()
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(await eventually { queue.waiting == 3 })
        holder.release()
        await first.value
        for job in jobs { await job.value }
        #expect(ran.value == [0, 2, 4])
        #expect(queue.waiting == 0)
    }

    /// Eight GCD threads enqueueing and eight tasks calling `run` at once, none of them
    /// blocking: every job runs, never two at once, each submitter's jobs in its order.
    @Test func submittersOnThreadsAndTasksAtOnce() async throws {
        let queue = FSAsyncQueue()
        let log = Locked((order: [Int: [Int]](), running: 0, most: 0))
        @Sendable func job(_ submitter: Int, _ index: Int) async {
            log.withLock { state in
                state.running += 1
                state.most = max(state.most, state.running)
            }
            await Task.yield()
            log.withLock { state in
                state.order[submitter, default: []].append(index)
                state.running -= 1
            }
        }
        let enqueued = Locked([Task<Void, Never>]())
        let threads = Task.detached {
            DispatchQueue.concurrentPerform(iterations: 8) { submitter in
                let tasks = (0..<50).map { index in queue.enqueue { await job(submitter, index) } }
                enqueued.withLock { $0 += tasks }
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for submitter in 8..<16 {
                group.addTask {
                    for index in 0..<50 { try await queue.run { await job(submitter, index) } }
                }
            }
            try await group.waitForAll()
        }
        await threads.value
        for task in enqueued.value { await task.value }
        #expect(log.value.most == 1)
        #expect(log.value.order.count == 16)
        #expect(log.value.order.values.allSatisfy { $0 == Array(0..<50) })
    }

    /// The body runs in the caller's isolation: a main-actor caller's body is on the main
    /// actor, and may return what is not `Sendable`.
    @MainActor @Test func theBodyRunsInTheCallersIsolation() async throws {
        final class NotSendable { var count = 1 }
        let queue = FSAsyncQueue()
        let value = try await queue.run {
            MainActor.assertIsolated()
            return NotSendable()
        }
        #expect(value.count == 1)
    }

    /// Random jobs and random cancellations while the queue is held: exactly the jobs not
    /// cancelled run, in the order they were enqueued, never two at once.
    @Test(arguments: 0..<8)
    func theModelHoldsUnderRandomCancellations(seed: UInt64) async {
        var generator = SeededGenerator(seed: seed)
        let queue = FSAsyncQueue()
        let holder = Holder()
        let first = queue.enqueue { await holder.hold() }
        #expect(await eventually { holder.entered.value })
        let log = Locked((order: [Int](), running: 0, most: 0))
        let count = Int.random(in: 10...60, using: &generator)
        let jobs = (0..<count).map { index in
            queue.enqueue {
                log.withLock { state in
                    state.running += 1
                    state.most = max(state.most, state.running)
                }
                await Task.yield()
                log.withLock { state in
                    state.order.append(index)
                    state.running -= 1
                }
            }
        }
        let cancelled = Set((0..<count).filter { _ in Bool.random(using: &generator) })
        for index in cancelled { jobs[index].cancel() }
        holder.release()
        await first.value
        for job in jobs { await job.value }
        #expect(log.value.order == (0..<count).filter { !cancelled.contains($0) })
        #expect(log.value.most == 1)
    }
}

@Suite struct KeyedAsyncQueueTests {
    /// One key's jobs wait for each other; another key's run meanwhile.
    @Test func keysRunInParallelAndEachInOrder() async throws {
        let queues = FSKeyedAsyncQueue<String>()
        let holder = Holder()
        let held = queues.enqueue("a") { await holder.hold() }
        #expect(await eventually { holder.entered.value })
        let order = Locked([String]())
        let behind = queues.enqueue("a") { order.withLock { $0.append("a1") } }
        #expect(
            try await queues.run("b") {
                order.withLock { $0.append("b1") }; return 2
            } == 2)
        #expect(order.value == ["b1"])
        #expect(queues.activeKeyCount == 1)
        holder.release()
        await held.value
        await behind.value
        #expect(order.value == ["b1", "a1"])
        #expect(queues.activeKeyCount == 0)
    }

    /// Random keys, jobs and cancellations while every key is held: per key, exactly the jobs
    /// not cancelled run, in the order they were submitted, never two at once; afterwards no
    /// key's queue is left.
    @Test(arguments: 0..<8)
    func theModelHoldsPerKey(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        let queues = FSKeyedAsyncQueue<Int>()
        let keys = 0..<Int.random(in: 1...4, using: &generator)
        let holders = keys.map { _ in Holder() }
        let firsts = keys.map { key in queues.enqueue(key) { await holders[key].hold() } }
        for holder in holders { #expect(await eventually { holder.entered.value }) }
        let log = Locked((order: [Int: [Int]](), running: [Int: Int](), overlapped: false))
        var submitted: [(key: Int, task: Task<Void, Never>)] = []
        for index in 0..<Int.random(in: 10...60, using: &generator) {
            let key = Int.random(in: keys, using: &generator)
            submitted.append(
                (
                    key,
                    queues.enqueue(key) {
                        log.withLock { state in
                            state.running[key, default: 0] += 1
                            if state.running[key, default: 0] > 1 { state.overlapped = true }
                        }
                        await Task.yield()
                        log.withLock { state in
                            state.order[key, default: []].append(index)
                            state.running[key, default: 0] -= 1
                        }
                    }
                ))
        }
        let cancelled = Set(submitted.indices.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 })
        for index in cancelled { submitted[index].task.cancel() }
        for holder in holders { holder.release() }
        for first in firsts { await first.value }
        for job in submitted { await job.task.value }
        for key in keys {
            let expected = submitted.indices.filter { submitted[$0].key == key && !cancelled.contains($0) }
            #expect(log.value.order[key, default: []] == expected)
        }
        #expect(!log.value.overlapped)
        #expect(await eventually { queues.activeKeyCount == 0 })
    }
}
