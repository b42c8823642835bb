/// Writes `value` in decimal, most significant digit first, zero-padded to at least
/// `minimumDigits` digits, with a `,` before every group of three when `grouping`: the one
/// digit writer that formatting code in every module shares.
///
/// The digits are produced into a fixed buffer on the stack (a `UInt64` has at most 20), so
/// writing allocates nothing.
@inlinable
package func writeDecimal(
    _ value: UInt64, minimumDigits: Int = 1, grouping: Bool = false, to put: (UInt8) -> Void
) {
    var reversed: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &reversed) { digits in
        var count = 0
        var rest = value
        repeat {
            digits[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            count &+= 1
        } while rest > 0
        var index = max(count, minimumDigits) &- 1
        while index >= count {
            put(UInt8(ascii: "0"))
            if grouping && index > 0 && index % 3 == 0 { put(UInt8(ascii: ",")) }
            index &-= 1
        }
        while index >= 0 {
            put(digits[index])
            if grouping && index > 0 && index % 3 == 0 { put(UInt8(ascii: ",")) }
            index &-= 1
        }
    }
}
