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
    private var state: State

    private enum State: Sendable {
        case md5(HMAC<Insecure.MD5>)
        case sha1(HMAC<Insecure.SHA1>)
        case sha256(HMAC<SHA256>)
        case sha384(HMAC<SHA384>)
        case sha512(HMAC<SHA512>)
        case sm3(HMAC<SM3>)
    }

    init(_ digest: FSDigest, key: some DataProtocol) {
        self.digest = digest
        let key = SymmetricKey(data: Array(key))
        switch digest {
        case .md5: state = .md5(HMAC(key: key))
        case .sha1: state = .sha1(HMAC(key: key))
        case .sha256: state = .sha256(HMAC(key: key))
        case .sha384: state = .sha384(HMAC(key: key))
        case .sha512: state = .sha512(HMAC(key: key))
        case .sm3: state = .sm3(HMAC(key: key))
        }
    }

    /// Adds `data` to what is authenticated.
    public mutating func update(_ data: some DataProtocol) {
        switch state {
        case .md5(var function): function.update(data: data); state = .md5(function)
        case .sha1(var function): function.update(data: data); state = .sha1(function)
        case .sha256(var function): function.update(data: data); state = .sha256(function)
        case .sha384(var function): function.update(data: data); state = .sha384(function)
        case .sha512(var function): function.update(data: data); state = .sha512(function)
        case .sm3(var function): function.update(data: data); state = .sm3(function)
        }
    }

    /// The authentication code of everything added so far, ``FSDigest/byteCount`` bytes.
    /// The HMAC may go on taking data.
    public func finalize() -> Data {
        switch state {
        case .md5(let function): Data(function.finalize())
        case .sha1(let function): Data(function.finalize())
        case .sha256(let function): Data(function.finalize())
        case .sha384(let function): Data(function.finalize())
        case .sha512(let function): Data(function.finalize())
        case .sm3(let function): Data(function.finalize())
        }
    }

    /// Whether `code` is the authentication code of everything added so far, or its first
    /// bytes — a truncated HMAC as RFC 2104 §5 allows, of at least 10 bytes and at least half
    /// the digest (WinZip AES keeps 10 bytes of HMAC-SHA1) — compared in constant time.
    public func isValid(_ code: some DataProtocol) -> Bool {
        guard code.count >= max(10, digest.byteCount / 2), code.count <= digest.byteCount else { return false }
        return constantTimeEqual(finalize().prefix(code.count), Array(code))
    }
}
