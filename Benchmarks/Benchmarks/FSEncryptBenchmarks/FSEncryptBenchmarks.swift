// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.
//
// The peer is the system OpenSSL's EVP interface, called in this process on the same 16 KiB
// messages — the code and message size `openssl speed -evp <cipher> -bytes 16384` times
// (Scripts/bench also runs that, for comparison with the figures). No padding is
// added on either side, as in `openssl speed`.

import Benchmark
import COpenSSL
import FSEncrypt
import Foundation

/// One 16 KiB message, and how many of them one iteration processes (1 MiB).
let messageSize = 16_384
let batch = 64

/// An OpenSSL cipher context, initialised once and reused as `openssl speed` reuses it.
final class EVPCipher {
    let context: OpaquePointer
    let cipher: OpaquePointer

    init(_ cipher: OpaquePointer?, key: [UInt8], iv: [UInt8], encrypt: Bool) {
        guard let cipher, let context = EVP_CIPHER_CTX_new() else {
            FileHandle.standardError.write(Data("FSEncryptBenchmarks: OpenSSL lacks a cipher\n".utf8))
            exit(2)
        }
        self.cipher = cipher
        self.context = context
        EVP_CipherInit_ex(context, cipher, nil, key, iv.isEmpty ? nil : iv, encrypt ? 1 : 0)
        EVP_CIPHER_CTX_set_padding(context, 0)
    }

    deinit { EVP_CIPHER_CTX_free(context) }

    /// Runs `input` through the context into `output`.
    func update(_ input: [UInt8], into output: inout [UInt8]) {
        var written: Int32 = 0
        EVP_CipherUpdate(context, &output, &written, input, Int32(input.count))
    }

    /// One AES-GCM message: a fresh nonce, the message, the tag.
    func seal(_ input: [UInt8], nonce: [UInt8], into output: inout [UInt8], tag: inout [UInt8]) {
        var written: Int32 = 0
        EVP_EncryptInit_ex(context, nil, nil, nil, nonce)
        EVP_EncryptUpdate(context, &output, &written, input, Int32(input.count))
        EVP_EncryptFinal_ex(context, &output, &written)
        EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, 16, &tag)
    }
}

func randomBytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: 0...255) } }

/// Registers one case: ours through `FSCipher`, theirs through EVP, both over `count` messages
/// of `size` bytes.
func cipherCase(
    _ name: String, _ algorithm: FSCipherAlgorithm, _ mode: (FSIV) -> FSCipherMode, _ evp: OpaquePointer?,
    decrypt: Bool = false, size: Int = messageSize, count: Int = batch
) {
    let key = randomBytes(algorithm.keyByteCount)
    let iv = randomBytes(algorithm.blockByteCount)
    let message = randomBytes(size)
    let fsMode = mode(.bytes(iv))
    let cipher = try? FSCipher(algorithm, mode: fsMode, padding: fsMode.isStream ? nil : FSPadding.none, key: key)
    Benchmark("\(name) · FSCipher") { benchmark in
        guard let cipher else { return }
        for _ in benchmark.scaledIterations {
            for _ in 0..<count {
                blackHole(decrypt ? try cipher.decrypt(message) : try cipher.encrypt(message))
            }
        }
    }
    let peer = EVPCipher(evp, key: key, iv: fsMode == .ecb ? [] : iv, encrypt: !decrypt)
    Benchmark("\(name) · OpenSSL EVP") { benchmark in
        var output = [UInt8](repeating: 0, count: size + 32)
        for _ in benchmark.scaledIterations {
            for _ in 0..<count { peer.update(message, into: &output) }
            blackHole(output)
        }
    }
}

/// Registers one digest case: ours through `FSDigest`, theirs through EVP, over `count`
/// messages of `size` bytes.
func digestCase(_ name: String, _ digest: FSDigest, _ evp: OpaquePointer?, size: Int, count: Int) {
    let message = randomBytes(size)
    Benchmark("\(name) · FSDigest") { benchmark in
        for _ in benchmark.scaledIterations {
            for _ in 0..<count { blackHole(digest.hash(message)) }
        }
    }
    Benchmark("\(name) · OpenSSL EVP") { benchmark in
        var output = [UInt8](repeating: 0, count: 64)
        var length: UInt32 = 0
        for _ in benchmark.scaledIterations {
            for _ in 0..<count { EVP_Digest(message, message.count, &output, &length, evp, nil) }
            blackHole(output)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 200)
    // Single DES lives in OpenSSL 3's legacy provider; loading one provider unloads the
    // implicit default, so both are loaded.
    OSSL_PROVIDER_load(nil, "legacy")
    OSSL_PROVIDER_load(nil, "default")

    sm2Cases()
    cipherCase("AES-128-CBC encrypt, 64 × 16 KiB", .aes128, { .cbc(iv: $0) }, EVP_aes_128_cbc())
    cipherCase("AES-128-CTR, 64 × 16 KiB", .aes128, { .ctr(iv: $0) }, EVP_aes_128_ctr())
    cipherCase("AES-128-ECB encrypt, 64 × 16 KiB", .aes128, { _ in .ecb }, EVP_aes_128_ecb())
    cipherCase("AES-128-ECB decrypt, 64 × 16 KiB", .aes128, { _ in .ecb }, EVP_aes_128_ecb(), decrypt: true)
    cipherCase("DES-CBC encrypt, 64 × 16 KiB", .des, { .cbc(iv: $0) }, EVP_des_cbc())
    cipherCase("3DES-CBC encrypt, 64 × 16 KiB", .tripleDES, { .cbc(iv: $0) }, EVP_des_ede3_cbc())
    // SM4 against OpenSSL's, both in software on this CPU (issue 30's target for CBC: ≥ 0.7×).
    cipherCase("SM4-CBC encrypt, 64 × 16 KiB", .sm4, { .cbc(iv: $0) }, EVP_sm4_cbc())
    cipherCase("SM4-CBC encrypt, 1 MiB", .sm4, { .cbc(iv: $0) }, EVP_sm4_cbc(), size: 1 << 20, count: 1)
    cipherCase("SM4-CBC decrypt, 64 × 16 KiB", .sm4, { .cbc(iv: $0) }, EVP_sm4_cbc(), decrypt: true)
    cipherCase("SM4-CTR, 64 × 16 KiB", .sm4, { .ctr(iv: $0) }, EVP_sm4_ctr())
    cipherCase("SM4-CTR, 1 MiB", .sm4, { .ctr(iv: $0) }, EVP_sm4_ctr(), size: 1 << 20, count: 1)

    let gcmKey = randomBytes(32)
    let message = randomBytes(messageSize)
    let gcm = try? FSAESGCM(key: gcmKey)
    Benchmark("AES-256-GCM seal, 64 × 16 KiB · FSAESGCM") { benchmark in
        guard let gcm else { return }
        for _ in benchmark.scaledIterations {
            for _ in 0..<batch { blackHole(try gcm.seal(message)) }
        }
    }
    let peer = EVPCipher(EVP_aes_256_gcm(), key: gcmKey, iv: randomBytes(12), encrypt: true)
    Benchmark("AES-256-GCM seal, 64 × 16 KiB · OpenSSL EVP") { benchmark in
        var output = [UInt8](repeating: 0, count: messageSize + 16)
        var tag = [UInt8](repeating: 0, count: 16)
        for _ in benchmark.scaledIterations {
            for _ in 0..<batch { peer.seal(message, nonce: randomBytes(12), into: &output, tag: &tag) }
            blackHole(tag)
        }
    }

    // SM4-GCM: OpenSSL 3.0 has no SM4-GCM, so the baseline is its SM4-CTR over the same
    // bytes — GCM is CTR plus GHASH, and the ratio shows what GHASH costs.
    let sm4Key = randomBytes(16)
    let sm4GCM = try? FSSM4GCM(key: sm4Key)
    Benchmark("SM4-GCM seal, 64 × 16 KiB · FSSM4GCM") { benchmark in
        guard let sm4GCM else { return }
        for _ in benchmark.scaledIterations {
            for _ in 0..<batch { blackHole(try sm4GCM.seal(message)) }
        }
    }
    let sm4CTR = EVPCipher(EVP_sm4_ctr(), key: sm4Key, iv: randomBytes(16), encrypt: true)
    Benchmark("SM4-GCM seal, 64 × 16 KiB · OpenSSL EVP SM4-CTR") { benchmark in
        var output = [UInt8](repeating: 0, count: messageSize + 32)
        for _ in benchmark.scaledIterations {
            for _ in 0..<batch { sm4CTR.update(message, into: &output) }
            blackHole(output)
        }
    }

    // SM3 against OpenSSL's software SM3 (issue 30's target: ≥ 0.7×).
    digestCase("SM3, 64 × 16 KiB", .sm3, EVP_sm3(), size: messageSize, count: batch)
    digestCase("SM3, 1 MiB", .sm3, EVP_sm3(), size: 1 << 20, count: 1)
    // The SHA-2 members written out here (swift-crypto lacks them) against OpenSSL's.
    digestCase("SHA-224, 64 × 16 KiB", .sha224, EVP_sha224(), size: messageSize, count: batch)
    digestCase("SHA-512/224, 64 × 16 KiB", .sha512_224, EVP_sha512_224(), size: messageSize, count: batch)
    // The OpenSSL format's key derivation: EVP_BytesToKey(MD5) and PBKDF2-SHA256 with 10,000
    // iterations, against OpenSSL's own (EVP_BytesToKey and PKCS5_PBKDF2_HMAC).
    let password = Array("correct horse battery staple".utf8)
    let salt = randomBytes(8)
    // A derivation takes about a microsecond: a thousand a sample, for a ratio the clock resolves.
    Benchmark("Key and IV × 1000, EVP_BytesToKey(md5) · FSOpenSSLFormat") { benchmark in
        let format = FSOpenSSLFormat(keyDerivation: .bytesToKey(.md5))
        for _ in benchmark.scaledIterations {
            for _ in 0..<1000 { blackHole(try format.keyAndIV(password: password, salt: salt)) }
        }
    }
    Benchmark("Key and IV × 1000, EVP_BytesToKey(md5) · OpenSSL EVP") { benchmark in
        var key = [UInt8](repeating: 0, count: 32)
        var iv = [UInt8](repeating: 0, count: 16)
        for _ in benchmark.scaledIterations {
            for _ in 0..<1000 {
                EVP_BytesToKey(EVP_aes_256_cbc(), EVP_md5(), salt, password, Int32(password.count), 1, &key, &iv)
                blackHole(key)
            }
        }
    }
    Benchmark("Key and IV, PBKDF2(sha256, 10000) · FSOpenSSLFormat") { benchmark in
        let format = FSOpenSSLFormat()
        for _ in benchmark.scaledIterations { blackHole(try format.keyAndIV(password: password, salt: salt)) }
    }
    Benchmark("Key and IV, PBKDF2(sha256, 10000) · OpenSSL EVP") { benchmark in
        var output = [UInt8](repeating: 0, count: 48)
        for _ in benchmark.scaledIterations {
            PKCS5_PBKDF2_HMAC(
                password, Int32(password.count), salt, Int32(salt.count), 10_000, EVP_sha256(), 48, &output)
            blackHole(output)
        }
    }

    // Streaming a 1 GiB file: the peak resident memory is the figure (the bound is
    // 32 MiB); the time is beside `openssl enc` on the same file.
    let work = NSTemporaryDirectory() + "fsencrypt-bench"
    let big = work + "/1GiB.bin"
    let key = randomBytes(32)
    let iv = randomBytes(16)
    Benchmark(
        "Encrypt a 1 GiB file, AES-256-CTR · FSCipher.encryptFile",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, maxDuration: .seconds(60),
            maxIterations: 3,
            setup: { makeFile(big, megabytes: 1024) })
    ) { _ in
        try FSCipher(.aes256, mode: .ctr(iv: .bytes(iv)), key: key).encryptFile(at: big, to: work + "/ours.enc")
    }
    Benchmark(
        "Encrypt a 1 GiB file, AES-256-CTR · openssl enc",
        configuration: .init(
            metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(60), maxIterations: 3,
            setup: { makeFile(big, megabytes: 1024) })
    ) { _ in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        let hex = FSTextEncoding.hex
        process.arguments = [
            "enc", "-aes-256-ctr", "-K", hex.encode(key), "-iv", hex.encode(iv), "-in", big, "-out",
            work + "/theirs.enc",
        ]
        try process.run()
        process.waitUntilExit()
    }
}

/// Writes `megabytes` MiB of random bytes at `path` unless the file is there.
func makeFile(_ path: String, megabytes: Int) {
    guard !FileManager.default.fileExists(atPath: path) else { return }
    try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: path, contents: nil),
        let handle = FileHandle(forWritingAtPath: path)
    else { return }
    let chunk = Data(randomBytes(1 << 20))
    for _ in 0..<megabytes { handle.write(chunk) }
    try? handle.close()
}
