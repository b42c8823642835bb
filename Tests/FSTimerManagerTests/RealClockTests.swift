import Dispatch
import FSTestSupport
import FSTimerManager
import Testing

/// Timers on the clocks Dispatch drives, and on one it does not. Real time, beside the whole
/// test suite on two cores, so every upper bound is generous: these check that the wiring
/// works, not how precisely.
@Suite struct RealClockTests {
    /// Longer than any firing here takes unless nothing fires at all: a sanitizer's run of the
    /// whole suite on two cores, beside other work, delayed one by 10.7 s.
    static let stalled = Duration.seconds(60)

    /// Waits for the timer `schedule` makes with the given action to fire `times` times;
    /// returns how long that took on the suspending clock, read when the last firing ran (not
    /// when this task resumes, which a busy test pool can delay).
    private func elapsed(
        times: Int, _ schedule: (@escaping @Sendable (FSTimerFire) -> Void) -> FSTimer
    ) async -> Duration {
        let start = SuspendingClock.now
        let fired = Locked(0)
        let timer = Locked<FSTimer?>(nil)
        let end = await withCheckedContinuation { (continuation: CheckedContinuation<SuspendingClock.Instant, Never>) in
            timer.withLock {
                $0 = schedule { fire in
                    let count = fired.withLock { count in
                        count += 1
                        return count
                    }
                    if count == times {
                        fire.cancel()
                        continuation.resume(returning: SuspendingClock.now)
                    }
                }
            }
        }
        return end - start
    }

    @Test func dispatchDrivesTheSuspendingClock() async {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "uptime"), clock: SuspendingClock())
        let once = await elapsed(times: 1) { scheduler.schedule(after: .milliseconds(50), $0) }
        #expect(once >= .milliseconds(50) && once < Self.stalled)
        let repeating = await elapsed(times: 5) { scheduler.schedule(every: .milliseconds(20), $0) }
        #expect(repeating >= .milliseconds(100) && repeating < Self.stalled)
    }

    @Test func dispatchDrivesTheWallClock() async {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "wall"), clock: FSWallClock())
        let deadline = FSWallClock().now.advanced(by: .milliseconds(80))
        let firedAt = Locked<FSWallClock.Instant?>(nil)
        let once = await elapsed(times: 1) { action in
            scheduler.schedule(at: deadline) { fire in
                firedAt.withLock { $0 = FSWallClock().now }
                action(fire)
            }
        }
        #expect(firedAt.value.map { $0 >= deadline } == true)
        #expect(once < Self.stalled)
    }

    @Test func dispatchDrivesTheContinuousClock() async {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "continuous"), clock: ContinuousClock())
        let once = await elapsed(times: 1) { scheduler.schedule(after: .milliseconds(50), $0) }
        #expect(once >= .milliseconds(45) && once < Self.stalled)
        // A later timer must not delay an earlier one scheduled after it.
        let late = scheduler.schedule(after: .seconds(300)) { _ in }
        let early = await elapsed(times: 1) { scheduler.schedule(after: .milliseconds(30), $0) }
        #expect(early < Self.stalled)
        late.cancel()
    }

    /// A clock Dispatch does not have wakes its scheduler through a task sleeping on it: here
    /// a clock that only forwards to a manual one, so the task wakes when the test advances
    /// it. The firing waits for a thread of Swift's global executor, so nothing here bounds
    /// real time; the clock's own time shows each timer fired at its deadline.
    @Test func anyOtherClockDrivesItselfThroughItsSleep() async {
        struct ForwardingClock: Clock {
            let base: FSManualClock
            var now: FSManualClock.Instant { base.now }
            var minimumResolution: Duration { base.minimumResolution }
            func sleep(until deadline: FSManualClock.Instant, tolerance: Duration?) async throws {
                try await base.sleep(until: deadline, tolerance: tolerance)
            }
        }
        let clock = ForwardingClock(base: FSManualClock())
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "forwarding"), clock: clock)
        let firedAt = await withCheckedContinuation { (continuation: CheckedContinuation<Duration, Never>) in
            let timer = scheduler.schedule(after: .seconds(5)) { _ in continuation.resume(returning: clock.now.offset) }
            timer.detach()
            Task {
                while clock.base.sleepingCount == 0 { await Task.yield() }
                clock.base.advance(by: .seconds(3))
                clock.base.advance(by: .seconds(2))
            }
        }
        #expect(firedAt == .seconds(5))
    }

    @Test func theSharedSchedulersRun() async {
        let global = await elapsed(times: 2) { FSTimerManager.global.schedule(every: .milliseconds(10), $0) }
        #expect(global < Self.stalled)
    }

    /// Ticks from an asynchronous sequence on the real clock, then the loop ends when its
    /// task is cancelled.
    @Test func ticksEndWhenTheirTaskIsCancelled() async {
        let counts = Locked<[Int]>([])
        let task = Task {
            for await tick in FSTicks(every: .milliseconds(10), firstAfter: .zero) {
                counts.withLock { $0.append(tick.count) }
            }
        }
        while counts.value.count < 3 { try? await Task.sleep(for: .milliseconds(5)) }
        task.cancel()
        await task.value
        let seen = counts.value
        #expect(seen.first == 1)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// The same sequence on a manual clock: ticks at whole intervals from the first, and a
    /// loop that falls behind skips the ticks it missed.
    @Test func ticksOnAManualClock() async {
        let clock = FSManualClock()
        let ticks = Locked<[(count: Int, at: Duration)]>([])
        let task = Task {
            for await tick in FSTicks(every: .seconds(1), clock: clock) {
                ticks.withLock { $0.append((tick.count, tick.deadline.offset)) }
            }
        }
        func waitForSleeper() async {
            while clock.sleepingCount == 0 { await Task.yield() }
        }
        await waitForSleeper()
        clock.advance(by: .seconds(1))
        await waitForSleeper()
        // The loop wakes for tick 2 when the clock already reads 3.5 s: tick 3 comes late, at
        // once. Then it wakes for tick 4 while the clock moves on to 7 s; whether it sleeps
        // for 5 and 6 before the clock passes them depends on which thread runs first, but
        // any tick it missed is skipped, not delivered twice, and 7 comes.
        clock.advance(by: .milliseconds(2_500))
        await waitForSleeper()
        clock.advance(by: .milliseconds(3_500))
        await waitForSleeper()
        task.cancel()
        await task.value
        let counts = ticks.value.map(\.count)
        #expect(Array(counts.prefix(4)) == [1, 2, 3, 4] && counts.last == 7)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ticks.value.allSatisfy { $0.at == .seconds($0.count) })
    }

    /// A negative first delay means at once, and a clock that jumps further than the ticks
    /// can count — 2^83 intervals here — is caught up with tick by tick, without a trap.
    @Test(.hangLimit)
    func ticksSurviveExtremeDurations() async {
        let clock = FSManualClock()
        let ticks = Locked<[(count: Int, at: Duration)]>([])
        let task = Task {
            for await tick in FSTicks(every: .microseconds(1), firstAfter: .zero - .seconds(Int64.max), clock: clock) {
                ticks.withLock { $0.append((tick.count, tick.deadline.offset)) }
                if ticks.value.count == 1 { clock.advance(by: .seconds(Int64.max)) }
                if ticks.value.count == 4 { return }
            }
        }
        await task.value
        let seen = ticks.value
        #expect(seen.first?.count == 1 && seen.first?.at == .zero)
        #expect(seen.count == 4 && zip(seen, seen.dropFirst()).allSatisfy { $0.count < $1.count && $0.at < $1.at })
    }

    /// A repeating timer whose action takes three quarters of its interval stays on its grid.
    /// Armed from a clock reading taken before the action ran, each firing came one action's
    /// length late (300 ms here, every time).
    @Test func aSlowActionDoesNotDelayTheNextFiring() async {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "slow action"), clock: SuspendingClock())
        let lateness = Locked<[Duration]>([])
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let timer = scheduler.schedule(every: .milliseconds(400), firstAfter: .milliseconds(400)) { fire in
                let busyUntil = SuspendingClock.now + .milliseconds(300)
                while SuspendingClock.now < busyUntil {}
                let count = lateness.withLock {
                    $0.append(fire.lateness)
                    return $0.count
                }
                if count == 8 {
                    fire.cancel()
                    continuation.resume()
                }
            }
            timer.detach()
        }
        // The median, so that one firing a loaded machine delays cannot fail the test.
        let median = lateness.value.sorted()[4]
        #expect(median < .milliseconds(150), "lateness \(lateness.value)")
    }
}
