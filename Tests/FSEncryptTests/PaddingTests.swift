import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// Padding: what each scheme adds, and that every malformed padding gives the one generic
/// error — the same one a wrong key gives — so that no padding oracle exists.
struct PaddingTests {
    let key = [UInt8](repeating: 7, count: 16)

    /// Decrypting a last block whose plaintext is `last` (with a chosen first block before it).
    func decryptLastBlock(_ last: [UInt8], padding: FSPadding) throws -> Data {
        let raw = try FSCipher(.aes128, mode: .ecb, padding: FSPadding.none, key: key)
        let ciphertext = try raw.encrypt([UInt8](repeating: 0x41, count: 16) + last)
        return try FSCipher(.aes128, mode: .ecb, padding: padding, key: key).decrypt(ciphertext)
    }

    @Test("what each padding appends, for every message length in two blocks")
    func appended() throws {
        let raw = try FSCipher(.des, mode: .ecb, padding: FSPadding.none, key: [UInt8](repeating: 1, count: 8))
        for padding in FSPadding.allCases where padding != .none {
            let cipher = try FSCipher(.des, mode: .ecb, padding: padding, key: [UInt8](repeating: 1, count: 8))
            for length in 0...16 {
                let message = [UInt8](repeating: 0xAA, count: length)
                let padded = Array(try raw.decrypt(try cipher.encrypt(message)))
                #expect(Array(padded.prefix(length)) == message)
                let added = Array(padded.dropFirst(length))
                let count = 8 - length % 8
                switch padding {
                case .pkcs7: #expect(added == [UInt8](repeating: UInt8(count), count: count))
                case .ansiX923: #expect(added == [UInt8](repeating: 0, count: count - 1) + [UInt8(count)])
                case .iso10126: #expect(added.count == count && added.last == UInt8(count))
                case .zero: #expect(added == [UInt8](repeating: 0, count: length % 8 == 0 ? 0 : count))
                case .none: break
                }
                #expect(Array(try cipher.decrypt(try cipher.encrypt(message))) == message)
            }
        }
    }

    @Test("every last block that is not valid PKCS#7 gives decryptionFailed, every valid one unpads")
    func pkcs7Exhaustive() throws {
        var generator = SeededGenerator(seed: 17)
        // For each count byte 0…255 and each way of spoiling the padding bytes.
        for count in 0...255 {
            var last = generator.bytes(16)
            last[15] = UInt8(count)
            let valid = (1...16).contains(count)
            if valid { for index in (16 - count)..<16 { last[index] = UInt8(count) } }
            if valid {
                #expect(try decryptLastBlock(last, padding: .pkcs7).count == 32 - count)
                if count > 1 {
                    var spoiled = last
                    spoiled[16 - count] ^= 0x10
                    #expect(throws: FSEncryptError.decryptionFailed) { try decryptLastBlock(spoiled, padding: .pkcs7) }
                }
            } else {
                #expect(throws: FSEncryptError.decryptionFailed) { try decryptLastBlock(last, padding: .pkcs7) }
            }
        }
    }

    @Test("X9.23 requires zeros before the count, ISO 10126 only a count in range")
    func x923AndISO10126() throws {
        var last = [UInt8](repeating: 0, count: 16)
        last[15] = 5
        #expect(try decryptLastBlock(last, padding: .ansiX923).count == 27)
        last[12] = 9
        #expect(throws: FSEncryptError.decryptionFailed) { try decryptLastBlock(last, padding: .ansiX923) }
        #expect(try decryptLastBlock(last, padding: .iso10126).count == 27)
        last[15] = 17
        #expect(throws: FSEncryptError.decryptionFailed) { try decryptLastBlock(last, padding: .iso10126) }
        last[15] = 0
        #expect(throws: FSEncryptError.decryptionFailed) { try decryptLastBlock(last, padding: .ansiX923) }
    }

    @Test("zero padding strips the trailing zeros of the last block only")
    func zero() throws {
        #expect(try decryptLastBlock([1, 2] + [UInt8](repeating: 0, count: 14), padding: .zero).count == 18)
        #expect(try decryptLastBlock([UInt8](repeating: 0, count: 16), padding: .zero).count == 16)
        #expect(try decryptLastBlock([UInt8](repeating: 3, count: 16), padding: .zero).count == 32)
    }

    @Test("a wrong key and bad padding are the same error, for every algorithm in ECB and CBC")
    func noOracle() throws {
        var generator = SeededGenerator(seed: 5)
        var failures = 0
        for algorithm in FSCipherAlgorithm.allCases {
            for mode in [FSCipherMode.ecb, .cbc(iv: .random)] {
                let cipher = try FSCipher(algorithm, mode: mode, key: generator.bytes(algorithm.keyByteCount))
                let other = try FSCipher(algorithm, mode: mode, key: generator.bytes(algorithm.keyByteCount))
                let ciphertext = try cipher.encrypt(generator.bytes(50))
                do {
                    _ = try other.decrypt(ciphertext)
                } catch {
                    #expect(error == .decryptionFailed)
                    failures += 1
                }
            }
        }
        // A wrong key leaves valid-looking padding about once in 256 tries; nearly all fail.
        #expect(failures >= 10)
    }

    @Test("unpadded plaintext must be whole blocks; ciphertext must be whole blocks")
    func lengths() throws {
        let cipher = try FSCipher(.aes128, mode: .cbc(iv: .zero), padding: FSPadding.none, key: key)
        #expect(throws: FSEncryptError.self) { try cipher.encrypt([1, 2, 3]) }
        #expect((try? cipher.encrypt([1, 2, 3]))?.count == nil)
        let padded = try FSCipher(.aes128, mode: .cbc(iv: .zero), key: key)
        #expect(throws: FSEncryptError.invalidLength(17, "not a whole number of 16-byte blocks")) {
            try padded.decrypt([UInt8](repeating: 0, count: 17))
        }
        #expect(throws: FSEncryptError.invalidLength(0, "pkcs7 padding takes at least one block")) {
            try padded.decrypt([])
        }
        let random = try FSCipher(.aes128, mode: .cbc(iv: .random), key: key)
        #expect(throws: FSEncryptError.invalidLength(15, "shorter than the 16-byte IV in front")) {
            try random.decrypt([UInt8](repeating: 0, count: 15))
        }
    }
}
