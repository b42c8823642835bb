internal import Crypto

/// Runs one of swift-crypto's key readers, naming what was expected when it fails: keys under
/// its 1024-bit floor, or bytes that are not `kind`.
func readRSAKey<Key>(_ kind: String, _ read: () throws -> Key) throws(FSEncryptError) -> Key {
    do {
        return try read()
    } catch CryptoKitError.incorrectParameterSize {
        throw .invalidKeyData("RSA keys shorter than 1024 bits are refused (they can be factored)")
    } catch {
        throw .invalidKeyData("the bytes are not an RSA \(kind)")
    }
}
