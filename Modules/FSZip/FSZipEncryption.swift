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
