internal import FSInternal

/// The mask generation of RSA's paddings (OAEP and PSS): MGF1 over a digest, and the XOR that
/// applies a mask.
enum MaskGeneration {
    /// MGF1 (RFC 8017 §B.2.1): the digests of `seed` followed by a 4-byte counter.
    static func mgf1(_ seed: [UInt8], count: Int, digest: FSDigest) -> [UInt8] {
        var mask: [UInt8] = []
        var counter: UInt32 = 0
        while mask.count < count {
            let counterBytes = (0..<4).map { UInt8(truncatingIfNeeded: counter >> (24 - 8 * UInt32($0))) }
            mask += digest.hash(concatenating: seed, counterBytes)
            counter += 1
        }
        return Array(mask.prefix(count))
    }

    /// `a` XOR `b` (the same length).
    static func xor(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: a.count)
        a.withUnsafeBytes { first in
            b.withUnsafeBytes { second in output.withUnsafeMutableBytes { xorBytes(first, second, into: $0) } }
        }
        return output
    }
}
