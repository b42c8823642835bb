import Dispatch
import FSTestSupport
import FSTimerManager
import Testing

@Suite struct StressTests {
    /// Several threads pause, resume, cancel, detach and drop handles of short timers in
    /// random order while the timers fire: nothing crashes (run under the thread sanitizer in
    /// CI), and once every handle is gone no timer is left.
    @Test func randomOperationsFromSeveralThreads() {
        let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "stress"), clock: SuspendingClock())
        let fired = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var generator = SeededGenerator(seed: UInt64(thread))
            var timers: [FSTimer] = []
            for _ in 0..<3_000 {
                switch Int.random(in: 0..<8, using: &generator) {
                case 0, 1:
                    let interval = Duration.microseconds(Int.random(in: 50...2_000, using: &generator))
                    timers.append(
                        Bool.random(using: &generator)
                            ? scheduler.schedule(every: interval) { _ in fired.withLock { $0 += 1 } }
                            : scheduler.schedule(after: interval) { _ in fired.withLock { $0 += 1 } })
                case 2: timers.randomElement(using: &generator)?.pause()
                case 3: timers.randomElement(using: &generator)?.resume()
                case 4: timers.randomElement(using: &generator)?.cancel()
                case 5:
                    if !timers.isEmpty { timers.remove(at: Int.random(in: 0..<timers.count, using: &generator)) }
                case 6:
                    // Detached one-shot timers end by themselves.
                    scheduler.schedule(after: .microseconds(100)) { _ in fired.withLock { $0 += 1 } }.detach()
                default:
                    _ = timers.randomElement(using: &generator).map { ($0.isActive, $0.isPaused) }
                }
            }
            timers.removeAll()
        }
        // The detached one-shot timers are due within a millisecond; wait for them.
        let deadline = SuspendingClock.now + .seconds(10)
        while scheduler.timerCount > 0 && SuspendingClock.now < deadline {
            scheduler.queue.sync {}
        }
        #expect(scheduler.timerCount == 0)
        #expect(fired.value > 0)
    }

    /// A hundred thousand timers scheduled and cancelled in random order leave nothing behind,
    /// and a timer far in the future never fires early.
    @Test func aHundredThousandTimers() {
        let virtual = VirtualScheduler()
        var generator = SeededGenerator(seed: 42)
        var timers = (0..<100_000).map { _ in
            virtual.scheduler.schedule(after: .seconds(Int.random(in: 1...1_000, using: &generator))) { _ in }
        }
        #expect(virtual.scheduler.timerCount == 100_000)
        timers.shuffle(using: &generator)
        timers.removeLast(50_000)
        #expect(virtual.scheduler.timerCount == 50_000)
        let fired = Locked(0)
        let last = virtual.scheduler.schedule(after: .seconds(1_001)) { _ in fired.withLock { $0 += 1 } }
        virtual.clock.advance(by: .seconds(1_000))
        #expect(virtual.scheduler.timerCount == 1 && fired.value == 0)
        virtual.clock.advance(by: .seconds(1))
        #expect(fired.value == 1)
        _ = (timers, last)
    }
}
