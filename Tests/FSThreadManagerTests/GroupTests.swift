import Dispatch
import Testing

@testable import FSThreadManager

@Suite struct GroupTests {
    @Test func completionComesAfterEveryFinish() async {
        let finished = FSProtected(0)
        let jobs: [@Sendable (FSGroupFinish) -> Void] = (0..<100).map { index in
            { finish in
                FSThreadManager.asyncAfter(.microseconds(index * 10), on: .global) {
                    finished.withLock { $0 += 1 }
                    finish()
                }
            }
        }
        let outcome = await FSThreadManager.group(jobs: jobs)
        #expect(outcome == .finished)
        #expect(finished.value == 100)
    }

    @Test func groupsOnTheSameQueueAreIndependent() async {
        // The original kept groups by queue label: the second group's jobs counted for the
        // first, which completed early. Here the first waits for its own slow job.
        let label = FSThreadLabel.custom("fs.tests.groups")
        let release = DispatchSemaphore(value: 0)
        let slowDone = FSProtected(false)
        async let first = FSThreadManager.group(
            on: label,
            jobs: [
                { finish in
                    DispatchQueue.global().async {
                        release.wait()
                        slowDone.withLock { $0 = true }
                        finish()
                    }
                }
            ])
        let second = await FSThreadManager.group(on: label, jobs: [{ $0() }, { $0() }])
        #expect(second == .finished)
        #expect(!slowDone.value)
        release.signal()
        #expect(await first == .finished)
        #expect(slowDone.value)
    }

    @Test("timeouts and delays of any size and sign: centuries never come, the past is at once")
    func extremeDurations() async {
        let huge = Duration.seconds(Int64.max)
        let release = DispatchSemaphore(value: 0)
        async let waited = FSThreadManager.group(
            jobs: [
                { finish in
                    DispatchQueue.global().async {
                        release.wait(); finish()
                    }
                }
            ], timeout: huge)
        async let timedOut = FSThreadManager.group(jobs: [{ _ in }], timeout: .zero - huge)
        #expect(await timedOut == .timedOut(unfinished: [0]))
        release.signal()
        #expect(await waited == .finished)
        let ran = await withCheckedContinuation { continuation in
            FSThreadManager.asyncAfter(.zero - huge, on: .global) { continuation.resume(returning: true) }
        }
        #expect(ran)
    }

    @Test func timeoutNamesTheUnfinishedJobs() async {
        // Jobs 1 and 3 never finish. Jobs 0 and 2 do, but on a loaded machine perhaps only
        // after the timeout: one that had finished before `start + timeout` (the earliest the
        // timeout can pass) must not be named.
        let (start, timeout) = (ContinuousClock.now, Duration.milliseconds(20))
        let finishedInTime = FSProtected<Set<Int>>([])
        let finishing = { (job: Int) in
            { @Sendable (finish: FSGroupFinish) in
                finish()
                if ContinuousClock.now < start + timeout { finishedInTime.withLock { _ = $0.insert(job) } }
            }
        }
        let outcome = await FSThreadManager.group(
            jobs: [finishing(0), { _ in }, finishing(2), { _ in }], timeout: timeout)
        guard case .timedOut(let unfinished) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(unfinished == unfinished.sorted() && Set(unfinished).isSuperset(of: [1, 3]))
        #expect(Set(unfinished).isSubset(of: 0..<4))
        #expect(Set(unfinished).isDisjoint(with: finishedInTime.value))
    }

    @Test func finishingTwiceIsIgnoredAndReported() async {
        let before = Diagnostics.count
        let results = FSProtected<[Bool]>([])
        let outcome = await FSThreadManager.group(jobs: [
            { finish in
                let first = finish()
                let second = finish()
                results.withLock { $0 = [first, second] }
            },
            { $0() },
        ])
        #expect(outcome == .finished)
        #expect(results.value == [true, false])
        #expect(Diagnostics.count > before)
    }

    @Test func finishingAfterTheTimeoutNeverCrashes() async {
        let finishes = FSProtected<[FSGroupFinish]>([])
        let outcome = await FSThreadManager.group(
            jobs: [{ finish in finishes.withLock { $0.append(finish) } }], timeout: .zero)
        #expect(outcome == .timedOut(unfinished: [0]))
        for finish in finishes.value {
            #expect(finish())
            #expect(!finish())
        }
    }

    @Test func anEmptyGroupCompletesAtOnce() async {
        #expect(await FSThreadManager.group(jobs: []) == .finished)
    }

    @Test func completionRunsOnTheChosenQueue() async {
        let label = FSThreadLabel.custom("fs.tests.completion")
        let onIt = await withCheckedContinuation { continuation in
            FSThreadManager.group(jobs: [{ $0() }], completionOn: label) { _ in
                continuation.resume(returning: FSThreadManager.isCurrent(label))
            }
        }
        #expect(onIt)
    }

    @Test func tenThousandJobsFromManyThreads() async {
        let jobs: [@Sendable (FSGroupFinish) -> Void] = Array(repeating: { $0() }, count: 10_000)
        #expect(await FSThreadManager.group(jobs: jobs) == .finished)
    }
}
