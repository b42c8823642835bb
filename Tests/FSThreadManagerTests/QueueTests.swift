import Dispatch
import FSThreadManager
import Testing

/// Resumes once `work` has run on `label`'s queue and handed back its result.
private func onQueue<T: Sendable>(_ label: FSThreadLabel, _ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        FSThreadManager.async(on: label) { continuation.resume(returning: work()) }
    }
}

@Suite struct QueueTests {
    @Test func customLabelsNameOneSerialQueue() {
        let first = FSThreadLabel.custom("fs.tests.one").queue
        #expect(FSThreadLabel.custom("fs.tests.one").queue === first)
        #expect(FSThreadLabel.custom("fs.tests.two").queue !== first)
        #expect(FSThreadLabel.custom("fs.tests.one") == .custom("fs.tests.one"))
        #expect(FSThreadLabel.queue(first) == .queue(first))
        #expect(FSThreadLabel.global(.utility) != .global(.background))
    }

    @Test func syncOnTheQueueItRunsOnRunsInline() async {
        // DispatchQueue.sync here would deadlock; the test would hang instead of failing.
        let label = FSThreadLabel.custom("fs.tests.inline")
        let nested = await onQueue(label) {
            FSThreadManager.sync(on: label) { FSThreadManager.sync(on: label) { 42 } }
        }
        #expect(nested == 42)
        #expect(await onQueue(label) { FSThreadManager.isCurrent(label) })
        #expect(!FSThreadManager.isCurrent(label))
    }

    @Test func syncFromElsewhereRunsOnTheQueue() throws {
        let queue = DispatchQueue(label: "fs.tests.own")
        let onIt = FSThreadManager.sync(on: .queue(queue)) { FSThreadManager.isCurrent(.queue(queue)) }
        #expect(onIt)
        struct Failure: Error, Equatable {}
        #expect(throws: Failure()) {
            try FSThreadManager.sync(on: .queue(queue)) { () throws(Failure) in throw Failure() }
        }
    }

    @Test func aQueueTargetingAnotherCountsAsOnIt() async {
        let outer = DispatchQueue(label: "fs.tests.outer")
        let inner = DispatchQueue(label: "fs.tests.inner", target: outer)
        FSThreadManager.register(outer)
        let (onOuter, current) = await onQueue(.queue(inner)) {
            (FSThreadManager.isCurrent(.queue(outer)), FSThreadManager.currentQueue())
        }
        #expect(onOuter)
        #expect(current === outer)
    }

    @Test func mainQueueRunsUnderTheTestRunner() async {
        // Swift's async main drains the main queue on Linux too; see the Linux article.
        let (onMain, isMainLabel) = await onQueue(.main) {
            (
                FSThreadManager.isCurrent(.main),
                FSThreadManager.currentQueue().map { FSThreadManager.isCurrent(.queue($0)) }
            )
        }
        #expect(onMain && isMainLabel == true)
        #expect(await onQueue(.global) { !FSThreadManager.isCurrent(.main) && !FSThreadManager.isMainThread })
    }

    @Test func syncOnMainFromTheMainQueueRunsInline() async {
        let value = await onQueue(.main) { FSThreadManager.sync(on: .main) { 7 } }
        #expect(value == 7)
    }

    @Test func backgroundHandsBackTheCallersQueue() async {
        let label = FSThreadLabel.custom("fs.tests.caller")
        let (handedBack, ranElsewhere) = await withCheckedContinuation { continuation in
            FSThreadManager.async(on: label) {
                FSThreadManager.background { caller in
                    let elsewhere = !FSThreadManager.isCurrent(label)
                    caller.async { continuation.resume(returning: (FSThreadManager.isCurrent(label), elsewhere)) }
                }
            }
        }
        #expect(handedBack && ranElsewhere)
    }

    @Test func asyncAfterWaitsAtLeastTheDelay() async {
        let start = ContinuousClock.now
        let elapsed = await withCheckedContinuation { continuation in
            FSThreadManager.asyncAfter(.milliseconds(50), on: .global) {
                continuation.resume(returning: ContinuousClock.now - start)
            }
        }
        #expect(elapsed >= .milliseconds(50))
    }
}
