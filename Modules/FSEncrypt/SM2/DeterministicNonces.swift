internal import Crypto

/// The nonces of RFC 6979 §3.2 with HMAC-SM3 and q = n, the order of the SM2 group: a sequence
/// determined by the private key and the digest signed, each below n and above zero, so that
/// signing needs no random source and the same message signs the same way.
struct DeterministicNonces {
    private var key: SymmetricKey
    private var value: [UInt8]

    /// The generator for `secret` (the private key) and `digest` (e, which RFC 6979 calls h₁).
    init(secret: UInt256, digest: UInt256) {
        // bits2octets(h₁): h₁ reduced mod q, written in full (qlen = hlen = 256 bits).
        let reducedDigest = SM2Curve.Scalar(reducing: digest).value.bigEndianBytes
        let seed = secret.bigEndianBytes + reducedDigest
        value = [UInt8](repeating: 1, count: SM3.digestByteCount)
        key = SymmetricKey(data: [UInt8](repeating: 0, count: SM3.digestByteCount))
        key = mac(value + [0] + seed)
        value = mac(value)
        key = mac(value + [1] + seed)
        value = mac(value)
    }

    /// The next candidate k in [1, n − 1]; each call after the first first steps the state as
    /// §3.2 step h.3 says to when a candidate is refused.
    mutating func next() -> UInt256 {
        while true {
            value = mac(value)
            let candidate = UInt256(bigEndian: value)
            key = mac(value + [0])
            value = mac(value)
            if !candidate.isZero, candidate < SM2Curve.Order.modulus { return candidate }
        }
    }

    private func mac(_ data: [UInt8]) -> SymmetricKey {
        SymmetricKey(data: HMAC<SM3>.authenticationCode(for: data, using: key))
    }

    private func mac(_ data: [UInt8]) -> [UInt8] {
        Array(HMAC<SM3>.authenticationCode(for: data, using: key))
    }
}
