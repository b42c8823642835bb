/// Reads the DER (X.690) that keys, signatures and ciphertexts arrive in: definite lengths in
/// their shortest form, nothing past the end of an element. Every read answers `nil` for bytes
/// that are not what was asked for; the caller names the failure.
struct DERReader {
    static let sequenceTag: UInt8 = 0x30
    static let integerTag: UInt8 = 0x02
    static let octetStringTag: UInt8 = 0x04
    static let bitStringTag: UInt8 = 0x03
    static let objectIdentifierTag: UInt8 = 0x06
    /// [0] and [1], constructed: the optional fields of an ECPrivateKey (RFC 5915).
    static let parametersTag: UInt8 = 0xA0
    static let publicKeyTag: UInt8 = 0xA1

    private let bytes: [UInt8]
    private var position: Int
    private let end: Int

    init(_ bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
        position = 0
        end = self.bytes.count
    }

    private init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { position == end }

    /// The tag of the next element, if any.
    var nextTag: UInt8? { position < end ? bytes[position] : nil }

    /// The contents of the next element, which must have `tag`.
    mutating func read(_ tag: UInt8) -> ArraySlice<UInt8>? {
        guard position + 2 <= end, bytes[position] == tag else { return nil }
        var index = position + 1
        let first = Int(bytes[index])
        index += 1
        var length = first
        if first >= 0x80 {
            // Long form: one or two length bytes here (nothing we read is 64 KiB), no leading
            // zero, and only for lengths of 128 or more.
            let count = first - 0x80
            guard (1...2).contains(count), index + count <= end, bytes[index] != 0 else { return nil }
            length = bytes[index..<(index + count)].reduce(0) { $0 << 8 | Int($1) }
            guard length >= 0x80 else { return nil }
            index += count
        }
        guard length <= end - index else { return nil }
        position = index + length
        return bytes[index..<position]
    }

    /// A reader over the contents of the next element, which must have `tag`.
    mutating func nested(_ tag: UInt8 = sequenceTag) -> DERReader? {
        guard let contents = read(tag) else { return nil }
        return DERReader(bytes: bytes, range: contents.startIndex..<contents.endIndex)
    }

    /// The next INTEGER, which must be non-negative and fit in 256 bits.
    mutating func readUInt256() -> UInt256? {
        guard let contents = read(Self.integerTag), let first = contents.first else { return nil }
        // Non-negative, and minimal: a leading zero only where the next byte's top bit is set.
        guard first & 0x80 == 0 else { return nil }
        var magnitude = contents
        if first == 0 {
            guard contents.count == 1 || contents[contents.startIndex + 1] & 0x80 != 0 else { return nil }
            magnitude = contents.dropFirst()
        }
        guard magnitude.count <= UInt256.byteCount else { return nil }
        return UInt256(bigEndian: magnitude)
    }

    /// The next INTEGER, which must be `value` (a version field).
    mutating func readSmallInteger(_ value: UInt8) -> Bool {
        read(Self.integerTag).map { $0.elementsEqual([value]) } ?? false
    }

    /// The next OBJECT IDENTIFIER, with its tag and length, to compare with an encoded one.
    mutating func readObjectIdentifier() -> [UInt8]? {
        let start = position
        guard read(Self.objectIdentifierTag) != nil else { return nil }
        return Array(bytes[start..<position])
    }

    /// The contents of the next BIT STRING, which must have no unused bits.
    mutating func readBitString() -> ArraySlice<UInt8>? {
        guard let contents = read(Self.bitStringTag), contents.first == 0 else { return nil }
        return contents.dropFirst()
    }
}
