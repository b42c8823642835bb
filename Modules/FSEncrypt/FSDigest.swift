internal import Crypto
internal import CryptoExtras

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A hash function, for digests and HMACs.
///
/// ```swift
/// FSDigest.sha256.hex("abc")         // "ba7816bf…15ad"
/// FSDigest.md5.hash(data)            // 16 bytes
/// FSDigest.sha256.hmac(message, key: secret)
/// var hasher = FSDigest.sha512.makeHasher()
/// hasher.update(part1); hasher.update(part2)
/// let digest = hasher.finalize()
/// ```
///
/// MD5 and SHA-1 are broken for collisions: keep them for checksums and old protocols, not for
/// signatures or passwords (derive keys from passwords with ``FSKeyPolicy/pbkdf2(salt:iterations:)``).
public enum FSDigest: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// MD5, 16 bytes (insecure).
    case md5
    /// SHA-1, 20 bytes (insecure).
    case sha1
    /// SHA-224, 28 bytes.
    case sha224
    /// SHA-256, 32 bytes.
    case sha256
    /// SHA-384, 48 bytes.
    case sha384
    /// SHA-512, 64 bytes.
    case sha512
    /// SHA-512/224 (FIPS 180-4), 28 bytes: SHA-512 from its own start, cut short.
    case sha512_224 = "sha512-224"
    /// SHA-512/256 (FIPS 180-4), 32 bytes: SHA-256's length at SHA-512's speed on 64-bit
    /// processors.
    case sha512_256 = "sha512-256"
    /// SM3 (GB/T 32905-2016), China's commercial hash function, 32 bytes: what banks,
    /// government apps and payment APIs in China ask for (国密).
    case sm3

    /// The name `sha256sum` and OpenSSL use (`md5`, `sha256`, `sha512-224`).
    public var description: String { rawValue }

    /// The digest length in bytes.
    public var byteCount: Int { function.digestByteCount }

    /// The swift-crypto hash function, or this module's where swift-crypto has none.
    var function: any HashFunction.Type {
        switch self {
        case .md5: Insecure.MD5.self
        case .sha1: Insecure.SHA1.self
        case .sha224: SHA224.self
        case .sha256: SHA256.self
        case .sha384: SHA384.self
        case .sha512: SHA512.self
        case .sha512_224: SHA512224.self
        case .sha512_256: SHA512256.self
        case .sm3: SM3.self
        }
    }

    /// The digest of `data`.
    public func hash(_ data: some DataProtocol) -> Data {
        var hasher = makeHasher()
        hasher.update(data)
        return hasher.finalize()
    }

    /// The digest of the file at `path`, read 256 KiB at a time, so memory stays bounded
    /// whatever its size (`sha256sum` prints ``FSTextEncoding/hex`` of it).
    ///
    /// - Throws: ``FSEncryptError/Code/io`` (with its `errno`) when the file cannot be read.
    public func hashFile(at path: String) throws(FSEncryptError) -> Data {
        var hasher = makeHasher()
        try FileStream.read(path) { hasher.update($0) }
        return hasher.finalize()
    }

    /// The digest of the UTF-8 bytes of `text`.
    public func hash(_ text: String) -> Data {
        hash(Array(text.utf8))
    }

    /// The digest of `text`'s UTF-8 bytes in lowercase hex, as `sha256sum` prints it.
    public func hex(_ text: String) -> String {
        FSTextEncoding.hex.encode(hash(text))
    }

    /// The HMAC (RFC 2104) of `data` under `key`.
    public func hmac(_ data: some DataProtocol, key: some DataProtocol) -> Data {
        var mac = makeHMAC(key: key)
        mac.update(data)
        return mac.finalize()
    }

    /// Whether `code` is the HMAC of `data` under `key`, compared in constant time.
    public func isValidHMAC(_ code: some DataProtocol, for data: some DataProtocol, key: some DataProtocol) -> Bool {
        constantTimeEqual(hmac(data, key: key), Array(code))
    }

    /// A hasher for data given a piece at a time.
    public func makeHasher() -> FSHasher {
        FSHasher(self)
    }

    /// An HMAC under `key` for data given a piece at a time.
    public func makeHMAC(key: some DataProtocol) -> FSHMAC {
        FSHMAC(self, key: key)
    }

    /// PBKDF2 (RFC 8018) with HMAC over this hash function: `byteCount` key bytes stretched
    /// from `password` and `salt` by `iterations` rounds.
    ///
    /// ```swift
    /// // WinZip AES-256: an AES key, an HMAC key and a 2-byte password check
    /// let keys = try FSDigest.sha1.pbkdf2(password: Array("secret".utf8), salt: salt,
    ///                                     iterations: 1000, byteCount: 66)
    /// ```
    ///
    /// For new designs use SHA-256 or stronger with many iterations (OWASP: 600,000 for
    /// SHA-256, 2023); SHA-1 and few iterations are for formats that fixed them.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKey`` for fewer than 1 iteration, or a `byteCount`
    ///   below 1 or above RFC 8018's limit of 2³² − 1 times the digest's length.
    public func pbkdf2(
        password: some DataProtocol, salt: some DataProtocol, iterations: Int, byteCount: Int
    ) throws(FSEncryptError) -> [UInt8] {
        guard iterations >= 1 else {
            throw FSEncryptError(.invalidKey, "PBKDF2 needs at least 1 iteration; \(iterations) were asked for")
        }
        guard byteCount >= 1 else {
            throw FSEncryptError(.invalidKey, "PBKDF2 makes at least 1 byte; \(byteCount) were asked for")
        }
        // RFC 8018 §5.2: at most 2^32 − 1 blocks of the hash's length.
        let (limit, overflow) = Int(UInt32.max).multipliedReportingOverflow(by: self.byteCount)
        guard overflow || byteCount <= limit else {
            throw FSEncryptError(
                .invalidKey, "PBKDF2 over \(self) makes at most \(limit) bytes (RFC 8018); \(byteCount) were asked for")
        }
        let function: KDF.Insecure.PBKDF2.HashFunction
        switch self {
        case .md5: function = .insecureMD5
        case .sha1: function = .insecureSHA1
        case .sha224: function = .insecureSHA224
        case .sha256: function = .sha256
        case .sha384: function = .sha384
        case .sha512: function = .sha512
        case .sha512_224, .sha512_256, .sm3:
            return pbkdf2OverHMAC(
                password: Array(password), salt: Array(salt), iterations: iterations, byteCount: byteCount)
        }
        do {
            let key = try KDF.Insecure.PBKDF2.deriveKey(
                from: Array(password), salt: Array(salt), using: function, outputByteCount: byteCount,
                unsafeUncheckedRounds: iterations)
            return key.withUnsafeBytes { Array($0) }
        } catch {
            throw FSEncryptError(.invalidKey, "PBKDF2 failed: \(error)")
        }
    }

    /// PBKDF2 (RFC 8018 §5.2) over this digest's HMAC, for the digests swift-crypto's PBKDF2
    /// does not know: Tᵢ = U₁ ⊕ … ⊕ U_c, U₁ = HMAC(password, salt ‖ i), Uⱼ = HMAC(password, Uⱼ₋₁).
    private func pbkdf2OverHMAC(password: [UInt8], salt: [UInt8], iterations: Int, byteCount: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(byteCount)
        var blockIndex: UInt32 = 1
        while output.count < byteCount {
            let indexBytes = (0..<4).map { UInt8(truncatingIfNeeded: blockIndex >> (24 - 8 * UInt32($0))) }
            var u = [UInt8](hmac(salt + indexBytes, key: password))
            var t = u
            for _ in 1..<iterations {
                u = [UInt8](hmac(u, key: password))
                for index in t.indices { t[index] ^= u[index] }
            }
            output += t.prefix(byteCount - output.count)
            blockIndex &+= 1
        }
        return output
    }
}

extension FSDigest {
    /// The digest of `parts` one after another, without the boxes and copies of a hasher: for
    /// the short inputs of key derivations.
    func hash(concatenating parts: [UInt8]...) -> [UInt8] {
        function.digest(of: parts)
    }
}

extension HashFunction {
    /// The length of the function's digests.
    static var digestByteCount: Int { Digest.byteCount }

    /// OpenSSL's EVP_BytesToKey with one iteration: D₁ = H(password ‖ salt),
    /// Dᵢ = H(Dᵢ₋₁ ‖ password ‖ salt), until `count` bytes.
    static func bytesToKey(_ password: [UInt8], _ salt: [UInt8], count: Int) -> [UInt8] {
        var derived: [UInt8] = []
        derived.reserveCapacity(count + Digest.byteCount)
        while derived.count < count {
            var function = Self()
            derived.withUnsafeBytes {
                function.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0.suffix(Digest.byteCount)))
            }
            password.withUnsafeBytes { function.update(bufferPointer: $0) }
            salt.withUnsafeBytes { function.update(bufferPointer: $0) }
            function.finalize().withUnsafeBytes { derived.append(contentsOf: $0) }
        }
        return derived
    }

    /// The digest of `parts` one after another.
    static func digest(of parts: [[UInt8]]) -> [UInt8] {
        var function = Self()
        for part in parts { part.withUnsafeBytes { function.update(bufferPointer: $0) } }
        return function.finalize().withUnsafeBytes { Array($0) }
    }
}
