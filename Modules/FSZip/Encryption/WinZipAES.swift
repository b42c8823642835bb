#if FSZipAES
    import FSEncrypt
    internal import FSInternal

    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif

    /// WinZip AES (AE-1, AE-2): keys stretched from the password and a per-entry salt by
    /// PBKDF2-HMAC-SHA1 (1,000 rounds), AES in counter mode with WinZip's counter — a 64-bit
    /// little-endian block number from 1, in the low half of the block — and HMAC-SHA1 over the
    /// encrypted data, truncated to 10 bytes after it. All three come from FSEncrypt.
    struct WinZipAES: EntryDecryption, EntryEncryption {
        /// The authentication code's length after the data.
        static let trailerCount = 10

        private let cipher: FSCipher
        private var mac: FSHMAC
        /// The number of the last counter block used.
        private var counter: UInt64 = 0
        /// Keystream bytes left from the last block, used first.
        private var leftover: [UInt8] = []

        /// Keys for reading, when `verifier` (the 2 bytes after the salt) matches the password.
        init?(password: [UInt8], size: FSZipAESKeySize, salt: [UInt8], verifier: [UInt8]) throws(FSZipError) {
            let (cipher, mac, expected) = try Self.keys(password: password, size: size, salt: salt)
            guard verifier == expected else { return nil }
            self.cipher = cipher
            self.mac = mac
        }

        /// Keys for writing, with the salt and verifier that must precede the data.
        static func encrypting(
            password: [UInt8], size: FSZipAESKeySize
        ) throws(FSZipError) -> (WinZipAES, header: [UInt8]) {
            var generator = SystemRandomNumberGenerator()
            let salt = (0..<size.saltCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let (cipher, mac, verifier) = try keys(password: password, size: size, salt: salt)
            return (WinZipAES(cipher: cipher, mac: mac), salt + verifier)
        }

        private init(cipher: FSCipher, mac: FSHMAC) {
            self.cipher = cipher
            self.mac = mac
        }

        private static func keys(
            password: [UInt8], size: FSZipAESKeySize, salt: [UInt8]
        ) throws(FSZipError) -> (FSCipher, FSHMAC, verifier: [UInt8]) {
            let count = size.byteCount
            do throws(FSEncryptError) {
                let derived = try FSDigest.sha1.pbkdf2(
                    password: password, salt: salt, iterations: 1000, byteCount: 2 * count + 2)
                let algorithm: FSCipherAlgorithm =
                    switch size {
                    case .bits128: .aes128
                    case .bits192: .aes192
                    case .bits256: .aes256
                    }
                let cipher = try FSCipher(algorithm, mode: .ecb, padding: FSPadding.none, key: derived[..<count])
                return (cipher, FSDigest.sha1.makeHMAC(key: derived[count..<2 * count]), Array(derived[(2 * count)...]))
            } catch {
                throw .io("WinZip AES key derivation failed: \(error)")
            }
        }

        var trailerCount: Int { Self.trailerCount }

        mutating func decrypt(_ bytes: UnsafeMutableRawBufferPointer) throws(FSZipError) {
            mac.update(UnsafeRawBufferPointer(bytes))
            try applyKeystream(bytes)
        }

        mutating func encrypt(_ bytes: UnsafeMutableRawBufferPointer) throws(FSZipError) {
            try applyKeystream(bytes)
            mac.update(UnsafeRawBufferPointer(bytes))
        }

        func authenticates(_ trailer: [UInt8]) -> Bool { mac.isValid(trailer) }

        func trailer() -> [UInt8] { Array(mac.finalize().prefix(Self.trailerCount)) }

        /// XORs the next keystream bytes into `bytes`: leftover bytes of the last block first,
        /// then fresh blocks, all of them encrypted by one ECB call.
        private mutating func applyKeystream(_ bytes: UnsafeMutableRawBufferPointer) throws(FSZipError) {
            let fromLeftover = min(leftover.count, bytes.count)
            for index in 0..<fromLeftover { bytes[index] ^= leftover[index] }
            leftover.removeFirst(fromLeftover)
            let rest = UnsafeMutableRawBufferPointer(rebasing: bytes[fromLeftover...])
            guard !rest.isEmpty else { return }
            let blocks = (rest.count + 15) / 16
            var counters = [UInt8](repeating: 0, count: blocks * 16)
            counters.withUnsafeMutableBytes { counters in
                for block in 0..<blocks {
                    counter &+= 1
                    counters.storeBytes(of: counter.littleEndian, toByteOffset: block * 16, as: UInt64.self)
                }
            }
            let stream: Data
            do throws(FSEncryptError) {
                stream = try cipher.encrypt(counters)
            } catch {
                throw .io("AES failed: \(error)")
            }
            stream.withUnsafeBytes { stream in
                xorBytes(UnsafeRawBufferPointer(rest), stream, into: rest)
                leftover = Array(stream[rest.count...])
            }
        }
    }
#endif
