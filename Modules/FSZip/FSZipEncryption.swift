/// How an entry is encrypted: what ``FSZipEntry/encryption`` reports, and what
/// ``FSZipWriter/encryption`` writes.
///
/// ```swift
/// let writer = try FSZipWriter(path: "private.zip")
/// writer.password = "correct horse"            // entries added from now on are encrypted
/// writer.encryption = .aes256                 // the default; needs the FSZipAES trait
/// try writer.addFile(at: "secrets.txt")
/// try writer.finish()
///
/// let archive = try FSZipArchive(path: "private.zip")
/// archive.entries[0].encryption               // .winZipAES(.bits256, version: .ae2)
/// try archive.extractAll(to: "out", password: "correct horse")
/// ```
///
/// **ZipCrypto** (traditional PKWARE encryption) is broken: a known-plaintext attack
/// (Biham–Kocher, 1994) recovers the keys from 12 known bytes in hours, and its only integrity
/// check is the CRC-32. Read it for old archives; write it only for a receiver that knows no
/// better. **WinZip AES** (AE-1, AE-2) stretches the password with PBKDF2-HMAC-SHA1 (1,000
/// rounds), encrypts with AES in counter mode and authenticates with HMAC-SHA1; it needs FSZip
/// built with the `FSZipAES` package trait (see <doc:FSZip#Encryption>), which brings in
/// FSEncrypt and swift-crypto. FSZip reads both, and lists but does not read PKWARE's
/// "strong encryption".
public enum FSZipEncryption: Hashable, Sendable, CustomStringConvertible {
    /// Traditional PKWARE encryption ("ZipCrypto", `zip -P`): weak, kept for compatibility.
    case zipCrypto
    /// WinZip AES with a key size and a vendor version: AE-1 keeps the CRC-32 of the data,
    /// AE-2 leaves it out (the HMAC authenticates the data either way, and a CRC of a short
    /// file tells something about its content).
    case winZipAES(FSZipAESKeySize, version: FSZipAESVersion)
    /// An encryption FSZip lists but cannot read, such as PKWARE's strong encryption.
    case unsupported(String)

    /// WinZip AES-256, AE-2: the default for writing.
    public static let aes256 = FSZipEncryption.winZipAES(.bits256, version: .ae2)
    /// WinZip AES-128, AE-2.
    public static let aes128 = FSZipEncryption.winZipAES(.bits128, version: .ae2)

    /// Whether this build of FSZip reads and writes it: ZipCrypto always, WinZip AES when
    /// the `FSZipAES` trait is enabled.
    public var isSupported: Bool {
        switch self {
        case .zipCrypto: true
        case .winZipAES: FSZipEncryption.hasAES
        case .unsupported: false
        }
    }

    /// "ZipCrypto", "AES-256 (AE-2)", or the name of the unsupported method.
    public var description: String {
        switch self {
        case .zipCrypto: "ZipCrypto"
        case .winZipAES(let size, let version): "AES-\(size.rawValue) (\(version))"
        case .unsupported(let name): name
        }
    }

    /// Whether the `FSZipAES` trait built WinZip AES into this FSZip.
    static var hasAES: Bool {
        #if FSZipAES
            true
        #else
            false
        #endif
    }
}

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

/// The WinZip AES vendor version: whether the entry keeps its CRC-32.
public enum FSZipAESVersion: Int, Hashable, Sendable, CustomStringConvertible {
    /// AE-1: the CRC-32 of the data is stored and checked, as well as the HMAC.
    case ae1 = 1
    /// AE-2: the CRC-32 field is 0; the HMAC alone authenticates the data.
    case ae2 = 2

    /// "AE-1" or "AE-2".
    public var description: String { "AE-\(rawValue)" }
}

/// The password of an encrypted entry, as bytes: one for every entry, or one per entry.
///
/// ```swift
/// try archive.extractAll(to: "out", password: "secret")                  // UTF-8
/// try archive.extractAll(to: "out", password: FSZipPassword(bytes: raw)) // legacy code page
/// let perEntry = FSZipPassword.perEntry { path in
///     path.hasPrefix("hr/") ? "hr password" : "staff password"
/// }
/// ```
///
/// Zip stores no text encoding for passwords: tools hash the bytes they were given. Info-ZIP,
/// 7-Zip and WinZip on current systems use UTF-8; archives made on old Windows may need the
/// password in their code page, through ``init(bytes:)``.
public struct FSZipPassword: Sendable, ExpressibleByStringLiteral {
    private let lookup: @Sendable (String) -> [UInt8]?

    /// The UTF-8 bytes of `text`, for every entry.
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        lookup = { _ in bytes }
    }

    /// The password `bytes`, for every entry.
    public init(bytes: [UInt8]) {
        lookup = { _ in bytes }
    }

    /// The UTF-8 bytes of a literal, for every entry.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A password chosen per entry by its path (`nil`: that entry has none — reading it is
    /// ``FSZipError/Code/passwordRequired``, writing it leaves it unencrypted).
    public static func perEntry(_ password: @escaping @Sendable (_ path: String) -> FSZipPassword?) -> FSZipPassword {
        FSZipPassword { path in password(path)?.bytes(for: path) }
    }

    private init(lookup: @escaping @Sendable (String) -> [UInt8]?) {
        self.lookup = lookup
    }

    /// The password bytes for the entry at `path`.
    func bytes(for path: String) -> [UInt8]? { lookup(path) }
}
