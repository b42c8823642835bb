internal import CFSIconv
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One entry of an archive, as its central directory describes it.
public struct FSZipEntry: Hashable, Sendable, CustomStringConvertible {
    /// How the entry's data is stored.
    public enum Method: Hashable, Sendable {
        /// Stored as is (method 0).
        case stored
        /// Deflated (method 8).
        case deflated
        /// Another method, which FSZip lists but does not extract.
        case other(UInt16)

        /// The method numbered `code` in a header.
        init(code: UInt16) {
            switch code {
            case Self.storedCode: self = .stored
            case Self.deflatedCode: self = .deflated
            default: self = .other(code)
            }
        }

        /// The method's number in a header (APPNOTE 4.4.5).
        var code: UInt16 {
            switch self {
            case .stored: Self.storedCode
            case .deflated: Self.deflatedCode
            case .other(let code): code
            }
        }

        private static let storedCode: UInt16 = 0
        private static let deflatedCode: UInt16 = 8

        /// The method's name as the zip specification (APPNOTE 4.4.5) calls it: "store",
        /// "deflate", "Deflate64", "bzip2", "LZMA", "Zstandard", "XZ", "PPMd" …, or
        /// "method N" for a number it does not name.
        public var name: String {
            switch self {
            case .stored: return "store"
            case .deflated: return "deflate"
            case .other(let code):
                let names: [UInt16: String] = [
                    1: "shrink", 2: "reduce", 3: "reduce", 4: "reduce", 5: "reduce", 6: "implode", 9: "Deflate64",
                    10: "PKWARE DCL implode", 12: "bzip2", 14: "LZMA", 16: "IBM z/OS CMPSC", 18: "IBM TERSE",
                    19: "IBM LZ77", 20: "Zstandard (old code)", 93: "Zstandard", 94: "MP3", 95: "XZ", 96: "JPEG",
                    97: "WavPack", 98: "PPMd", 99: "WinZip AES",
                ]
                return names[code].map { "\($0) (method \(code))" } ?? "method \(code)"
            }
        }
    }

    /// The path inside the archive, `/`-separated, decoded (see ``FSZipNameEncoding``). A `\`
    /// is a separator only in names made on MS-DOS, OS/2 or Windows that contain no `/`;
    /// elsewhere it is part of a file name.
    public let path: String
    /// The path as stored, before decoding.
    public let rawPath: [UInt8]
    /// The compression method of the data (for a WinZip AES entry, the method inside the
    /// encryption, not the 99 its header carries).
    public let method: Method
    /// The size of the stored data.
    public let compressedSize: UInt64
    /// The size once extracted.
    public let uncompressedSize: UInt64
    /// The CRC-32 of the extracted data.
    public let crc32: UInt32
    /// The modification time: the extended timestamp (0x5455) when present, otherwise the
    /// DOS date and time, read as local time.
    public let modificationDate: Date
    /// Unix permission bits (`0o644`), when the archive was made on Unix.
    public let permissions: UInt16?
    /// Whether the entry is a directory.
    public let isDirectory: Bool
    /// Whether the entry is a symbolic link (its data is the target path).
    public let isSymbolicLink: Bool
    /// How the entry is encrypted, or `nil` when it is not.
    public let encryption: FSZipEncryption?
    /// The entry's comment.
    public let comment: String
    /// The offset of the entry's local header, from the start of the file (any prefix, such
    /// as a self-extractor stub, included).
    public let localHeaderOffset: UInt64
    let flags: UInt16
    /// FSZip's restart points, when the entry was deflated in independent blocks.
    let restartPoints: RestartPoints?
    /// The DOS time field, whose high byte is ZipCrypto's check byte for an entry with a data
    /// descriptor.
    let dosTime: UInt16

    /// Whether the entry is encrypted.
    public var isEncrypted: Bool { encryption != nil }

    /// Whether FSZip can extract the entry without a password: stored or deflated, and not
    /// encrypted. Extract only these (`include: \.isExtractable`) to skip the rest instead of
    /// stopping at them; with a password, encrypted entries whose
    /// ``FSZipEncryption/isSupported`` extract too.
    public var isExtractable: Bool {
        !isEncrypted && (method == .stored || method == .deflated)
    }

    /// Whether the CRC-32 field holds the data's checksum: WinZip AE-2 entries leave it 0.
    var hasCRC: Bool {
        if case .winZipAES(_, .ae2) = encryption { false } else { true }
    }

    /// The byte ZipCrypto's decrypted header ends with: the high byte of the DOS time when
    /// the CRC-32 follows the data (flag bit 3), of the CRC-32 otherwise (APPNOTE 6.1.6).
    var zipCryptoCheck: UInt8 {
        UInt8(
            truncatingIfNeeded: GeneralPurposeFlags(rawValue: flags).contains(.dataDescriptor)
                ? UInt32(dosTime) >> 8 : crc32 >> 24)
    }

    /// The path.
    public var description: String { path }
}
