/// The WinZip AES vendor version: whether the entry keeps its CRC-32.
public enum FSZipAESVersion: Int, Hashable, Sendable, CustomStringConvertible {
    /// AE-1: the CRC-32 of the data is stored and checked, as well as the HMAC.
    case ae1 = 1
    /// AE-2: the CRC-32 field is 0; the HMAC alone authenticates the data.
    case ae2 = 2

    /// "AE-1" or "AE-2".
    public var description: String { "AE-\(rawValue)" }
}
