/// Checks for mainland Chinese mobile numbers, resident ID card numbers and card numbers.
///
/// ```swift
/// FSValidation.isMobileNumber("13800138000")         // true
/// let info = try FSValidation.idCard("11010519491231002X")
/// info.birthYear                                      // 1949
/// info.isFemale                                       // true
/// FSValidation.passesLuhn("4111111111111111")         // true
/// ```
public enum FSValidation {
    /// Whether `text` is an 11-digit mainland mobile number: `1`, then `3`…`9`, then nine
    /// digits (the 13x–19x ranges the MIIT has assigned). ASCII digits only, no separators.
    public static func isMobileNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 11, bytes[0] == UInt8(ascii: "1"),
            (UInt8(ascii: "3")...UInt8(ascii: "9")).contains(bytes[1])
        else { return false }
        return bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether the digits pass the Luhn (mod 10) check used by bank cards; spaces are
    /// ignored, any other non-digit fails, as does text with fewer than two digits.
    public static func passesLuhn(_ text: String) -> Bool {
        var digits: [Int] = []
        for scalar in text.unicodeScalars where scalar != " " {
            guard let digit = scalar.properties.numericType == .decimal && scalar.isASCII ? Int(scalar.value) - 48 : nil
            else { return false }
            digits.append(digit)
        }
        guard digits.count >= 2 else { return false }
        var sum = 0
        for (position, digit) in digits.reversed().enumerated() {
            let doubled = position.isMultiple(of: 2) ? digit : digit * 2
            sum += doubled > 9 ? doubled - 9 : doubled
        }
        return sum.isMultiple(of: 10)
    }

    /// What an ID card number says about its holder.
    public struct IDCardInfo: Hashable, Sendable {
        /// The six-digit administrative division code of the place of registration.
        public let regionCode: String
        /// The year of birth.
        public let birthYear: Int
        /// The month of birth.
        public let birthMonth: Int
        /// The day of birth.
        public let birthDay: Int
        /// Whether the sequence code is even, which GB 11643-1999 assigns to women.
        public let isFemale: Bool
        /// The number in the 18-character form (a 15-character number is upgraded).
        public let number18: String
    }

    /// Validates a resident ID card number (GB 11643-1999): 18 characters with a valid
    /// birth date and the MOD 11-2 check character (`x` is accepted for `X`), or the legacy
    /// 15-digit form (born 19yy, no check character), which is upgraded to 18.
    ///
    /// - Parameters:
    ///   - text: The ID card number.
    ///   - today: Birth dates after this `(year, month, day)` are rejected.
    /// - Throws: ``FSStringEmbellisherError`` (codes `idCard…`) saying what is wrong.
    public static func idCard(
        _ text: String, today: (year: Int, month: Int, day: Int) = (9999, 12, 31)
    ) throws(FSStringEmbellisherError) -> IDCardInfo {
        var characters = Array(text.uppercased())
        guard characters.count == 18 || characters.count == 15 else { throw .idCardLength(text) }
        let digitPart = characters.count == 18 ? characters.dropLast() : characters[...]
        guard digitPart.allSatisfy({ $0.isASCII && $0.isNumber }),
            characters.count == 15 || characters[17].isNumber || characters[17] == "X"
        else {
            throw .idCardCharacter(text)
        }
        if characters.count == 15 {
            characters.insert(contentsOf: "19", at: 6)
            characters.append(checkCharacter(characters))
        }
        let number = characters.compactMap { $0.wholeNumberValue }
        let year = number[6] * 1000 + number[7] * 100 + number[8] * 10 + number[9]
        let month = number[10] * 10 + number[11]
        let day = number[12] * 10 + number[13]
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthLength = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard year >= 1800, (1...12).contains(month), (1...monthLength[month - 1]).contains(day),
            (year, month, day) <= today
        else {
            throw .idCardBirthDate(text)
        }
        let expected = checkCharacter(characters)
        guard characters[17] == expected else { throw .idCardChecksum(text, expected: expected) }
        return IDCardInfo(
            regionCode: String(characters[0..<6]), birthYear: year, birthMonth: month, birthDay: day,
            isFemale: number[16] % 2 == 0, number18: String(characters))
    }

    /// The GB 11643-1999 MOD 11-2 check character of the first 17 digits.
    private static func checkCharacter(_ characters: [Character]) -> Character {
        let weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        let sum = zip(characters.prefix(17), weights).reduce(0) { $0 + ($1.0.wholeNumberValue ?? 0) * $1.1 }
        return Array("10X98765432")[sum % 11]
    }
}
