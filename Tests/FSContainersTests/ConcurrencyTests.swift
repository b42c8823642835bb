import Dispatch
import Testing

@testable import FSContainers

/// Copies of one container mutated on many threads at once: each thread must see only its
/// own changes. Run under `swift test --sanitize=thread` in CI.
@Suite struct ConcurrencyTests {
    @Test func copiesAreIndependentAcrossThreads() {
        let shared = FSVector(0..<1_000)
        let sharedQueue = FSQueue(0..<1_000)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            var vector = shared
            var queue = sharedQueue
            for step in 0..<500 {
                vector.pushFront(worker)
                vector[step % vector.count] = step
                vector.popLast()
                queue.push(worker)
                queue.pop()
            }
            #expect(vector.count == 1_000 && queue.count == 1_000)
            #expect(Array(queue.suffix(500)) == Array(repeating: worker, count: 500))
        }
        #expect(Array(shared) == Array(0..<1_000))
        #expect(Array(sharedQueue) == Array(0..<1_000))
    }
}
