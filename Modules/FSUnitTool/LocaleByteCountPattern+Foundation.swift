internal import FSInternal
import Foundation

extension LocaleByteCountPattern {
    /// Patterns read so far; `nil` where Foundation's output does not fit the pattern.
    private static let cache = OnceCache<Locale, LocaleByteCountPattern?>()

    /// The pattern of `locale`, read from Foundation at its first use; `nil` when what
    /// Foundation writes there does not fit this model, so the caller must ask Foundation.
    static func resolved(locale: Locale) -> LocaleByteCountPattern? {
        cache.value(for: locale) { reading(locale) }
    }

    /// The pattern of `locale`, read from what `ByteCountFormatStyle` writes for probe counts
    /// in each unit, then checked on counts of every size in every style: `nil` on any
    /// difference.
    static func reading(_ locale: Locale) -> LocaleByteCountPattern? {
        func format(_ count: Int64, unit: Int, spellsOutZero: Bool = false, actual: Bool = false) -> String {
            ByteCountFormatStyle(
                style: .file, allowedUnits: ByteCountFormatStyle.Units(rawValue: 1 << UInt(unit)),
                spellsOutZero: spellsOutZero, includesActualByteCount: actual, locale: locale
            ).format(count)
        }
        let megabyte = 2
        let megabytes = Int64(LocaleNumberShape.power(of: 6))
        // 1,234,567,890.5 MB: every digit, both group sizes and the decimal separator.
        let wholeDigits = LocaleNumberShape.probeWholeDigits.count
        guard
            let probe = LocaleNumberText(
                format(1_234_567_890 * megabytes + megabytes / 2, unit: megabyte), wholeDigits: wholeDigits),
            probe.fraction.map(\.value) == [5],
            let shape = LocaleNumberShape(
                probe: probe,
                groupedText: { format(Int64(LocaleNumberShape.power(of: $0 - 1)) * megabytes, unit: megabyte) })
        else { return nil }
        // The affixes around 1 and 2 of each unit, both signs; beyond bytes they must not
        // depend on the number.
        func affixes(_ number: Int64, unit: Int) -> Affixes? {
            let size = Int64(LocaleNumberShape.power(of: 3 * unit))
            guard let positive = LocaleNumberText(format(number * size, unit: unit), wholeDigits: 1),
                let negative = LocaleNumberText(format(-number * size, unit: unit), wholeDigits: 1)
            else { return nil }
            return Affixes(
                positive: (positive.prefix, positive.suffix), negative: (negative.prefix, negative.suffix))
        }
        var units: [Affixes] = []
        for unit in 0..<ByteCountLayout.unitCount {
            guard let one = affixes(1, unit: unit), let two = affixes(2, unit: unit) else { return nil }
            guard unit == 0 || one == two else { return nil }
            units.append(unit == 0 ? two : one)
        }
        guard let oneByte = affixes(1, unit: 0) else { return nil }
        // The parentheses: what is left of "1 kB (1,000 bytes)" around its two parts.
        let main = format(1000, unit: 1)
        let exact = format(1000, unit: 0)
        let both = format(1000, unit: 1, actual: true)
        guard both.hasPrefix(main),
            let range = both.range(of: exact, range: both.index(both.startIndex, offsetBy: main.count)..<both.endIndex)
        else { return nil }
        let open = Array(both[both.index(both.startIndex, offsetBy: main.count)..<range.lowerBound].utf8)
        let close = Array(both[range.upperBound...].utf8)
        let pattern = LocaleByteCountPattern(
            units: units, bytes: (oneByte, units[0]),
            zero: (format(0, unit: 1, spellsOutZero: true), format(0, unit: 0, spellsOutZero: true)),
            parentheses: (open, close), shape: shape)
        return pattern.agreesWithFoundation(locale) ? pattern : nil
    }

    /// Whether the pattern writes what Foundation writes for counts of every size, both signs,
    /// in every style, with each unit alone and all units, zero spelled out or not, and the
    /// exact count or not.
    private func agreesWithFoundation(_ locale: Locale) -> Bool {
        let counts: [Int64] = [
            0, 1, -1, 2, 3, 11, 21, 101, 999, 1000, 1023, 1024, 1500, -1500, 999_499, 999_500, 1_048_063,
            1_234_567, -1_234_567, 1_150_000, 1_250_000, 123_456_789_012, 5_000_000_000_000_000, .max, .min,
        ]
        let unitSets: [UInt] = [0b111111, 0b000001, 0b000010, 0b000100, 0b001000, 0b010000, 0b100000, 0b001010]
        for style in [ByteCountFormatStyle.Style.file, .memory] {
            for units in unitSets {
                for (spellsOutZero, actual) in [(true, false), (false, true)] {
                    let foundation = ByteCountFormatStyle(
                        style: style, allowedUnits: ByteCountFormatStyle.Units(rawValue: units),
                        spellsOutZero: spellsOutZero, includesActualByteCount: actual, locale: locale)
                    for count in counts {
                        let ours = format(
                            count, binary: style == .memory, allowed: units, spellsOutZero: spellsOutZero,
                            includesActualByteCount: actual)
                        guard ours == foundation.format(count) else { return false }
                    }
                }
            }
        }
        return true
    }
}
