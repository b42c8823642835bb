import FSTestSupport
import Foundation
import Testing

@testable import FSThreadManager

/// The operation's own error type, which `retry` keeps.
private enum Flaky: Error, Equatable {
    case busy(attempt: Int)
    case fatal
}

/// Counts attempts and fails the first `failures` of them.
private final class Service: Sendable {
    let attempts = Locked(0)
    let failures: Int
    init(failing failures: Int) { self.failures = failures }

    func call() throws(Flaky) -> String {
        let attempt = attempts.withLock { count in
            count += 1
            return count
        }
        guard attempt > failures else { throw .busy(attempt: attempt) }
        return "ok after \(attempt)"
    }
}

@Suite struct RetryPolicyTests {
    @Test func withoutJitterTheWaitsGrowAndStopAtTheCap() {
        var generator = SeededGenerator(seed: 1)
        let policy = FSRetryPolicy(
            initialDelay: .milliseconds(100), multiplier: 3, maxDelay: .seconds(2), jitter: .none)
        let waits = (1...6).map { policy.delay(afterFailure: $0, using: &generator) }
        #expect(
            waits == [
                .milliseconds(100), .milliseconds(300), .milliseconds(900), .seconds(2), .seconds(2), .seconds(2),
            ])
    }

    /// Random policies and failure counts: full jitter stays in 0…base, equal jitter in
    /// base/2…base, and neither passes the cap — even after a billion failures.
    @Test(arguments: 0..<20)
    func jitterStaysWithinItsBounds(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let initial = Duration.milliseconds(Int.random(in: 0...5_000, using: &generator))
            let cap = Duration.milliseconds(Int.random(in: 0...60_000, using: &generator))
            let multiplier = Double.random(in: 0.5...4, using: &generator)
            let failures = Bool.random(using: &generator) ? Int.random(in: 1...12, using: &generator) : 1_000_000_000
            let growth = pow(max(multiplier, 1), Double(failures - 1))
            let base = initial == .zero ? 0 : min(Double(initial.nanoseconds) * growth, Double(cap.nanoseconds))
            for jitter in [FSRetryPolicy.Jitter.full, .equal] {
                let policy = FSRetryPolicy(initialDelay: initial, multiplier: multiplier, maxDelay: cap, jitter: jitter)
                let wait = Double(policy.delay(afterFailure: failures, using: &generator).nanoseconds)
                // Repeated multiplication and `pow` differ in the last bits: a part in 10⁹.
                let (low, high) = (jitter == .full ? 0 : base / 2 * (1 - 1e-9) - 1, base * (1 + 1e-9) + 1)
                #expect(wait >= low && wait <= high, "\(jitter) \(wait) of \(base)")
            }
        }
    }

    @Test func aHugeCapAndDelayDoNotOverflow() {
        var generator = SeededGenerator(seed: 2)
        let policy = FSRetryPolicy(
            initialDelay: .seconds(Int64.max / 2), multiplier: .infinity, maxDelay: .seconds(Int64.max), jitter: .none)
        #expect(policy.delay(afterFailure: 3, using: &generator) == .nanoseconds(Int64.max))
    }
}

@Suite struct RetryTests {
    private let noJitter = FSRetryPolicy(maxAttempts: 4, initialDelay: .seconds(1), jitter: .none)

    /// Retries `service` in a task that ends with the error retry threw, or `nil` on success.
    private func failure(retrying service: Service, _ policy: FSRetryPolicy, on clock: TestClock) -> Task<Flaky?, Never>
    {
        Task {
            var generator = SeededGenerator(seed: 0)
            do throws(Flaky) {
                _ = try await FSThreadManager.retry(policy, clock: clock, using: &generator) { () throws(Flaky) in
                    try service.call()
                }
                return nil
            } catch {
                return error
            }
        }
    }

    /// Two failures, then success: the waits were 1 s and 2 s on the clock.
    @Test func retriesUntilTheOperationSucceeds() async throws {
        let clock = TestClock()
        let service = Service(failing: 2)
        let policy = noJitter
        let run = Task {
            var generator = SeededGenerator(seed: 0)
            return try await FSThreadManager.retry(policy, clock: clock, using: &generator) { () throws(Flaky) in
                try service.call()
            }
        }
        #expect(await clock.waitForSleepers(1))
        #expect(service.attempts.value == 1)
        clock.advance(by: .seconds(1))
        #expect(await clock.waitForSleepers(1))
        #expect(service.attempts.value == 2)
        clock.advance(by: .seconds(2))
        #expect(try await run.value == "ok after 3")
    }

    /// The error type is the operation's: no cast is needed to read it.
    @Test func theLastErrorIsThrownWithItsOwnType() async {
        let clock = TestClock()
        let service = Service(failing: 10)
        let policy = FSRetryPolicy(maxAttempts: 3, initialDelay: .zero, jitter: .none)
        var generator = SeededGenerator(seed: 0)
        do throws(Flaky) {
            _ = try await FSThreadManager.retry(policy, clock: clock, using: &generator) { () throws(Flaky) in
                try service.call()
            }
            Issue.record("succeeded")
        } catch {
            #expect(error == .busy(attempt: 3))
        }
        #expect(service.attempts.value == 3)
    }

    /// The operation runs in the caller's isolation: main-actor state, no `Sendable` closure.
    @MainActor @Test func theOperationRunsOnTheCallersActor() async throws {
        final class Form { var attempts = 0 }
        let form = Form()
        let policy = FSRetryPolicy(maxAttempts: 3, initialDelay: .zero, jitter: .none)
        let result = try await FSThreadManager.retry(policy) { () throws(Flaky) -> Int in
            MainActor.assertIsolated()
            form.attempts += 1
            if form.attempts < 3 { throw .busy(attempt: form.attempts) }
            return form.attempts
        }
        #expect(result == 3)
    }

    @Test func aFinalErrorIsNotRetried() async {
        var generator = SeededGenerator(seed: 0)
        let attempts = Locked(0)
        do throws(Flaky) {
            _ = try await FSThreadManager.retry(noJitter, clock: TestClock(), using: &generator) {
                () throws(Flaky) -> Int in
                attempts.withLock { $0 += 1 }
                throw .fatal
            } shouldRetry: {
                $0 != .fatal
            }
        } catch {
            #expect(error == .fatal)
        }
        #expect(attempts.value == 1)
    }

    /// A 2.5 s limit: the 1 s wait fits, the 2 s one after it would end at 3 s, so the
    /// second failure is final.
    @Test func aWaitThatWouldPassTheTimeLimitIsNotBegun() async {
        let clock = TestClock()
        let service = Service(failing: 10)
        var policy = noJitter
        policy.timeLimit = .milliseconds(2_500)
        let run = failure(retrying: service, policy, on: clock)
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(await run.value == .busy(attempt: 2))
        #expect(clock.now == TestClock.Instant(sinceStart: .seconds(1)))
    }

    /// Cancelled while it waits: the wait ends at once, no attempt follows, and the error is
    /// the last attempt's.
    @Test func cancellationEndsTheWaitAtOnce() async {
        let clock = TestClock()
        let service = Service(failing: 10)
        let policy = FSRetryPolicy(maxAttempts: 5, initialDelay: .seconds(3_600), jitter: .none)
        let run = failure(retrying: service, policy, on: clock)
        #expect(await clock.waitForSleepers(1))
        run.cancel()
        #expect(await run.value == .busy(attempt: 1))
        #expect(service.attempts.value == 1)
    }

    /// Cancellation at a point a seed picks — before an attempt, during one, or during a
    /// wait: the call always ends, never with more attempts than had started, and never
    /// sleeps on after it.
    @Test(arguments: 0..<40)
    func cancellationAtAnyPointEndsTheCall(seed: UInt64) async {
        var generator = SeededGenerator(seed: seed)
        let clock = TestClock()
        let service = Service(failing: 1_000)
        let policy = FSRetryPolicy(maxAttempts: 1_000, initialDelay: .seconds(1), jitter: .full)
        let steps = Int.random(in: 0..<6, using: &generator)
        let run = Task {
            var jitter = SeededGenerator(seed: seed)
            do throws(Flaky) {
                _ = try await FSThreadManager.retry(policy, clock: clock, using: &jitter) { () throws(Flaky) in
                    await Task.yield()
                    return try service.call()
                }
            } catch {}
        }
        for _ in 0..<steps {
            #expect(await clock.waitForSleepers(1))
            clock.advance(by: .seconds(60))
        }
        for _ in 0..<Int.random(in: 0..<3, using: &generator) { await Task.yield() }
        let before = service.attempts.value
        run.cancel()
        await run.value
        #expect(service.attempts.value <= before + 1)
        #expect(clock.sleepers == 0)
    }
}
