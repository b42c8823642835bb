/// DES and triple DES (EDE) on 64-bit blocks, for one direction.
///
/// The rounds look up eight tables that fold each S-box into the P permutation, and the
/// E expansion becomes two rotations: the six bits S-box `n` reads are the low six bits of
/// the half-block rotated left by `4n + 5`, and the boxes two apart sit eight bits further
/// on, so one rotation serves four boxes. Round keys are stored in the same layout.
struct DESCipher: Sendable {
    /// For each stage (one for DES, three for triple DES), 16 rounds of two words: the key bits
    /// of the even and of the odd S-boxes, in the order the rounds use them.
    private let roundKeys: [UInt32]

    /// A cipher for `key` (8, 16 or 24 bytes, already checked), encrypting or decrypting.
    init(key: [UInt8], encrypting: Bool) {
        let keys = stride(from: 0, to: key.count, by: 8).map { Self.schedule(Array(key[$0..<($0 + 8)])) }
        func stage(_ schedule: [UInt32], forward: Bool) -> [UInt32] {
            forward ? schedule : stride(from: 30, through: 0, by: -2).flatMap { schedule[$0..<($0 + 2)] }
        }
        if keys.count == 1 {
            roundKeys = stage(keys[0], forward: encrypting)
        } else {
            // EDE: encrypt with K1, decrypt with K2, encrypt with K3 (K3 = K1 for two keys).
            let third = keys.count == 3 ? keys[2] : keys[0]
            roundKeys =
                encrypting
                ? stage(keys[0], forward: true) + stage(keys[1], forward: false) + stage(third, forward: true)
                : stage(third, forward: false) + stage(keys[1], forward: true) + stage(keys[0], forward: false)
        }
    }

    /// Runs the cipher over `count` blocks, chaining them as CBC does when `iv` is given
    /// (updated to the last ciphertext block), independently as ECB does otherwise.
    func process(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, encrypting: Bool,
        iv: inout UInt64?
    ) {
        let tables = DESLookup.shared
        roundKeys.withUnsafeBufferPointer { keys in
            var chain = iv ?? 0
            let chained = iv != nil
            for offset in stride(from: 0, to: input.count, by: 8) {
                var block = UInt64(bigEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let ciphertext = block
                if chained && encrypting { block ^= chain }
                block = crypt(block, keys: keys, tables: tables)
                if chained {
                    if encrypting {
                        chain = block
                    } else {
                        block ^= chain
                        chain = ciphertext
                    }
                }
                output.storeBytes(of: block.bigEndian, toByteOffset: offset, as: UInt64.self)
            }
            if chained { iv = chain }
        }
    }

    @inline(__always)
    private func crypt(_ block: UInt64, keys: UnsafeBufferPointer<UInt32>, tables: DESLookup) -> UInt64 {
        let permuted = tables.permute(block, with: tables.initial)
        var left = UInt32(truncatingIfNeeded: permuted >> 32)
        var right = UInt32(truncatingIfNeeded: permuted)
        var index = 0
        while index < keys.count {
            // Two rounds without swapping the halves; after each stage of 16 the halves swap,
            // which between triple DES's stages stands for the final and initial permutations
            // that cancel out.
            left ^= tables.round(right, keys[index], keys[index + 1])
            right ^= tables.round(left, keys[index + 2], keys[index + 3])
            index += 4
            if index % 32 == 0 { swap(&left, &right) }
        }
        return tables.permute(UInt64(left) << 32 | UInt64(right), with: tables.final)
    }

    /// The 16 round keys of one 8-byte key, as pairs of words (even boxes, odd boxes).
    private static func schedule(_ key: [UInt8]) -> [UInt32] {
        let key64 = key.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let chosen = DESTable.permutedChoice1.reduce(UInt64(0)) { $0 << 1 | (key64 >> (64 - $1)) & 1 }
        var c = UInt32(truncatingIfNeeded: chosen >> 28)
        var d = UInt32(truncatingIfNeeded: chosen) & 0x0FFF_FFFF
        var result: [UInt32] = []
        for rotation in DESTable.rotations {
            c = (c << rotation | c >> (28 - rotation)) & 0x0FFF_FFFF
            d = (d << rotation | d >> (28 - rotation)) & 0x0FFF_FFFF
            let cd = UInt64(c) << 28 | UInt64(d)
            let roundKey = DESTable.permutedChoice2.reduce(UInt64(0)) { $0 << 1 | (cd >> (56 - $1)) & 1 }
            let box = (0..<8).map { UInt32(truncatingIfNeeded: roundKey >> (42 - 6 * $0)) & 0x3F }
            result.append(box[0] | box[2] << 24 | box[4] << 16 | box[6] << 8)
            result.append(box[1] | box[3] << 24 | box[5] << 16 | box[7] << 8)
        }
        return result
    }
}

/// The tables DES's rounds and permutations look up, computed once from ``DESTable``.
final class DESLookup: @unchecked Sendable {  // Immutable after init.
    static let shared = DESLookup()

    /// `spBoxes[64 * n + x]`: S-box `n`'s output for the six bits `x`, moved where P puts it.
    private let spBoxes: UnsafeMutablePointer<UInt32>
    /// A 64-bit permutation as 8 tables of 256: the output bits each input byte contributes.
    let initial: UnsafeMutablePointer<UInt64>
    let final: UnsafeMutablePointer<UInt64>

    private init() {
        spBoxes = .allocate(capacity: 512)
        for box in 0..<8 {
            for bits in 0..<64 {
                let row = (bits >> 4) & 2 | bits & 1
                let column = (bits >> 1) & 15
                let output = UInt32(DESTable.substitution[box][16 * row + column]) << (28 - 4 * box)
                spBoxes[64 * box + bits] = DESTable.permutation.reduce(UInt32(0)) {
                    $0 << 1 | (output >> (32 - $1)) & 1
                }
            }
        }
        let source = DESTable.initialPermutation.map { $0 - 1 }
        var inverse = [Int](repeating: 0, count: 64)
        for (position, bit) in source.enumerated() { inverse[bit] = position }
        initial = Self.byteTables(source)
        final = Self.byteTables(inverse)
    }

    /// Tables for the permutation whose output bit `i` is input bit `source[i]` (both counted
    /// from 0 at the most significant bit).
    private static func byteTables(_ source: [Int]) -> UnsafeMutablePointer<UInt64> {
        let tables = UnsafeMutablePointer<UInt64>.allocate(capacity: 8 * 256)
        tables.initialize(repeating: 0, count: 8 * 256)
        for (output, input) in source.enumerated() {
            for value in 0..<256 where value >> (7 - input % 8) & 1 == 1 {
                tables[256 * (input / 8) + value] |= 1 << (63 - output)
            }
        }
        return tables
    }

    @inline(__always)
    func permute(_ block: UInt64, with tables: UnsafeMutablePointer<UInt64>) -> UInt64 {
        var result: UInt64 = 0
        for byte in 0..<8 {
            result |= tables[256 * byte + Int(truncatingIfNeeded: block >> (56 - 8 * byte)) & 0xFF]
        }
        return result
    }

    /// The round function f(R, K).
    @inline(__always)
    func round(_ half: UInt32, _ even: UInt32, _ odd: UInt32) -> UInt32 {
        let e = (half << 5 | half >> 27) ^ even
        let o = (half << 9 | half >> 23) ^ odd
        return spBoxes[Int(e & 0x3F)] ^ spBoxes[128 + Int(e >> 24 & 0x3F)]
            ^ spBoxes[256 + Int(e >> 16 & 0x3F)] ^ spBoxes[384 + Int(e >> 8 & 0x3F)]
            ^ spBoxes[64 + Int(o & 0x3F)] ^ spBoxes[192 + Int(o >> 24 & 0x3F)]
            ^ spBoxes[320 + Int(o >> 16 & 0x3F)] ^ spBoxes[448 + Int(o >> 8 & 0x3F)]
    }
}
