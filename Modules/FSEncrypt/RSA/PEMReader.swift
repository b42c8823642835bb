#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the key text backends hand out: a PEM block (RFC 7468), or the bare Base64 body of
/// one, with or without line breaks.
enum PEMReader {
    /// Which PEM labels a key type accepts, and where to send a caller who gave the other kind.
    struct Expectation {
        let labels: [String]
        let otherKind: [String]
        let otherKindHint: String
    }

    static let publicKey = Expectation(
        labels: ["PUBLIC KEY", "RSA PUBLIC KEY"], otherKind: ["PRIVATE KEY", "RSA PRIVATE KEY"],
        otherKindHint: "this is a private key: read it with FSRSAPrivateKey and take its publicKey")
    static let privateKey = Expectation(
        labels: ["PRIVATE KEY", "RSA PRIVATE KEY"], otherKind: ["PUBLIC KEY", "RSA PUBLIC KEY"],
        otherKindHint: "this is a public key: read it with FSRSAPublicKey")

    /// The DER bytes of the first PEM block in `text`, or of `text` itself as bare Base64.
    static func der(_ text: String, expecting expectation: Expectation) throws(FSEncryptError) -> Data {
        let bytes = Array(text.utf8)
        guard let begin = find("-----BEGIN ", in: bytes, from: 0) else {
            if find("ssh-rsa ", in: bytes, from: 0) != nil {
                throw .unsupported(
                    "an OpenSSH public key is not PEM: convert it with `ssh-keygen -f key.pub -e -m pkcs8`")
            }
            return try body(bytes[...])
        }
        let labelStart = begin + 11
        guard let labelEnd = find("-----", in: bytes, from: labelStart) else {
            throw .invalidKeyData("the PEM header line is not closed by -----")
        }
        let label = String(decoding: bytes[labelStart..<labelEnd], as: UTF8.self)
        guard let end = find("-----END \(label)-----", in: bytes, from: labelEnd + 5) else {
            throw .invalidKeyData("no -----END \(label)----- line")
        }
        let inside = bytes[(labelEnd + 5)..<end]
        if label == "ENCRYPTED PRIVATE KEY" || (find("Proc-Type:", in: bytes, from: labelEnd) ?? end) < end {
            throw .unsupported(
                "the private key is encrypted with a passphrase: decrypt it first (`openssl pkey -in key.pem -out plain.pem`)"
            )
        }
        if expectation.otherKind.contains(label) { throw .invalidKeyData(expectation.otherKindHint) }
        guard expectation.labels.contains(label) else {
            let wanted = expectation.labels.map { "\"\($0)\"" }.joined(separator: " or ")
            let hint =
                label == "CERTIFICATE" ? " (take the key out with `openssl x509 -pubkey -noout -in cert.pem`)" : ""
            throw .invalidKeyData("a PEM \"\(label)\" block where \(wanted) was expected\(hint)")
        }
        return try body(inside)
    }

    /// The index where `pattern` first occurs in `bytes` at or after `start`.
    private static func find(_ pattern: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(pattern.utf8)
        guard start <= bytes.count - pattern.count else { return nil }
        return (start...(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    private static func body(_ text: ArraySlice<UInt8>) throws(FSEncryptError) -> Data {
        let der: Data
        do throws(FSEncryptError) {
            der = try FSTextEncoding.base64.decode(String(decoding: text, as: UTF8.self))
        } catch {
            throw .invalidKeyData("the key's Base64 body is malformed (\(error.message))")
        }
        guard !der.isEmpty else { throw .invalidKeyData("the key text is empty") }
        return der
    }
}
