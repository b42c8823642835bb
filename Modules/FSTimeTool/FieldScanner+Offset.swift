extension FieldScanner {
    /// The fields of a UTC offset after its sign, in seconds: two-digit hours, then up to
    /// `maximum - 1` more two-digit fields (minutes, seconds), each after a colon when
    /// `extended`. At least `minimum` fields must be there; a later field that is not is left
    /// unread. Each field must be in range (hours below 24). The one reader of numeric offsets,
    /// for pattern fields (`XXX`, `Z`, …) and for ISO 8601 text.
    mutating func offsetSeconds(extended: Bool, minimum: Int = 1, maximum: Int = 3) throws(FSTimeToolError) -> Int {
        let hours = try number(minDigits: 2, maxDigits: 2)
        var later = (minutes: 0, seconds: 0)
        for index in 1..<max(1, maximum) {
            let start = position
            guard !extended || oneOf(":") != nil, let value = try? number(minDigits: 2, maxDigits: 2) else {
                guard index >= minimum else { throw mismatch() }
                rewind(to: start)
                break
            }
            if index == 1 { later.minutes = value } else { later.seconds = value }
        }
        return try offsetSeconds(hours, later.minutes, later.seconds)
    }

    /// `hours`, `minutes` and `seconds` of an offset as seconds, if each is in range.
    func offsetSeconds(_ hours: Int, _ minutes: Int, _ seconds: Int) throws(FSTimeToolError) -> Int {
        guard hours < 24 && minutes < 60 && seconds < 60 else { throw .invalidField("time zone offset", text: text) }
        return hours * 3_600 + minutes * 60 + seconds
    }
}
