import FSStringEmbellisher
import FSTestSupport
import Foundation
import Testing

/// Unified social credit codes against python-stdnum's `stdnum.cn.uscc`, and mobile numbers
/// with their country code.
struct RegistrationTests {
    @Test("published codes, and every single-character change of one refused")
    func creditCodeExamples() {
        // The codes printed on the business licences of Beijing's and Shenzhen's well-known
        // companies, as the registers publish them.
        for code in ["91110000600037341L", "91440300708461136T", "91110108551385082Q"] {
            #expect(FSValidation.isUnifiedSocialCreditCode(code), "\(code)")
        }
        let code = Array("91110000600037341L")
        for index in code.indices {
            for replacement in "0123456789ABCDEFGHJKLMNPQRTUWXY" where replacement != code[index] {
                var changed = code
                changed[index] = replacement
                #expect(!FSValidation.isUnifiedSocialCreditCode(String(changed)))
            }
        }
        #expect(FSValidation.unifiedSocialCreditCheckCharacter("91110000600037341") == "L")
        #expect(FSValidation.unifiedSocialCreditCheckCharacter("9111000060003734") == nil)
        #expect(FSValidation.unifiedSocialCreditCheckCharacter("9111000060003734I") == nil)
        #expect(!FSValidation.isUnifiedSocialCreditCode("91110000600037341l"))
        // Letters may stand for the registration authority, not in the division code.
        #expect(
            FSValidation.isUnifiedSocialCreditCode(
                "Y1110000600037341" + String(FSValidation.unifiedSocialCreditCheckCharacter("Y1110000600037341")!)))
        #expect(
            !FSValidation.isUnifiedSocialCreditCode(
                "911A0000600037341" + String(FSValidation.unifiedSocialCreditCheckCharacter("911A0000600037341")!)))
        #expect(!FSValidation.isUnifiedSocialCreditCode(""))
    }

    @Test(
        "random codes: the check character and the verdict are python-stdnum's",
        .enabled(if: Peer.python.isAvailable(modules: ["stdnum.cn.uscc"]), "needs pip install python-stdnum"))
    func creditCodesAgreeWithStdnum() throws {
        var generator = SeededGenerator(seed: 32100)
        let alphabet = Array("0123456789ABCDEFGHJKLMNPQRTUWXY")
        // python-stdnum wants the first eight digits, where the standard allows letters in the
        // first two (the registration authority and kind): those compare on the check character
        // only.
        let digits = Array("0123456789")
        let bodies = (0..<500).map { index in
            String(
                (0..<17).map { position in
                    (position < 8 && index % 4 != 0 ? digits : alphabet).randomElement(using: &generator)!
                })
        }
        let candidates = bodies.map { $0 + String(alphabet.randomElement(using: &generator)!) }
        let script = """
            import sys
            from stdnum.cn import uscc
            for line in sys.stdin:
                body, candidate = line.split()
                print(uscc.calc_check_digit(body), uscc.is_valid(candidate))
            """
        let input = zip(bodies, candidates).map { "\($0) \($1)" }.joined(separator: "\n")
        let answers = try Peer.python.run(["-c", script], input: input).split(separator: "\n")
        try #require(answers.count == bodies.count)
        for ((body, candidate), answer) in zip(zip(bodies, candidates), answers) {
            let fields = answer.split(separator: " ")
            #expect(FSValidation.unifiedSocialCreditCheckCharacter(body).map(String.init) == String(fields[0]))
            guard body.prefix(8).allSatisfy(\.isNumber) else { continue }
            #expect(FSValidation.isUnifiedSocialCreditCode(candidate) == (fields[1] == "True"), "\(candidate)")
        }
    }

    @Test("mobile numbers with +86 or 0086, spaces or hyphens")
    func mobileNumbers() {
        for text in [
            "13800138000", "+8613800138000", "+86 138 0013 8000", "0086-138-0013-8000", "+86-13800138000",
            "0086 13800138000", "138 0013 8000",
        ] {
            #expect(FSValidation.mobileNumber(text) == "13800138000", "\(text)")
        }
        for text in [
            "", "+86", "12800138000", "+8712800138000", "+86 1380013800", "138--0013-8000", " 13800138000",
            "13800138000 ", "86 13800138000", "+86 138 0013 8000 1", "+86１3800138000",
        ] {
            #expect(FSValidation.mobileNumber(text) == nil, "\(text)")
        }
    }
}
