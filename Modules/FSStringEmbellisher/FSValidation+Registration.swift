extension FSValidation {
    /// The characters of a unified social credit code, in the order of their values: digits
    /// and capitals without I, O, S, V and Z (GB 32100-2015).
    private static let creditCodeCharacters = Array("0123456789ABCDEFGHJKLMNPQRTUWXY")
    /// The characters of the code before its check character.
    private static let creditCodeBodyLength = 17
    /// Where the six-digit administrative division code of the place of registration stands,
    /// after the registration authority and the kind of organisation.
    private static let creditCodeDivision = 2..<8

    /// Whether `text` is a unified social credit code (统一社会信用代码, GB 32100-2015): 18
    /// characters of its alphabet, digits in the administrative division code (the third to
    /// eighth), ending in the right check character — the code on a Chinese company's business
    /// licence and on its invoices. Capitals only, no separators. The registration authority
    /// and kind (the first two) may be letters (`Y`, `N`, `A`), as the standard allows.
    ///
    /// ```swift
    /// FSValidation.isUnifiedSocialCreditCode("91110000600037341L")   // true
    /// ```
    public static func isUnifiedSocialCreditCode(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == creditCodeBodyLength + 1,
            characters[creditCodeDivision].allSatisfy({ $0.isASCII && $0.isNumber }),
            let check = unifiedSocialCreditCheckCharacter(String(characters.prefix(creditCodeBodyLength)))
        else { return false }
        return characters[creditCodeBodyLength] == check
    }

    /// The check character that ends a unified social credit code whose first 17 characters
    /// are `body` (GB 32100-2015 §5.3: weights 3ⁱ mod 31, the sum's complement mod 31), `nil`
    /// when `body` is not 17 characters of the code's alphabet.
    public static func unifiedSocialCreditCheckCharacter(_ body: String) -> Character? {
        let modulus = creditCodeCharacters.count
        var sum = 0
        var weight = 1
        var count = 0
        for character in body {
            guard let value = creditCodeCharacters.firstIndex(of: character) else { return nil }
            sum += value * weight
            weight = weight * 3 % modulus
            count += 1
        }
        guard count == creditCodeBodyLength else { return nil }
        return creditCodeCharacters[(modulus - sum % modulus) % modulus]
    }

    /// The 11-digit mainland mobile number `text` holds — written alone or after the country
    /// code as `+86` or `0086`, with spaces or hyphens between groups — or `nil`.
    ///
    /// ```swift
    /// FSValidation.mobileNumber("+86 138 0013 8000")    // "13800138000"
    /// FSValidation.mobileNumber("0086-13800138000")     // "13800138000"
    /// ```
    public static func mobileNumber(_ text: String) -> String? {
        var rest = Substring(text)
        var hadCountryCode = false
        for prefix in ["+86", "0086"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            hadCountryCode = true
            break
        }
        let digits = String(rest.filter { $0 != " " && $0 != "-" })
        // A separator may stand between groups, not at either end or twice in a row.
        guard let first = rest.first, let last = rest.last, hadCountryCode || (first != " " && first != "-"),
            last != " ", last != "-",
            !rest.contains("  "), !rest.contains("--"), !rest.contains(" -"), !rest.contains("- ")
        else { return nil }
        return isMobileNumber(digits) ? digits : nil
    }
}
