internal import FSInternal

/// Reads amounts of one currency as one locale writes them — the inverse of
/// ``LocaleCurrencyPattern`` — exactly, into minor units.
///
/// The text is cut at its first and last digit: between them the number (the locale's digits
/// or ASCII ones, its grouping and decimal separators), around them the affixes, in which
/// spaces of any kind and bidirectional marks separate the other pieces — one currency
/// marker (the locale's symbol, its narrow symbol or the ISO code, on either side), one sign
/// (`-`, `−`, `+` or the locale's own) or accounting parentheses around the whole.
///
/// Read in place from what Foundation writes (see `LocaleCurrencyReader+Foundation.swift`);
/// this half needs no Foundation.
final class LocaleCurrencyReader: Sendable {
    /// The locale's shape of numbers, and how many decimals it writes for the currency.
    let pattern: LocaleCurrencyPattern
    /// The markers that name the currency, each as ``key(_:)`` makes it: symbol, narrow
    /// symbol, ISO code, ``FSCurrency/symbol``.
    let markers: [[Unicode.Scalar]]
    /// The scalars of ``markers`` (none a space or mark) but signs and parentheses, whose kind
    /// needs no Unicode lookup.
    let markerScalars: [Unicode.Scalar]
    /// The ISO code, for the case-blind match of lenient reading.
    let code: [Unicode.Scalar]
    /// Whether the locale writes no visible marker, so that text without one is strict too.
    let acceptsBareNumber: Bool
    /// Scalars that make an amount negative: ASCII's, U+2212 and the locale's.
    let minusSigns: [Unicode.Scalar]
    /// The shapes whose grouping strict reading accepts: the pattern's first.
    let shapes: [LocaleNumberShape]
    /// The locale's digits 0…9 (read as well as ASCII's).
    let digits: [Unicode.Scalar]
    /// The separators as scalars.
    let decimalSeparator: [Unicode.Scalar]
    /// The grouping separators of ``shapes`` (en_US_POSIX groups only accounting amounts).
    let groupingSeparators: [[Unicode.Scalar]]

    private static let plus: Unicode.Scalar = "+"
    private static let asciiMinus: Unicode.Scalar = "-"
    private static let mathematicalMinus: Unicode.Scalar = "\u{2212}"
    private static let openParenthesis: Unicode.Scalar = "("
    private static let closeParenthesis: Unicode.Scalar = ")"
    /// Grouping separators people type where the locale writes another: an apostrophe for
    /// de_CH's U+2019, read only leniently.
    private static let typedApostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}"]

    /// A reader for `currency` as `pattern` writes it, where `written` are the texts around
    /// the number in the forms Foundation writes (symbol, narrow symbol, ISO code), and
    /// `otherShapes` the shapes of its other forms: Indian locales group accounting amounts
    /// in threes (`€755,274.39`, but `€ 7,55,274.39`). `decimalSeparator` is the locale's,
    /// for currencies it writes without decimals (`¥1,234.5` is then too precise, not garbage).
    init(
        pattern: LocaleCurrencyPattern, currency: FSCurrency, written: [String], otherShapes: [LocaleNumberShape],
        decimalSeparator: String
    ) {
        self.pattern = pattern
        shapes = [pattern.shape] + otherShapes
        code = Self.key(currency.code.unicodeScalars)
        let keys = written.map { Self.key($0.unicodeScalars) }
        // Cape Verde's escudo is written with a zero-width space for its symbol: a number
        // alone then names it.
        acceptsBareNumber = keys.contains { $0.isEmpty }
        markers = Self.distinct(keys + [Self.key(currency.symbol.unicodeScalars), code])
        let shape = pattern.shape
        digits = Self.scalars(shape.digits)
        groupingSeparators = Self.distinct(shapes.map { Self.scalars($0.groupingSeparator) })
        self.decimalSeparator =
            shape.decimalSeparator.isEmpty
            ? Array(decimalSeparator.unicodeScalars) : Self.scalars(shape.decimalSeparator)
        // What the negative form adds to the positive one, markers and spaces aside, is the
        // locale's minus sign.
        let positive = Self.key(Self.scalars(pattern.positivePrefix + pattern.positiveSuffix))
        var added = Self.key(Self.scalars(pattern.negativePrefix + pattern.negativeSuffix))
        for scalar in positive {
            if let index = added.firstIndex(of: scalar) { added.remove(at: index) }
        }
        minusSigns =
            [Self.asciiMinus, Self.mathematicalMinus]
            + Set(added).subtracting([Self.asciiMinus, Self.mathematicalMinus])
        // A short list: searching it costs less than hashing.
        markerScalars = Array(
            Set(markers.joined()).subtracting(minusSigns + [Self.plus, Self.openParenthesis, Self.closeParenthesis]))
    }

    /// `text` read as an amount of `currency`: see ``FSMoneyParseStrategy``.
    ///
    /// - Complexity: O(length of `text`); allocates nothing but an error.
    func read(_ text: String, currency: FSCurrency, lenient: Bool) throws(FSPriceEmbellisherError) -> FSMoney {
        // The scalars in a buffer on the stack (a price is short): no allocation.
        let outcome = withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: text.utf8.count) { buffer in
            var count = 0
            for scalar in text.unicodeScalars {
                buffer[count] = scalar
                count += 1
            }
            return Result { () throws(FSPriceEmbellisherError) in
                try read(
                    UnsafeBufferPointer(rebasing: buffer[..<count]), text: text, currency: currency, lenient: lenient)
            }
        }
        return try outcome.get()
    }

    /// ``read(_:currency:lenient:)`` of the text's `scalars`.
    private func read(
        _ scalars: UnsafeBufferPointer<Unicode.Scalar>, text: String, currency: FSCurrency, lenient: Bool
    ) throws(FSPriceEmbellisherError) -> FSMoney {
        guard let first = scalars.firstIndex(where: { digit($0) != nil }),
            let last = scalars.lastIndex(where: { digit($0) != nil })
        else { throw .invalidAmount(text) }
        let number = try readNumber(scalars, first..<(last + 1), text: text, currency: currency, lenient: lenient)
        let lead = try affix(scalars, 0..<first, text: text, lenient: lenient, atStart: true)
        let trail = try affix(scalars, (last + 1)..<scalars.count, text: text, lenient: lenient, atStart: false)
        guard lead.parenthesis == trail.parenthesis, lead.signs + trail.signs <= 1,
            !(lead.parenthesis && lead.signs + trail.signs > 0), lead.marker.isEmpty || trail.marker.isEmpty
        else { throw .invalidAmount(text) }
        let marker = lead.marker.isEmpty ? trail.marker : lead.marker
        if !names(scalars, marker, lenient: lenient) && !((lenient || acceptsBareNumber) && marker.isEmpty) {
            var found = String.UnicodeScalarView()
            found.append(contentsOf: Self.key(scalars[marker]))
            throw .unexpectedCurrency(text, found: String(found), expected: currency.code)
        }
        let negative = lead.parenthesis || lead.negative || trail.negative
        guard negative ? number <= UInt64(Int64.max) + 1 : number <= UInt64(Int64.max) else { throw .overflow(text) }
        let units = negative ? Int64(truncatingIfNeeded: 0 &- number) : Int64(number)
        return FSMoney(minorUnits: units, currency: currency)
    }

    /// The magnitude in minor units of the number in `range` of `body`, which starts and ends
    /// with a digit.
    private func readNumber(
        _ body: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, text: String, currency: FSCurrency,
        lenient: Bool
    ) throws(FSPriceEmbellisherError) -> UInt64 {
        let minor = currency.minorDigits
        var units: UInt64 = 0
        var wholeDigits = 0
        var fractionDigits = 0
        var extraDecimalIsZero = true
        var inFraction = false
        // Bit n set: a grouping separator after n whole digits (a UInt64 has at most 20).
        var separators: UInt32 = 0
        func append(_ value: Int) throws(FSPriceEmbellisherError) {
            let (times10, over1) = units.multipliedReportingOverflow(by: 10)
            let (sum, over2) = times10.addingReportingOverflow(UInt64(value))
            guard !over1 && !over2 else { throw .overflow(text) }
            units = sum
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let scalar = body[index]
            if let value = digit(scalar) {
                if !inFraction {
                    try append(value)
                    wholeDigits += 1
                } else if fractionDigits < minor {
                    try append(value)
                    fractionDigits += 1
                } else {
                    extraDecimalIsZero = extraDecimalIsZero && value == 0
                    fractionDigits += 1
                }
                index += 1
            } else if !inFraction, let end = match(decimalSeparator, in: body, range, at: index) {
                inFraction = true
                index = end
            } else if !inFraction, let end = matchGrouping(in: body, range, at: index, lenient: lenient),
                digit(body[index - 1]) != nil, wholeDigits < UInt32.bitWidth
            {
                separators |= 1 << wholeDigits
                index = end
            } else {
                throw .invalidAmount(text)
            }
        }
        if !lenient && separators != 0
            && !shapes.contains(where: { separators == Self.groupBoundaries(of: $0, wholeDigits: wholeDigits) })
        {
            throw .invalidAmount(text)
        }
        // Decimals beyond the currency's are refused, but for the zeros the locale writes
        // (ICU writes two for currencies with none in some locales).
        if fractionDigits > minor && (fractionDigits > pattern.fractionDigits || !extraDecimalIsZero) {
            throw .tooManyDecimals(text, currency: currency.code, digits: minor)
        }
        for _ in min(fractionDigits, minor)..<minor { try append(0) }
        return units
    }

    /// What an affix holds: where its marker lies in the text (from its first scalar to its
    /// last), its signs, and whether it has the parenthesis of an accounting negative.
    private struct Affix {
        var marker: Range<Int> = 0..<0
        var signs = 0
        var negative = false
        var parenthesis = false
    }

    /// The pieces of the text before the number (`atStart`) or after it. Strictly, spaces
    /// only separate pieces: none at the text's ends, never two together.
    private func affix(
        _ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, text: String, lenient: Bool, atStart: Bool
    ) throws(FSPriceEmbellisherError) -> Affix {
        var result = Affix()
        var markerEnded = false
        var lastWasSpace = atStart
        // A marker is one run, which a sign or parenthesis ends; spaces inside it (F CFA) are its own.
        func extendMarker(to index: Int) throws(FSPriceEmbellisherError) {
            guard !markerEnded else { throw .invalidAmount(text) }
            result.marker = (result.marker.isEmpty ? index : result.marker.lowerBound)..<(index + 1)
            lastWasSpace = false
        }
        let parenthesis = atStart ? Self.openParenthesis : Self.closeParenthesis
        for index in range {
            let scalar = scalars[index]
            if markerScalars.contains(scalar) {
                try extendMarker(to: index)
            } else if Self.isSpace(scalar) {
                guard lenient || !lastWasSpace else { throw .invalidAmount(text) }
                lastWasSpace = true
            } else if Self.isFormat(scalar) {
                // A mark is a piece of its own: "\u{200B} 1$00" is Cape Verde's symbol, a space, a number.
                lastWasSpace = false
            } else if scalar == parenthesis && !result.parenthesis
                && (lenient || Self.isEdge(index, of: scalars, range, atStart: atStart))
            {
                result.parenthesis = true
                markerEnded = !result.marker.isEmpty
                lastWasSpace = false
            } else if scalar == Self.plus || minusSigns.contains(scalar) {
                result.signs += 1
                result.negative = scalar != Self.plus
                markerEnded = !result.marker.isEmpty
                lastWasSpace = false
            } else {
                try extendMarker(to: index)
            }
        }
        guard lenient || !lastWasSpace || range.isEmpty || atStart else { throw .invalidAmount(text) }
        return result
    }

    /// Whether the marker in `range` of `scalars` names the currency (any marker but the ISO
    /// code only in its case, unless `lenient`).
    private func names(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, lenient: Bool) -> Bool {
        for marker in markers where spells(marker, scalars, range, caseBlind: false) { return true }
        return lenient && spells(code, scalars, range, caseBlind: true)
    }

    /// Whether `range` of `scalars`, spaces and marks aside, is `marker`.
    private func spells(
        _ marker: [Unicode.Scalar], _ scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>,
        caseBlind: Bool
    ) -> Bool {
        var position = 0
        for index in range {
            let scalar = scalars[index]
            guard markerScalars.contains(scalar) || !(Self.isSpace(scalar) || Self.isFormat(scalar)) else { continue }
            guard position < marker.count,
                scalar == marker[position] || (caseBlind && String(scalar).uppercased() == String(marker[position]))
            else { return false }
            position += 1
        }
        return position == marker.count
    }

    /// Whether `index` is the first piece of `range` (`atStart`) or its last, marks aside: the
    /// place of an accounting negative's parenthesis ("\u{200E}(€ 5)").
    private static func isEdge(
        _ index: Int, of scalars: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, atStart: Bool
    ) -> Bool {
        let edge = atStart ? range.first { !isFormat(scalars[$0]) } : range.last { !isFormat(scalars[$0]) }
        return index == edge
    }

    /// Whether `scalar` is a format character (a bidirectional mark, U+200B): never ASCII.
    private static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.generalCategory == .format
    }

    /// Whether `scalar` is a space of any kind: Unicode's White_Space property, all 25 of them
    /// (looked up by hand: the property tables cost more than reading a price).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The value of a digit of the locale or of ASCII.
    private func digit(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII {
            let value = Int(scalar.value) - Int(UnicodeScalar("0").value)
            return (0...9).contains(value) ? value : nil
        }
        return digits.firstIndex(of: scalar)
    }

    /// Where `separator` ends if it starts at `index` of `body`, within `range`.
    private func match(
        _ separator: [Unicode.Scalar], in body: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, at index: Int
    ) -> Int? {
        guard !separator.isEmpty, range.upperBound - index >= separator.count else { return nil }
        for (offset, scalar) in separator.enumerated() where body[index + offset] != scalar { return nil }
        return index + separator.count
    }

    /// Where a grouping separator at `index` ends: the locale's, any space where it writes a
    /// space (people type U+0020 for ICU's U+00A0 and U+202F), and leniently an apostrophe
    /// for another.
    private func matchGrouping(
        in body: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, at index: Int, lenient: Bool
    ) -> Int? {
        let scalar = body[index]
        for separator in groupingSeparators {
            if let end = match(separator, in: body, range, at: index) { return end }
            guard separator.count == 1, let written = separator.first else { continue }
            if Self.isSpace(written) && Self.isSpace(scalar) { return index + 1 }
            if lenient && Self.typedApostrophes.contains(written) && Self.typedApostrophes.contains(scalar) {
                return index + 1
            }
        }
        return nil
    }

    /// Where `shape` writes grouping separators in a number of `wholeDigits` digits: bit n set
    /// for a separator after n of them.
    private static func groupBoundaries(of shape: LocaleNumberShape, wholeDigits: Int) -> UInt32 {
        guard shape.primaryGroup > 0, wholeDigits >= shape.primaryGroup + shape.minimumGroupingDigits else {
            return 0
        }
        var boundaries: UInt32 = 0
        var right = shape.primaryGroup
        repeat {
            boundaries |= 1 << (wholeDigits - right)
            right += shape.secondaryGroup
        } while shape.secondaryGroup > 0 && right < wholeDigits
        return boundaries
    }

    /// The scalars of UTF-8 `bytes`.
    private static func scalars(_ bytes: [UInt8]) -> [Unicode.Scalar] {
        Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    }

    /// `lists` without the empty ones and the repeats, in order.
    private static func distinct(_ lists: [[Unicode.Scalar]]) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = []
        for list in lists where !list.isEmpty && !result.contains(list) { result.append(list) }
        return result
    }

    /// `scalars` without spaces and format characters (bidirectional marks): a marker as it
    /// is compared.
    static func key(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        scalars.filter { !isSpace($0) && !isFormat($0) }
    }
}
