// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the time ratio.

import Benchmark
import DequeModule
import Dispatch
import FSContainers
import Foundation
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

/// The LRU benchmarks' keys: uniform over 12,500 keys for a cache of 10,000, so that at steady
/// state one look-up in five misses (xorshift64, fixed seed).
let lruCapacity = 10_000
let lruKeys: [Int] = {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    return (0..<100_000).map { _ in
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(lruCapacity + lruCapacity / 4))
    }
}()

/// The LRU cache people write by hand: a dictionary of class nodes in a doubly linked list,
/// the most recently used at the head.
final class LinkedLRU {
    final class Node {
        let key: Int
        var value: Int
        var newer: Node?
        var older: Node?

        init(key: Int, value: Int) {
            self.key = key
            self.value = value
        }
    }

    private var nodes: [Int: Node] = [:]
    private var head: Node?
    private var tail: Node?
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func value(forKey key: Int) -> Int? {
        guard let node = nodes[key] else { return nil }
        unlink(node)
        pushFront(node)
        return node.value
    }

    func setValue(_ value: Int, forKey key: Int) {
        if let node = nodes[key] {
            node.value = value
            unlink(node)
            pushFront(node)
            return
        }
        if nodes.count == capacity, let last = tail {
            unlink(last)
            nodes[last.key] = nil
        }
        let node = Node(key: key, value: value)
        nodes[key] = node
        pushFront(node)
    }

    private func unlink(_ node: Node) {
        if let newer = node.newer { newer.older = node.older } else { head = node.older }
        if let older = node.older { older.newer = node.newer } else { tail = node.newer }
        node.newer = nil
        node.older = nil
    }

    private func pushFront(_ node: Node) {
        node.older = head
        head?.newer = node
        head = node
        if tail == nil { tail = node }
    }
}

/// A value the shared-cache benchmarks store: NSCache holds only objects.
final class CachedObject: Sendable {
    let payload: Int
    init(_ payload: Int) { self.payload = payload }
}

/// NSCache for the benchmarks' closures: Apple documents it as safe to use from several
/// threads, but swift-corelibs-foundation does not mark it `Sendable`.
struct SharedNSCache: @unchecked Sendable {
    let cache = NSCache<NSNumber, CachedObject>()
}

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

    // MARK: LRU cache: 10,000 entries, keys uniform over 12,500 (one look-up in five misses);
    // a miss stores the key, evicting the least recently used. One sample is 10,000 look-ups
    // after 20,000 that fill the cache (not measured).

    let lruConfiguration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, scalingFactor: .one, maxDuration: .seconds(3))
    Benchmark("LRU get/set, 10k entries, 20% misses · FSLRUCache", configuration: lruConfiguration) { benchmark in
        var cache = FSLRUCache<Int, Int>(countLimit: lruCapacity)
        for key in lruKeys[..<20_000] where cache.value(forKey: key) == nil { cache.setValue(key, forKey: key) }
        benchmark.startMeasurement()
        for key in lruKeys[20_000..<30_000] {
            if let value = cache.value(forKey: key) {
                blackHole(value)
            } else {
                blackHole(cache.setValue(key, forKey: key))
            }
        }
        benchmark.stopMeasurement()
        blackHole(cache)
    }
    Benchmark("LRU get/set, 10k entries, 20% misses · Dictionary + linked class nodes", configuration: lruConfiguration)
    {
        benchmark in
        let cache = LinkedLRU(capacity: lruCapacity)
        for key in lruKeys[..<20_000] where cache.value(forKey: key) == nil { cache.setValue(key, forKey: key) }
        benchmark.startMeasurement()
        for key in lruKeys[20_000..<30_000] {
            if let value = cache.value(forKey: key) { blackHole(value) } else { cache.setValue(key, forKey: key) }
        }
        benchmark.stopMeasurement()
        blackHole(cache)
    }
    Benchmark("Memory, 10000 live · FSLRUCache", configuration: memoryConfiguration) { benchmark in
        benchmark.startMeasurement()
        var cache = FSLRUCache<Int, Int>(countLimit: lruCapacity)
        for key in lruKeys where cache.value(forKey: key) == nil { cache.setValue(key, forKey: key) }
        benchmark.stopMeasurement()
        blackHole(cache)
    }
    Benchmark("Memory, 10000 live · Dictionary + linked class nodes", configuration: memoryConfiguration) { benchmark in
        benchmark.startMeasurement()
        let cache = LinkedLRU(capacity: lruCapacity)
        for key in lruKeys where cache.value(forKey: key) == nil { cache.setValue(key, forKey: key) }
        benchmark.stopMeasurement()
        blackHole(cache)
    }

    // MARK: Shared cache: `operations` look-ups that all hit, in a cache of 1,000 entries; the
    // contended case runs them on each of two threads at once.

    let sharedKeys = (0..<operations).map { ($0 &* 7_919) % 1_000 }
    let fsCache = FSCache<Int, CachedObject>(purgesOnMemoryWarning: false)
    let nsCache = SharedNSCache()
    let nsKeys = (0..<1_000).map { NSNumber(value: $0) }
    for key in 0..<1_000 {
        fsCache.setValue(CachedObject(key), forKey: key)
        nsCache.cache.setObject(CachedObject(key), forKey: nsKeys[key])
    }
    Benchmark("Shared cache get, uncontended · FSCache") { _ in
        for key in sharedKeys { blackHole(fsCache.value(forKey: key)) }
    }
    Benchmark("Shared cache get, uncontended · NSCache") { _ in
        for key in sharedKeys { blackHole(nsCache.cache.object(forKey: nsKeys[key])) }
    }
    Benchmark("Shared cache get, 2 threads contended · FSCache") { _ in
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for key in sharedKeys { blackHole(fsCache.value(forKey: key)) }
        }
    }
    Benchmark("Shared cache get, 2 threads contended · NSCache") { _ in
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for key in sharedKeys { blackHole(nsCache.cache.object(forKey: nsKeys[key])) }
        }
    }
}
