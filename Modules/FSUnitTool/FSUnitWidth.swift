/// How much of a unit's name ``FSQuantity/formatted(locale:width:)`` writes: CLDR's three
/// widths of unit patterns.
///
/// ```swift
/// let speed = FSQuantity(2.5, FSUnit<FSSpeed>.kilometerPerHour)
/// speed.formatted(locale: Locale(identifier: "en_US"), width: .long)    // "2.5 kilometers per hour"
/// speed.formatted(locale: Locale(identifier: "en_US"), width: .short)   // "2.5 km/h"
/// speed.formatted(locale: Locale(identifier: "en_US"), width: .narrow)  // "2.5km/h"
/// ```
///
/// CLDR defines exactly these three, so the enumeration is complete: a `switch` over it needs no
/// `default`.
public enum FSUnitWidth: String, Sendable, Hashable, CaseIterable, Codable {
    /// The unit's name in words, in the number's plural form: "2.5 kilometers per hour",
    /// "2,5 Kilometer pro Stunde", "每小时2.5公里".
    case long
    /// The abbreviation people write: "2.5 km/h". Foundation's `.abbreviated`.
    case short
    /// The shortest form, often without a space: "2.5km/h".
    case narrow
}
