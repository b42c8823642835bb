internal import FSInternal
import Foundation

/// A time zone's UTC offsets as a sorted table of transitions, so an offset lookup is a
/// binary search instead of a call into ICU.
///
/// The table covers 1900–2100 and is built once per zone identifier (about a millisecond),
/// from Foundation's own transitions; outside that range lookups fall back to
/// `TimeZone.secondsFromGMT(for:)`.
///
/// Package-visible so that FSTimeEmbellisher keeps one table per formatter: holding a class
/// reference costs one retain where a whole `FSDatePattern` copied out of an optional cost ten.
package final class ZoneOffsets: Sendable {
    static let rangeStart: Int64 = -2_208_988_800  // 1900-01-01T00:00:00Z
    static let rangeEnd: Int64 = 4_102_444_800  // 2100-01-01T00:00:00Z

    let timeZone: TimeZone
    /// UTC seconds of each transition, ascending.
    private let transitions: [Int64]
    /// `offsets[i]` is in force from `transitions[i - 1]` (or the range start) to `transitions[i]`.
    private let offsets: [Int32]
    /// The last transition (or the range start) and the offset in force from then to the
    /// range end: for zones without daylight saving, the whole lookup.
    private let settledSince: Int64
    private let settledOffset: Int64

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
        settledSince = transitions.last ?? Self.rangeStart
        settledOffset = Int64(offsets[offsets.count - 1])
    }

    private static let cache = OnceCache<String, ZoneOffsets>()

    /// The shared table for `timeZone`, built on first use.
    package static func forZone(_ timeZone: TimeZone) -> ZoneOffsets {
        cache.value(for: timeZone.identifier) { ZoneOffsets(timeZone) }
    }

    /// The offset from UTC, in seconds, at `seconds` since 1970 UTC.
    @inline(__always)
    package func offset(atUTC seconds: Int64) -> Int64 {
        seconds >= settledSince && seconds < Self.rangeEnd ? settledOffset : searchedOffset(atUTC: seconds)
    }

    /// The offset from UTC, in milliseconds, at `milliseconds` since 1970 UTC: in a settled
    /// stretch, without first dividing down to seconds — this is on formatting's critical path.
    @inline(__always)
    func offsetMilliseconds(atUTC milliseconds: Int64) -> Int64 {
        if milliseconds >= settledSince &* 1000 && milliseconds < Self.rangeEnd &* 1000 { return settledOffset &* 1000 }
        return searchedOffset(atUTC: Civil.floorDivide(milliseconds, 1000).quotient) * 1000
    }

    private func searchedOffset(atUTC seconds: Int64) -> Int64 {
        guard seconds >= Self.rangeStart && seconds < Self.rangeEnd else {
            return Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
        }
        // The number of transitions at or before `seconds`.
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return Int64(offsets[low])
    }

    /// The earliest and the latest UTC instants (seconds) whose local time is `localSeconds`:
    /// the same instant but in an overlap (where `DateFormatter` chooses the later and a day
    /// starts at the earlier); `nil` in a gap. The offsets a day before, at and a day after
    /// are the only ones that can apply.
    func utcReadings(forLocal localSeconds: Int64) -> (earliest: Int64, latest: Int64)? {
        var readings: (earliest: Int64, latest: Int64)?
        for probe in [localSeconds - Civil.secondsPerDay, localSeconds, localSeconds + Civil.secondsPerDay] {
            let offset = offset(atUTC: probe)
            let utc = localSeconds - offset
            if self.offset(atUTC: utc) == offset {
                readings = (min(readings?.earliest ?? utc, utc), max(readings?.latest ?? utc, utc))
            }
        }
        return readings
    }

    /// The first UTC instant after a gap that skips `localSeconds`: the transition itself.
    /// Before the gap the earlier offset applies, after it the later one, so the transition
    /// lies between the two readings of the local time.
    func firstUTC(afterGapAtLocal localSeconds: Int64) -> Int64 {
        var low = localSeconds - offset(atUTC: localSeconds + Civil.secondsPerDay)  // before the transition
        var high = localSeconds - offset(atUTC: localSeconds - Civil.secondsPerDay)  // at or after it
        while low < high {
            let middle = low + (high - low) / 2
            if middle + offset(atUTC: middle) >= localSeconds { high = middle } else { low = middle + 1 }
        }
        return high
    }
}
