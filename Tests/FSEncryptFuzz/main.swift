// libFuzzer target for FSEncrypt's readers of outside input: hex and Base64 text, and
// decryption of any bytes in every algorithm (SM4 included), mode and padding, whole and in
// pieces, and AES-GCM and SM4-GCM. Any input gives a value or a typed error, and these properties hold:
// - decoded text encodes back to text that decodes to the same bytes (hex: to the same text
//   in lowercase);
// - decrypting random ciphertext fails only as invalidLength or decryptionFailed, the
//   streaming decryptor gives exactly what the one-shot call gives, and a ciphertext that
//   decrypts under a deterministic padding is exactly what encrypting its plaintext gives —
//   so unpadding accepts the valid paddings and nothing else;
// - random GCM input, AES or SM4, never opens (that would be a forged tag);
// - RSA key text (PEM, bare Base64) and DER read as a key or fail as invalidKeyData or
//   unsupported, and a key that reads writes PEM that reads back as the same key;
// - OpenSSL's enc format (bytes and Base64 text) decrypts or fails as invalidLength,
//   invalidEncoding or decryptionFailed, and every length argument, extreme ones included,
//   is a value or a typed error;
// - SM2 keys (PEM, DER, raw) read as a key or fail as invalidKeyData, invalidEncoding or
//   unsupported, and a key that reads writes its forms back to the same key; a signature
//   reads (DER: only if re-encoding gives the same bytes, so only strict DER) or fails as
//   invalidSignature, and random signatures never verify; random ciphertext in every layout
//   fails as invalidLength or decryptionFailed, never decrypts.
// Built and run by `Scripts/fuzz FSEncrypt`.

import FSEncrypt

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    switch input.choice(6) {
    case 0: decoding(&input)
    case 1: decryption(&input)
    case 2: gcm(&input)
    case 3: openSSLFormat(&input)
    case 4: rsaKey(&input)
    default: sm2(&input)
    }
    return 0
}

private func decoding(_ input: inout FuzzInput) {
    let encoding = FSTextEncoding.allCases[input.choice(FSTextEncoding.allCases.count)]
    let text = input.text()
    guard let bytes = try? encoding.decode(text) else { return }
    let again = encoding.encode(bytes)
    if (try? encoding.decode(again)) != bytes { violated("\(encoding): \(text.debugDescription) does not round-trip") }
    if encoding == .hex, again != text.lowercased() { violated("hex \(text.debugDescription) re-encodes as \(again)") }
}

private func decryption(_ input: inout FuzzInput) {
    let algorithm = FSCipherAlgorithm.allCases[input.choice(FSCipherAlgorithm.allCases.count)]
    let ivBytes = (0..<algorithm.blockByteCount).map { _ in input.byte() }
    let ivPolicy = [FSIV.random, .zero, .bytes(ivBytes)][input.choice(3)]
    let modes: [FSCipherMode] =
        algorithm.blockByteCount == 16
        ? [.ecb, .cbc(iv: ivPolicy), .ctr(iv: ivPolicy), .cfb(iv: ivPolicy), .cfb8(iv: ivPolicy), .ofb(iv: ivPolicy)]
        : [.ecb, .cbc(iv: ivPolicy)]
    let mode = modes[input.choice(modes.count)]
    let padding = mode.isStream ? nil : FSPadding.allCases[input.choice(FSPadding.allCases.count)]
    let key = (0..<algorithm.keyByteCount).map { _ in input.byte() }
    let split = input.choice(64)
    let ciphertext = input.rest()
    guard let cipher = try? FSCipher(algorithm, mode: mode, padding: padding, key: key) else {
        violated("\(algorithm) \(mode) \(String(describing: padding)) refused a key of the right length")
    }
    let whole: Result<Data, FSEncryptError>
    do throws(FSEncryptError) { whole = .success(try cipher.decrypt(ciphertext)) } catch { whole = .failure(error) }
    if case .failure(let error) = whole, error.code != .invalidLength && error.code != .decryptionFailed {
        violated("decryption failed with \(error.code): \(error)")
    }
    var decryptor = cipher.makeDecryptor()
    let streamed: Result<Data, FSEncryptError>
    do throws(FSEncryptError) {
        var output = try decryptor.update(ciphertext.prefix(split))
        output += try decryptor.update(ciphertext.dropFirst(split))
        output += try decryptor.finish()
        streamed = .success(output)
    } catch {
        streamed = .failure(error)
    }
    switch (whole, streamed) {
    case (.success(let a), .success(let b)) where a == b: break
    case (.failure(let a), .failure(let b)) where a.code == b.code: break
    default: violated("one-shot \(whole) and streamed \(streamed) decryption differ")
    }
    // Only valid paddings are accepted: re-encrypting gives the ciphertext back.
    guard case .success(let plaintext) = whole, padding != .zero, padding != .iso10126 else { return }
    // A random IV was read from the front: encrypt again with that IV given.
    let ivLength = mode.iv == .random ? algorithm.blockByteCount : 0
    let iv = FSIV.bytes(Array(ciphertext.prefix(ivLength)))
    let sameMode: FSCipherMode =
        switch mode {
        case .ecb: .ecb
        case .cbc: .cbc(iv: mode.iv == .random ? iv : ivPolicy)
        case .ctr: .ctr(iv: mode.iv == .random ? iv : ivPolicy)
        case .cfb: .cfb(iv: mode.iv == .random ? iv : ivPolicy)
        case .cfb8: .cfb8(iv: mode.iv == .random ? iv : ivPolicy)
        case .ofb: .ofb(iv: mode.iv == .random ? iv : ivPolicy)
        }
    let again = try? FSCipher(algorithm, mode: sameMode, padding: padding, key: key).encrypt(plaintext)
    if again.map(Array.init) != Array(ciphertext.dropFirst(ivLength)) {
        violated(
            "\(algorithm) \(mode) \(String(describing: padding)): a ciphertext decrypted that encryption never gives")
    }
}

private func gcm(_ input: inout FuzzInput) {
    let sm4 = input.choice(2) == 0
    let key = (0..<(sm4 ? 16 : [16, 24, 32][input.choice(3)])).map { _ in input.byte() }
    // Now and then a length no buffer has.
    let extremes = [Int.max, Int.min, -1, Int.max / 2]
    let nonceLength = input.choice(8) == 0 ? extremes[input.choice(extremes.count)] : input.choice(40)
    let tagLength = input.choice(8) == 0 ? extremes[input.choice(extremes.count)] : input.choice(20)
    let aadLength = input.choice(20)
    let aad = (0..<aadLength).map { _ in input.byte() }
    let rest = input.rest()
    let open: (FSSealedBox) throws(FSEncryptError) -> Data
    if sm4 {
        guard let gcm = try? FSSM4GCM(key: key) else { violated("SM4-GCM refused a key of 16 bytes") }
        open = { box throws(FSEncryptError) in try gcm.open(box, authenticating: aad) }
    } else {
        guard let gcm = try? FSAESGCM(key: key) else { violated("AES-GCM refused a key of \(key.count) bytes") }
        open = { box throws(FSEncryptError) in try gcm.open(box, authenticating: aad) }
    }
    guard let box = try? FSSealedBox(combined: rest, nonceLength: nonceLength, tagLength: tagLength) else { return }
    do throws(FSEncryptError) {
        _ = try open(box)
        violated("random bytes opened under \(sm4 ? "SM4" : "AES")-GCM: a forged tag")
    } catch {
        if ![.decryptionFailed, .invalidIV, .invalidArgument].contains(error.code) {
            violated("GCM failed with \(error.code): \(error)")
        }
    }
    if !sm4, (try? FSAESGCM.open(rest, key: key.count == 32 ? key : [UInt8](repeating: 0, count: 32))) != nil {
        violated("random bytes opened under AES-256-GCM")
    }
}

private func openSSLFormat(_ input: inout FuzzInput) {
    let modes = FSOpenSSLFormat.Mode.allCases
    let algorithm = [FSCipherAlgorithm.aes128, .aes256, .tripleDES, .sm4][input.choice(4)]
    let mode = algorithm == .tripleDES ? FSOpenSSLFormat.Mode.cbc : modes[input.choice(modes.count)]
    let digest = FSDigest.allCases[input.choice(FSDigest.allCases.count)]
    let derivation: FSOpenSSLFormat.KeyDerivation =
        input.choice(2) == 0 ? .bytesToKey(digest) : .pbkdf2(digest, iterations: input.choice(3))
    let format = FSOpenSSLFormat(algorithm, mode: mode, keyDerivation: derivation)
    let password = (0..<input.choice(12)).map { _ in input.byte() }
    let asText = input.choice(2) == 0
    let bytes = input.rest()
    do throws(FSEncryptError) {
        if asText {
            _ = try format.decryptText(
                String(decoding: bytes, as: UTF8.self), password: String(decoding: password, as: UTF8.self))
        } else {
            _ = try format.decrypt(bytes, password: password)
        }
    } catch {
        if ![.invalidLength, .invalidEncoding, .decryptionFailed, .invalidKey].contains(error.code) {
            violated("OpenSSL's format failed with \(error.code): \(error)")
        }
    }
    // PBKDF2's own lengths, extreme ones included.
    let byteCount = [Int.max, Int.min, 0, -1, 1, 64][input.choice(6)]
    do throws(FSEncryptError) {
        _ = try digest.pbkdf2(password: password, salt: [1], iterations: 1, byteCount: byteCount)
    } catch {
        if error.code != .invalidKey { violated("PBKDF2 failed with \(error.code): \(error)") }
    }
}

private func rsaKey(_ input: inout FuzzInput) {
    let asText = input.choice(2) == 0
    let wantsPrivate = input.choice(2) == 0
    let bytes = input.rest()
    do throws(FSEncryptError) {
        let text = String(decoding: bytes, as: UTF8.self)
        if wantsPrivate {
            let key = try asText ? FSRSAPrivateKey(pem: text) : FSRSAPrivateKey(der: bytes)
            if (try? FSRSAPrivateKey(pem: key.pemRepresentation))?.derRepresentation != key.derRepresentation {
                violated("a private key does not read back from its own PEM")
            }
        } else {
            let key = try asText ? FSRSAPublicKey(pem: text) : FSRSAPublicKey(der: bytes)
            if (try? FSRSAPublicKey(pem: key.pkcs1PEMRepresentation)) != key {
                violated("a public key does not read back from its own PKCS#1 PEM")
            }
        }
    } catch {
        if error.code != .invalidKeyData && error.code != .unsupported {
            violated("reading an RSA key failed with \(error.code): \(error)")
        }
    }
}

/// The standard's example key (GB/T 32918.5), fixed so that runs are reproducible.
private let sm2Key = try? FSSM2PrivateKey(hex: "3945208F7B2144B13F36E38AC6D39F95889393692860B51A42FB81EF4DF7C5B8")

private func sm2(_ input: inout FuzzInput) {
    guard let sm2Key else { violated("the standard's example SM2 key does not read") }
    let which = input.choice(4)
    let shape = input.choice(3)
    let bytes = input.rest()
    let text = String(decoding: bytes, as: UTF8.self)
    do throws(FSEncryptError) {
        switch which {
        case 0:
            let key =
                try shape == 0
                ? FSSM2PrivateKey(pem: text)
                : shape == 1 ? FSSM2PrivateKey(der: bytes) : FSSM2PrivateKey(rawRepresentation: bytes)
            let forms = [
                try? FSSM2PrivateKey(pem: key.pemRepresentation), try? FSSM2PrivateKey(pem: key.sec1PEMRepresentation),
                try? FSSM2PrivateKey(rawRepresentation: key.rawRepresentation),
            ]
            if forms.contains(where: { $0?.rawRepresentation != key.rawRepresentation }) {
                violated("an SM2 private key does not read back from its own forms")
            }
        case 1:
            let key =
                try shape == 0
                ? FSSM2PublicKey(pem: text)
                : shape == 1 ? FSSM2PublicKey(der: bytes) : FSSM2PublicKey(rawRepresentation: bytes)
            if (try? FSSM2PublicKey(pem: key.pemRepresentation)) != key
                || (try? FSSM2PublicKey(rawRepresentation: key.compressedRepresentation)) != key
            {
                violated("an SM2 public key does not read back from its own forms")
            }
        case 2:
            let signature =
                try shape == 0 ? FSSM2Signature(derRepresentation: bytes) : FSSM2Signature(rawRepresentation: bytes)
            if shape == 0, Array(signature.derRepresentation) != bytes { violated("non-DER signature bytes were read") }
            if sm2Key.publicKey.isValidSignature(signature, for: bytes) { violated("a random signature verified") }
        default:
            let format = [FSSM2CiphertextFormat.c1c3c2, .c1c2c3, .der][shape]
            _ = try sm2Key.decrypt(bytes, format: format)
            violated("random bytes decrypted under SM2 (\(format))")
        }
    } catch {
        let expected: [FSEncryptError.Code] =
            switch which {
            case 0, 1: [.invalidKeyData, .invalidEncoding, .unsupported]
            case 2: [.invalidSignature]
            default: [.invalidLength, .decryptionFailed]
            }
        if !expected.contains(error.code) { violated("SM2 failed with \(error.code): \(error)") }
    }
}
