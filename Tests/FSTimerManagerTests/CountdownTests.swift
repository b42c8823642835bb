import Dispatch
import FSTestSupport
import FSTimerManager
import Testing

/// A countdown on a manual clock, logging each tick's time left and the end.
private struct VirtualCountdown {
    let virtual = VirtualScheduler()
    let ticks = Locked<[(at: Duration, remaining: Duration, count: Int)]>([])
    let ends = Locked<[(at: Duration, end: FSCountdownEnd)]>([])

    func start(
        _ duration: Duration, every interval: Duration = .seconds(1), throughZero: Bool = false,
        onTick: @escaping @Sendable (FSCountdownTick) -> Void = { _ in }
    ) -> FSCountdown {
        let (clock, ticks, ends) = (virtual.clock, ticks, ends)
        return virtual.scheduler.countdown(from: duration, every: interval, throughZero: throughZero) { tick in
            ticks.withLock { $0.append((clock.now.offset, tick.remaining, tick.count)) }
            onTick(tick)
        } completion: { end in
            ends.withLock { $0.append((clock.now.offset, end)) }
        }
    }

    /// Each tick's time left, in milliseconds.
    var remaining: [Int] { ticks.value.map { Int($0.remaining / .milliseconds(1)) } }
}

@Suite struct CountdownTests {
    @Test func tenSecondsTickingEverySecondEndAtTenSeconds() {
        let virtual = VirtualCountdown()
        let countdown = virtual.start(.seconds(10))
        virtual.virtual.clock.advance(by: .seconds(9))
        #expect(virtual.remaining == [10_000, 9_000, 8_000, 7_000, 6_000, 5_000, 4_000, 3_000, 2_000, 1_000])
        #expect(virtual.ends.value.isEmpty)
        virtual.virtual.clock.advance(by: .seconds(5))
        #expect(virtual.remaining.last == 0)
        #expect(virtual.ticks.value.map(\.count) == Array(1...11))
        #expect(virtual.ends.value.map(\.at) == [.seconds(10)])
        #expect(
            virtual.ends.value.first?.end == FSCountdownEnd(reason: .reachedZero, remaining: .zero, lateness: .zero))
        #expect(countdown.isFinished && countdown.remaining == .zero)
    }

    @Test func aTickThatDoesNotDivideTheDurationStillEndsOnTime() {
        let virtual = VirtualCountdown()
        let countdown = virtual.start(.milliseconds(2_500))
        virtual.virtual.clock.advance(by: .seconds(5))
        #expect(virtual.remaining == [2_500, 1_500, 500, 0])
        #expect(virtual.ends.value.map(\.at) == [.milliseconds(2_500)])
        withExtendedLifetime(countdown) {}
    }

    @Test func pausingMovesTheEndByThePause() {
        let virtual = VirtualCountdown()
        let countdown = virtual.start(.seconds(10))
        virtual.virtual.clock.advance(by: .milliseconds(3_500))
        countdown.pause()
        #expect(countdown.isPaused && countdown.remaining == .milliseconds(6_500))
        virtual.virtual.clock.advance(by: .seconds(60))
        #expect(countdown.remaining == .milliseconds(6_500))
        countdown.resume()
        virtual.virtual.clock.advance(by: .seconds(60))
        #expect(virtual.ends.value.map(\.at) == [.milliseconds(70_000)])
        // The ticks keep their phase: half a second after the resume, then every second.
        #expect(virtual.remaining == [10_000, 9_000, 8_000, 7_000, 6_000, 5_000, 4_000, 3_000, 2_000, 1_000, 0])
    }

    @Test func throughZeroKeepsTickingUntilFinished() {
        let virtual = VirtualCountdown()
        let countdown = virtual.start(.seconds(2), throughZero: true)
        virtual.virtual.clock.advance(by: .seconds(4))
        #expect(virtual.remaining == [2_000, 1_000, 0, -1_000, -2_000])
        #expect(virtual.ends.value.isEmpty)
        countdown.finish()
        virtual.virtual.scheduler.queue.sync {}
        #expect(
            virtual.ends.value.map(\.end) == [
                FSCountdownEnd(reason: .finished, remaining: .seconds(-2), lateness: .zero)
            ])
    }

    @Test func aTickCanFinishTheCountdownEarly() {
        let virtual = VirtualCountdown()
        let countdown = virtual.start(.seconds(10)) { tick in
            if tick.remaining <= .seconds(7) { tick.finish() }
        }
        virtual.virtual.clock.advance(by: .seconds(20))
        virtual.virtual.scheduler.queue.sync {}
        #expect(virtual.remaining == [10_000, 9_000, 8_000, 7_000])
        #expect(
            virtual.ends.value.map(\.end) == [
                FSCountdownEnd(reason: .finished, remaining: .seconds(7), lateness: .zero)
            ])
        #expect(countdown.isFinished)
    }

    @Test func cancellingOrReleasingStopsSilently() {
        let virtual = VirtualCountdown()
        let cancelled = virtual.start(.seconds(5))
        var released: FSCountdown? = virtual.start(.seconds(5))
        virtual.virtual.clock.advance(by: .seconds(1))
        cancelled.cancel()
        released = nil
        virtual.virtual.clock.advance(by: .seconds(10))
        #expect(virtual.remaining == [5_000, 5_000, 4_000, 4_000])
        #expect(virtual.ends.value.isEmpty)
        #expect(virtual.virtual.scheduler.timerCount == 0)
        withExtendedLifetime(released) {}
    }

    @Test func aDetachedCountdownRunsToItsEnd() {
        let virtual = VirtualCountdown()
        virtual.start(.seconds(3)).detach()
        virtual.virtual.clock.advance(by: .seconds(5))
        #expect(virtual.ends.value.map(\.at) == [.seconds(3)])
    }

    /// On the real clock, with every tick running late (the action blocks the queue for three
    /// times a tick), the countdown still ends on time: its end is not a sum of ticks.
    @Test func lateTicksDoNotDelayTheEnd() async {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "late ticks"), clock: SuspendingClock())
        let start = SuspendingClock.now
        let ended = await withCheckedContinuation { continuation in
            let countdown = scheduler.countdown(from: .milliseconds(600), every: .milliseconds(50)) { _ in
                _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(150))
            } completion: { end in
                continuation.resume(returning: (after: SuspendingClock.now - start, lateness: end.lateness))
            }
            countdown.detach()
        }
        // Its end was due 600 ms after it started (however late a loaded machine ran the
        // completion, which `lateness` reports); a countdown decremented per tick would be due
        // after 12 ticks of 150 ms: 1.8 s.
        #expect(ended.after >= .milliseconds(600) && ended.after - ended.lateness < .milliseconds(1_400))
    }
}

@Suite struct StopwatchTests {
    @Test func elapsedTimeLapsAndPauses() {
        let virtual = VirtualScheduler()
        let ticks = Locked<[Duration]>([])
        let stopwatch = virtual.scheduler.stopwatch(every: .milliseconds(500)) { tick in
            ticks.withLock { $0.append(tick.elapsed) }
        }
        virtual.clock.advance(by: .milliseconds(1_200))
        #expect(stopwatch.lap() == FSLap(number: 1, duration: .milliseconds(1_200), total: .milliseconds(1_200)))
        stopwatch.pause()
        #expect(!stopwatch.isRunning)
        virtual.clock.advance(by: .seconds(30))
        #expect(stopwatch.elapsed == .milliseconds(1_200))
        stopwatch.resume()
        virtual.clock.advance(by: .milliseconds(900))
        #expect(stopwatch.lap() == FSLap(number: 2, duration: .milliseconds(900), total: .milliseconds(2_100)))
        let result = stopwatch.stop()
        #expect(result.elapsed == .milliseconds(2_100))
        #expect(result.laps.count == 2)
        virtual.clock.advance(by: .seconds(10))
        #expect(stopwatch.elapsed == .milliseconds(2_100))
        stopwatch.resume()
        #expect(!stopwatch.isRunning)
        // Ticks at 0.5 and 1.0 s; paused at 1.2 s with 0.3 s to the next; resumed at 31.2 s.
        #expect(ticks.value == [.milliseconds(500), .milliseconds(1_000), .milliseconds(1_500), .milliseconds(2_000)])
    }

    @Test func aStopwatchWithoutTicksStillMeasures() {
        let virtual = VirtualScheduler()
        let stopwatch = virtual.scheduler.stopwatch(every: nil)
        virtual.clock.advance(by: .seconds(3))
        stopwatch.pause()
        stopwatch.resume()
        virtual.clock.advance(by: .seconds(2))
        #expect(stopwatch.elapsed == .seconds(5))
        #expect(virtual.scheduler.timerCount == 0)
    }
}

/// Countdowns keep their grid whatever their tick handlers take.
@Suite struct CountdownGridTests {
    /// When a countdown of `length` ticking every `interval` delivers its ticks, and when it
    /// ends, if each handler takes `handler`: a tick due while the queue is free runs on time;
    /// ticks that fell due while a handler ran run once, as soon as it returns; the end (its
    /// zero tick and completion) runs at the end time, or when the handler then running returns.
    static func expected(length: Duration, interval: Duration, handler: Duration) -> (ticks: [Duration], end: Duration)
    {
        var ticks: [Duration] = []
        var due = Duration.zero
        var free = Duration.zero
        while true {
            let at = max(due, free)
            guard at < length else { return (ticks, max(length, free)) }
            ticks.append(at)
            free = at + handler
            // The next tick on the grid strictly after the moment this one was delivered.
            due = interval * (Int(at / interval) + 1)
        }
    }

    @Test(
        "ticks on whole intervals, coalesced when late; the end on time when the queue is free",
        arguments: [0, 300, 700, 1_000, 1_500, 2_200, 3_000])
    func gridWithSlowHandlers(handlerMilliseconds: Int) {
        let virtual = VirtualCountdown()
        let length = Duration.seconds(10)
        let interval = Duration.milliseconds(1_000)
        let handler = Duration.milliseconds(handlerMilliseconds)
        let clock = virtual.virtual.clock
        let countdown = virtual.start(length, every: interval) { tick in
            if tick.remaining > .zero { clock.elapse(handler) }
        }
        clock.advance(by: .seconds(30))
        let model = Self.expected(length: length, interval: interval, handler: handler)
        let ticks = virtual.ticks.value
        #expect(ticks.dropLast().map(\.at) == model.ticks, "handler \(handler)")
        // Each tick reports the time left as the clock reads it when the tick is delivered.
        #expect(ticks.allSatisfy { $0.remaining == max(.zero, length - $0.at) })
        #expect(ticks.last?.at == model.end && ticks.last?.remaining == .zero)
        #expect(virtual.ends.value.map(\.at) == [model.end])
        #expect(virtual.ends.value.first?.end.lateness == model.end - length)
        withExtendedLifetime(countdown) {}
    }
}
