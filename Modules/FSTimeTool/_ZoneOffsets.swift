internal import FSInternal
import Foundation

/// A time zone's UTC offsets as a sorted table of transitions, so an offset lookup is a
/// binary search instead of a call into ICU.
///
/// The table covers 1900–2100 and is built once per zone identifier (about a millisecond),
/// from Foundation's own transitions; outside that range lookups fall back to
/// `TimeZone.secondsFromGMT(for:)`.
final class _ZoneOffsets: Sendable {
    static let rangeStart: Int64 = -2_208_988_800  // 1900-01-01T00:00:00Z
    static let rangeEnd: Int64 = 4_102_444_800  // 2100-01-01T00:00:00Z

    let timeZone: TimeZone
    /// UTC seconds of each transition, ascending.
    private let transitions: [Int64]
    /// `offsets[i]` is in force from `transitions[i - 1]` (or the range start) to `transitions[i]`.
    private let offsets: [Int32]

    private init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
        var transitions: [Int64] = []
        var offsets: [Int32] = [
            Int32(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(Self.rangeStart))))
        ]
        var cursor = Date(timeIntervalSince1970: TimeInterval(Self.rangeStart))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
            next.timeIntervalSince1970 < TimeInterval(Self.rangeEnd)
        {
            let offset = Int32(timeZone.secondsFromGMT(for: next))
            if offset != offsets[offsets.count - 1] {
                transitions.append(Int64(next.timeIntervalSince1970.rounded(.down)))
                offsets.append(offset)
            }
            cursor = next
        }
        self.transitions = transitions
        self.offsets = offsets
    }

    private static let cache = FSLocked<[String: _ZoneOffsets]>([:])

    /// The shared table for `timeZone`, built on first use.
    static func forZone(_ timeZone: TimeZone) -> _ZoneOffsets {
        if let cached = cache.withLock({ $0[timeZone.identifier] }) { return cached }
        let table = _ZoneOffsets(timeZone)
        return cache.withLock { cache in
            if let existing = cache[timeZone.identifier] { return existing }
            cache[timeZone.identifier] = table
            return table
        }
    }

    /// The offset from UTC, in seconds, at `seconds` since 1970 UTC.
    func offset(atUTC seconds: Int64) -> Int64 {
        guard seconds >= Self.rangeStart && seconds < Self.rangeEnd else {
            return Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
        }
        // Zones without daylight saving: everything since the last change is one comparison.
        if let last = transitions.last, seconds >= last { return Int64(offsets[offsets.count - 1]) }
        // The number of transitions at or before `seconds`.
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return Int64(offsets[low])
    }

    /// The latest UTC instant (seconds) whose local time is `localSeconds`: the later one
    /// in an overlap, as `DateFormatter` chooses; `nil` in a gap. The offsets a day before,
    /// at and a day after are the only ones that can apply.
    func latestUTC(forLocal localSeconds: Int64) -> Int64? {
        var latest: Int64?
        for probe in [localSeconds - 86_400, localSeconds, localSeconds + 86_400] {
            let offset = offset(atUTC: probe)
            let utc = localSeconds - offset
            if self.offset(atUTC: utc) == offset, utc > latest ?? .min { latest = utc }
        }
        return latest
    }
}
