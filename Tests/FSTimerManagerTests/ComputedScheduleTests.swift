import Dispatch
import FSTestSupport
import FSTimerManager
import Testing

/// Timers whose instants a closure computes, as a calendar rule does: `schedule(next:)`.
@Suite struct ComputedScheduleTests {
    /// The next multiple of `step` strictly after `instant`: a rule of fixed instants, as
    /// "every hour on the hour" is.
    private static func following(_ step: Duration) -> @Sendable (FSManualClock.Instant) -> FSManualClock.Instant? {
        { instant in FSManualClock.Instant(offset: step * (Int(instant.offset / step) + 1)) }
    }

    @Test func firesAtTheInstantsTheRuleGives() {
        let virtual = VirtualScheduler()
        virtual.clock.advance(by: .milliseconds(30))
        let timer = virtual.scheduler.schedule(next: Self.following(.milliseconds(100)), virtual.record("tick"))
        virtual.clock.advance(by: .milliseconds(69))
        #expect(virtual.entries.isEmpty)
        virtual.clock.advance(by: .milliseconds(1))
        #expect(virtual.entries == ["tick@100"])
        virtual.clock.advance(by: .milliseconds(250))
        #expect(virtual.entries == ["tick@100", "tick@200", "tick@300"])
        #expect(timer.isActive)
    }

    /// After a sleep past many instants the timer fires once, then goes on from the present:
    /// the rule is asked for the first instant after the clock's time, not after the instant
    /// missed.
    @Test func afterASleepItFiresOnceAndGoesOnFromThePresent() {
        let virtual = VirtualScheduler()
        let fires = Locked<[(count: Int, lateness: Duration)]>([])
        let timer = virtual.scheduler.schedule(next: Self.following(.seconds(60))) { fire in
            fires.withLock { $0.append((fire.count, fire.lateness)) }
        }
        virtual.clock.elapse(.seconds(60 * 10 + 30))  // asleep: the clock jumps, timers run after
        virtual.clock.advance(by: .zero)
        #expect(fires.value.map(\.count) == [1])
        #expect(fires.value.first?.lateness == .seconds(60 * 9 + 30))
        virtual.clock.advance(by: .seconds(29))
        #expect(fires.value.count == 1)
        virtual.clock.advance(by: .seconds(1))
        #expect(fires.value.map(\.count) == [1, 2])
        withExtendedLifetime(timer) {}
    }

    /// `nil` ends the timer: after the rule's last instant, or at once when it has none.
    @Test func aRuleWithoutANextInstantEndsTheTimer() {
        let virtual = VirtualScheduler()
        let limited = virtual.scheduler.schedule(
            next: { instant in instant.offset < .seconds(3) ? instant.advanced(by: .seconds(1)) : nil },
            virtual.record("limited"))
        virtual.clock.advance(by: .seconds(10))
        #expect(virtual.entries == ["limited@1000", "limited@2000", "limited@3000"])
        #expect(!limited.isActive && virtual.scheduler.timerCount == 0)
        let never = virtual.scheduler.schedule(next: { _ in nil }, virtual.record("never"))
        virtual.clock.advance(by: .seconds(10))
        #expect(!never.isActive && virtual.entries.count == 3)
    }

    /// Cancelled from its own action, the timer is not scheduled again.
    @Test func cancellingFromTheActionEndsIt() {
        let virtual = VirtualScheduler()
        let count = Locked(0)
        let timer = virtual.scheduler.schedule(next: Self.following(.seconds(1))) { fire in
            if count.withLock({ value in
                value += 1
                return value
            }) == 2 {
                fire.cancel()
            }
        }
        virtual.clock.advance(by: .seconds(10))
        #expect(count.value == 2 && !timer.isActive && virtual.scheduler.timerCount == 0)
    }
}
