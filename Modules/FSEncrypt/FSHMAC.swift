internal import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Computes an HMAC (RFC 2104) of data given a piece at a time, in constant memory: the
/// authentication code of a file or a stream.
///
/// ```swift
/// var mac = FSDigest.sha256.makeHMAC(key: secret)
/// for chunk in chunks { mac.update(chunk) }
/// let code = mac.finalize()            // FSDigest.sha256.hmac(wholeMessage, key: secret)
/// ```
public struct FSHMAC: Sendable {
    /// The hash function.
    public let digest: FSDigest
    private var state: any MessageAuthenticator

    init(_ digest: FSDigest, key: some DataProtocol) {
        self.digest = digest
        state = Self.authenticator(digest.function, key: SymmetricKey(data: Array(key)))
    }

    private static func authenticator<Function: HashFunction>(
        _: Function.Type, key: SymmetricKey
    ) -> any MessageAuthenticator {
        HMAC<Function>(key: key)
    }

    /// Adds `data` to what is authenticated.
    public mutating func update(_ data: some DataProtocol) {
        state.update(data: data)
    }

    /// The authentication code of everything added so far, ``FSDigest/byteCount`` bytes.
    /// The HMAC may go on taking data.
    public func finalize() -> Data {
        state.authenticationCode()
    }

    /// Whether `code` is the authentication code of everything added so far, or its first
    /// bytes — a truncated HMAC as RFC 2104 §5 allows, of at least 10 bytes and at least half
    /// the digest (WinZip AES keeps 10 bytes of HMAC-SHA1) — compared in constant time.
    public func isValid(_ code: some DataProtocol) -> Bool {
        guard code.count >= max(10, digest.byteCount / 2), code.count <= digest.byteCount else { return false }
        return constantTimeEqual(finalize().prefix(code.count), Array(code))
    }
}

/// swift-crypto's HMAC over any of its hash functions, behind one type.
private protocol MessageAuthenticator: Sendable {
    mutating func update<D: DataProtocol>(data: D)
    func authenticationCode() -> Data
}

extension HMAC: MessageAuthenticator {
    func authenticationCode() -> Data { Data(finalize()) }
}
