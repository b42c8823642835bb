internal import FSInternal

/// How one locale writes byte counts — the text around the number for each unit and sign,
/// "byte" and "bytes", the spelled-out zero, the parentheses around an exact count — as
/// UTF-8, so that writing a count is arithmetic and copying.
///
/// Read from what Foundation writes (see `LocaleByteCountPattern+Foundation.swift`); this
/// half needs no Foundation. Only locales whose word for bytes has one form for exactly one
/// and another for every other count (or a single form) are read; others are left to
/// Foundation.
final class LocaleByteCountPattern: Sendable {
    /// The text before and after a number, for a count ≥ 0 and for a count < 0.
    struct Affixes: Sendable, Equatable {
        let positive: (prefix: [UInt8], suffix: [UInt8])
        let negative: (prefix: [UInt8], suffix: [UInt8])

        static func == (lhs: Affixes, rhs: Affixes) -> Bool {
            lhs.positive == rhs.positive && lhs.negative == rhs.negative
        }
    }

    /// The affixes of kB … PB (index 1 … 5; index 0 is unused: bytes take ``oneByte`` or
    /// ``otherBytes``).
    let units: [Affixes]
    /// The affixes of exactly one byte (`1 byte`, `-1 byte`) and of any other count in bytes.
    let oneByte: Affixes, otherBytes: Affixes
    /// What a spelled-out zero is written as, in kB (`Zero kB`) and in bytes (`Zero bytes`).
    let zeroKilobytes: String, zeroBytes: String
    /// Around the exact count in bytes: ` (` and `)`, or `（` and `）`.
    let openParenthesis: [UInt8], closeParenthesis: [UInt8]
    /// Separators, grouping and digits.
    let shape: LocaleNumberShape

    init(
        units: [Affixes], bytes: (one: Affixes, other: Affixes), zero: (kilobytes: String, bytes: String),
        parentheses: (open: [UInt8], close: [UInt8]), shape: LocaleNumberShape
    ) {
        self.units = units
        (oneByte, otherBytes) = bytes
        (zeroKilobytes, zeroBytes) = zero
        (openParenthesis, closeParenthesis) = parentheses
        self.shape = shape
    }

    /// `count` as the locale writes it with these options (see ``FSByteCountFormatStyle``).
    func format(
        _ count: Int64, binary: Bool, allowed: UInt, spellsOutZero: Bool, includesActualByteCount: Bool
    )
        -> String
    {
        let kilobytesAllowed = allowed & (1 << 1) != 0
        if spellsOutZero && count == 0 { return kilobytesAllowed ? zeroKilobytes : zeroBytes }
        let layout = ByteCountLayout(count, binary: binary, allowed: allowed)
        let actual = includesActualByteCount ? ByteCountLayout(exactly: count) : nil
        var length = self.length(of: layout)
        if let actual { length += openParenthesis.count + self.length(of: actual) + closeParenthesis.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var at = 0
            write(layout, to: buffer, at: &at)
            if let actual {
                LocaleNumberShape.put(openParenthesis, to: buffer, at: &at)
                write(actual, to: buffer, at: &at)
                LocaleNumberShape.put(closeParenthesis, to: buffer, at: &at)
            }
            return at
        }
    }

    private func affixes(of layout: ByteCountLayout) -> (prefix: [UInt8], suffix: [UInt8]) {
        let unit =
            layout.unit > 0
            ? units[layout.unit] : layout.whole == 1 && layout.fractionDigits == 0 ? oneByte : otherBytes
        return layout.negative ? unit.negative : unit.positive
    }

    private func length(of layout: ByteCountLayout) -> Int {
        let (prefix, suffix) = affixes(of: layout)
        return prefix.count + shape.length(layout.whole, fractionDigits: layout.fractionDigits) + suffix.count
    }

    private func write(_ layout: ByteCountLayout, to buffer: UnsafeMutableBufferPointer<UInt8>, at: inout Int) {
        let (prefix, suffix) = affixes(of: layout)
        LocaleNumberShape.put(prefix, to: buffer, at: &at)
        shape.write(
            layout.whole, fraction: layout.fraction, fractionDigits: layout.fractionDigits, to: buffer, at: &at)
        LocaleNumberShape.put(suffix, to: buffer, at: &at)
    }
}
