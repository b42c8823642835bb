#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Encrypts or decrypts a message given a piece at a time, holding at most a block or two
/// of it: for files and streams of any size.
///
/// Each ``update(_:)`` returns the output it can already give; ``finish()`` returns the rest
/// and checks the padding. The output is the same bytes ``FSCipher`` gives for the whole
/// message at once.
///
/// ```swift
/// var encryptor = cipher.makeEncryptor()
/// for chunk in chunks { try output.write(encryptor.update(chunk)) }
/// try output.write(encryptor.finish())
/// ```
public struct FSCryptor: Sendable {
    private let cipher: FSCipher
    private let encrypting: Bool
    /// `nil` until the IV is known: a random IV is read from the front of the ciphertext.
    private var engine: (any CipherEngine)?
    /// Input not yet processed: part of a block, and when decrypting a padded message, the
    /// last whole block, whose padding only ``finish()`` may remove.
    private var pending = Data()
    private var received = 0
    private var finished = false

    init(cipher: FSCipher, encrypting: Bool) {
        self.cipher = cipher
        self.encrypting = encrypting
    }

    /// Takes the next piece of the message and returns the output it completes.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidArgument`` after ``finish()``.
    public mutating func update(_ piece: some DataProtocol) throws(FSEncryptError) -> Data {
        guard !finished else { throw .invalidArgument("the cryptor has finished; make a new one") }
        received += piece.count
        pending.append(contentsOf: piece)
        var output = Data()
        if engine == nil {
            guard let iv = try startingIV(final: false) else { return output }
            engine = cipher.engine(iv: iv, encrypting: encrypting)
            if encrypting && cipher.mode.iv == .random { output.append(contentsOf: iv) }
        }
        let blockSize = cipher.algorithm.blockByteCount
        var ready = pending.count - pending.count % blockSize
        if !encrypting && !cipher.mode.isStream && cipher.padding != .none && ready == pending.count {
            ready -= blockSize
        }
        guard ready > 0 else { return output }
        output.append(try process(pending.prefix(ready)))
        pending = Data(pending.dropFirst(ready))
        return output
    }

    /// Returns the rest of the output: the last blocks with the padding added or removed.
    ///
    /// - Throws: as ``FSCipher``'s `encrypt(_:)` and `decrypt(_:)` do for the whole message.
    public mutating func finish() throws(FSEncryptError) -> Data {
        guard !finished else { throw .invalidArgument("the cryptor has finished; make a new one") }
        finished = true
        var output = Data()
        if engine == nil {
            guard let iv = try startingIV(final: true) else { return output }
            engine = cipher.engine(iv: iv, encrypting: encrypting)
            if encrypting && cipher.mode.iv == .random { output.append(contentsOf: iv) }
        }
        if encrypting {
            if !cipher.mode.isStream {
                pending.append(
                    contentsOf: try cipher.padding.padding(
                        forLength: received, blockSize: cipher.algorithm.blockByteCount))
            }
            output.append(try process(pending))
        } else {
            let ivLength = cipher.mode.iv == .random ? cipher.algorithm.blockByteCount : 0
            try cipher.checkCiphertextLength(received - ivLength)
            var last = try process(pending)
            last.removeLast(try cipher.paddingLength(of: last))
            output.append(last)
        }
        pending = Data()
        return output
    }

    /// The IV to start from, or `nil` while a random IV has not fully arrived.
    private mutating func startingIV(final: Bool) throws(FSEncryptError) -> [UInt8]? {
        guard !encrypting && cipher.mode.iv == .random else { return cipher.startingIV(encrypting: encrypting) }
        let blockSize = cipher.algorithm.blockByteCount
        guard pending.count >= blockSize else {
            if final { throw .invalidLength(received, "shorter than the \(blockSize)-byte IV in front") }
            return nil
        }
        defer { pending = Data(pending.dropFirst(blockSize)) }
        return Array(pending.prefix(blockSize))
    }

    private mutating func process(_ input: some DataProtocol) throws(FSEncryptError) -> Data {
        // Taken out while it runs, so that its state is not copied on write.
        guard var engine else { return Data() }
        self.engine = nil
        defer { self.engine = engine }
        return try engine.process(input)
    }
}
