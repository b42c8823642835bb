import Dispatch
import FSTestSupport
import FSThreadManager
import Testing

@Suite struct LaneTests {
    @Test func workForOneKeyRunsInOrderOneAtATime() async {
        let lanes = FSSerialLanes<Int>()
        let log = FSProtected([Int: [Int]]())
        let busy = FSProtected(Set<Int>())
        let overlaps = FSProtected(0)
        await FSThreadManager.group(
            jobs: (0..<8).map { thread in
                { finish in
                    for item in 0..<500 {
                        let key = (thread + item) % 5
                        let stamp = thread * 1000 + item
                        lanes.async(key) {
                            if !busy.withLock({ $0.insert(key).inserted }) { overlaps.withLock { $0 += 1 } }
                            log.withLock { $0[key, default: []].append(stamp) }
                            busy.withLock { _ = $0.remove(key) }
                        }
                    }
                    finish()
                }
            })
        while lanes.activeLaneCount > 0 { await Task.yield() }
        #expect(overlaps.value == 0)
        // Per key, each submitting thread's items appear in the order it submitted them.
        for (_, stamps) in log.value {
            for thread in 0..<8 {
                let mine = stamps.filter { $0 / 1000 == thread }
                #expect(mine == mine.sorted())
            }
        }
        #expect(log.value.values.map(\.count).reduce(0, +) == 4000)
    }

    @Test func differentKeysRunInParallel() {
        // Key 1 waits for key 2: on one serial queue this would never finish.
        let lanes = FSSerialLanes<Int>()
        let second = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        lanes.async(1) {
            _ = second.wait(timeout: .now() + 10)
            done.signal()
        }
        lanes.async(2) { second.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
    }

    /// Every key's lane is dropped once its jobs ran. (A million keys, the load the lanes are
    /// built for, is a benchmark row beside a queue per key: Docs/Benchmarks.md.)
    @Test func manyKeysLeaveNoLaneBehind() async {
        let lanes = FSSerialLanes<Int>()
        let count = FSProtected(0)
        for key in 0..<10_000 { lanes.async(key) { count.withLock { $0 += 1 } } }
        #expect(await eventually { lanes.activeLaneCount == 0 })
        #expect(count.value == 10_000)
    }

    @Test func aProtectedValueCountsEveryIncrement() {
        let counter = FSProtected(0)
        (0..<100_000).concurrentForEach { _ in counter.withLock { $0 += 1 } }
        #expect(counter.value == 100_000)
        #expect(counter.exchange(with: 5) == 100_000)
        #expect(counter.value == 5)
    }
}
