import Dispatch
import FSTestSupport
import FSTimerManager
import Testing

/// A scheduler on a manual clock and a private queue, and a log of what fired when.
struct VirtualScheduler {
    let clock = FSManualClock()
    let scheduler: FSTimerScheduler<FSManualClock>
    let log = Locked<[(String, Duration)]>([])

    init() {
        scheduler = FSTimerScheduler(queue: DispatchQueue(label: "virtual"), clock: clock)
    }

    /// An action that logs `name` with the clock's time.
    func record(_ name: String) -> @Sendable (FSTimerFire) -> Void {
        { [clock, log] _ in log.withLock { $0.append((name, clock.now.offset)) } }
    }

    /// The log so far, as `name@milliseconds`.
    var entries: [String] {
        log.value.map { "\($0.0)@\(Int($0.1 / .milliseconds(1)))" }
    }
}

@Suite struct SchedulerTests {
    @Test func aOneShotTimerFiresAtItsDeadlineAndNotBefore() {
        let virtual = VirtualScheduler()
        let timer = virtual.scheduler.schedule(after: .milliseconds(250), virtual.record("once"))
        virtual.clock.advance(by: .milliseconds(250) - .nanoseconds(1))
        #expect(virtual.entries.isEmpty)
        virtual.clock.advance(by: .nanoseconds(1))
        #expect(virtual.entries == ["once@250"])
        virtual.clock.advance(by: .seconds(10))
        #expect(virtual.entries == ["once@250"])
        #expect(!timer.isActive)
    }

    @Test func aRepeatingTimerFiresOnItsGridWithoutLateness() {
        let virtual = VirtualScheduler()
        let lateness = Locked<[Duration]>([])
        let counts = Locked<[Int]>([])
        let timer = virtual.scheduler.schedule(every: .milliseconds(100)) { fire in
            lateness.withLock { $0.append(fire.lateness) }
            counts.withLock { $0.append(fire.count) }
        }
        virtual.clock.advance(by: .milliseconds(1_050))
        #expect(counts.value == Array(1...10))
        #expect(lateness.value.allSatisfy { $0 == .zero })
        let immediate = virtual.scheduler.schedule(every: .milliseconds(100), firstAfter: .zero) { fire in
            counts.withLock { $0.append(-fire.count) }
        }
        virtual.clock.advance(by: .zero)
        #expect(counts.value.last == -1)
        _ = (timer, immediate)
    }

    @Test("durations of any size or sign neither trap nor hang", .hangLimit)
    func extremeDurations() {
        let virtual = VirtualScheduler()
        let huge = Duration.seconds(Int64.max)
        let late = virtual.scheduler.schedule(after: huge, virtual.record("late"))
        let rare = virtual.scheduler.schedule(every: huge, virtual.record("rare"))
        let grid = virtual.scheduler.schedule(every: .milliseconds(1), firstAfter: .zero - huge, virtual.record("grid"))
        let tiny = virtual.scheduler.schedule(every: .zero - huge, firstAfter: .milliseconds(2), virtual.record("tiny"))
        let past = [
            virtual.scheduler.schedule(after: .zero - huge, virtual.record("past")),
            virtual.scheduler.schedule(at: virtual.clock.now.advanced(by: .zero - huge), virtual.record("then")),
        ]
        virtual.clock.advance(by: .zero)
        #expect(Set(virtual.entries) == ["past@0", "then@0", "grid@0"])
        // Below a microsecond counts as a microsecond: three firings in 2 ms + 2 µs.
        virtual.clock.advance(by: .milliseconds(2) + .microseconds(2))
        #expect(virtual.entries.filter { $0.hasPrefix("tiny") } == ["tiny@2", "tiny@2", "tiny@2"])
        #expect(virtual.entries.filter { $0.hasPrefix("grid") } == ["grid@0", "grid@1", "grid@2"])
        grid.cancel()
        tiny.cancel()
        // The saturated deadline of `late` and `rare`: 2^63 ns, 292 years on. `rare` ends there:
        // there is no later tick to fire at.
        virtual.clock.advance(by: huge)
        let years292 = Int(Duration.nanoseconds(Int64.max) / .milliseconds(1))
        #expect(virtual.entries.suffix(2).sorted() == ["late@\(years292)", "rare@\(years292)"])
        #expect(!late.isActive && !rare.isActive && past.allSatisfy { !$0.isActive })
    }

    @Test func timersDueTogetherFireInTheOrderTheyWereScheduled() {
        let virtual = VirtualScheduler()
        let timers = (0..<20).map { virtual.scheduler.schedule(after: .seconds(1), virtual.record("t\($0)")) }
        virtual.clock.advance(by: .seconds(1))
        #expect(virtual.entries == (0..<20).map { "t\($0)@1000" })
        withExtendedLifetime(timers) {}
    }

    @Test func aTimerCancelledByAnEarlierActionOfTheSameMomentDoesNotFire() {
        let virtual = VirtualScheduler()
        let second = Locked<FSTimer?>(nil)
        let first = virtual.scheduler.schedule(after: .seconds(1)) { _ in second.value?.cancel() }
        second.withLock { $0 = virtual.scheduler.schedule(after: .seconds(1), virtual.record("second")) }
        virtual.clock.advance(by: .seconds(2))
        #expect(virtual.entries.isEmpty)
        withExtendedLifetime(first) {}
    }

    @Test func anActionCanCancelItsOwnTimer() {
        let virtual = VirtualScheduler()
        let timer = virtual.scheduler.schedule(every: .seconds(1)) { fire in
            if fire.count == 3 { fire.cancel() }
        }
        virtual.clock.advance(by: .seconds(10))
        #expect(!timer.isActive)
        #expect(virtual.scheduler.timerCount == 0)
    }

    @Test func releasingTheHandleCancelsUnlessDetached() {
        let virtual = VirtualScheduler()
        var kept: FSTimer? = virtual.scheduler.schedule(every: .seconds(1), virtual.record("kept"))
        _ = virtual.scheduler.schedule(every: .seconds(1), virtual.record("dropped"))
        virtual.scheduler.schedule(every: .seconds(1), virtual.record("detached")).detach()
        virtual.clock.advance(by: .seconds(1))
        kept = nil
        virtual.clock.advance(by: .seconds(1))
        #expect(virtual.entries == ["kept@1000", "detached@1000", "detached@2000"])
        #expect(virtual.scheduler.timerCount == 1)
        withExtendedLifetime(kept) {}
    }

    @Test func pauseKeepsTheTimeLeftAndEveryCallIsSafeInAnyOrder() {
        let virtual = VirtualScheduler()
        let timer = virtual.scheduler.schedule(every: .seconds(1), virtual.record("tick"))
        virtual.clock.advance(by: .milliseconds(1_300))
        timer.pause()
        timer.pause()
        #expect(timer.isPaused)
        virtual.clock.advance(by: .seconds(5))
        timer.resume()
        timer.resume()
        virtual.clock.advance(by: .milliseconds(700))
        // 1.3 s in, 0.7 s left; 5 s paused; due at 7.0 s, then every second.
        #expect(virtual.entries == ["tick@1000", "tick@7000"])
        timer.cancel()
        timer.cancel()
        timer.resume()
        timer.pause()
        #expect(!timer.isActive)
        virtual.clock.advance(by: .seconds(5))
        #expect(virtual.entries.count == 2)
    }

    @Test func aTimerStopsWhenItsOwnerIsReleased() {
        let virtual = VirtualScheduler()
        var owner: Tracked? = Tracked(7)
        let timer = virtual.scheduler.schedule(every: .seconds(1), owner: owner, virtual.record("owned"))
        virtual.clock.advance(by: .seconds(2))
        owner = nil
        virtual.clock.advance(by: .seconds(5))
        #expect(virtual.entries == ["owned@1000", "owned@2000"])
        #expect(!timer.isActive)
    }

    @Test func timersScheduledByActionsFireInTheSameAdvance() {
        let virtual = VirtualScheduler()
        let inner = Locked<FSTimer?>(nil)
        let scheduler = virtual.scheduler
        let outer = scheduler.schedule(after: .seconds(1)) { _ in
            inner.withLock { $0 = scheduler.schedule(after: .seconds(1), virtual.record("inner")) }
        }
        virtual.clock.advance(by: .seconds(3))
        #expect(virtual.entries == ["inner@2000"])
        withExtendedLifetime(outer) {}
    }

    @Test func schedulingAtAnInstantUsesTheSchedulersClock() {
        let virtual = VirtualScheduler()
        virtual.clock.advance(by: .seconds(5))
        let late = virtual.scheduler.schedule(at: .init(offset: .seconds(2)), virtual.record("past"))
        let due = virtual.scheduler.schedule(at: .init(offset: .seconds(8)), virtual.record("future"))
        virtual.clock.advance(by: .seconds(5))
        #expect(virtual.entries == ["past@5000", "future@8000"])
        _ = (late, due)
    }

    @Test func theRegistryListsLiveTimers() throws {
        let virtual = VirtualScheduler()
        let owner = Tracked(1)
        let repeating = virtual.scheduler.schedule(every: .seconds(2), owner: owner, label: "poll") { _ in }
        let once = virtual.scheduler.schedule(after: .seconds(3), label: "once") { _ in }
        virtual.clock.advance(by: .seconds(1))
        once.pause()
        // The wall clock is read while the registry is listed: its next firing, 1 s away on the
        // virtual clock, is 1 s after that reading, however long the listing takes.
        let before = FSWallClock().now
        let mine = FSTimerManager.allTimerInfo.filter { [repeating.id, once.id].contains($0.id) }
        let after = FSWallClock().now
        let poll = try #require(mine.first { $0.label == "poll" })
        #expect(poll.ownerType == "Tracked")
        #expect(poll.interval == .seconds(2))
        #expect(poll.queue == "virtual")
        #expect(!poll.isPaused)
        let nextFire = try #require(poll.nextFire)
        #expect(before.advanced(by: .seconds(1)) <= nextFire && nextFire <= after.advanced(by: .seconds(1)))
        #expect(mine.first { $0.label == "once" }?.isPaused == true)
        once.cancel()
        #expect(!FSTimerManager.allTimerInfo.contains { $0.id == once.id })
        withExtendedLifetime(repeating) {}
    }

    @Test func aReleasedSchedulerLeavesTheRegistry() {
        var virtual: VirtualScheduler? = VirtualScheduler()
        let timer = virtual?.scheduler.schedule(every: .seconds(1)) { _ in }
        let id = timer?.id
        #expect(FSTimerManager.allTimerInfo.contains { $0.id == id })
        timer?.cancel()
        virtual = nil
        #expect(!FSTimerManager.allTimerInfo.contains { $0.id == id })
    }
}
