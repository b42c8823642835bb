import FSTestSupport
import Testing

@testable import FSThreadManager

@Suite struct SingleFlightTests {
    private struct Failure: Error, Equatable { let run: Int }

    /// Counts one more run of an operation and returns its number.
    private static func count(_ runs: Locked<Int>) -> Int {
        runs.withLock { count in
            count += 1
            return count
        }
    }

    /// 100 callers at once: one operation, 100 copies of its value; the next call after it
    /// finished starts a second one.
    @Test func concurrentCallersShareOneOperation() async throws {
        let flight = FSSingleFlight<String, Int>()
        let holder = Holder()
        let runs = Locked(0)
        let operation: @Sendable () async throws -> Int = {
            let run = Self.count(runs)
            if run == 1 { await holder.hold() }
            return run * 100
        }
        let callers = (0..<100).map { _ in Task { try await flight.value(forKey: "token", operation: operation) } }
        #expect(await eventually { flight.waiting(forKey: "token") == 100 })
        holder.release()
        for caller in callers { #expect(try await caller.value == 100) }
        #expect(runs.value == 1 && flight.activeKeyCount == 0)
        #expect(try await flight.value(forKey: "token", operation: operation) == 200)
    }

    /// Every caller gets the operation's error; errors are not reused.
    @Test func theErrorIsSharedAndNotReused() async throws {
        let flight = FSSingleFlight<Int, Int>(reusingValuesFor: .seconds(3600))
        let holder = Holder()
        let runs = Locked(0)
        let operation: @Sendable () async throws -> Int = {
            let run = Self.count(runs)
            if run == 1 {
                await holder.hold()
                throw Failure(run: run)
            }
            return run
        }
        let callers = (0..<10).map { _ in Task { try await flight.value(forKey: 1, operation: operation) } }
        #expect(await eventually { flight.waiting(forKey: 1) == 10 })
        holder.release()
        for caller in callers { await #expect(throws: Failure(run: 1)) { try await caller.value } }
        #expect(try await flight.value(forKey: 1, operation: operation) == 2)
    }

    /// An operation that ends before its caller has suspended still hands it the value (it once
    /// threw `CancellationError`: the flight was gone when the caller came to wait).
    @Test func anOperationFasterThanItsCallerStillAnswersIt() async throws {
        let flight = FSSingleFlight<Int, Int>()
        for round in 0..<20_000 {
            #expect(try await flight.value(forKey: round % 3) { round } == round)
        }
        #expect(flight.activeKeyCount == 0)
    }

    /// A caller that cancels stops waiting; the others get the value of an operation that was
    /// not cancelled.
    @Test func aCancelledCallerLeavesTheOthersAlone() async throws {
        let flight = FSSingleFlight<Int, Bool>()
        let holder = Holder()
        let operation: @Sendable () async throws -> Bool = {
            await holder.hold()
            return Task.isCancelled
        }
        let leaving = Task { try await flight.value(forKey: 7, operation: operation) }
        let staying = Task { try await flight.value(forKey: 7, operation: operation) }
        #expect(await eventually { flight.waiting(forKey: 7) == 2 })
        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        #expect(flight.waiting(forKey: 7) == 1)
        holder.release()
        #expect(try await staying.value == false)
    }

    /// When every caller has gone the operation is cancelled, and the next call starts afresh.
    @Test func theLastCallerToGoCancelsTheOperation() async throws {
        let flight = FSSingleFlight<Int, Int>()
        let holder = Holder()
        let sawCancellation = Locked(false)
        let runs = Locked(0)
        let operation: @Sendable () async throws -> Int = {
            let run = Self.count(runs)
            if run == 1 {
                await withTaskCancellationHandler {
                    await holder.hold()
                } onCancel: {
                    sawCancellation.withLock { $0 = true }
                    holder.release()
                }
            }
            return run
        }
        let callers = (0..<3).map { _ in Task { try await flight.value(forKey: 1, operation: operation) } }
        #expect(await eventually { flight.waiting(forKey: 1) == 3 })
        for caller in callers { caller.cancel() }
        for caller in callers { await #expect(throws: CancellationError.self) { try await caller.value } }
        #expect(await eventually { sawCancellation.value })
        #expect(try await flight.value(forKey: 1, operation: operation) == 2)
    }

    /// An operation that waits on the same flight for another key (a loader that needs a second
    /// value first): cancelling its last caller cancels it, which runs the cancellation handler
    /// of its own wait — a handler that takes the flight's lock, so the flight must not hold
    /// that lock while it cancels (it did, and the caller's thread hung on its own lock).
    @Test func anOperationWaitingOnTheSameFlightIsCancelledWithItsCaller() async throws {
        let flight = FSSingleFlight<String, Int>()
        let caller = Task {
            try await flight.value(forKey: "outer") {
                try await flight.value(forKey: "inner") {
                    try await Task.sleep(for: .seconds(600))
                    return 1
                }
            }
        }
        #expect(await eventually { flight.waiting(forKey: "inner") == 1 })
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        // The inner operation lost its one waiter, the outer one: it is cancelled and dropped too.
        #expect(await eventually { flight.activeKeyCount == 0 })
    }

    /// A value is reused for the window after it was made, on the flight's clock.
    @Test func valuesAreReusedForTheWindow() async throws {
        let clock = TestClock()
        let flight = FSSingleFlight<String, Int>(reusingValuesFor: .seconds(60), clock: clock)
        let runs = Locked(0)
        let operation: @Sendable () async throws -> Int = {
            Self.count(runs)
        }
        #expect(try await flight.value(forKey: "a", operation: operation) == 1)
        #expect(try await flight.value(forKey: "a", operation: operation) == 1)
        #expect(try await flight.value(forKey: "b", operation: operation) == 2)
        clock.advance(by: .seconds(59))
        #expect(try await flight.value(forKey: "a", operation: operation) == 1)
        clock.advance(by: .seconds(1))
        #expect(try await flight.value(forKey: "a", operation: operation) == 3)
    }

    /// Random callers on random keys, some cancelled while they wait: at most one operation
    /// per key runs at a time, every caller not cancelled gets the value of the operation it
    /// joined, and nothing is left in flight.
    @Test(arguments: 0..<8)
    func theModelHoldsUnderRandomCancellations(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        let flight = FSSingleFlight<Int, Int>()
        let keys = 0..<Int.random(in: 1...3, using: &generator)
        let holders = keys.map { _ in Holder() }
        let log = Locked((runs: [Int: Int](), running: [Int: Int](), overlapped: false))
        func operation(_ key: Int) -> @Sendable () async throws -> Int {
            {
                let run = log.withLock { state in
                    state.runs[key, default: 0] += 1
                    state.running[key, default: 0] += 1
                    if state.running[key, default: 0] > 1 { state.overlapped = true }
                    return state.runs[key, default: 0]
                }
                if run == 1 { await holders[key].hold() }
                log.withLock { $0.running[key, default: 0] -= 1 }
                return key * 1000 + run
            }
        }
        var callers: [(key: Int, task: Task<Int, any Error>)] = []
        for _ in 0..<Int.random(in: 5...40, using: &generator) {
            let key = Int.random(in: keys, using: &generator)
            callers.append((key, Task { try await flight.value(forKey: key, operation: operation(key)) }))
        }
        for key in keys {
            let count = callers.filter { $0.key == key }.count
            #expect(await eventually { flight.waiting(forKey: key) == count })
        }
        let cancelled = Set(callers.indices.filter { _ in Bool.random(using: &generator) })
        for index in cancelled { callers[index].task.cancel() }
        for holder in holders { holder.release() }
        for (index, caller) in callers.enumerated() {
            if cancelled.contains(index) {
                await #expect(throws: CancellationError.self) { try await caller.task.value }
            } else {
                #expect(try await caller.task.value == caller.key * 1000 + 1)
            }
        }
        #expect(!log.value.overlapped)
        #expect(await eventually { flight.activeKeyCount == 0 })
    }
}
