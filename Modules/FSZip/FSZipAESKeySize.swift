/// The AES key size of a WinZip AES entry (its "strength" byte: 1, 2, 3).
public enum FSZipAESKeySize: Int, Hashable, Sendable, CaseIterable {
    /// AES-128, with an 8-byte salt.
    case bits128 = 128
    /// AES-192, with a 12-byte salt.
    case bits192 = 192
    /// AES-256, with a 16-byte salt.
    case bits256 = 256

    /// The key length in bytes.
    var byteCount: Int { rawValue / 8 }
    /// The salt length in bytes: half the key.
    var saltCount: Int { byteCount / 2 }
    /// The strength byte of the 0x9901 extra field.
    var strength: UInt8 { UInt8(rawValue / 64 - 1) }

    init?(strength: UInt8) {
        guard (1...3).contains(strength) else { return nil }
        self.init(rawValue: (Int(strength) + 1) * 64)
    }
}
