import FSTestSupport
import Testing

@testable import FSThreadManager

/// A door an operation waits at, deaf to cancellation, until the test opens it.
private final class Gate: Sendable {
    private let state = Locked((open: false, waiting: [CheckedContinuation<Void, Never>]()))

    func wait() async {
        await withCheckedContinuation { continuation in
            let open = state.withLock { state -> Bool in
                if !state.open { state.waiting.append(continuation) }
                return state.open
            }
            if open { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state in
            state.open = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// A result that reports its own release.
private final class Payload: Sendable {
    let released: Locked<Bool>
    init(released: Locked<Bool>) { self.released = released }
    deinit { released.withLock { $0 = true } }
}

/// How a call to `withDeadline` ended.
private enum Outcome: Hashable {
    case value(Int), timedOut, cancelled, failed
}

private func outcome(_ body: () async throws -> Int) async -> Outcome {
    do {
        return .value(try await body())
    } catch let error as FSThreadManagerError where error.code == .timeout {
        return .timedOut
    } catch is CancellationError {
        return .cancelled
    } catch {
        return .failed
    }
}

private struct Broken: Error {}

@Suite struct TimeoutTests {
    @Test func aQuickOperationKeepsItsResult() async throws {
        let clock = TestClock()
        let value = try await FSThreadManager.withDeadline(clock.now.advanced(by: .seconds(1)), clock: clock) { 42 }
        #expect(value == 42)
    }

    @Test func anOperationsErrorIsThrown() async {
        let clock = TestClock()
        let result = await outcome {
            try await FSThreadManager.withDeadline(clock.now.advanced(by: .seconds(1)), clock: clock) {
                throw Broken()
            }
        }
        #expect(result == .failed)
    }

    /// The operation ignores cancellation and is still running: the caller has its timeout
    /// anyway, and the operation was told to stop.
    @Test func theTimeoutComesAtTheDeadlineNotWhenTheOperationStops() async {
        let clock = TestClock()
        let gate = Gate()
        let sawCancellation = Locked(false)
        let caller = Task {
            await outcome {
                try await FSThreadManager.withDeadline(clock.now.advanced(by: .seconds(5)), clock: clock) {
                    await gate.wait()
                    sawCancellation.withLock { $0 = Task.isCancelled }
                    return 1
                }
            }
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(4))
        #expect(clock.sleepers == 1)
        clock.advance(by: .seconds(1))
        #expect(await caller.value == .timedOut)
        gate.open()
        #expect(await eventually { sawCancellation.value })
    }

    /// What the operation returns after the deadline is released, never delivered.
    @Test func aLateResultIsDroppedWithoutLeaking() async {
        let clock = TestClock()
        let gate = Gate()
        let released = Locked(false)
        let caller = Task {
            do {
                _ = try await FSThreadManager.withDeadline(clock.now.advanced(by: .seconds(1)), clock: clock) {
                    await gate.wait()
                    return Payload(released: released)
                }
                return false
            } catch {
                return (error as? FSThreadManagerError)?.code == .timeout
            }
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(await caller.value)
        gate.open()
        #expect(await eventually { released.value })
    }

    @Test func cancellingTheCallerEndsTheCallAtOnce() async {
        let clock = TestClock()
        let gate = Gate()
        let caller = Task {
            await outcome {
                try await FSThreadManager.withDeadline(clock.now.advanced(by: .seconds(60)), clock: clock) {
                    await gate.wait()
                    return 1
                }
            }
        }
        #expect(await clock.waitForSleepers(1))
        caller.cancel()
        #expect(await caller.value == .cancelled)
        // The deadline's sleeper is gone with the call.
        #expect(await eventually { clock.sleepers == 0 })
        gate.open()
    }

    @Test func aCallerCancelledBeforehandStartsNothing() async {
        let started = Locked(false)
        let caller = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await outcome {
                try await FSThreadManager.withTimeout(.seconds(60)) {
                    started.withLock { $0 = true }
                    return 1
                }
            }
        }
        #expect(await caller.value == .cancelled)
        #expect(!started.value)
    }

    /// On the real clock. The limits are long and the operations longer, since the whole suite
    /// in one process can delay any task by a minute (see `eventually`).
    @Test func onTheContinuousClock() async throws {
        let value = try await FSThreadManager.withTimeout(.seconds(3_600)) { 7 }
        #expect(value == 7)
        let result = await outcome {
            try await FSThreadManager.withTimeout(.milliseconds(20)) {
                try await Task.sleep(for: .seconds(3_600))
                return 1
            }
        }
        #expect(result == .timedOut)
    }

    /// The operation's end, the deadline and the caller's cancellation in every order a seed
    /// picks, with pauses between them: the call always ends, with the outcome of an event
    /// that has happened, and the operation's result is always released.
    @Test(arguments: 0..<60)
    func everyOrderOfTheThreeEventsEndsCleanly(seed: UInt64) async {
        var generator = SeededGenerator(seed: seed)
        let clock = TestClock()
        let gate = Gate()
        let released = Locked(false)
        let happened = Locked(Set<Outcome>())
        let caller = Task {
            await outcome {
                _ = try await FSThreadManager.withDeadline(clock.now.advanced(by: .seconds(1)), clock: clock) {
                    await gate.wait()
                    return Payload(released: released)
                }
                return 1
            }
        }
        #expect(await clock.waitForSleepers(1))
        for event in [Outcome.value(1), .timedOut, .cancelled].shuffled(using: &generator) {
            happened.withLock { _ = $0.insert(event) }
            switch event {
            case .value: gate.open()
            case .timedOut: clock.advance(by: .seconds(1))
            default: caller.cancel()
            }
            for _ in 0..<Int.random(in: 0..<4, using: &generator) { await Task.yield() }
        }
        let result = await caller.value
        #expect(happened.value.contains(result))
        #expect(await eventually { released.value })
    }
}
