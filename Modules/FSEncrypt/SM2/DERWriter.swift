/// Writes DER (X.690) elements: definite, shortest lengths.
enum DERWriter {
    /// An element with `tag` around `contents`.
    static func element(_ tag: UInt8, _ contents: [UInt8]) -> [UInt8] {
        var length: [UInt8] = []
        var count = contents.count
        if count < 0x80 {
            length = [UInt8(count)]
        } else {
            while count > 0 {
                length.insert(UInt8(truncatingIfNeeded: count), at: 0)
                count >>= 8
            }
            length.insert(0x80 | UInt8(length.count), at: 0)
        }
        return [tag] + length + contents
    }

    static func sequence(_ elements: [UInt8]...) -> [UInt8] {
        element(DERReader.sequenceTag, elements.flatMap { $0 })
    }

    /// A non-negative INTEGER: no leading zeros, one zero byte where the top bit is set.
    static func integer(_ value: UInt256) -> [UInt8] {
        var magnitude = Array(value.bigEndianBytes.drop { $0 == 0 })
        if magnitude.first.map({ $0 & 0x80 != 0 }) ?? true { magnitude.insert(0, at: 0) }
        return element(DERReader.integerTag, magnitude)
    }

    static func smallInteger(_ value: UInt8) -> [UInt8] { element(DERReader.integerTag, [value]) }

    static func octetString(_ bytes: [UInt8]) -> [UInt8] { element(DERReader.octetStringTag, bytes) }

    /// A BIT STRING of whole bytes.
    static func bitString(_ bytes: [UInt8]) -> [UInt8] { element(DERReader.bitStringTag, [0] + bytes) }
}
