internal import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Computes a digest of data given a piece at a time, in constant memory.
///
/// ```swift
/// var hasher = FSDigest.sha256.makeHasher()
/// while let chunk = try stream.read(upTo: 1 << 20) { hasher.update(chunk) }
/// print(FSTextEncoding.hex.encode(hasher.finalize()))
/// ```
public struct FSHasher: Sendable {
    /// The hash function.
    public let digest: FSDigest
    private var state: State

    private enum State: Sendable {
        case md5(Insecure.MD5)
        case sha1(Insecure.SHA1)
        case sha256(SHA256)
        case sha384(SHA384)
        case sha512(SHA512)
        case sm3(SM3)
    }

    init(_ digest: FSDigest) {
        self.digest = digest
        switch digest {
        case .md5: state = .md5(Insecure.MD5())
        case .sha1: state = .sha1(Insecure.SHA1())
        case .sha256: state = .sha256(SHA256())
        case .sha384: state = .sha384(SHA384())
        case .sha512: state = .sha512(SHA512())
        case .sm3: state = .sm3(SM3())
        }
    }

    /// Adds `data` to what is hashed.
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

    /// The digest of everything added so far. The hasher may go on taking data.
    public func finalize() -> Data {
        Data(finalizedDigest())
    }

    /// The digest as swift-crypto's typed value, which its RSA signing takes.
    func finalizedDigest() -> any Digest {
        switch state {
        case .md5(let function): function.finalize()
        case .sha1(let function): function.finalize()
        case .sha256(let function): function.finalize()
        case .sha384(let function): function.finalize()
        case .sha512(let function): function.finalize()
        case .sm3(let function): function.finalize()
        }
    }
}
