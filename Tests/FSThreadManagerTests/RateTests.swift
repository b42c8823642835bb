import Dispatch
import FSTestSupport
import Testing

@testable import FSThreadManager

/// Drives timing rules with call instants and an ideal timer (it fires exactly when armed),
/// returning which call ran at which instant.
private func simulate(_ rules: some RateRules<Int>, calls: [UInt64]) -> [(call: Int, at: UInt64)] {
    var rules = rules
    var runs: [(call: Int, at: UInt64)] = []
    var timer: UInt64?
    func apply(_ step: RateStep<Int>, at now: UInt64) {
        if let call = step.run { runs.append((call, now)) }
        if let deadline = step.arm { timer = deadline }
    }
    var next = 0
    while next < calls.count || timer != nil {
        if let deadline = timer, next == calls.count || deadline < calls[next] {
            timer = nil
            apply(rules.timerFired(at: deadline), at: deadline)
        } else {
            apply(rules.call(next, at: calls[next]), at: calls[next])
            next += 1
        }
    }
    return runs
}

/// Random increasing even instants: bursts of close calls separated by pauses, so that no
/// call falls exactly on an (odd) deadline.
private func randomCalls(_ generator: inout SeededGenerator) -> [UInt64] {
    var now: UInt64 = 0
    return (0..<Int.random(in: 1...60, using: &generator)).map { _ in
        now += 2 * UInt64.random(in: 1...(Bool.random(using: &generator) ? 30 : 400), using: &generator)
        return now
    }
}

@Suite struct RateTests {
    @Test(arguments: 1...200)
    func debounceRunsTheEdgesOfEachBurst(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let calls = randomCalls(&generator)
        let delay = 2 * UInt64.random(in: 5...200, using: &generator) + 1
        // The bursts, from the call instants alone.
        var bursts: [[Int]] = []
        for (index, instant) in calls.enumerated() {
            if index > 0 && instant - calls[index - 1] < delay {
                bursts[bursts.count - 1].append(index)
            } else {
                bursts.append([index])
            }
        }
        for edges in [FSEdges.trailing, .leading, [.leading, .trailing]] {
            var expected: [(call: Int, at: UInt64)] = []
            for burst in bursts {
                guard let first = burst.first, let last = burst.last else { continue }
                if edges.contains(.leading) { expected.append((first, calls[first])) }
                if edges.contains(.trailing) && !(edges.contains(.leading) && burst.count == 1) {
                    expected.append((last, calls[last] + delay))
                }
            }
            let runs = simulate(DebounceRules<Int>(delay: delay, edges: edges), calls: calls)
            #expect(runs.map(\.call) == expected.map(\.call), "edges \(edges.rawValue)")
            #expect(runs.map(\.at) == expected.map(\.at), "edges \(edges.rawValue)")
        }
    }

    /// Delays of centuries (a `Duration` past 585 years saturates at `UInt64.max`) end after
    /// every call, never wrapping round to before it.
    @Test func delaysAtTheEndOfTimeDoNotWrap() {
        let calls: [UInt64] = [10, 20, 30]
        let debounced = simulate(DebounceRules<Int>(delay: .max, edges: .trailing), calls: calls)
        #expect(debounced.map(\.call) == [2] && debounced.map(\.at) == [.max])
        let throttled = simulate(ThrottleRules<Int>(interval: .max, edges: [.leading, .trailing]), calls: calls)
        #expect(throttled.map(\.call) == [0, 2] && throttled.map(\.at) == [10, .max])
    }

    @Test(arguments: 1...200)
    func throttleKeepsRunsAnIntervalApart(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let calls = randomCalls(&generator)
        let interval = 2 * UInt64.random(in: 5...200, using: &generator) + 1
        for edges in [FSEdges.trailing, .leading, [.leading, .trailing]] {
            let runs = simulate(ThrottleRules<Int>(interval: interval, edges: edges), calls: calls)
            for (earlier, later) in zip(runs, runs.dropFirst()) {
                #expect(later.at - earlier.at >= interval)
                #expect(later.call > earlier.call)
            }
            for run in runs { #expect(calls[run.call] <= run.at) }
            if edges.contains(.trailing) {
                #expect(runs.last?.call == calls.count - 1, "the last call always runs")
                // A call that does not run is replaced by a later one within an interval.
                for call in calls.indices where !runs.contains(where: { $0.call == call }) {
                    #expect(runs.contains { $0.call > call && $0.at <= calls[call] + interval }, "call \(call)")
                }
            }
            if edges.contains(.leading) {
                // A call with no run in the interval before it, and none waiting, runs at once.
                for (index, instant) in calls.enumerated() {
                    let recent = runs.contains { $0.at <= instant && instant - $0.at < interval }
                    let waiting = runs.contains { $0.call < index && $0.at > instant }
                    if !recent && !waiting {
                        #expect(runs.contains { $0.call == index && $0.at == instant }, "call \(index)")
                    }
                }
            } else {
                #expect(runs.first?.at == calls[0] + interval, "trailing only: the first call waits an interval")
            }
        }
    }

    // Real clock: the rules are checked above against simulated time; these check that the
    // Dispatch timer applies them. What they expect depends on how long the calls took, which
    // on a loaded machine (the sanitizers, CI) can exceed the delay.

    @Test func aDebouncedBurstRunsOnceWithTheLastAction() async {
        let debouncer = FSDebouncer(delay: .milliseconds(100), on: .global)
        let runs = FSProtected<[Int]>([])
        let burst = ContinuousClock().measure {
            for index in 0..<100 { debouncer.call { runs.withLock { $0.append(index) } } }
        }
        #expect(await eventually { runs.value.last == 99 })
        if burst < .milliseconds(100) {
            #expect(runs.value == [99])
        } else {
            #expect(runs.value.last == 99 && zip(runs.value, runs.value.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    @Test func aThrottledStreamRunsTheFirstAndLastCalls() async {
        let throttler = FSThrottler(interval: .milliseconds(100), on: .global)
        let runs = FSProtected<[Int]>([])
        let burst = ContinuousClock().measure {
            for index in 0..<20 { throttler.call { runs.withLock { $0.append(index) } } }
        }
        #expect(await eventually { runs.value.last == 19 })
        if burst < .milliseconds(100) {
            #expect(runs.value == [0, 19])
        } else {
            #expect(runs.value.first == 0 && runs.value.last == 19)
        }
    }

    @Test func cancelDropsThePendingAction() async {
        let debouncer = FSDebouncer(delay: .milliseconds(200), on: .global)
        let ran = FSProtected(false)
        let start = ContinuousClock.now
        debouncer.call { ran.withLock { $0 = true } }
        debouncer.cancel()
        let cancelled = ContinuousClock.now - start
        try? await Task.sleep(for: .milliseconds(400))
        // A thread held up past the delay between the two calls lets the action run first.
        if cancelled < .milliseconds(200) { #expect(!ran.value) }
    }
}
