/// One 512-byte tar header block — POSIX ustar, with the GNU and pax extensions FSZip reads —
/// its named fields read and written in this one place.
///
/// Numbers are octal text (`0000644\0`), or, for values octal cannot hold, GNU's base-256
/// (the first byte's high bit set) — which every tar of this century reads.
struct TarHeader {
    /// Every header and every piece of data fills whole blocks of this size.
    static let blockSize = 512
    /// Archives end padded to a multiple of 20 blocks (GNU tar's and bsdtar's record).
    static let recordSize = 20 * blockSize

    /// A field's place in the block.
    struct Field {
        let offset: Int
        let length: Int

        static let name = Field(offset: 0, length: 100)
        static let mode = Field(offset: 100, length: 8)
        static let userID = Field(offset: 108, length: 8)
        static let groupID = Field(offset: 116, length: 8)
        static let size = Field(offset: 124, length: 12)
        static let modificationTime = Field(offset: 136, length: 12)
        static let checksum = Field(offset: 148, length: 8)
        static let typeFlag = Field(offset: 156, length: 1)
        static let linkName = Field(offset: 157, length: 100)
        static let magic = Field(offset: 257, length: 6)
        static let version = Field(offset: 263, length: 2)
        static let userName = Field(offset: 265, length: 32)
        static let groupName = Field(offset: 297, length: 32)
        static let prefix = Field(offset: 345, length: 155)
    }

    /// The type flags with a meaning beyond the entry kinds (``FSTarEntry/Kind`` holds those).
    enum TypeFlag {
        /// A pax extended header for the next entry (`x`), and for all that follow (`g`).
        static let paxNext = UInt8(ascii: "x"), paxGlobal = UInt8(ascii: "g")
        /// GNU's long name (`L`) and long link target (`K`) of the next entry.
        static let gnuLongName = UInt8(ascii: "L"), gnuLongLink = UInt8(ascii: "K")
        /// GNU's sparse file (`S`), volume label (`V`) and directory listing (`D`).
        static let gnuSparse = UInt8(ascii: "S"), gnuVolume = UInt8(ascii: "V"), gnuDumpDirectory = UInt8(ascii: "D")
    }

    /// `ustar\0` + `00`: POSIX; `ustar ` + ` \0`: GNU tar's own format.
    static let posixMagic = Array("ustar\0".utf8), posixVersion = Array("00".utf8)
    static let gnuMagic = Array("ustar ".utf8)

    /// The first byte of a base-256 number: positive (`0x80`) or negative (`0xFF`).
    private static let base256Positive: UInt8 = 0x80, base256Negative: UInt8 = 0xFF

    var name: [UInt8] = []
    var mode: Int64 = 0
    var userID: Int64 = 0
    var groupID: Int64 = 0
    var size: Int64 = 0
    var modificationTime: Int64 = 0
    var typeFlag: UInt8 = FSTarEntry.Kind.regularFile.typeFlag
    var linkName: [UInt8] = []
    var userName: [UInt8] = []
    var groupName: [UInt8] = []
    /// ustar's name prefix (empty in other formats).
    var prefix: [UInt8] = []

    init() {}

    /// Whether `block` is all zeros: the end of the archive.
    static func isEnd(_ block: UnsafeRawBufferPointer) -> Bool {
        block.allSatisfy { $0 == 0 }
    }

    /// Reads a header block, checking its checksum.
    init(_ block: UnsafeRawBufferPointer) throws(FSZipError) {
        let stored = try Self.number(Field.checksum, in: block)
        // The checksum counts its own field as eight spaces; some old tars summed signed bytes.
        var unsigned: Int64 = 0
        var signed: Int64 = 0
        for (index, byte) in block.enumerated() {
            let counted =
                (Field.checksum.offset..<Field.checksum.offset + Field.checksum.length).contains(index)
                ? UInt8(ascii: " ") : byte
            unsigned += Int64(counted)
            signed += Int64(Int8(bitPattern: counted))
        }
        guard stored == unsigned || stored == signed else { throw .corrupt("a tar header's checksum does not match") }
        let magic = Array(block[Field.magic.offset..<Field.magic.offset + Field.magic.length])
        name = Self.text(Field.name, in: block)
        mode = try Self.number(Field.mode, in: block)
        userID = try Self.number(Field.userID, in: block)
        groupID = try Self.number(Field.groupID, in: block)
        size = try Self.number(Field.size, in: block)
        modificationTime = try Self.number(Field.modificationTime, in: block)
        typeFlag = block[Field.typeFlag.offset]
        linkName = Self.text(Field.linkName, in: block)
        userName = Self.text(Field.userName, in: block)
        groupName = Self.text(Field.groupName, in: block)
        // GNU's format keeps other things (access times) where ustar has its prefix.
        if magic == Self.posixMagic { prefix = Self.text(Field.prefix, in: block) }
        guard size >= 0 else { throw .corrupt("a tar header gives a negative size") }
    }

    /// The 512-byte block, in POSIX ustar form; a number octal cannot hold is written in
    /// base-256 (the caller adds a pax record for readers that know no base-256).
    var block: [UInt8] {
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        Self.put(name, Field.name, in: &block)
        Self.put(mode, Field.mode, in: &block)
        Self.put(userID, Field.userID, in: &block)
        Self.put(groupID, Field.groupID, in: &block)
        Self.put(size, Field.size, in: &block)
        Self.put(modificationTime, Field.modificationTime, in: &block)
        block[Field.typeFlag.offset] = typeFlag
        Self.put(linkName, Field.linkName, in: &block)
        Self.put(Self.posixMagic, Field.magic, in: &block)
        Self.put(Self.posixVersion, Field.version, in: &block)
        Self.put(userName, Field.userName, in: &block)
        Self.put(groupName, Field.groupName, in: &block)
        Self.put(prefix, Field.prefix, in: &block)
        Self.put(Array(repeating: UInt8(ascii: " "), count: Field.checksum.length), Field.checksum, in: &block)
        let sum = block.reduce(0) { $0 + Int64($1) }
        // Six octal digits, a NUL and a space: as every tar writes it.
        var checksum = Self.octal(sum, digits: Field.checksum.length - 2)
        checksum.append(contentsOf: [0, UInt8(ascii: " ")])
        Self.put(checksum, Field.checksum, in: &block)
        return block
    }

    /// Whether `value` fits `field` as octal text (one byte kept for the terminating NUL).
    static func fitsOctal(_ value: Int64, _ field: Field) -> Bool {
        value >= 0 && value < Int64(1) << (3 * (field.length - 1))
    }

    /// The number of zero bytes that pad `size` bytes of data to a whole block.
    static func padding(after size: UInt64) -> Int {
        Int((UInt64(blockSize) - size % UInt64(blockSize)) % UInt64(blockSize))
    }

    // MARK: - Fields

    /// A text field's bytes, up to the first NUL.
    private static func text(_ field: Field, in block: UnsafeRawBufferPointer) -> [UInt8] {
        let bytes = block[field.offset..<field.offset + field.length]
        return Array(bytes.prefix { $0 != 0 })
    }

    /// A number field: octal text (spaces and NULs around it), or base-256.
    private static func number(_ field: Field, in block: UnsafeRawBufferPointer) throws(FSZipError) -> Int64 {
        let bytes = block[field.offset..<field.offset + field.length]
        guard let first = bytes.first else { return 0 }
        if first & base256Positive != 0 {
            // Big-endian two's complement over the whole field, the marker bit included for
            // negative numbers (0xFF) and left out for positive ones (0x80).
            let negative = first == base256Negative
            var value: Int64 = negative ? -1 : 0
            for (index, byte) in bytes.enumerated() {
                let digit = index == 0 && !negative ? byte & ~base256Positive : byte
                guard value >> 55 == (negative ? -1 : 0) else { throw .corrupt("a tar number does not fit 64 bits") }
                value = value << 8 | Int64(digit)
            }
            return value
        }
        var value: Int64 = 0
        var digits = bytes.drop { $0 == UInt8(ascii: " ") || $0 == 0 }
        while let byte = digits.first, byte != UInt8(ascii: " "), byte != 0 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) else {
                throw .corrupt("a tar header holds a number that is not octal")
            }
            value = value << 3 | Int64(byte - UInt8(ascii: "0"))
            digits = digits.dropFirst()
        }
        return value
    }

    private static func put(_ bytes: [UInt8], _ field: Field, in block: inout [UInt8]) {
        for (index, byte) in bytes.prefix(field.length).enumerated() { block[field.offset + index] = byte }
    }

    private static func put(_ value: Int64, _ field: Field, in block: inout [UInt8]) {
        guard !fitsOctal(value, field) else {
            put(octal(value, digits: field.length - 1), field, in: &block)
            return
        }
        var bytes = (0..<field.length).map { UInt8(truncatingIfNeeded: value >> (8 * (field.length - 1 - $0))) }
        bytes[0] = value < 0 ? base256Negative : base256Positive
        put(bytes, field, in: &block)
    }

    /// `value` as `digits` octal digits, zeros in front.
    private static func octal(_ value: Int64, digits: Int) -> [UInt8] {
        let text = String(value, radix: 8)
        return Array(String(repeating: "0", count: max(0, digits - text.count)).utf8) + Array(text.utf8)
    }
}
