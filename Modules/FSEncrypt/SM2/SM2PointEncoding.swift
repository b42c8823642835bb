/// Points as bytes (SEC 1 §2.3.3, §2.3.4): 04 ‖ x ‖ y uncompressed, 02 or 03 ‖ x compressed
/// (the prefix says whether y is even or odd), and x ‖ y without a prefix as many Java and
/// JavaScript backends send public keys and C1.
enum SM2PointEncoding {
    static let uncompressedPrefix: UInt8 = 0x04
    static let evenPrefix: UInt8 = 0x02
    static let oddPrefix: UInt8 = 0x03
    /// x ‖ y.
    static let coordinatesByteCount = 2 * UInt256.byteCount

    /// 04 ‖ x ‖ y.
    static func uncompressed(_ point: (x: UInt256, y: UInt256)) -> [UInt8] {
        [uncompressedPrefix] + point.x.bigEndianBytes + point.y.bigEndianBytes
    }

    /// 02 or 03 ‖ x.
    static func compressed(_ point: (x: UInt256, y: UInt256)) -> [UInt8] {
        [point.y.w0 & 1 == 0 ? evenPrefix : oddPrefix] + point.x.bigEndianBytes
    }

    /// The point `bytes` encode in any of the three forms, checked to be on the curve.
    static func point(_ bytes: some Collection<UInt8>) -> SM2Point? {
        let bytes = Array(bytes)
        switch (bytes.count, bytes.first) {
        case (coordinatesByteCount + 1, uncompressedPrefix):
            return coordinates(bytes[1...])
        case (coordinatesByteCount, _):
            return coordinates(bytes[...])
        case (UInt256.byteCount + 1, evenPrefix), (UInt256.byteCount + 1, oddPrefix):
            return SM2Point(checkingX: UInt256(bigEndian: bytes.dropFirst()), yIsOdd: bytes[0] == oddPrefix)
        default:
            return nil
        }
    }

    /// The point at the start of a ciphertext and how many bytes it took. With 04 and without
    /// are told apart by which reading lies on the curve (a wrong reading does with
    /// probability about 2⁻²⁵⁶); a compressed point is tried last, since half of all x
    /// values have one.
    static func leadingPoint(of bytes: [UInt8]) -> (SM2Point, Int)? {
        if bytes.first == uncompressedPrefix, bytes.count > coordinatesByteCount,
            let point = coordinates(bytes[1...coordinatesByteCount])
        {
            return (point, coordinatesByteCount + 1)
        }
        if bytes.count >= coordinatesByteCount, let point = coordinates(bytes[..<coordinatesByteCount]) {
            return (point, coordinatesByteCount)
        }
        if bytes.count > UInt256.byteCount, bytes[0] == evenPrefix || bytes[0] == oddPrefix,
            let point = SM2Point(
                checkingX: UInt256(bigEndian: bytes[1...UInt256.byteCount]), yIsOdd: bytes[0] == oddPrefix)
        {
            return (point, UInt256.byteCount + 1)
        }
        return nil
    }

    /// x ‖ y, checked.
    private static func coordinates(_ bytes: ArraySlice<UInt8>) -> SM2Point? {
        let middle = bytes.startIndex + UInt256.byteCount
        return SM2Point(checkingX: UInt256(bigEndian: bytes[..<middle]), y: UInt256(bigEndian: bytes[middle...]))
    }
}
