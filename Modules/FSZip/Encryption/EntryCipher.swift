internal import FSInternal

// Where encryption meets the archive: an encrypted entry's data is a header (ZipCrypto's 12
// bytes, WinZip AES's salt and password verifier), the encrypted data, and a trailer (WinZip
// AES's authentication code). Store and deflate see only the decrypted middle.

/// Decrypts one entry's data, in order, after its header.
protocol EntryDecryption: Sendable {
    /// The length of the authentication code after the data.
    var trailerCount: Int { get }
    mutating func decrypt(_ bytes: UnsafeMutableRawBufferPointer) throws(FSZipError)
    /// Whether `trailer` authenticates every byte decrypted.
    func authenticates(_ trailer: [UInt8]) -> Bool
}

/// Encrypts one entry's data, in order, after its header.
protocol EntryEncryption {
    mutating func encrypt(_ bytes: UnsafeMutableRawBufferPointer) throws(FSZipError)
    /// The authentication code of every byte encrypted, written after the data.
    func trailer() -> [UInt8]
}

/// An encrypted entry whose header was read and whose password is right.
struct UnlockedEntry: Sendable {
    var decryption: any EntryDecryption
    let headerCount: Int
}

/// An entry's stored bytes, read in order from the archive and decrypted when the entry is
/// encrypted: what store copies and inflate inflates.
struct EntryData {
    let entry: String
    private let file: ReadableFile
    private var offset: UInt64
    /// Where the data ends: the authentication code, if any, follows.
    private let end: UInt64
    private var decryption: (any EntryDecryption)?

    /// The `count` bytes at `start`, decrypted by `unlocked` (whose header they begin with).
    init(
        file: ReadableFile, start: UInt64, count: UInt64, entry: String, unlocked: UnlockedEntry? = nil
    ) {
        self.entry = entry
        self.file = file
        let header = UInt64(unlocked?.headerCount ?? 0)
        let trailer = UInt64(unlocked?.decryption.trailerCount ?? 0)
        // `unlock` checked that the header and trailer fit.
        offset = start + header
        end = start + max(count, header + trailer) - trailer
        decryption = unlocked?.decryption
    }

    /// The bytes not yet read.
    var remaining: UInt64 { end - offset }

    /// Reads the next bytes into `buffer`: 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(FSZipError) -> Int {
        let want = Int(min(UInt64(buffer.count), remaining))
        guard want > 0 else { return 0 }
        let target = UnsafeMutableRawBufferPointer(rebasing: buffer[..<want])
        let got = try file.read(at: offset, into: target)
        guard got > 0 else { throw .corrupt("\(entry): its data is cut short") }
        offset += UInt64(got)
        try decryption?.decrypt(UnsafeMutableRawBufferPointer(rebasing: buffer[..<got]))
        return got
    }

    /// Reads what is left, then checks the authentication code: after an error in the data,
    /// this tells tampering (``FSZipError/Code/authenticationFailed``) from damage.
    mutating func authenticate() throws(FSZipError) {
        guard let decryption, decryption.trailerCount > 0 else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        while try read(into: buffer) > 0 {}
        let trailer = try file.read(
            at: end, count: decryption.trailerCount, what: "the authentication code of \(entry)")
        guard self.decryption?.authenticates(trailer) == true else { throw .authenticationFailed(entry: entry) }
    }
}
