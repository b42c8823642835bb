import FSEncrypt
import Foundation
import Testing

/// Lengths from a caller, however extreme, are typed errors: never an overflow trap, never a
/// precondition failure in swift-crypto.
@Suite struct LengthArgumentTests {
    @Test(arguments: [
        (Int.max, 16), (12, Int.max), (Int.max, Int.max), (-1, 16), (12, -1), (Int.min, 0), (41, 0), (0, 41),
    ])
    func sealedBoxLengths(nonceLength: Int, tagLength: Int) {
        #expect {
            try FSSealedBox(combined: Data(count: 40), nonceLength: nonceLength, tagLength: tagLength)
        } throws: { ($0 as? FSEncryptError)?.code == .invalidLength }
    }

    @Test func sealedBoxLengthsThatFit() throws {
        let box = try FSSealedBox(combined: Data(0..<40), nonceLength: 40, tagLength: 0)
        #expect(box.nonce.count == 40 && box.ciphertext.isEmpty && box.tag.isEmpty)
    }

    /// RFC 8018 §5.2 bounds the output at 2³² − 1 blocks of the digest; above it swift-crypto
    /// traps, so the check comes first.
    @Test(arguments: FSDigest.allCases)
    func pbkdf2OutputLengths(digest: FSDigest) {
        for byteCount in [Int.max, Int(UInt32.max) * digest.byteCount + 1, 0, -1, Int.min] {
            #expect {
                try digest.pbkdf2(password: Array("pw".utf8), salt: [1, 2], iterations: 1, byteCount: byteCount)
            } throws: { ($0 as? FSEncryptError)?.code == .invalidKey }
        }
        #expect(throws: FSEncryptError.self) {
            try digest.pbkdf2(password: Array("pw".utf8), salt: [1], iterations: 0, byteCount: 16)
        }
    }
}
