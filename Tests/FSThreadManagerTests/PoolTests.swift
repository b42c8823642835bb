import Dispatch
import FSTestSupport
import Foundation
import Testing

@testable import FSThreadManager

/// Waiting for a graph from the places apps and servers wait from — Dispatch work items that
/// occupy the very pool the graph's workers are queued to — ends, because the waiting caller
/// runs ready tasks itself. CI also runs this suite under faketime, where libdispatch never
/// adds threads for blocked ones.
@Suite struct PoolTests {
    /// A chain-and-fan graph of `count` tasks that counts the tasks run.
    private func graph(_ count: Int, ran: Locked<Int>) -> FSTaskGraph<Int> {
        var graph = FSTaskGraph<Int>()
        for task in 0..<count {
            graph.add(task, after: task < 4 ? [] : [task - 4, task / 2]) { _ in ran.withLock { $0 += 1 } }
        }
        return graph
    }

    @Test("waitUntilFinished from 1 to 16 Dispatch work items at once: every graph ends, every task runs once")
    func waitersOnThePool() async throws {
        for callers in [1, 2, 4, 8, 16] {
            let ran = Locked(0)
            let reports = Locked<[Bool]>([])
            let group = DispatchGroup()
            for _ in 0..<callers {
                DispatchQueue.global().async(group: group) {
                    let report = try? graph(500, ran: ran).run(maxConcurrency: 4).waitUntilFinished()
                    reports.withLock { $0.append(report?.succeeded == true) }
                }
            }
            await withCheckedContinuation { continuation in group.notify(queue: .global()) { continuation.resume() } }
            #expect(reports.value == Array(repeating: true, count: callers))
            #expect(ran.value == 500 * callers)
        }
    }

    @Test("a graph waited for while every pool thread is held still ends")
    func waiterWithABusyPool() async throws {
        // The blockers are released only after the graph ends: its queued workers may never
        // start, and the waiting caller must run the graph.
        let release = DispatchSemaphore(value: 0)
        let blockers = 64
        for _ in 0..<blockers { DispatchQueue.global().async { release.wait() } }
        let ran = Locked(0)
        // The waiter is a thread of its own, which frees the pool once the graph has ended: a
        // task — the waiter's, or this test's resuming — would need a thread of the pool held
        // here (on Linux, Swift's global executor is that pool), and get one only when
        // libdispatch's monitor adds it, about a second per blocked thread.
        let succeeded = await withCheckedContinuation { continuation in
            Thread {
                let report = try? graph(300, ran: ran).run(maxConcurrency: 4).waitUntilFinished()
                for _ in 0..<blockers { release.signal() }
                continuation.resume(returning: report?.succeeded == true)
            }.start()
        }
        #expect(succeeded && ran.value == 300)
    }
}
