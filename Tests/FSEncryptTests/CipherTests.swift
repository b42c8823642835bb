import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// FSCipher's and FSCryptor's own promises: argument checks, IV policies, streaming.
struct CipherTests {
    @Test("keys, IVs, modes and paddings that do not fit are refused with a typed error")
    func arguments() throws {
        #expect(throws: FSEncryptError.invalidKey(length: 15, expected: "aes-128 takes 16")) {
            try FSCipher(.aes128, mode: .ecb, key: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: FSEncryptError.invalidIV(length: 16, expected: "des in cbc takes 8")) {
            try FSCipher(
                .des, mode: .cbc(iv: .bytes([UInt8](repeating: 0, count: 16))), key: [UInt8](repeating: 0, count: 8))
        }
        #expect(throws: FSEncryptError.unsupported("des-ede3 is offered in ECB and CBC only, not ctr")) {
            try FSCipher(.tripleDES, mode: .ctr(iv: .zero), key: [UInt8](repeating: 0, count: 24))
        }
        #expect(throws: FSEncryptError.invalidArgument("cfb is a stream mode and takes no padding (pkcs7 was given)")) {
            try FSCipher(.aes256, mode: .cfb(iv: .zero), padding: .pkcs7, key: [UInt8](repeating: 0, count: 32))
        }
        #expect(throws: FSEncryptError.invalidKey(length: 5, expected: "aes-192 takes 24")) {
            try FSCipher(.aes192, mode: .ecb, key: "short", policy: .exact)
        }
        #expect(throws: FSEncryptError(.invalidKey, "PBKDF2 needs at least 1 iteration; 0 were asked for")) {
            try FSCipher(.aes128, mode: .ecb, key: "password", policy: .pbkdf2(salt: [1], iterations: 0))
        }
    }

    @Test("a random IV is new for each message, sent in front, and read back")
    func randomIV() throws {
        for algorithm in FSCipherAlgorithm.allCases {
            let modes: [FSCipherMode] =
                algorithm.blockByteCount == 16
                ? [.cbc(iv: .random), .ctr(iv: .random), .cfb(iv: .random)] : [.cbc(iv: .random)]
            for mode in modes {
                let cipher = try FSCipher(
                    algorithm, mode: mode, key: [UInt8](repeating: 9, count: algorithm.keyByteCount))
                let first = try cipher.encrypt("the same message")
                let second = try cipher.encrypt("the same message")
                #expect(first.prefix(algorithm.blockByteCount) != second.prefix(algorithm.blockByteCount))
                #expect(try cipher.decryptText(first) == "the same message")
                // The tail is the message under that IV, as a cipher with the IV given makes it.
                let explicit = try FSCipher(
                    algorithm, mode: FSCipherMode.with(mode, iv: .bytes(Array(first.prefix(algorithm.blockByteCount)))),
                    key: [UInt8](repeating: 9, count: algorithm.keyByteCount))
                #expect(try explicit.encrypt("the same message") == first.dropFirst(algorithm.blockByteCount))
            }
        }
    }

    @Test("the streaming cryptor gives the one-shot output for every split, and refuses use after finish")
    func streaming() throws {
        var generator = SeededGenerator(seed: 11)
        for algorithm in FSCipherAlgorithm.allCases {
            for mode in [FSCipherMode.ecb, .cbc(iv: .random), .ctr(iv: .random), .cfb(iv: .zero)]
            where algorithm.blockByteCount == 16 || !mode.isStream {
                for padding in mode.isStream ? [nil] : FSPadding.allCases.filter({ $0 != .iso10126 }).map(Optional.some)
                {
                    let cipher = try FSCipher(
                        algorithm, mode: mode, padding: padding, key: generator.bytes(algorithm.keyByteCount))
                    for _ in 0..<8 {
                        var length = Int.random(in: 0...100, using: &generator)
                        if padding == FSPadding.none && !mode.isStream { length -= length % algorithm.blockByteCount }
                        var message = generator.bytes(length)
                        if padding == .zero, !message.isEmpty { message[message.count - 1] = 1 }
                        var encryptor = cipher.makeEncryptor()
                        let ciphertext = try pieces(message, through: &encryptor, using: &generator)
                        #expect(
                            Array(try cipher.decrypt(ciphertext)) == message,
                            "\(algorithm) \(mode) \(String(describing: padding))")
                        var decryptor = cipher.makeDecryptor()
                        #expect(try pieces(ciphertext, through: &decryptor, using: &generator) == message)
                        #expect(throws: FSEncryptError.self) { try decryptor.update([1]) }
                    }
                }
            }
        }
    }

    @Test("CTR carries across the 32- and 64-bit counter boundaries as OpenSSL's 128-bit counter does")
    func counterCarry() throws {
        let key = [UInt8](repeating: 3, count: 16)
        let message = [UInt8](repeating: 0, count: 64)
        let start: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE]
        let whole = try FSCipher(.aes128, mode: .ctr(iv: .bytes(start)), key: key).encrypt(message)
        // Block i of the keystream is ECB of counter start + i.
        var counters: [UInt8] = []
        for index in 0..<4 {
            var counter = start
            var carry = index
            for position in stride(from: 15, through: 0, by: -1) where carry > 0 {
                let sum = Int(counter[position]) + carry
                counter[position] = UInt8(sum & 0xFF)
                carry = sum >> 8
            }
            counters += counter
        }
        let ecb = try FSCipher(.aes128, mode: .ecb, padding: FSPadding.none, key: key).encrypt(counters)
        #expect(whole == ecb)
        // And the same split across updates at the carry.
        var encryptor = try FSCipher(.aes128, mode: .ctr(iv: .bytes(start)), key: key).makeEncryptor()
        var pieces = try encryptor.update(message.prefix(32))
        pieces += try encryptor.update(message.suffix(32))
        pieces += try encryptor.finish()
        #expect(pieces == ecb)
    }

    @Test("text conveniences: UTF-8 in, UTF-8 checked out")
    func text() throws {
        let cipher = try FSCipher(.aes256, mode: .cbc(iv: .random), key: "密钥", policy: .zeroPadded)
        #expect(try cipher.decryptText(cipher.encrypt("你好, world")) == "你好, world")
        let raw = try cipher.encrypt([0x61, 0xFF, 0x62])
        #expect(throws: FSEncryptError.invalidEncoding("UTF-8", "the plaintext is not UTF-8 text", position: 1)) {
            try cipher.decryptText(raw)
        }
    }
}

extension FSCipherMode {
    /// The same mode with another IV policy.
    static func with(_ mode: FSCipherMode, iv: FSIV) -> FSCipherMode {
        switch mode {
        case .ecb: .ecb
        case .cbc: .cbc(iv: iv)
        case .ctr: .ctr(iv: iv)
        case .cfb: .cfb(iv: iv)
        case .cfb8: .cfb8(iv: iv)
        case .ofb: .ofb(iv: iv)
        }
    }
}
