/// Reads the generated tables (``PinyinTable``, ``ChineseConversionTable``): their numbers are
/// base-64 digits, digit d written as the byte 48 + d, most significant first, so that a table
/// is a string literal read in place; their entries are sorted, searched by halves.
enum GeneratedTable {
    /// The number of `width` digits at `offset` of `table`.
    @inline(__always)
    static func number(_ table: StaticString, at offset: Int, width: Int) -> Int {
        let bytes = table.utf8Start + offset
        var value = 0
        for index in 0..<width { value = value << bitsPerDigit | (Int(bytes[index]) - digitZero) }
        return value
    }

    /// The first index in `low..<high` for which `isBefore` is false (it is true for a prefix).
    static func partition(_ low: Int, _ high: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = low
        var high = high
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The byte of digit 0.
    private static let digitZero = 48

    /// A digit holds six bits: 64 values from "0".
    private static let bitsPerDigit = 6
}
