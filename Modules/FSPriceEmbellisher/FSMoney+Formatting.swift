internal import FSInternal
import FSNumberTool

extension FSMoney {
    /// The amount as text, e.g. `¥1234.5` (the original `toPrice`).
    ///
    /// - Complexity: O(digits), one allocation at most (none up to 15 bytes).
    public func formatted(_ format: FSPriceFormat = FSPriceFormat()) -> String {
        let number = number(format)
        let symbol = format.symbol ?? currency.symbol
        return String(unsafeUninitializedCapacity: symbol.utf8.count + 48) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            if let sign = number.sign { put(sign) }
            for byte in symbol.utf8 { put(byte) }
            writeDecimal(number.whole, grouping: format.grouping, to: put)
            if number.fractionDigits > 0 {
                put(UInt8(ascii: "."))
                var divisor: UInt64 = 1
                for _ in 1..<number.fractionDigits { divisor *= 10 }
                while divisor > 0 {
                    put(UInt8(ascii: "0") + UInt8(number.fraction / divisor % 10))
                    divisor /= 10
                }
            }
            return count
        }
    }

    /// The amount as text, split into parts for styling (the original `toAttrPrice`).
    public func parts(_ format: FSPriceFormat = FSPriceFormat()) -> FSPriceParts {
        let number = number(format)
        var integer: [UInt8] = []
        writeDecimal(number.whole, grouping: format.grouping) { integer.append($0) }
        var fraction = ""
        if number.fractionDigits > 0 {
            let digits = String(number.fraction)
            fraction = "." + String(repeating: "0", count: number.fractionDigits - digits.count) + digits
        }
        return FSPriceParts(
            sign: number.sign.map { String(UnicodeScalar($0)) } ?? "", symbol: format.symbol ?? currency.symbol,
            integer: String(decoding: integer, as: UTF8.self), fraction: fraction)
    }

    /// What a format makes of the amount: the sign byte, the whole part, and the decimals to
    /// write (as a number of `fractionDigits` digits).
    private func number(_ format: FSPriceFormat) -> (sign: UInt8?, whole: UInt64, fraction: UInt64, fractionDigits: Int)
    {
        let digits = currency.minorDigits
        let places = format.decimals.places(minorDigits: digits)
        var units = minorUnits.magnitude
        let shown = min(places, digits)
        if places < digits {
            // Fewer decimals than the currency has: round in minor units, exactly. Only a
            // rounding past Int64's range fails; the amount is then shown truncated.
            var scale: Int64 = 1
            for _ in places..<digits { scale *= 10 }
            let rounded = (try? minorUnits.rounded(toMultipleOf: scale, format.rounding)) ?? minorUnits
            units = rounded.magnitude / UInt64(scale)
        }
        var divisor: UInt64 = 1
        for _ in 0..<shown { divisor *= 10 }
        var fraction = units % divisor
        var fractionDigits = shown
        switch format.decimals {
        case .autoAdjust:
            while fractionDigits > 0 && fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        case .adjust:
            if fraction == 0 { fractionDigits = 0 }
        default:
            // Padding beyond the currency's digits: zeros.
            for _ in shown..<places { fraction *= 10 }
            fractionDigits = places
        }
        let negative = minorUnits < 0 && units != 0
        let plus = UInt8(ascii: "+")
        let minus = UInt8(ascii: "-")
        let sign: UInt8? =
            switch format.sign {
            case .automatic: negative ? minus : nil
            case .always: negative ? minus : (units == 0 ? nil : plus)
            case .never: nil
            case .plus: plus
            case .minus: minus
            }
        return (sign, units / divisor, fraction, fractionDigits)
    }
}
