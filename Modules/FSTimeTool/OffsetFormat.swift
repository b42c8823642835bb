/// How a zone field (`Z`, `O`, `X`, `x` and their widths) writes a UTC offset, following ICU's
/// `TimeZoneFormat` — the code behind `DateFormatter` — rule for rule.
enum OffsetFormat: Sendable, Equatable {
    /// ISO 8601: `+08`, `+0800`, `+08:00`, `+08:00:30`, or `Z` for UTC where `utcIndicator`.
    /// `minimum` and `maximum` count the fields written after the sign (1: hours; 2: and
    /// minutes; 3: and seconds); fields past the minimum are written only when not zero, and
    /// a maximum of two truncates the seconds.
    case iso(extended: Bool, utcIndicator: Bool, minimum: Int, maximum: Int)
    /// The locale's GMT format: `GMT+8`, `GMT+5:30` (`short`) or `GMT+08:00`, and `GMT` for UTC.
    case localizedGMT(short: Bool)

    /// The format of a zone field, or `nil` for an unsupported letter or width.
    init?(letter: Unicode.Scalar, width: Int) {
        switch (letter, width) {
        case ("Z", 1...3): self = .iso(extended: false, utcIndicator: false, minimum: 2, maximum: 3)
        case ("Z", 4), ("O", 4): self = .localizedGMT(short: false)
        case ("Z", 5): self = .iso(extended: true, utcIndicator: true, minimum: 2, maximum: 3)
        case ("O", 1): self = .localizedGMT(short: true)
        case ("X", 1...5), ("x", 1...5):
            let utcIndicator = letter == "X"
            self =
                switch width {
                case 1: .iso(extended: false, utcIndicator: utcIndicator, minimum: 1, maximum: 2)
                case 2: .iso(extended: false, utcIndicator: utcIndicator, minimum: 2, maximum: 2)
                case 3: .iso(extended: true, utcIndicator: utcIndicator, minimum: 2, maximum: 2)
                case 4: .iso(extended: false, utcIndicator: utcIndicator, minimum: 2, maximum: 3)
                default: .iso(extended: true, utcIndicator: utcIndicator, minimum: 2, maximum: 3)
                }
        default: return nil
        }
    }

    /// The longest text, in bytes, with `names`' GMT format.
    func maxLength(names: DateNames) -> Int {
        let signed = 9  // "+08:00:30"
        return switch self {
        case .iso: signed
        case .localizedGMT:
            max(
                names.gmtZero.count,
                names.gmtPrefix.count + max(names.gmtPlus.count, names.gmtMinus.count) + signed - 1
                    + names.gmtSuffix.count)
        }
    }

    /// Whether the text is ASCII whatever the offset.
    func isASCII(names: DateNames) -> Bool {
        switch self {
        case .iso: true
        case .localizedGMT:
            (names.gmtZero + names.gmtPrefix + names.gmtSuffix + names.gmtPlus + names.gmtMinus).allSatisfy {
                $0 < 0x80
            }
        }
    }

    /// Writes `offset` (seconds east of UTC).
    func write(_ offset: Int, names: DateNames, to writer: inout DigitWriter) {
        guard case .localizedGMT(let short) = self else {
            writeISO(offset, to: &writer)
            return
        }
        guard offset != 0 else {
            writer.write(names.gmtZero)
            return
        }
        let magnitude = Int(offset.magnitude)
        writer.write(names.gmtPrefix)
        writer.write(offset < 0 ? names.gmtMinus : names.gmtPlus)
        writer.write(magnitude / 3_600, width: short ? 1 : 2)
        if magnitude % 3_600 != 0 || !short {
            writer.byte(UInt8(ascii: ":"))
            writer.write(magnitude / 60 % 60, width: 2)
        }
        if magnitude % 60 != 0 {
            writer.byte(UInt8(ascii: ":"))
            writer.write(magnitude % 60, width: 2)
        }
        writer.write(names.gmtSuffix)
    }

    /// Writes `offset` in an ``iso(extended:utcIndicator:minimum:maximum:)`` format, which
    /// needs no locale; nothing for a GMT format.
    @inline(__always)
    func writeISO(_ offset: Int, to writer: inout DigitWriter) {
        guard case .iso(let extended, let utcIndicator, let minimum, let maximum) = self else { return }
        let magnitude = Int(offset.magnitude)
        let hours = magnitude / 3_600
        let minutes = magnitude / 60 % 60
        let ignoresSeconds = maximum == 2
        if utcIndicator && (magnitude == 0 || (ignoresSeconds && magnitude < 60)) {
            writer.byte(UInt8(ascii: "Z"))
            return
        }
        // The fields written: hours, then minutes and seconds where not zero past the minimum.
        let seconds = ignoresSeconds ? 0 : magnitude % 60
        let last = seconds != 0 ? 3 : minutes != 0 || minimum >= 2 ? 2 : 1
        // A negative offset that rounds to zero in the fields written is written "+".
        let negative = offset < 0 && (hours != 0 || (last >= 2 && minutes != 0) || seconds != 0)
        writer.byte(UInt8(ascii: negative ? "-" : "+"))
        writer.write(hours, width: 2)
        if last >= 2 {
            if extended { writer.byte(UInt8(ascii: ":")) }
            writer.write(minutes, width: 2)
        }
        if last == 3 {
            if extended { writer.byte(UInt8(ascii: ":")) }
            writer.write(seconds, width: 2)
        }
    }

    /// Reads an offset in this format, in seconds east of UTC: only the shapes the format
    /// writes (with any fields it may leave out), each field in range — hours below 24.
    func read(from scanner: inout FieldScanner, names: DateNames) throws(FSTimeToolError) -> Int {
        switch self {
        case .iso(let extended, let utcIndicator, let minimum, let maximum):
            if utcIndicator && scanner.oneOf("Z") != nil { return 0 }
            let sign = try Self.sign(&scanner)
            return sign * (try scanner.offsetSeconds(extended: extended, minimum: minimum, maximum: maximum))
        case .localizedGMT(let short):
            let start = scanner.position
            if (try? scanner.expect(names.gmtPrefix)) != nil, let sign = Self.gmtSign(&scanner, names: names) {
                let hours = try scanner.number(minDigits: short ? 1 : 2, maxDigits: 2)
                var later = (minutes: 0, seconds: 0)
                if scanner.oneOf(":") != nil {
                    later.minutes = try scanner.number(minDigits: 2, maxDigits: 2)
                    if scanner.oneOf(":") != nil { later.seconds = try scanner.number(minDigits: 2, maxDigits: 2) }
                } else if !short {
                    throw scanner.mismatch()
                }
                try scanner.expect(names.gmtSuffix)
                return sign * (try scanner.offsetSeconds(hours, later.minutes, later.seconds))
            }
            scanner.rewind(to: start)
            try scanner.expect(names.gmtZero)
            return 0
        }
    }

    /// The locale's GMT sign here, as +1 or -1, consumed; `nil` (consuming nothing) if none.
    private static func gmtSign(_ scanner: inout FieldScanner, names: DateNames) -> Int? {
        if (try? scanner.expect(names.gmtPlus)) != nil { return 1 }
        if (try? scanner.expect(names.gmtMinus)) != nil { return -1 }
        return nil
    }

    private static func sign(_ scanner: inout FieldScanner) throws(FSTimeToolError) -> Int {
        guard let sign = scanner.oneOf("+-") else { throw scanner.mismatch() }
        return sign == 0 ? 1 : -1
    }
}
