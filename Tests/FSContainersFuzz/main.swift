// libFuzzer target for FSContainers' one reader of outside input, `Codable` decoding: any JSON
// gives a container or a DecodingError, and a decoded container keeps its bound (count ≤
// maxCount), encodes again, and decodes from that to an equal container with the same bound;
// a decoded heap holds the array's elements, its min and max are theirs, and so after a round
// trip.
// Built and run by `Scripts/fuzz FSContainers`.

import FSContainers
import Foundation

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let kind = input.choice(5)
    let json = Data(input.rest())
    switch kind {
    case 0: roundTrip(FSQueue<Int>.self, json, bound: { ($0.count, $0.maxCount) })
    case 1: roundTrip(FSVector<String>.self, json, bound: { ($0.count, $0.maxCount) })
    case 2: roundTrip(FSStack<Double>.self, json, bound: { ($0.count, nil) })
    case 3: roundTrip(FSQueue<[String: Int]>.self, json, bound: { ($0.count, $0.maxCount) })
    default: heapRoundTrip(json)
    }
    return 0
}

private func roundTrip<C: Codable & Equatable>(_: C.Type, _ json: Data, bound: (C) -> (Int, Int?)) {
    guard let decoded = try? JSONDecoder().decode(C.self, from: json) else { return }
    let (count, maxCount) = bound(decoded)
    if let maxCount, count > maxCount { violated("\(count) elements in a container bounded to \(maxCount)") }
    // JSONDecoder reads an out-of-range literal (1e999) as infinity, which JSONEncoder refuses:
    // Foundation's asymmetry, not the container's.
    guard let encoded = try? JSONEncoder().encode(decoded) else { return }
    guard let again = try? JSONDecoder().decode(C.self, from: encoded), again == decoded, bound(again) == bound(decoded)
    else { violated("\(String(decoding: encoded, as: UTF8.self)) does not decode to the same \(C.self)") }
}

private func heapRoundTrip(_ json: Data) {
    guard let elements = try? JSONDecoder().decode([Int].self, from: json) else { return }
    guard let heap = try? JSONDecoder().decode(FSHeap<Int>.self, from: json) else {
        violated("an array of Int that FSHeap<Int> does not decode")
    }
    let sorted = elements.sorted()
    guard heap.unordered.sorted() == sorted, heap.min == sorted.first, heap.max == sorted.last else {
        violated("FSHeap decoded from \(elements) holds \(heap.unordered)")
    }
    guard let encoded = try? JSONEncoder().encode(heap),
        let again = try? JSONDecoder().decode(FSHeap<Int>.self, from: encoded), again.unordered.sorted() == sorted
    else { violated("FSHeap of \(elements) does not survive a round trip") }
}
