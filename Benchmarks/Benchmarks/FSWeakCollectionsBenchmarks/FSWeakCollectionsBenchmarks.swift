// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import FSWeakCollections

final class Object: Sendable {}

/// The baseline the issue names: a dictionary of weak boxes that reaps on every call.
final class NaiveWeakSet: @unchecked Sendable {
    struct WeakBox { weak var object: Object? }
    var boxes: [ObjectIdentifier: WeakBox] = [:]

    func reap() { boxes = boxes.filter { $0.value.object != nil } }
    func insert(_ object: Object) {
        reap()
        boxes[ObjectIdentifier(object)] = WeakBox(object: object)
    }
    func contains(_ object: Object) -> Bool {
        reap()
        return boxes[ObjectIdentifier(object)]?.object === object
    }
    func remove(_ object: Object) {
        reap()
        boxes[ObjectIdentifier(object)] = nil
    }
}

/// Operations per sample: each is one insert, one contains and one remove.
let operations = 100

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 100_000)

    // MARK: Throughput at 10,000 live entries.

    let residents = (0..<10_000).map { _ in Object() }
    let visitors = (0..<operations).map { _ in Object() }
    let weakSet = FSWeakSet(residents)
    let naive = NaiveWeakSet()
    for resident in residents { naive.insert(resident) }

    Benchmark("insert+contains+remove, 10k live · FSWeakSet") { _ in
        for visitor in visitors {
            weakSet.insert(visitor)
            blackHole(weakSet.contains(visitor))
            weakSet.remove(visitor)
        }
    }
    Benchmark("insert+contains+remove, 10k live · naive reap-every-call") { _ in
        for visitor in visitors {
            naive.insert(visitor)
            blackHole(naive.contains(visitor))
            naive.remove(visitor)
        }
    }

    // MARK: Memory: live heap bytes of 10,000 entries.

    let memoryConfiguration = Benchmark.Configuration(
        metrics: [.memoryLeakedBytes], scalingFactor: .one, maxIterations: 10)
    Benchmark("Memory, 10000 live · FSWeakSet", configuration: memoryConfiguration) { benchmark in
        benchmark.startMeasurement()
        let set = FSWeakSet(residents)
        benchmark.stopMeasurement()
        blackHole(set)
    }
    Benchmark("Memory, 10000 live · naive reap-every-call", configuration: memoryConfiguration) { benchmark in
        benchmark.startMeasurement()
        let set = NaiveWeakSet()
        for resident in residents { set.boxes[ObjectIdentifier(resident)] = .init(object: resident) }
        benchmark.stopMeasurement()
        blackHole(set)
    }

    // MARK: 1,000,000 inserts of short-lived objects (1,000 alive at a time, unique keys so
    // that no entry is ever overwritten): the largest stored/live ratio seen, in percent.

    let ratio = BenchmarkMetric.custom("max stored / live (%)")
    Benchmark(
        "Short-lived 1M inserts · FSWeakDictionary",
        configuration: .init(metrics: [ratio], scalingFactor: .one, maxIterations: 1)
    ) { benchmark in
        let dictionary = FSWeakDictionary<Int, Object>()
        var window: [Object] = []
        window.reserveCapacity(1_001)
        var worst = 0
        for key in 0..<1_000_000 {
            let object = Object()
            dictionary[key] = object
            window.append(object)
            if window.count > 1_000 { window.removeFirst() }
            worst = max(worst, dictionary.storedEntryCount * 100 / window.count)
        }
        benchmark.measurement(ratio, worst)
    }
}
