import Dispatch
import FSTestSupport
import FSTimerManager
import Foundation
import Testing

/// Countdowns to a moment: ticks on whole ticks before it, time left from the clock, and a
/// clock that jumps — as a device waking from sleep — ending them at once.
@Suite struct CountdownUntilTests {
    private struct Log {
        let ticks = Locked<[(at: Duration, remaining: Duration)]>([])
        let ends = Locked<[(at: Duration, end: FSCountdownEnd)]>([])

        func start(
            _ virtual: VirtualScheduler, until deadline: Duration, every interval: Duration = .seconds(1)
        ) -> FSCountdown {
            let (clock, ticks, ends) = (virtual.clock, ticks, ends)
            return virtual.scheduler.countdown(until: FSManualClock.Instant(offset: deadline), every: interval) {
                tick in
                ticks.withLock { $0.append((clock.now.offset, tick.remaining)) }
            } completion: { end in
                ends.withLock { $0.append((clock.now.offset, end)) }
            }
        }

        var remaining: [Duration] { ticks.value.map(\.remaining) }
        var tickTimes: [Duration] { ticks.value.map(\.at) }
    }

    /// Started with 2.5 s left: a tick at once, then at 2 s, 1 s and 0 s left.
    @Test func ticksFallOnWholeTicksBeforeTheDeadline() {
        let virtual = VirtualScheduler()
        let log = Log()
        let countdown = log.start(virtual, until: .milliseconds(2_500))
        #expect(countdown.duration == .milliseconds(2_500))
        virtual.clock.advance(by: .seconds(10))
        #expect(log.remaining == [.milliseconds(2_500), .seconds(2), .seconds(1), .zero])
        #expect(log.tickTimes == [.zero, .milliseconds(500), .milliseconds(1_500), .milliseconds(2_500)])
        #expect(log.ends.value.map(\.at) == [.milliseconds(2_500)])
    }

    @Test func aWholeNumberOfTicksTicksFromTheStart() {
        let virtual = VirtualScheduler()
        virtual.clock.advance(by: .seconds(7))
        let log = Log()
        let countdown = log.start(virtual, until: .seconds(10))
        virtual.clock.advance(by: .seconds(10))
        #expect(log.remaining == [.seconds(3), .seconds(2), .seconds(1), .zero])
        withExtendedLifetime(countdown) {}
    }

    /// The clock jumps past the deadline without stopping on the way (the device slept): the
    /// countdown ends once, at once, with nothing left and the missed ticks skipped.
    @Test func aJumpPastTheDeadlineEndsItAtOnce() {
        let virtual = VirtualScheduler()
        let log = Log()
        let countdown = log.start(virtual, until: .seconds(60))
        virtual.clock.advance(by: .milliseconds(10_300))
        #expect(log.remaining.last == .seconds(50))
        virtual.clock.elapse(.seconds(3_600))
        virtual.clock.advance(by: .zero)
        #expect(log.ends.value.count == 1)
        #expect(log.ends.value.first?.end.reason == .reachedZero)
        #expect(log.ends.value.first?.end.lateness == .milliseconds(3_610_300 - 60_000))
        #expect(log.remaining.last == .zero)
        #expect(log.ticks.value.count == 12)
        #expect(countdown.isFinished)
    }

    /// A jump that stays before the deadline: the next tick reports the time left from the
    /// clock, not one tick less than the last.
    @Test func aJumpBeforeTheDeadlineIsReflectedInTheNextTick() {
        let virtual = VirtualScheduler()
        let log = Log()
        let countdown = log.start(virtual, until: .seconds(60))
        virtual.clock.advance(by: .zero)
        virtual.clock.elapse(.milliseconds(42_500))
        virtual.clock.advance(by: .zero)
        #expect(log.remaining == [.seconds(60), .milliseconds(17_500)])
        virtual.clock.advance(by: .milliseconds(500))
        #expect(log.remaining.last == .seconds(17))
        withExtendedLifetime(countdown) {}
    }

    @Test func aDeadlineAlreadyPassedTicksOnceAndCompletes() {
        let virtual = VirtualScheduler()
        virtual.clock.advance(by: .seconds(5))
        let log = Log()
        let countdown = log.start(virtual, until: .seconds(2))
        virtual.clock.advance(by: .zero)
        #expect(countdown.duration == .zero)
        #expect(log.remaining == [.zero])
        #expect(log.ends.value.map(\.end.reason) == [.reachedZero])
    }
}

@Suite struct CountdownStateTests {
    @Test func roundTripsThroughJSONExactly() throws {
        let state = FSCountdownState(
            deadline: FSWallClock.Instant(nanosecondsSince1970: 1_798_459_200_123_456_789),
            interval: .milliseconds(250),
            label: "sms-code")
        let json = try JSONEncoder().encode(state)
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        #expect(object?["deadline"] as? Int64 == 1_798_459_200_123_456_789)
        #expect(object?["tick"] as? Int64 == 250_000_000)
        #expect(object?["label"] as? String == "sms-code")
        #expect(try JSONDecoder().decode(FSCountdownState.self, from: json) == state)
    }

    @Test func aTickThatIsNotPositiveIsRejectedByName() throws {
        let json = Data(#"{"deadline": 0, "tick": 0}"#.utf8)
        #expect {
            try JSONDecoder().decode(FSCountdownState.self, from: json)
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["tick"]
        }
    }

    @Test func remainingAndFinishedAreReadFromTheWallClock() {
        let start = FSWallClock.Instant(nanosecondsSince1970: 1_000_000_000_000)
        let state = FSCountdownState(lasting: .seconds(60), from: start)
        #expect(state.remaining(at: start.advanced(by: .seconds(15))) == .seconds(45))
        #expect(state.remaining(at: start.advanced(by: .seconds(90))) == .zero)
        #expect(!state.isFinished(at: start.advanced(by: .seconds(59))))
        #expect(state.isFinished(at: start.advanced(by: .seconds(60))))
    }

    /// A saved countdown restored after its deadline, on the real wall clock: it reports
    /// itself finished, at once.
    @Test func aFinishedStateRestoresFinished() async {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "wall"), clock: FSWallClock())
        let state = FSCountdownState(lasting: .seconds(60), from: FSWallClock().now.advanced(by: .seconds(-120)))
        let ends = Locked([FSCountdownEnd]())
        let ticks = Locked([Duration]())
        let countdown = scheduler.countdown(state) { tick in
            ticks.withLock { $0.append(tick.remaining) }
        } completion: { end in
            ends.withLock { $0.append(end) }
        }
        #expect(await eventually { !ends.value.isEmpty })
        #expect(ends.value.map(\.reason) == [.reachedZero])
        #expect(ticks.value == [.zero])
        #expect(countdown.isFinished)
    }

    /// A countdown on the real wall clock, 1.2 s with ticks of 0.5 s: ticks at 1.2 s, 1 s and
    /// 0.5 s left, and the end (on a busy machine, some late or coalesced).
    @Test func aRunningStateCountsDownOnTheWallClock() async {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "wall"), clock: FSWallClock())
        let state = FSCountdownState(lasting: .milliseconds(1_200), interval: .milliseconds(500))
        let ends = Locked(0)
        let ticks = Locked([Duration]())
        let countdown = scheduler.countdown(state) { tick in
            ticks.withLock { $0.append(tick.remaining) }
        } completion: { _ in
            ends.withLock { $0 += 1 }
        }
        #expect(await eventually { ends.value == 1 })
        // A busy machine may run a tick late (it then reports the time left as the clock reads
        // it) or coalesce one: the time left only falls, from at most 1.2 s, to zero at the end.
        let remaining = ticks.value
        #expect(remaining.count <= 4 && remaining.first.map { $0 <= .milliseconds(1_200) } == true)
        #expect(zip(remaining, remaining.dropFirst()).allSatisfy { $0 > $1 } && remaining.last == .zero)
        withExtendedLifetime(countdown) {}
    }
}
