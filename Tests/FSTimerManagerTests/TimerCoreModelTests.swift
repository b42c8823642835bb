import Dispatch
import FSTestSupport
import Testing

@testable import FSTimerManager

/// A naive timer list — linear scans, no heap, no slab — that the core must agree with.
private struct NaiveTimers {
    struct Timer {
        var deadline: Int64
        let interval: Int64
        let sequence: Int
        var paused: Int64?
        var fires = 0
    }

    var timers: [Int: Timer] = [:]

    /// The due timer that fires first, updated as the core should update it.
    mutating func takeNext(dueBy now: Int64) -> (sequence: Int, count: Int, lateness: Int64)? {
        let due = timers.values.filter { $0.paused == nil && $0.deadline <= now }
        guard let first = due.min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }) else { return nil }
        var timer = first
        if timer.interval > 0 {
            // Fires once for every grid deadline passed by `now`, standing for the latest; the
            // next deadline is the first after `now`.
            var latest = timer.deadline
            var missed = 0
            while latest + timer.interval <= now {
                latest += timer.interval
                missed += 1
            }
            timer.fires += 1 + missed
            let result = (timer.sequence, timer.fires, now - latest)
            timer.deadline = latest + timer.interval
            timers[timer.sequence] = timer
            return result
        }
        timer.fires += 1
        let result = (timer.sequence, timer.fires, now - timer.deadline)
        timers[timer.sequence] = nil
        return result
    }
}

@Suite struct TimerCoreModelTests {
    /// Random schedules, cancellations (of live and of ended timers), pauses, resumes and
    /// firings: the core fires the same timers, in the same order, with the same counts and
    /// lateness, as the naive list.
    @Test(arguments: 0..<40)
    func agreesWithANaiveTimerList(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var core = TimerCore()
        var naive = NaiveTimers()
        var keys: [Int: TimerKey] = [:]
        var now: Int64 = 0
        let action: TimerAction = { _ in }
        for _ in 0..<600 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4:
                let deadline = now + Int64.random(in: -5...200, using: &generator)
                let interval = Bool.random(using: &generator) ? 0 : Int64.random(in: 1...90, using: &generator)
                let (key, sequence) = core.schedule(
                    deadline: deadline, interval: interval, leeway: 0, owner: nil, label: nil, created: 0,
                    action: action)
                keys[Int(sequence)] = key
                naive.timers[Int(sequence)] = .init(deadline: deadline, interval: interval, sequence: Int(sequence))
            case 4:
                // Any timer ever made, live or not: cancelling an ended one must do nothing.
                guard let (sequence, key) = keys.randomElement(using: &generator) else { continue }
                let cancelled = core.cancel(key) != nil
                #expect(cancelled == (naive.timers[sequence] != nil))
                naive.timers[sequence] = nil
            case 5:
                guard let sequence = naive.timers.keys.randomElement(using: &generator), let key = keys[sequence]
                else { continue }
                let paused = core.pause(key, now: now)
                #expect(paused == (naive.timers[sequence]?.paused == nil))
                if var timer = naive.timers[sequence], timer.paused == nil {
                    timer.paused = max(0, timer.deadline - now)
                    naive.timers[sequence] = timer
                }
            case 6:
                guard let sequence = naive.timers.keys.randomElement(using: &generator), let key = keys[sequence]
                else { continue }
                let resumed = core.resume(key, now: now)
                #expect(resumed == (naive.timers[sequence]?.paused != nil))
                if let left = naive.timers[sequence]?.paused {
                    naive.timers[sequence]?.deadline = now + left
                    naive.timers[sequence]?.paused = nil
                }
            default:
                now += Int64.random(in: 0...120, using: &generator)
                var released: [TimerAction] = []
                while let firing = core.takeNext(dueBy: now, released: &released) {
                    let expected = naive.takeNext(dueBy: now)
                    #expect(expected != nil)
                    #expect(expected?.sequence == Int(firing.sequence))
                    #expect(expected?.count == firing.count)
                    #expect(expected?.lateness == now - firing.deadline)
                }
                #expect(naive.takeNext(dueBy: now) == nil)
            }
            #expect(core.count == naive.timers.count)
            let earliest = naive.timers.values.filter { $0.paused == nil }.map(\.deadline).min()
            #expect(core.earliest()?.deadline == earliest)
        }
    }

    /// Cancelling most of many timers leaves more stale heap entries than live ones, which
    /// rebuilds the heap: what remains still fires in the naive list's order.
    @Test(arguments: 0..<10)
    func massCancellationKeepsTheOrder(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var core = TimerCore()
        var naive = NaiveTimers()
        var keys: [Int: TimerKey] = [:]
        let action: TimerAction = { _ in }
        for round in 0..<3 {
            let now = Int64(round) * 10_000
            for _ in 0..<500 {
                // Few distinct deadlines, so that many timers tie and their order is tested too.
                let deadline = now + Int64.random(in: 1...40, using: &generator) * 50
                let interval = Bool.random(using: &generator) ? 0 : Int64.random(in: 1...5, using: &generator) * 100
                let (key, sequence) = core.schedule(
                    deadline: deadline, interval: interval, leeway: 0, owner: nil, label: nil, created: 0,
                    action: action)
                keys[Int(sequence)] = key
                naive.timers[Int(sequence)] = .init(deadline: deadline, interval: interval, sequence: Int(sequence))
            }
            for sequence in naive.timers.keys.shuffled(using: &generator).prefix(naive.timers.count * 4 / 5) {
                #expect(core.cancel(keys[sequence]!) != nil)
                naive.timers[sequence] = nil
            }
            var released: [TimerAction] = []
            let end = now + 9_000
            while let firing = core.takeNext(dueBy: end, released: &released) {
                let expected = naive.takeNext(dueBy: end)
                #expect(expected?.sequence == Int(firing.sequence) && expected?.count == firing.count)
            }
            #expect(naive.takeNext(dueBy: end) == nil)
            #expect(core.count == naive.timers.count)
        }
    }

    /// A timer scheduled while the earliest entry is stale — cancelled or paused, and not yet
    /// looked at — takes that entry's place at the top of the heap, whatever its deadline: what
    /// remains fires in the naive list's order.
    @Test(arguments: 0..<20)
    func aTimerScheduledAfterTheEarliestEndsTakesItsPlace(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var core = TimerCore()
        var naive = NaiveTimers()
        var keys: [Int: TimerKey] = [:]
        let action: TimerAction = { _ in }
        func schedule(_ deadline: Int64) {
            let (key, sequence) = core.schedule(
                deadline: deadline, interval: 0, leeway: 0, owner: nil, label: nil, created: 0, action: action)
            keys[Int(sequence)] = key
            naive.timers[Int(sequence)] = .init(deadline: deadline, interval: 0, sequence: Int(sequence))
        }
        for _ in 0..<200 { schedule(Int64.random(in: 1...1_000, using: &generator)) }
        for _ in 0..<300 {
            // No `earliest()` between the end and the next schedule, as the engine's `cancel`
            // and the `schedule` after it: the stale entry is still on top.
            let first = naive.timers.values.filter { $0.paused == nil }
                .min { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
            guard let first, let key = keys[first.sequence] else { break }
            if Bool.random(using: &generator) {
                #expect(core.cancel(key) != nil)
                naive.timers[first.sequence] = nil
            } else {
                let paused = core.pause(key, now: 0)
                #expect(paused)
                naive.timers[first.sequence]?.paused = first.deadline
            }
            schedule(Int64.random(in: 1...1_000, using: &generator))
        }
        var released: [TimerAction] = []
        while let firing = core.takeNext(dueBy: 1_000, released: &released) {
            let expected = naive.takeNext(dueBy: 1_000)
            #expect(expected?.sequence == Int(firing.sequence))
        }
        #expect(naive.takeNext(dueBy: 1_000) == nil)
    }

    /// Ending every timer — cancelled or paused, in any order, for every heap size up to 300,
    /// across the rebuild thresholds — leaves stale entries only, and a rebuild may then find
    /// the heap empty: the core must go on working (an empty rebuild once read past the end of
    /// the heap, for 65 timers).
    @Test func endingEveryTimerLeavesAWorkingCore() {
        var generator = SeededGenerator(seed: 65)
        for (count, pausing) in (0...300).flatMap({ count in [(count, false), (count, true)] }) {
            var core = TimerCore()
            let action: TimerAction = { _ in }
            var keys = (0..<count).map { _ in
                core.schedule(
                    deadline: Int64.random(in: 1...1_000, using: &generator), interval: 0, leeway: 0, owner: nil,
                    label: nil, created: 0, action: action
                ).key
            }
            keys.shuffle(using: &generator)
            let ended = keys.filter { pausing ? core.pause($0, now: 0) : core.cancel($0) != nil }
            #expect(ended.count == count)
            let none = core.earliest()
            #expect(none == nil)
            var released: [TimerAction] = []
            let nothing = core.takeNext(dueBy: .max, released: &released)
            #expect(nothing == nil)
            let (key, _) = core.schedule(
                deadline: 5, interval: 0, leeway: 0, owner: nil, label: nil, created: 0, action: action)
            let earliest = core.earliest()
            let fired = core.takeNext(dueBy: 5, released: &released)
            #expect(earliest?.deadline == 5 && fired?.key == key)
            #expect(core.count == (pausing ? count : 0))
        }
    }

    /// A handle's key stops working once its timer ends, even after the slot is reused.
    @Test func aStaleKeyNeverReachesTheSlotsNextTimer() {
        var core = TimerCore()
        let action: TimerAction = { _ in }
        let (first, _) = core.schedule(
            deadline: 10, interval: 0, leeway: 0, owner: nil, label: nil, created: 0, action: action)
        #expect(core.cancel(first) != nil)
        let (second, _) = core.schedule(
            deadline: 10, interval: 0, leeway: 0, owner: nil, label: nil, created: 0, action: action)
        #expect(second.slot == first.slot)
        let cancelledAgain = core.cancel(first) != nil
        let paused = core.pause(first, now: 0)
        let released = core.handleReleased(first) != nil
        #expect(!cancelledAgain && !paused && !released)
        #expect(core.state(of: second) == .scheduled)
    }

    /// Timers whose owner is gone end when they come due, without firing.
    @Test func aTimerWhoseOwnerIsGoneEndsWithoutFiring() {
        var core = TimerCore()
        var owner: Tracked? = Tracked(1)
        let (key, _) = core.schedule(
            deadline: 5, interval: 5, leeway: 0, owner: owner, label: nil, created: 0, action: { _ in })
        var released: [TimerAction] = []
        let first = core.takeNext(dueBy: 5, released: &released)
        #expect(first?.count == 1)
        owner = nil
        let second = core.takeNext(dueBy: 10, released: &released)
        #expect(second == nil)
        #expect(released.count == 1)
        #expect(core.state(of: key) == .free)
        #expect(core.count == 0)
    }

    /// A released scheduler's engine goes once its last timer has ended, though its alarm's
    /// handler held it: nothing is left running, listed or allocated.
    @Test func aReleasedSchedulerFreesItsEngineAfterItsLastTimer() {
        weak var engine: TimerEngine?
        let queue = DispatchQueue(label: "released")
        var timer: FSTimer?
        do {
            let scheduler = FSTimerScheduler(queue: queue, clock: SuspendingClock())
            engine = scheduler.engine
            timer = scheduler.schedule(every: .milliseconds(1)) { _ in }
            queue.sync {}
        }
        // The scheduler is gone, its timer is not: the engine lives on and keeps firing.
        #expect(engine != nil && timer?.isActive == true)
        let number = engine?.number
        timer = nil
        // Dispatch releases the cancelled source's handler on the queue, a moment later.
        let deadline = SuspendingClock.now + .seconds(10)
        while engine != nil && SuspendingClock.now < deadline { queue.sync {} }
        #expect(engine == nil)
        #expect(!FSTimerManager.allTimerInfo.contains { $0.id.scheduler == number })
    }

    /// The latest grid deadline a repeating timer passed, and how many it missed, also at the
    /// edges of the 64-bit range; past the last tick there is, the timer ends.
    @Test func latestDeadlinesAtTheEdges() {
        #expect(TimerCore.latest(by: 10, from: 0, every: 3) == (9, 3))
        #expect(TimerCore.latest(by: 9, from: 0, every: 3) == (9, 3))
        #expect(TimerCore.latest(by: 2, from: 0, every: 3) == (0, 0))
        #expect(TimerCore.latest(by: 0, from: 0, every: 3) == (0, 0))
        #expect(TimerCore.latest(by: .max, from: .max - 3, every: 2) == (.max - 1, 1))
        #expect(TimerCore.latest(by: .max, from: 0, every: .max) == (.max, 1))
        var core = TimerCore()
        _ = core.schedule(
            deadline: .max - 1, interval: 1_000, leeway: 0, owner: nil, label: nil, created: 0, action: { _ in })
        var released: [TimerAction] = []
        #expect(core.takeNext(dueBy: .max, released: &released)?.missed == 0)
        #expect(core.count == 0)
    }
}
