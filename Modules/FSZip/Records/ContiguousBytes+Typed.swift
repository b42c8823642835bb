#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ContiguousBytes {
    /// `withUnsafeBytes` for a body that throws only ``FSZipError``, keeping the error's type
    /// (the protocol's method rethrows untyped).
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Result) throws(FSZipError) -> Result {
        let outcome: Swift.Result<Result, FSZipError> = withUnsafeBytes { bytes in
            Swift.Result { () throws(FSZipError) in try body(bytes) }
        }
        return try outcome.get()
    }
}
