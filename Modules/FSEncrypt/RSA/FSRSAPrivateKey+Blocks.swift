#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Data of any length, block by block, as Java backends send it (分段加密).
extension FSRSAPrivateKey {
    /// Decrypts what ``FSRSAPublicKey/encryptInBlocks(_:padding:)`` or a Java `RSAUtils` loop
    /// wrote: blocks as long as the modulus, each decrypted on its own, the messages
    /// concatenated.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when the ciphertext is not a whole
    ///   number of blocks; ``FSEncryptError/Code/decryptionFailed`` when any block fails, one
    ///   error for every cause.
    public func decryptInBlocks(
        _ ciphertext: some DataProtocol, padding: FSRSAEncryptionPadding
    ) throws(FSEncryptError)
        -> Data
    {
        var output = Data()
        for block in try RSABlockEncoding.blocks(Array(ciphertext), bitCount: bitCount) {
            output += try decrypt(block, padding: padding)
        }
        return output
    }

    /// "Encrypts" `message` of any length with the private key, as OpenSSL's
    /// `RSA_private_encrypt`, `openssl pkeyutl -sign` without a digest, and Java's `Cipher`
    /// in `ENCRYPT_MODE` with a private key do: pieces of up to k − 11 bytes (k the modulus
    /// length), each padded with PKCS #1 type 1 (00 01 FF … 00) and raised to the private
    /// exponent, the blocks concatenated. ``FSRSAPublicKey/publicDecrypt(_:)`` reverses it.
    ///
    /// This is an interoperability feature for backends that expect data this way, **not a
    /// signature scheme and not encryption**: anyone with the public key reads the message,
    /// and nothing binds the blocks together. To sign, use ``signature(for:digest:padding:saltLength:)``;
    /// to keep data secret, encrypt with the recipient's public key.
    ///
    /// ```swift
    /// let token = try appKey.privateEncrypt(Data(#"{"uid":42}"#.utf8))
    /// // the server: Cipher.getInstance("RSA/ECB/PKCS1Padding") with the public key, DECRYPT_MODE
    /// ```
    ///
    /// - Throws: ``FSEncryptError/Code/invalidArgument`` when the private operation fails.
    public func privateEncrypt(_ message: some DataProtocol) throws(FSEncryptError) -> Data {
        let blockByteCount = (bitCount + 7) / 8
        var output = Data()
        for piece in RSABlockEncoding.pieces(Array(message), of: blockByteCount - FSRSAEncryptionPadding.pkcs1.overhead)
        {
            guard let result = privateOperation(RSABlockEncoding.privateEncode(piece, count: blockByteCount)) else {
                throw .invalidArgument("the RSA private-key operation failed")
            }
            output += result
        }
        return output
    }
}
