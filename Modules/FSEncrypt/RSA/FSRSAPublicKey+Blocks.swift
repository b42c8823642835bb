#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Data of any length, block by block, as Java backends send it (分段加密).
extension FSRSAPublicKey {
    /// Encrypts `message` of any length as Java's `RSAUtils` loops do: the message cut into
    /// pieces of ``maximumMessageByteCount(padding:)`` bytes (245 for a 2048-bit key with
    /// PKCS #1 v1.5), each encrypted on its own, the blocks concatenated. An empty message
    /// gives empty output, as the loop does.
    ///
    /// ```swift
    /// let body = try serverKey.encryptInBlocks(Data(json.utf8), padding: .pkcs1)
    /// request.httpBody = Data(FSTextEncoding.base64.encode(body).utf8)
    /// ```
    ///
    /// Each block is independent: an attacker can drop, reorder or repeat blocks undetected.
    /// For new protocols encrypt with ``FSAESGCM`` under a random key and encrypt that key
    /// with RSA.
    public func encryptInBlocks(
        _ message: some DataProtocol, padding: FSRSAEncryptionPadding
    ) throws(FSEncryptError)
        -> Data
    {
        var output = Data()
        for piece in RSABlockEncoding.pieces(Array(message), of: maximumMessageByteCount(padding: padding)) {
            output += try encrypt(piece, padding: padding)
        }
        return output
    }

    /// Decrypts what a private key "encrypted" (``FSRSAPrivateKey/privateEncrypt(_:)``,
    /// OpenSSL's `RSA_private_encrypt`, Java's `Cipher` in `ENCRYPT_MODE` with a private key):
    /// each block raised to the public exponent and its PKCS #1 type-1 padding removed, the
    /// messages concatenated.
    ///
    /// This is an interoperability feature for backends that send data this way, not a
    /// signature check: it proves the data came from the private key's holder, but the
    /// message is not hashed, and anyone with the public key reads it. To check a signature,
    /// use ``isValidSignature(_:for:digest:padding:saltLength:)``.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when the ciphertext is not a whole
    ///   number of blocks as long as the modulus; ``FSEncryptError/Code/decryptionFailed`` when
    ///   a block is not a type-1 block under this key.
    public func publicDecrypt(_ ciphertext: some DataProtocol) throws(FSEncryptError) -> Data {
        var output = Data()
        for block in try RSABlockEncoding.blocks(Array(ciphertext), bitCount: bitCount) {
            guard let block = publicOperation(Array(block)), let message = RSABlockEncoding.privateDecode(block) else {
                throw .decryptionFailed
            }
            output += message
        }
        return output
    }
}
