internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Times in zip records: the DOS date and time fields (local time, two-second steps, 1980–2107)
// and the extended timestamp's seconds since 1970.

/// A DOS date and time, read as local time; an impossible value reads as 1980-01-01.
func dosDate(date: UInt16, time: UInt16) -> Date {
    var components = DateComponents()
    components.year = 1980 + Int(date >> 9)
    components.month = max(1, min(12, Int(date >> 5 & 0xF)))
    components.day = max(1, Int(date & 0x1F))
    components.hour = Int(time >> 11)
    components.minute = Int(time >> 5 & 0x3F)
    components.second = Int(time & 0x1F) * 2
    return Calendar(identifier: .gregorian).date(from: components) ?? Date(timeIntervalSince1970: 315_532_800)
}

/// Seconds since 1970 for the 0x5455 field, clamped to its 32 bits; an invalid (NaN) date is 0.
func unixTime(_ date: Date) -> UInt32 {
    let seconds = date.timeIntervalSince1970
    guard !seconds.isNaN else { return 0 }
    return UInt32(truncatingIfNeeded: Int64(seconds.clamped(to: Double(Int32.min)...Double(Int32.max))))
}

/// DOS date and time in local time; dates before 1980 become 1980-01-01 00:00, after 2107
/// the last DOS date.
func dosFields(_ date: Date) -> (date: UInt16, time: UInt16) {
    let components = Calendar(identifier: .gregorian).dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date)
    let year = components.year ?? 1980
    guard year >= 1980 else { return (1 << 5 | 1, 0) }
    guard year <= 2107 else { return (127 << 9 | 12 << 5 | 31, 23 << 11 | 59 << 5 | 29) }
    let dosDate = UInt16(year - 1980) << 9 | UInt16(components.month ?? 1) << 5 | UInt16(components.day ?? 1)
    let dosTime =
        UInt16(components.hour ?? 0) << 11 | UInt16(components.minute ?? 0) << 5 | UInt16((components.second ?? 0) / 2)
    return (dosDate, dosTime)
}
