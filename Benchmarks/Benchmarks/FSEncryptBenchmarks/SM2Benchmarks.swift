// SM2 against OpenSSL 3's EVP interface in this process, the calls `openssl speed sm2` times:
// EVP_DigestSignInit + EVP_DigestSign (SM3 over Z ‖ M, then the signature) on a 20-byte
// message, EVP_DigestVerifyInit + EVP_DigestVerify, and EVP_PKEY_encrypt of 1 KiB (GM/T 0009
// DER, so both write the same ciphertext shape). Each side uses its own new key.

import Benchmark
import COpenSSL
import FSEncrypt
import Foundation

/// An SM2 key made by OpenSSL, and its signing, verification and encryption.
final class EVPSM2 {
    let key: OpaquePointer
    let digestContext: OpaquePointer

    init?() {
        guard let context = EVP_PKEY_CTX_new_from_name(nil, "SM2", nil) else { return nil }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1, EVP_PKEY_generate(context, &key) == 1, let key,
            let digestContext = EVP_MD_CTX_new()
        else { return nil }
        self.key = key
        self.digestContext = digestContext
    }

    deinit {
        EVP_MD_CTX_free(digestContext)
        EVP_PKEY_free(key)
    }

    func sign(_ message: [UInt8]) -> [UInt8] {
        var signature = [UInt8](repeating: 0, count: 80)
        var length = signature.count
        EVP_DigestSignInit(digestContext, nil, EVP_sm3(), nil, key)
        EVP_DigestSign(digestContext, &signature, &length, message, message.count)
        return Array(signature.prefix(length))
    }

    func verify(_ signature: [UInt8], _ message: [UInt8]) -> Bool {
        EVP_DigestVerifyInit(digestContext, nil, EVP_sm3(), nil, key)
        return EVP_DigestVerify(digestContext, signature, signature.count, message, message.count) == 1
    }

    func encrypt(_ message: [UInt8]) -> [UInt8] {
        guard let context = EVP_PKEY_CTX_new(key, nil) else { return [] }
        defer { EVP_PKEY_CTX_free(context) }
        var output = [UInt8](repeating: 0, count: message.count + 128)
        var length = output.count
        EVP_PKEY_encrypt_init(context)
        EVP_PKEY_encrypt(context, &output, &length, message, message.count)
        return Array(output.prefix(length))
    }
}

func sm2Cases() {
    let message = randomBytes(20)
    let kibibyte = randomBytes(1024)
    let ours = FSSM2PrivateKey()
    let theirs = EVPSM2()
    Benchmark("SM2 sign, 20 bytes · FSSM2PrivateKey") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ours.signature(for: message)) }
    }
    Benchmark("SM2 sign, 20 bytes · OpenSSL EVP_DigestSign") { benchmark in
        guard let theirs else { return }
        for _ in benchmark.scaledIterations { blackHole(theirs.sign(message)) }
    }
    let ourSignature = try? ours.signature(for: message)
    Benchmark("SM2 verify, 20 bytes · FSSM2PublicKey") { benchmark in
        guard let ourSignature else { return }
        for _ in benchmark.scaledIterations { blackHole(ours.publicKey.isValidSignature(ourSignature, for: message)) }
    }
    let theirSignature = theirs?.sign(message) ?? []
    Benchmark("SM2 verify, 20 bytes · OpenSSL EVP_DigestVerify") { benchmark in
        guard let theirs else { return }
        for _ in benchmark.scaledIterations { blackHole(theirs.verify(theirSignature, message)) }
    }
    Benchmark("SM2 encrypt, 1 KiB · FSSM2PublicKey") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ours.publicKey.encrypt(kibibyte, format: .der)) }
    }
    Benchmark("SM2 encrypt, 1 KiB · OpenSSL EVP_PKEY_encrypt") { benchmark in
        guard let theirs else { return }
        for _ in benchmark.scaledIterations { blackHole(theirs.encrypt(kibibyte)) }
    }
}
