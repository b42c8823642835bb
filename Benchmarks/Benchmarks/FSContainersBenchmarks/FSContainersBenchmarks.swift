// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the time ratio.

import Benchmark
import DequeModule
import FSContainers
import HeapModule

/// Operations per sample in the per-operation benchmarks.
let operations = 1_000

/// The heap benchmarks' 100,000 Ints, in a fixed pseudo-random order (xorshift64).
let heapInput: [Int] = {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<100_000).map { _ in
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(truncatingIfNeeded: state >> 1)
    }
}()

let benchmarks: @Sendable () -> Void = {
    // One sample is `operations` operations: per-operation times keep three decimals.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    // MARK: Queue at steady state: 64 live elements, one push and one pop per operation.

    Benchmark("Queue push+pop, 64 live · FSQueue") { _ in
        var queue = FSQueue(0..<64)
        for i in 0..<operations {
            queue.push(i)
            blackHole(queue.pop())
        }
        blackHole(queue)
    }
    Benchmark("Queue push+pop, 64 live · Deque") { _ in
        var deque = Deque(0..<64)
        for i in 0..<operations {
            deque.append(i)
            blackHole(deque.popFirst())
        }
        blackHole(deque)
    }
    Benchmark("Queue push+pop, 64 live · Array.removeFirst") { _ in
        var array = Array(0..<64)
        for i in 0..<operations {
            array.append(i)
            blackHole(array.removeFirst())
        }
        blackHole(array)
    }

    // MARK: Stack

    Benchmark("Stack push+pop, 64 live · FSStack") { _ in
        var stack = FSStack(0..<64)
        for i in 0..<operations {
            stack.push(i)
            blackHole(stack.pop())
        }
        blackHole(stack)
    }
    Benchmark("Stack push+pop, 64 live · Array") { _ in
        var array = Array(0..<64)
        for i in 0..<operations {
            array.append(i)
            blackHole(array.popLast())
        }
        blackHole(array)
    }

    // MARK: Vector at the front

    Benchmark("Front push+pop, 64 live · FSVector") { _ in
        var vector = FSVector(0..<64)
        for i in 0..<operations {
            vector.pushFront(i)
            blackHole(vector.popFirst())
        }
        blackHole(vector)
    }
    Benchmark("Front push+pop, 64 live · Deque") { _ in
        var deque = Deque(0..<64)
        for i in 0..<operations {
            deque.prepend(i)
            blackHole(deque.popFirst())
        }
        blackHole(deque)
    }

    // MARK: Indexed iteration over a wrapped buffer of 1,000 elements.

    var wrappedVector = FSVector(0..<1_000)
    var wrappedDeque = Deque(0..<1_000)
    for i in 0..<300 {
        wrappedVector.popFirst()
        wrappedVector.pushBack(i)
        wrappedDeque.removeFirst()
        wrappedDeque.append(i)
    }
    let vector = wrappedVector
    let deque = wrappedDeque
    Benchmark("Indexed read, 1000 wrapped · FSVector") { _ in
        var sum = 0
        for i in vector.indices { sum &+= vector[i] }
        blackHole(sum)
    }
    Benchmark("Indexed read, 1000 wrapped · Deque") { _ in
        var sum = 0
        for i in deque.indices { sum &+= deque[i] }
        blackHole(sum)
    }

    // MARK: Draining 20,000 elements: the original FSQueue popped with remove(at: 0).

    let drainConfiguration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, scalingFactor: .one, maxDuration: .seconds(3))
    Benchmark("Drain 20000 · FSQueue", configuration: drainConfiguration) { benchmark in
        var queue = FSQueue(0..<20_000)
        benchmark.startMeasurement()
        while let value = queue.pop() { blackHole(value) }
        benchmark.stopMeasurement()
    }
    Benchmark("Drain 20000 · original Array.remove(at: 0)", configuration: drainConfiguration) { benchmark in
        var array = Array(0..<20_000)
        benchmark.startMeasurement()
        while !array.isEmpty { blackHole(array.remove(at: 0)) }
        benchmark.stopMeasurement()
    }

    // MARK: Memory: live heap bytes of a container of Int at steady state, grown from empty
    // by appends then cycled through one push and one pop per element.

    let memoryConfiguration = Benchmark.Configuration(
        metrics: [.memoryLeakedBytes], scalingFactor: .one, maxIterations: 20)
    for live in [64, 1_000, 100_000] {
        Benchmark("Memory, \(live) live · FSQueue", configuration: memoryConfiguration) { benchmark in
            benchmark.startMeasurement()
            var queue = FSQueue<Int>()
            for i in 0..<live { queue.push(i) }
            for i in 0..<live {
                queue.push(i)
                queue.pop()
            }
            benchmark.stopMeasurement()
            blackHole(queue)
        }
        Benchmark("Memory, \(live) live · Deque", configuration: memoryConfiguration) { benchmark in
            benchmark.startMeasurement()
            var deque = Deque<Int>()
            for i in 0..<live { deque.append(i) }
            for i in 0..<live {
                deque.append(i)
                deque.removeFirst()
            }
            benchmark.stopMeasurement()
            blackHole(deque)
        }
    }

    // MARK: Heap: 100,000 Ints in a fixed pseudo-random order inserted one by one, then every
    // one popped smallest first.

    let heapConfiguration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .milliseconds, scalingFactor: .one, maxDuration: .seconds(5))
    Benchmark("Heap insert+popMin, 100k Ints · FSHeap", configuration: heapConfiguration) { _ in
        var heap = FSHeap<Int>()
        for value in heapInput { heap.insert(value) }
        while let value = heap.popMin() { blackHole(value) }
    }
    Benchmark("Heap insert+popMin, 100k Ints · swift-collections Heap", configuration: heapConfiguration) { _ in
        var heap = Heap<Int>()
        for value in heapInput { heap.insert(value) }
        while let value = heap.popMin() { blackHole(value) }
    }
}
