/// SM4 (GB/T 32907-2016, ISO/IEC 18033-3:2010/Amd 1:2021), China's commercial block cipher:
/// 128-bit blocks and keys, 32 rounds of an unbalanced Feistel network over four 32-bit words.
///
/// The round function T — the S-box on each byte, then the linear transform L — runs as four
/// table look-ups, one per byte, as OpenSSL's portable SM4 does; the tables are indexed by
/// secret data, so, like this module's DES, it is not constant-time.
struct SM4Cipher: Sendable {
    static let keyByteCount = 16
    static let blockByteCount = 16
    private static let rounds = 32

    /// The S-box (§6.2), row by row.
    private static let substitution: [UInt8] = [
        0xD6, 0x90, 0xE9, 0xFE, 0xCC, 0xE1, 0x3D, 0xB7, 0x16, 0xB6, 0x14, 0xC2, 0x28, 0xFB, 0x2C, 0x05,
        0x2B, 0x67, 0x9A, 0x76, 0x2A, 0xBE, 0x04, 0xC3, 0xAA, 0x44, 0x13, 0x26, 0x49, 0x86, 0x06, 0x99,
        0x9C, 0x42, 0x50, 0xF4, 0x91, 0xEF, 0x98, 0x7A, 0x33, 0x54, 0x0B, 0x43, 0xED, 0xCF, 0xAC, 0x62,
        0xE4, 0xB3, 0x1C, 0xA9, 0xC9, 0x08, 0xE8, 0x95, 0x80, 0xDF, 0x94, 0xFA, 0x75, 0x8F, 0x3F, 0xA6,
        0x47, 0x07, 0xA7, 0xFC, 0xF3, 0x73, 0x17, 0xBA, 0x83, 0x59, 0x3C, 0x19, 0xE6, 0x85, 0x4F, 0xA8,
        0x68, 0x6B, 0x81, 0xB2, 0x71, 0x64, 0xDA, 0x8B, 0xF8, 0xEB, 0x0F, 0x4B, 0x70, 0x56, 0x9D, 0x35,
        0x1E, 0x24, 0x0E, 0x5E, 0x63, 0x58, 0xD1, 0xA2, 0x25, 0x22, 0x7C, 0x3B, 0x01, 0x21, 0x78, 0x87,
        0xD4, 0x00, 0x46, 0x57, 0x9F, 0xD3, 0x27, 0x52, 0x4C, 0x36, 0x02, 0xE7, 0xA0, 0xC4, 0xC8, 0x9E,
        0xEA, 0xBF, 0x8A, 0xD2, 0x40, 0xC7, 0x38, 0xB5, 0xA3, 0xF7, 0xF2, 0xCE, 0xF9, 0x61, 0x15, 0xA1,
        0xE0, 0xAE, 0x5D, 0xA4, 0x9B, 0x34, 0x1A, 0x55, 0xAD, 0x93, 0x32, 0x30, 0xF5, 0x8C, 0xB1, 0xE3,
        0x1D, 0xF6, 0xE2, 0x2E, 0x82, 0x66, 0xCA, 0x60, 0xC0, 0x29, 0x23, 0xAB, 0x0D, 0x53, 0x4E, 0x6F,
        0xD5, 0xDB, 0x37, 0x45, 0xDE, 0xFD, 0x8E, 0x2F, 0x03, 0xFF, 0x6A, 0x72, 0x6D, 0x6C, 0x5B, 0x51,
        0x8D, 0x1B, 0xAF, 0x92, 0xBB, 0xDD, 0xBC, 0x7F, 0x11, 0xD9, 0x5C, 0x41, 0x1F, 0x10, 0x5A, 0xD8,
        0x0A, 0xC1, 0x31, 0x88, 0xA5, 0xCD, 0x7B, 0xBD, 0x2D, 0x74, 0xD0, 0x12, 0xB8, 0xE5, 0xB4, 0xB0,
        0x89, 0x69, 0x97, 0x4A, 0x0C, 0x96, 0x77, 0x7E, 0x65, 0xB9, 0xF1, 0x09, 0xC5, 0x6E, 0xC6, 0x84,
        0x18, 0xF0, 0x7D, 0xEC, 0x3A, 0xDC, 0x4D, 0x20, 0x79, 0xEE, 0x5F, 0x3E, 0xD7, 0xCB, 0x39, 0x48,
    ]

    /// The system parameter FK of the key expansion (§7.3).
    private static let systemParameter: [UInt32] = [0xA3B1_BAC6, 0x56AA_3350, 0x677D_9197, 0xB270_22DC]

    /// T for each byte position: `roundTables[256 * i + b]` is L of the S-box of `b` placed
    /// at byte `i` (0 the most significant), so that T(x) is the XOR of four look-ups.
    private static let roundTables: [UInt32] = (0..<4).flatMap { position in
        (0..<256).map { byte in
            let placed = UInt32(substitution[byte]) << (24 - 8 * UInt32(position))
            return placed ^ rotate(placed, 2) ^ rotate(placed, 10) ^ rotate(placed, 18) ^ rotate(placed, 24)
        }
    }

    /// The 32 round keys in the order they are applied: reversed for decryption.
    private let roundKeys: [UInt32]

    /// The cipher of a 16-byte `key`, encrypting or decrypting.
    init(key: [UInt8], decrypting: Bool) {
        var k = (0..<4).map { index in
            key[(4 * index)..<(4 * index + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } ^ Self.systemParameter[index]
        }
        var keys: [UInt32] = []
        for round in 0..<Self.rounds {
            // CK (§7.3): byte j of word i is (4i + j) · 7 mod 256.
            let constant = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32((4 * round + $1) * 7 % 256) }
            let mixed = Self.substituted(k[round + 1] ^ k[round + 2] ^ k[round + 3] ^ constant)
            k.append(k[round] ^ mixed ^ Self.rotate(mixed, 13) ^ Self.rotate(mixed, 23))
            keys.append(k[round + 4])
        }
        roundKeys = decrypting ? keys.reversed() : keys
    }

    /// Runs `body` with the block function, its keys and tables fetched once for many blocks.
    func withBlockFunction<Result>(_ body: ((Block128) -> Block128) throws -> Result) rethrows -> Result {
        try roundKeys.withUnsafeBufferPointer { keys in
            try Self.roundTables.withUnsafeBufferPointer { tables in
                try body { block in Self.crypt(block, keys: keys, tables: tables) }
            }
        }
    }

    /// One block through the 32 rounds and the final reversal R (§6.1).
    @inline(__always)
    private static func crypt(
        _ block: Block128, keys: UnsafeBufferPointer<UInt32>, tables: UnsafeBufferPointer<UInt32>
    ) -> Block128 {
        @inline(__always) func t(_ x: UInt32) -> UInt32 {
            tables[Int(x >> 24)] ^ tables[256 + Int((x >> 16) & 0xFF)] ^ tables[512 + Int((x >> 8) & 0xFF)]
                ^ tables[768 + Int(x & 0xFF)]
        }
        var x0 = UInt32(truncatingIfNeeded: block.high >> 32)
        var x1 = UInt32(truncatingIfNeeded: block.high)
        var x2 = UInt32(truncatingIfNeeded: block.low >> 32)
        var x3 = UInt32(truncatingIfNeeded: block.low)
        for round in stride(from: 0, to: rounds, by: 4) {
            x0 ^= t(x1 ^ x2 ^ x3 ^ keys[round])
            x1 ^= t(x2 ^ x3 ^ x0 ^ keys[round + 1])
            x2 ^= t(x3 ^ x0 ^ x1 ^ keys[round + 2])
            x3 ^= t(x0 ^ x1 ^ x2 ^ keys[round + 3])
        }
        return Block128(high: UInt64(x3) << 32 | UInt64(x2), low: UInt64(x1) << 32 | UInt64(x0))
    }

    /// τ, the S-box on each byte of a word.
    private static func substituted(_ x: UInt32) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { word, index in
            word << 8 | UInt32(substitution[Int((x >> (24 - 8 * UInt32(index))) & 0xFF)])
        }
    }

    private static func rotate(_ x: UInt32, _ count: UInt32) -> UInt32 { x << count | x >> (32 - count) }
}
