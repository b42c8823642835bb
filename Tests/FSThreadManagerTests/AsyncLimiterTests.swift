import FSTestSupport
import Testing

@testable import FSThreadManager

@Suite struct AsyncLimiterTests {
    @Test func anUncontendedPermitIsTakenAndReturned() async throws {
        let limiter = FSAsyncLimiter(limit: 2)
        let value = try await limiter.withPermit {
            #expect(limiter.available == 1)
            return 5
        }
        #expect(value == 5 && limiter.available == 2)
    }

    /// Waiters are served in the order they asked.
    @Test func waitersAreServedFirstComeFirstServed() async throws {
        let limiter = FSAsyncLimiter(limit: 1)
        let holder = Holder()
        let first = Task { try await limiter.withPermit { await holder.hold() } }
        #expect(await eventually { holder.entered.value })
        let order = Locked([Int]())
        var waiters: [Task<Void, any Error>] = []
        for index in 0..<6 {
            waiters.append(Task { try await limiter.withPermit { order.withLock { $0.append(index) } } })
            #expect(await eventually { limiter.waiting == index + 1 })
        }
        holder.release()
        try await first.value
        for waiter in waiters { try await waiter.value }
        #expect(order.value == Array(0..<6))
        #expect(limiter.available == 1)
    }

    /// A heavy waiter at the front holds back a light one behind it, even with a permit
    /// free: no starvation of heavy calls.
    @Test func aHeavyWaiterIsNotOvertaken() async throws {
        let limiter = FSAsyncLimiter(limit: 3)
        let holder = Holder()
        let running = Task { try await limiter.withPermit(weight: 2) { await holder.hold() } }
        #expect(await eventually { holder.entered.value })
        let order = Locked([String]())
        let heavy = Task { try await limiter.withPermit(weight: 3) { order.withLock { $0.append("heavy") } } }
        #expect(await eventually { limiter.waiting == 1 })
        let light = Task { try await limiter.withPermit { order.withLock { $0.append("light") } } }
        #expect(await eventually { limiter.waiting == 2 })
        #expect(limiter.available == 1 && order.value.isEmpty)
        holder.release()
        try await running.value
        try await heavy.value
        try await light.value
        #expect(order.value == ["heavy", "light"])
    }

    /// The body runs in the caller's isolation: main-actor code uses main-actor state in it
    /// with no hop and no `Sendable` closure.
    @MainActor @Test func theBodyRunsOnTheCallersActor() async throws {
        final class Screen { var shown: [Int] = [] }
        let screen = Screen()
        let limiter = FSAsyncLimiter(limit: 1)
        for index in 0..<3 {
            try await limiter.withPermit {
                MainActor.assertIsolated()
                screen.shown.append(index)
            }
        }
        #expect(screen.shown == [0, 1, 2])
    }

    @Test func aWeightAboveTheLimitTakesTheWholeLimit() async throws {
        let limiter = FSAsyncLimiter(limit: 2)
        try await limiter.withPermit(weight: 50) { #expect(limiter.available == 0) }
        #expect(limiter.available == 2)
    }

    /// Cancelled while waiting: out of the queue at once, `CancellationError`, the body never
    /// runs, and the waiter behind it moves up.
    @Test func aCancelledWaiterLeavesTheQueue() async throws {
        let limiter = FSAsyncLimiter(limit: 1)
        let holder = Holder()
        let running = Task { try await limiter.withPermit { await holder.hold() } }
        #expect(await eventually { holder.entered.value })
        let ran = Locked(false)
        let cancelled = Task { try await limiter.withPermit { ran.withLock { $0 = true } } }
        #expect(await eventually { limiter.waiting == 1 })
        let next = Task { try await limiter.withPermit { 1 } }
        #expect(await eventually { limiter.waiting == 2 })
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(limiter.waiting == 1 && !ran.value)
        holder.release()
        #expect(try await next.value == 1)
        try await running.value
        #expect(limiter.available == 1)
    }

    /// A task cancelled before it asks, with no permit free and nobody waiting: its place is
    /// reserved, left and dropped from the queue before the task would suspend in it, and the
    /// call throws `CancellationError` (it once read the dropped place: an index out of range).
    @Test func aTaskCancelledBeforeItAsksThrowsWithoutWaiting() async throws {
        let limiter = FSAsyncLimiter(limit: 1)
        let ran = Locked(false)
        try await limiter.withPermit {
            let late = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await limiter.withPermit { ran.withLock { $0 = true } }
            }
            await #expect(throws: CancellationError.self) { try await late.value }
            #expect(limiter.waiting == 0)
        }
        #expect(limiter.available == 1 && !ran.value)
        #expect(try await limiter.withPermit { 2 } == 2)
    }

    /// 16 tasks, random weights, random cancellations, each holding its permits across a few
    /// suspensions: the permits in use never exceed the limit, and at the end none is lost.
    @Test(arguments: 0..<12)
    func permitsAreNeverExceededNorLost(seed: UInt64) async {
        var generator = SeededGenerator(seed: seed)
        let limit = Int.random(in: 1...5, using: &generator)
        let limiter = FSAsyncLimiter(limit: limit)
        let inUse = Locked((now: 0, most: 0))
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<16 {
            let weight = Int.random(in: 1...limit, using: &generator)
            let yields = Int.random(in: 0..<5, using: &generator)
            tasks.append(
                Task {
                    _ = try? await limiter.withPermit(weight: weight) {
                        inUse.withLock { state in
                            state.now += weight
                            state.most = max(state.most, state.now)
                        }
                        for _ in 0..<yields { await Task.yield() }
                        inUse.withLock { $0.now -= weight }
                    }
                })
        }
        for task in tasks.shuffled(using: &generator).prefix(Int.random(in: 0...8, using: &generator)) {
            for _ in 0..<Int.random(in: 0..<3, using: &generator) { await Task.yield() }
            task.cancel()
        }
        for task in tasks { await task.value }
        #expect(inUse.value.most <= limit)
        #expect(inUse.value.now == 0)
        #expect(limiter.available == limit && limiter.waiting == 0)
    }

    /// Permits taken and returned at once by 8 tasks, 4,000 calls each, on every thread of the
    /// pool: nobody waits most of the time (the permits are counted without the mutex), then
    /// somebody does (the queue counts them), back and forth thousands of times — and the
    /// permits in use never exceed the limit, and none is lost.
    @Test(arguments: 1...3)
    func permitsHoldWhileCallersComeAndGoAtOnce(limit: Int) async {
        let limiter = FSAsyncLimiter(limit: limit)
        let inUse = Locked((now: 0, most: 0))
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for call in 0..<4_000 {
                        let weight = 1 + (task + call) % limit
                        _ = try? await limiter.withPermit(weight: weight) {
                            inUse.withLock { state in
                                state.now += weight
                                state.most = max(state.most, state.now)
                            }
                            if call % 64 == 0 { await Task.yield() }
                            inUse.withLock { $0.now -= weight }
                        }
                    }
                }
            }
        }
        #expect(inUse.value.most <= limit)
        #expect(inUse.value.now == 0)
        #expect(limiter.available == limit && limiter.waiting == 0)
    }

    /// Waiters cancelled while the permit they wait for is returned: Swift runs a cancellation
    /// handler under the task's own lock and takes that lock to resume the task, so a limiter
    /// that resumed waiters under its mutex (which the handler takes) could hang here, each
    /// thread holding the lock the other needs.
    @Test func waitersCancelledAsPermitsReturnNeverHang() async {
        for _ in 0..<2_000 {
            let limiter = FSAsyncLimiter(limit: 1)
            let waiters = (0..<4).map { _ in Task { try? await limiter.withPermit { await Task.yield() } } }
            let canceller = Task { for waiter in waiters.reversed() { waiter.cancel() } }
            for waiter in waiters { await waiter.value }
            await canceller.value
            #expect(limiter.available == 1 && limiter.waiting == 0)
        }
    }
}
