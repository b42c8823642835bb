/// SM2 keys in the containers OpenSSL 3 writes and every other tool reads: PKCS #8
/// `PrivateKeyInfo` (RFC 5208) around an `ECPrivateKey` (SEC 1, RFC 5915), the bare
/// `ECPrivateKey`, and `SubjectPublicKeyInfo` (RFC 5480), each naming the algorithm
/// id-ecPublicKey with the SM2 curve as its parameter — or, as some older tools write, the SM2
/// identifier as the algorithm itself.
enum SM2KeyEncoding {
    static let privateKeyLabel = "PRIVATE KEY"
    static let sec1Label = "EC PRIVATE KEY"
    static let publicKeyLabel = "PUBLIC KEY"

    static let privateKeyPEM = PEMReader.Expectation(
        labels: [privateKeyLabel, sec1Label, "SM2 PRIVATE KEY"], otherKind: [publicKeyLabel],
        otherKindHint: "this is a public key: read it with FSSM2PublicKey")
    static let publicKeyPEM = PEMReader.Expectation(
        labels: [publicKeyLabel], otherKind: [privateKeyLabel, sec1Label, "SM2 PRIVATE KEY"],
        otherKindHint: "this is a private key: read it with FSSM2PrivateKey and take its publicKey")

    /// PKCS #8 and SEC 1 version numbers.
    private static let pkcs8Version: UInt8 = 0
    private static let pkcs8VersionWithPublicKey: UInt8 = 1
    private static let sec1Version: UInt8 = 1

    /// The private key and the public key stored beside it (if any) in PKCS #8 or SEC 1 DER.
    static func privateKey(
        der bytes: some Collection<UInt8>
    ) throws(FSEncryptError) -> (
        secret: UInt256, publicKey: [UInt8]?
    ) {
        var outer = DERReader(bytes)
        guard var sequence = outer.nested(), outer.isAtEnd else {
            throw .invalidKeyData("the bytes are not a DER SEQUENCE (PKCS #8 or SEC 1)")
        }
        var probe = sequence
        if probe.readSmallInteger(pkcs8Version) || probe.readSmallInteger(pkcs8VersionWithPublicKey),
            probe.nextTag == DERReader.sequenceTag
        {
            // PKCS #8: version, algorithm, then the ECPrivateKey in an OCTET STRING; the
            // optional attributes and public key after it are not needed.
            sequence = probe
            try readAlgorithm(&sequence)
            guard let inner = sequence.read(DERReader.octetStringTag) else {
                throw .invalidKeyData("the PKCS #8 structure holds no private key OCTET STRING")
            }
            return try ecPrivateKey(inner)
        }
        return try ecPrivateKey(Array(bytes))
    }

    /// The public key point's bytes in SubjectPublicKeyInfo DER.
    static func publicKey(der bytes: some Collection<UInt8>) throws(FSEncryptError) -> [UInt8] {
        var outer = DERReader(bytes)
        guard var sequence = outer.nested(), outer.isAtEnd else {
            throw .invalidKeyData("the bytes are not a DER SEQUENCE (SubjectPublicKeyInfo)")
        }
        try readAlgorithm(&sequence)
        guard let point = sequence.readBitString(), sequence.isAtEnd else {
            throw .invalidKeyData("the SubjectPublicKeyInfo holds no public key BIT STRING")
        }
        return Array(point)
    }

    /// PKCS #8 as OpenSSL 3 writes it: version 0, id-ecPublicKey with the SM2 curve, and an
    /// ECPrivateKey holding the public key but not the curve again.
    static func pkcs8(secret: UInt256, publicKey: [UInt8]) -> [UInt8] {
        DERWriter.sequence(
            DERWriter.smallInteger(pkcs8Version), algorithm,
            DERWriter.octetString(
                DERWriter.sequence(
                    DERWriter.smallInteger(sec1Version), DERWriter.octetString(secret.bigEndianBytes),
                    DERWriter.element(DERReader.publicKeyTag, DERWriter.bitString(publicKey)))))
    }

    /// SEC 1's ECPrivateKey with the curve and the public key, as `openssl ec` writes it.
    static func sec1(secret: UInt256, publicKey: [UInt8]) -> [UInt8] {
        DERWriter.sequence(
            DERWriter.smallInteger(sec1Version), DERWriter.octetString(secret.bigEndianBytes),
            DERWriter.element(DERReader.parametersTag, SM2Curve.objectIdentifier),
            DERWriter.element(DERReader.publicKeyTag, DERWriter.bitString(publicKey)))
    }

    /// SubjectPublicKeyInfo: id-ecPublicKey with the SM2 curve, and the point.
    static func subjectPublicKeyInfo(_ point: [UInt8]) -> [UInt8] {
        DERWriter.sequence(algorithm, DERWriter.bitString(point))
    }

    /// A PEM block (RFC 7468) with `label` around `der`.
    static func pem(_ der: [UInt8], label: String) -> String {
        "-----BEGIN \(label)-----\n" + FSOpenSSLFormat.base64Lines(der) + "-----END \(label)-----"
    }

    private static let algorithm = DERWriter.sequence(SM2Curve.ecPublicKeyIdentifier, SM2Curve.objectIdentifier)

    /// Reads an AlgorithmIdentifier that names SM2, or says what it names instead.
    private static func readAlgorithm(_ reader: inout DERReader) throws(FSEncryptError) {
        guard var algorithm = reader.nested(), let identifier = algorithm.readObjectIdentifier() else {
            throw .invalidKeyData("the key's AlgorithmIdentifier is malformed")
        }
        if identifier == SM2Curve.objectIdentifier { return }
        guard identifier == SM2Curve.ecPublicKeyIdentifier else {
            throw .invalidKeyData(
                "the key is not an elliptic-curve key (an RSA key? read it with FSRSAPublicKey or FSRSAPrivateKey)")
        }
        guard let curve = algorithm.readObjectIdentifier() else {
            throw .unsupported(
                "the key gives its curve's parameters explicitly; SM2 keys name the curve 1.2.156.10197.1.301")
        }
        guard curve == SM2Curve.objectIdentifier else {
            throw .invalidKeyData("the key is on another elliptic curve (such as P-256), not SM2 (1.2.156.10197.1.301)")
        }
    }

    /// SEC 1's ECPrivateKey: version 1, the key in at most 32 bytes, the curve (which must
    /// be SM2 when present) and the public key (optional).
    private static func ecPrivateKey(
        _ bytes: some Collection<UInt8>
    ) throws(FSEncryptError) -> (
        secret: UInt256, publicKey: [UInt8]?
    ) {
        var outer = DERReader(bytes)
        guard var sequence = outer.nested(), outer.isAtEnd, sequence.readSmallInteger(sec1Version),
            let secret = sequence.read(DERReader.octetStringTag), (1...UInt256.byteCount).contains(secret.count)
        else { throw .invalidKeyData("the bytes are not an EC private key (PKCS #8, or SEC 1's ECPrivateKey)") }
        if sequence.nextTag == DERReader.parametersTag {
            guard var parameters = sequence.nested(DERReader.parametersTag),
                let curve = parameters.readObjectIdentifier(), parameters.isAtEnd
            else { throw .unsupported("the key gives its curve's parameters explicitly; SM2 keys name the curve") }
            guard curve == SM2Curve.objectIdentifier else {
                throw .invalidKeyData("the key is on another elliptic curve (such as P-256), not SM2")
            }
        }
        var publicKey: [UInt8]?
        if sequence.nextTag == DERReader.publicKeyTag {
            guard var field = sequence.nested(DERReader.publicKeyTag), let point = field.readBitString(), field.isAtEnd
            else { throw .invalidKeyData("the EC private key's public key field is malformed") }
            publicKey = Array(point)
        }
        guard sequence.isAtEnd else { throw .invalidKeyData("the EC private key has fields after its public key") }
        return (UInt256(bigEndian: secret), publicKey)
    }
}
