import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// Keys, signatures and ciphertexts that are wrong in every way we could think of, built byte by
/// byte: each is refused with a typed error or `false`, never a trap.
@Suite("SM2: malformed keys, signatures and ciphertexts")
struct SM2HostileTests {
    let hex = FSTextEncoding.hex
    /// n, the order of the curve, and p, its prime.
    let order = "fffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123"
    let prime = "fffffffeffffffffffffffffffffffffffffffff00000000ffffffffffffffff"

    func signatureError(_ bytes: [UInt8], raw: Bool = false) -> FSEncryptError.Code? {
        do {
            _ = raw ? try FSSM2Signature(rawRepresentation: bytes) : try FSSM2Signature(derRepresentation: bytes)
            return nil
        } catch {
            return error.code
        }
    }

    @Test("signatures: truncated, trailing bytes, negative, zero, n, non-minimal lengths and integers")
    func signatures() throws {
        let key = FSSM2PrivateKey()
        let good = Array(try key.signature(for: [1, 2, 3]).derRepresentation)
        #expect(signatureError(good) == nil)
        for count in 0..<good.count {
            #expect(signatureError(Array(good.prefix(count))) == .invalidSignature, "truncated to \(count)")
        }
        #expect(signatureError(good + [0]) == .invalidSignature, "a byte after the sequence")
        let one: [UInt8] = [0x02, 0x01, 0x01]
        func sequence(_ parts: [UInt8]...) -> [UInt8] {
            let body = parts.flatMap { $0 }
            return [0x30, UInt8(body.count)] + body
        }
        #expect(signatureError(sequence(one, one)) == nil)
        #expect(signatureError(sequence(one, [0x02, 0x01, 0x00])) == .invalidSignature, "s = 0")
        #expect(signatureError(sequence([0x02, 0x01, 0xFF], one)) == .invalidSignature, "r negative")
        #expect(
            signatureError(sequence([0x02, 0x02, 0x00, 0x01], one)) == .invalidSignature, "a leading zero not needed")
        #expect(signatureError(sequence([0x02, 0x00], one)) == .invalidSignature, "an empty integer")
        #expect(signatureError(sequence(one)) == .invalidSignature, "one integer")
        #expect(signatureError(sequence(one, one, one)) == .invalidSignature, "three integers")
        #expect(
            signatureError([0x30, 0x81, 0x06] + Array(sequence(one, one).dropFirst(2))) == .invalidSignature,
            "long form for 6")
        #expect(
            signatureError([0x30, 0x80] + Array(sequence(one, one).dropFirst(2)) + [0, 0]) == .invalidSignature,
            "indefinite")
        let n = try [0x02, 0x21, 0x00] + hex.decode(order)
        #expect(signatureError(sequence(n, one)) == .invalidSignature, "r = n")
        #expect(
            signatureError(sequence(try [0x02, 0x22, 0x00, 0x01] + hex.decode(order), one)) == .invalidSignature,
            "r > 2²⁵⁶")
        // Raw r ‖ s.
        #expect(signatureError([UInt8](repeating: 1, count: 63), raw: true) == .invalidSignature)
        #expect(signatureError([UInt8](repeating: 1, count: 65), raw: true) == .invalidSignature)
        #expect(signatureError([UInt8](repeating: 0, count: 64), raw: true) == .invalidSignature)
        #expect(
            try signatureError(hex.decode(order) + [UInt8](repeating: 1, count: 32), raw: true) == .invalidSignature)
        // Well formed but wrong: false, for every flipped bit of r ‖ s.
        let signature = try key.signature(for: [9])
        let raw = Array(signature.rawRepresentation)
        for bit in stride(from: 0, to: raw.count * 8, by: 7) {
            var flipped = raw
            flipped[bit / 8] ^= 1 << (bit % 8)
            if let forged = try? FSSM2Signature(rawRepresentation: flipped) {
                #expect(!key.publicKey.isValidSignature(forged, for: [9]))
            }
        }
        #expect(!key.publicKey.isValidSignature(signature, for: [9], userID: Data(repeating: 0x41, count: 9000)))
        #expect(throws: FSEncryptError.self) { try key.signature(for: [9], userID: Data(repeating: 0x41, count: 8192)) }
    }

    @Test("ciphertexts: truncated, C1 off the curve, C3 or C2 changed, the other order, DER damaged")
    func ciphertexts() throws {
        let key = FSSM2PrivateKey()
        let message = Array("attack at dawn".utf8)
        for format in [FSSM2CiphertextFormat.c1c3c2, .c1c2c3, .der] {
            let good = Array(try key.publicKey.encrypt(message, format: format))
            #expect(try key.decrypt(good, format: format) == Data(message))
            for count in 0..<good.count {
                #expect(throws: FSEncryptError.self, "\(format) cut to \(count)") {
                    try key.decrypt(Array(good.prefix(count)), format: format)
                }
            }
            for index in 0..<good.count {
                var damaged = good
                damaged[index] ^= 0x10
                #expect(throws: FSEncryptError.self, "\(format) byte \(index) changed") {
                    try key.decrypt(damaged, format: format)
                }
            }
            #expect(throws: FSEncryptError.self) { try FSSM2PrivateKey().decrypt(good, format: format) }
        }
        let c1c3c2 = Array(try key.publicKey.encrypt(message, format: .c1c3c2))
        #expect(throws: FSEncryptError.decryptionFailed) { try key.decrypt(c1c3c2, format: .c1c2c3) }
        #expect(throws: FSEncryptError.decryptionFailed) { try key.decrypt(c1c3c2, format: .der) }
        // C1 = (0, 0), and p itself as x: not points of the curve.
        #expect(throws: FSEncryptError.decryptionFailed) {
            try key.decrypt([4] + [UInt8](repeating: 0, count: 64) + c1c3c2[65...], format: .c1c3c2)
        }
        #expect(throws: FSEncryptError.decryptionFailed) {
            try key.decrypt([4] + hex.decode(prime) + c1c3c2[33...], format: .c1c3c2)
        }
        #expect(throws: FSEncryptError.invalidArgument("SM2 encrypts at least one byte; the message is empty")) {
            try key.publicKey.encrypt([UInt8]())
        }
    }

    @Test(
        "keys: lengths, d = 0 and d ≥ n − 1, points off the curve, other curves and algorithms, a mismatched public key"
    )
    func keys() throws {
        #expect(throws: FSEncryptError.self) {
            try FSSM2PrivateKey(rawRepresentation: [UInt8](repeating: 1, count: 31))
        }
        #expect(throws: FSEncryptError.self) {
            try FSSM2PrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 32))
        }
        var nMinusOne = try hex.decode(order)
        nMinusOne[31] -= 1
        #expect(throws: FSEncryptError.self) { try FSSM2PrivateKey(rawRepresentation: nMinusOne) }
        nMinusOne[31] -= 1
        #expect(
            try FSSM2PrivateKey(rawRepresentation: nMinusOne).rawRepresentation == Data(nMinusOne),
            "n − 2 is the largest")
        #expect(throws: FSEncryptError.self) { try FSSM2PrivateKey(hex: "zz") }
        #expect(throws: FSEncryptError.self) {
            try FSSM2PublicKey(rawRepresentation: [4] + [UInt8](repeating: 0, count: 64))
        }
        #expect(throws: FSEncryptError.self) {
            try FSSM2PublicKey(rawRepresentation: [5] + [UInt8](repeating: 1, count: 64))
        }
        #expect(throws: FSEncryptError.self) { try FSSM2PublicKey(rawRepresentation: [UInt8](repeating: 1, count: 64)) }
        let key = FSSM2PrivateKey()
        let point = Array(key.publicKey.rawRepresentation)
        #expect(try FSSM2PublicKey(rawRepresentation: point.dropFirst()) == key.publicKey)
        #expect(try FSSM2PublicKey(rawRepresentation: key.publicKey.compressedRepresentation) == key.publicKey)
        // Every truncation of the DER forms is refused.
        for der in [Array(key.derRepresentation), Array(key.sec1DERRepresentation)] {
            for count in 0..<der.count {
                #expect(throws: FSEncryptError.self) { try FSSM2PrivateKey(der: der.prefix(count)) }
            }
        }
        let spki = Array(key.publicKey.derRepresentation)
        for count in 0..<spki.count {
            #expect(throws: FSEncryptError.self) { try FSSM2PublicKey(der: spki.prefix(count)) }
        }
        // The public key stored beside another private key.
        var mismatched = Array(key.derRepresentation)
        let other = Array(FSSM2PrivateKey().publicKey.rawRepresentation)
        mismatched.replaceSubrange((mismatched.count - 65)..., with: other)
        #expect(
            throws: FSEncryptError.invalidKeyData("the public key stored with the private key does not belong to it")
        ) {
            try FSSM2PrivateKey(der: mismatched)
        }
        // P-256's identifier where SM2's should be; an RSA key; a public key where a private one goes.
        var p256 = spki
        let sm2Curve: [UInt8] = [0x06, 0x08, 0x2A, 0x81, 0x1C, 0xCF, 0x55, 0x01, 0x82, 0x2D]
        let p256Curve: [UInt8] = [0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
        let start = try #require(p256.firstRange(of: sm2Curve))
        p256.replaceSubrange(start, with: p256Curve)
        #expect(throws: FSEncryptError.self) { try FSSM2PublicKey(der: p256) }
        let rsa = try FSRSAPrivateKey(bitCount: 1024)
        #expect(throws: FSEncryptError.self) { try FSSM2PrivateKey(pem: rsa.pemRepresentation) }
        #expect(throws: FSEncryptError.self) { try FSSM2PublicKey(pem: rsa.publicKey.pemRepresentation) }
        #expect(throws: FSEncryptError.self) { try FSSM2PrivateKey(pem: key.publicKey.pemRepresentation) }
        #expect(throws: FSEncryptError.self) { try FSSM2PublicKey(pem: key.pemRepresentation) }
        // The bare Base64 bodies read as the PEM does.
        let body = FSTextEncoding.base64.encode(key.derRepresentation)
        #expect(try FSSM2PrivateKey(pem: body).rawRepresentation == key.rawRepresentation)
        #expect(try FSSM2PublicKey(pem: FSTextEncoding.base64.encode(spki)) == key.publicKey)
    }
}
