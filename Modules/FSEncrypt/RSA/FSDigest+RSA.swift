internal import Crypto
internal import CryptoExtras
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FSDigest {
    /// The digest of `message` as swift-crypto's signing functions take it.
    /// Throws for the digests RSA signatures here do not use: MD5 (broken) and SM3 (which
    /// goes with SM2).
    func checkSignsWithRSA() throws(FSEncryptError) {
        if self == .md5 { throw .unsupported("RSA signatures over MD5 are not offered: use SHA-256") }
        if self == .sm3 { throw .unsupported("RSA signatures over SM3 are not offered (SM3 goes with SM2)") }
    }

    /// Whether a signature with these parameters is made and checked here rather than by
    /// swift-crypto, whose RSA takes SHA-1 and SHA-2's three longest and a PSS salt as long as
    /// the digest only.
    func needsWrittenOutSignature(padding: FSRSASignaturePadding, saltLength: FSPSSSaltLength) -> Bool {
        let known: Set<FSDigest> = [.sha1, .sha256, .sha384, .sha512]
        return !known.contains(self) || (padding == .pss && saltLength != .digestLength)
    }

    func rsaDigest(of message: some DataProtocol) throws(FSEncryptError) -> any Digest {
        try checkSignsWithRSA()
        var hasher = makeHasher()
        hasher.update(message)
        return hasher.finalizedDigest()
    }
}
