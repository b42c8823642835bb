import ArgumentParser
import Foundation
import FrameworkStruct

/// FSEncrypt's demonstration: the safe default, a legacy backend's form, a digest.
@Sendable func encryptDemo() -> [String] {
    do {
        let key = [UInt8](repeating: 0x2A, count: 32)
        let sealed = try FSAESGCM.seal(Array("attack at dawn".utf8), key: key)
        let opened = String(decoding: try FSAESGCM.open(sealed, key: key), as: UTF8.self)
        let java = try FSCipher(.aes128, mode: .ecb, key: "1234567890123456", policy: .exact)
        return [
            "AES-256-GCM, random nonce:  \(sealed.count) bytes (12 nonce + 14 text + 16 tag) → \"\(opened)\"",
            "Java AES/ECB/PKCS5Padding:  \(FSTextEncoding.base64.encode(try java.encrypt("hello")))",
            "original des(\"hello\", \"12345678\"): \(FSEncryptManager.des("hello", key: "12345678"))",
            "sha256(\"abc\"):             \(FSDigest.sha256.hex("abc"))",
        ]
    } catch {
        return ["failed: \(error)"]
    }
}

/// The options `encrypt` and `decrypt` share: an OpenSSL-style algorithm name, a key, the
/// legacy forms' mode, padding and IV, and where the data comes from and goes.
struct CipherOptions: ParsableArguments {
    @Option(
        help:
            "aes-128|192|256, sm4, des, des-ede, des-ede3, with a mode suffix: aes-256-gcm (default; aes-256-cbc with --pass), aes-128-cbc, sm4-cbc, sm4-gcm, des-ecb."
    )
    var alg: String?

    /// The block cipher modes `--alg` and `--mode` name.
    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case ecb, cbc, ctr, cfb, cfb8, ofb, gcm
    }

    @Option(help: "The mode when --alg names none.")
    var mode: Mode?

    @Option(help: "ECB and CBC padding (default: pkcs7).")
    var padding: FSPadding?

    @Option(help: "The key in hex.")
    var keyHex: String?

    @Option(help: "The key as text (UTF-8); with --key-policy zero-padded, padded or cut to size as PHP does.")
    var key: String?

    /// How a `--key` text becomes a key.
    enum KeyPolicy: String, ExpressibleByArgument, CaseIterable {
        case exact
        case zeroPadded = "zero-padded"

        var policy: FSKeyPolicy { self == .exact ? .exact : .zeroPadded }
    }

    @Option(
        help: "How a --key text becomes a key: its UTF-8 bytes exactly, or zero-padded and cut to size as PHP does.")
    var keyPolicy = KeyPolicy.exact

    @Option(help: "The IV in hex (CBC, CTR, CFB). Without it a random IV is written before the ciphertext.")
    var ivHex: String?

    @Option(name: .customLong("in"), help: "The file to read (instead of a text argument); - for standard input.")
    var input: String?

    @Option(name: .customLong("out"), help: "The file to write, atomically (instead of standard output).")
    var output: String?

    @Option(help: "How ciphertext is written as text on the command line.")
    var encoding = FSTextEncoding.base64

    @Option(
        help:
            "A password: OpenSSL's enc format (Salted__, a salt, key and IV from the password), as openssl enc -pass pass:… writes and reads it."
    )
    var pass: String?

    @Option(help: "With --pass: the key derivation's digest (default sha256; md5 for OpenSSL 1.0 and CryptoJS).")
    var md: FSDigest?

    @Flag(help: "With --pass: derive the key with PBKDF2, as openssl enc -pbkdf2.")
    var pbkdf2 = false

    @Option(help: "With --pbkdf2: the iterations (default 10000, as OpenSSL).")
    var iter: Int?

    @Flag(
        name: .customShort("a"),
        help:
            "With --pass: Base64 with a line break every 64 characters, as openssl enc -a (else the bytes themselves).")
    var base64 = false

    @Argument(help: "The text to encrypt, or the encoded ciphertext to decrypt, when --in is not given.")
    var text: String?

    func validate() throws {
        _ = try plan()
        guard (input == nil) != (text == nil) else { throw ValidationError("give either --in FILE or a text argument") }
        guard [key, keyHex, pass].compactMap({ $0 }).count == 1 else {
            throw ValidationError("give one of --key, --key-hex or --pass")
        }
        if pass == nil && (md != nil || pbkdf2 || iter != nil || base64) {
            throw ValidationError("--md, --pbkdf2, --iter and -a go with --pass")
        }
        if iter != nil && !pbkdf2 { throw ValidationError("--iter goes with --pbkdf2") }
        if pass != nil && (ivHex != nil || padding != nil) {
            throw ValidationError("with --pass the IV comes from the password, and the padding is PKCS #7")
        }
    }

    /// The algorithm and mode --alg and --mode give, or a usage error.
    func plan() throws -> (algorithm: FSCipherAlgorithm, mode: Mode) {
        let alg = alg ?? (pass == nil ? "aes-256-gcm" : "aes-256-cbc")
        var name = alg.lowercased()
        var mode = mode
        if let suffix = Mode.allCases.first(where: { name.hasSuffix("-" + $0.rawValue) }) {
            name.removeLast(suffix.rawValue.count + 1)
            mode = mode ?? suffix
        }
        guard let algorithm = FSCipherAlgorithm(rawValue: name) else { throw ValidationError("unknown --alg \(alg)") }
        guard let mode else { throw ValidationError("name a mode: --alg \(name)-cbc or --mode") }
        if mode == .gcm && algorithm.blockByteCount != 16 {
            throw ValidationError("GCM needs AES or SM4, not \(algorithm)")
        }
        if mode == .gcm && (padding != nil || ivHex != nil) {
            throw ValidationError("GCM takes no --padding or --iv-hex (its nonce is random and written in front)")
        }
        return (algorithm, mode)
    }

    /// Runs the cipher the options describe over the input and writes the output.
    func run(encrypting: Bool) throws {
        let (algorithm, mode) = try plan()
        if let pass { return try runOpenSSLFormat(algorithm, mode, password: pass, encrypting: encrypting) }
        let keyBytes: [UInt8]
        if let keyHex {
            keyBytes = Array(try FSTextEncoding.hex.decode(keyHex))
        } else {
            keyBytes = try keyPolicy.policy.key(from: key ?? "", for: algorithm)
        }
        let data: Data
        if let read = try inputData() {
            data = read
        } else {
            data = encrypting ? Data((text ?? "").utf8) : try encoding.decode(text ?? "")
        }
        let result: Data
        if mode == .gcm {
            guard keyBytes.count == algorithm.keyByteCount else {
                throw FSEncryptError.invalidKey(
                    length: keyBytes.count, expected: "\(algorithm) takes \(algorithm.keyByteCount)")
            }
            if algorithm == .sm4 {
                let gcm = try FSSM4GCM(key: keyBytes)
                result = encrypting ? try gcm.seal(data).combined : try gcm.open(FSSealedBox(combined: data))
            } else {
                let gcm = try FSAESGCM(key: keyBytes)
                result = encrypting ? try gcm.seal(data).combined : try gcm.open(FSSealedBox(combined: data))
            }
        } else {
            let iv = try ivHex.map { FSIV.bytes(Array(try FSTextEncoding.hex.decode($0))) } ?? .random
            let cipherMode: FSCipherMode =
                switch mode {
                case .ecb: .ecb
                case .cbc: .cbc(iv: iv)
                case .ctr: .ctr(iv: iv)
                case .cfb, .gcm: .cfb(iv: iv)
                case .cfb8: .cfb8(iv: iv)
                case .ofb: .ofb(iv: iv)
                }
            let cipher = try FSCipher(algorithm, mode: cipherMode, padding: padding, key: keyBytes)
            if let input, input != "-", let output {
                // Large files stream with bounded memory.
                return try encrypting
                    ? cipher.encryptFile(at: input, to: output) : cipher.decryptFile(at: input, to: output)
            }
            result = try encrypting ? cipher.encrypt(data) : cipher.decrypt(data)
        }
        if let output {
            try result.write(to: URL(fileURLWithPath: output), options: .atomic)
        } else if input == nil || encrypting {
            print(encrypting ? encoding.encode(result) : String(decoding: result, as: UTF8.self))
        } else {
            FileHandle.standardOutput.write(result)
        }
    }
}

extension CipherOptions {
    /// What `--in` names: a file's bytes, or standard input's for `-`; `nil` without `--in`.
    fileprivate func inputData() throws -> Data? {
        guard let input else { return nil }
        return input == "-"
            ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: input))
    }

    /// `--pass`: OpenSSL's enc format, as `openssl enc [-d] -<alg> [-md …] [-pbkdf2 [-iter N]] [-a]`.
    fileprivate func runOpenSSLFormat(
        _ algorithm: FSCipherAlgorithm, _ mode: Mode, password: String, encrypting: Bool
    ) throws {
        guard let formatMode = FSOpenSSLFormat.Mode(rawValue: mode.rawValue) else {
            throw ValidationError("openssl enc has no \(mode.rawValue) mode")
        }
        let digest = md ?? .sha256
        let format = FSOpenSSLFormat(
            algorithm, mode: formatMode,
            keyDerivation: pbkdf2 ? .pbkdf2(digest, iterations: iter ?? 10_000) : .bytesToKey(digest))
        var data = try inputData() ?? Data((text ?? "").utf8)
        if !encrypting && base64 {
            data = try FSOpenSSLFormat.data(fromBase64Lines: String(decoding: data, as: UTF8.self))
        }
        var result =
            encrypting
            ? try format.encrypt(data, password: Array(password.utf8))
            : try format.decrypt(data, password: Array(password.utf8))
        if encrypting && base64 { result = Data(FSOpenSSLFormat.base64Lines(result).utf8) }
        if let output {
            try result.write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            FileHandle.standardOutput.write(result)
        }
    }
}

struct Encrypt: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Encrypts a file or a text (FSEncrypt); AES-256-GCM with a random nonce unless told otherwise.",
        discussion: """
            Examples:
              fstool encrypt --key-hex $(openssl rand -hex 32) --in notes.txt --out notes.enc
              fstool encrypt --alg aes-128-ecb --key 1234567890123456 hello        (Java AES/ECB/PKCS5Padding)
              fstool encrypt --alg aes-256-cbc --key secret --key-policy zero-padded --iv-hex 00…00 hello
            """)

    @OptionGroup var options: CipherOptions

    func run() throws { try options.run(encrypting: true) }
}

struct Decrypt: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decrypts what `fstool encrypt` (or a peer with the same algorithm, mode and padding) wrote.",
        discussion: "Example: fstool decrypt --alg aes-128-ecb --key 1234567890123456 'xxxx…=='")

    @OptionGroup var options: CipherOptions

    func run() throws { try options.run(encrypting: false) }
}

struct DES: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "des",
        abstract: "The original EncryptManager.des: lowercase hex of DES-ECB/PKCS#7, the key zero-padded to 8 bytes.",
        discussion: "Examples: fstool des hello --key 12345678; fstool des --decrypt 3d1f… --key 12345678")

    @Argument(help: "The text to encrypt, or the hex to decrypt with --decrypt.")
    var text: String

    @Option(help: "The key text (its UTF-8 bytes, zero-padded or cut to 8).")
    var key: String

    @Flag(help: "Decrypt hex instead.")
    var decrypt = false

    func run() throws {
        print(decrypt ? try FSEncryptManager.desDecrypt(text, key: key) : FSEncryptManager.des(text, key: key))
    }
}

struct RSACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rsa",
        abstract:
            "RSA encryption of any length, private-key encryption as Java backends use it, and new keys (FSEncrypt).",
        discussion: """
            Examples:
              fstool rsa keygen --bits 2048 --out private.pem      (prints the public key)
              fstool rsa encrypt --pem public.pem "s3cret" --padding pkcs1
              fstool rsa decrypt --pem private.pem "BASE64…" --padding pkcs1
              fstool rsa private-encrypt --pem private.pem --in token.json
              fstool rsa public-decrypt --pem public.pem "BASE64…"
            Longer input is encrypted block by block (k − 11 bytes a block with pkcs1), as
            Java's RSAUtils loops do; --pem also reads a file of bare Base64.
            """,
        subcommands: [Encrypt.self, Decrypt.self, PrivateEncrypt.self, PublicDecrypt.self, Keygen.self])

    struct KeyOption: ParsableArguments {
        @Option(help: "A file holding the key: PEM, DER, or the bare Base64 body of a PEM key.")
        var pem: String

        func publicKey() throws -> FSRSAPublicKey {
            try readKey(
                Data(contentsOf: URL(fileURLWithPath: pem)), der: { try FSRSAPublicKey(der: $0) },
                pem: FSRSAPublicKey.init(pem:))
        }
        func privateKey() throws -> FSRSAPrivateKey {
            try readKey(
                Data(contentsOf: URL(fileURLWithPath: pem)), der: { try FSRSAPrivateKey(der: $0) },
                pem: FSRSAPrivateKey.init(pem:))
        }
    }

    struct PaddingOption: ParsableArguments {
        @Option(help: "pkcs1 is legacy, what most backends use.")
        var padding = FSRSAEncryptionPadding.oaepSHA256
    }

    struct Encrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Encrypts a text or file of any length with a public key, block by block.")
        @OptionGroup var key: KeyOption
        @OptionGroup var padding: PaddingOption
        @OptionGroup var input: AsymmetricInput
        func run() throws {
            let ciphertext = try key.publicKey().encryptInBlocks(input.message(), padding: padding.padding)
            print(input.encoding.encode(ciphertext))
        }
    }

    struct Decrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Decrypts ciphertext (in --encoding) with a private key.")
        @OptionGroup var key: KeyOption
        @OptionGroup var padding: PaddingOption
        @OptionGroup var input: AsymmetricInput
        func run() throws {
            input.writePlaintext(try key.privateKey().decryptInBlocks(input.encodedBytes(), padding: padding.padding))
        }
    }

    struct PrivateEncrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "private-encrypt",
            abstract:
                "\"Encrypts\" with a private key (PKCS #1 type 1, RSA_private_encrypt), for backends that expect it: anyone with the public key reads it."
        )
        @OptionGroup var key: KeyOption
        @OptionGroup var input: AsymmetricInput
        func run() throws {
            print(input.encoding.encode(try key.privateKey().privateEncrypt(input.message())))
        }
    }

    struct PublicDecrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "public-decrypt",
            abstract: "Decrypts what a private key encrypted (RSA_public_decrypt), with the public key.")
        @OptionGroup var key: KeyOption
        @OptionGroup var input: AsymmetricInput
        func run() throws {
            input.writePlaintext(try key.publicKey().publicDecrypt(input.encodedBytes()))
        }
    }

    struct Keygen: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes a new private key (PKCS#8 PEM, owner-only) and prints its public key.")
        /// The key sizes RSA keys are generated with.
        enum Bits: Int, ExpressibleByArgument, CaseIterable {
            case bits1024 = 1024, bits2048 = 2048, bits3072 = 3072, bits4096 = 4096
        }

        @Option(help: "The modulus size in bits.")
        var bits = Bits.bits2048
        @Option(help: "The file for the private key.")
        var out: String

        func run() throws {
            let key = try FSRSAPrivateKey(bitCount: bits.rawValue)
            try writePrivateKey(key.pemRepresentation, to: out)
            print(key.publicKey.pemRepresentation)
        }
    }
}

struct Digest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Prints file digests as sha256sum does (so `sha256sum -c` checks them): md5, sha1, sha224, sha256, sha384, sha512, sha512-224, sha512-256, sm3.",
        discussion: "Examples: fstool digest sha256 *.zip > SUMS; sha256sum -c SUMS; echo -n abc | fstool digest md5")

    @Argument(help: "The digest.")
    var algorithm: FSDigest

    @Argument(help: "Files to hash; none or - for standard input.")
    var files: [String] = []

    func run() throws {
        let digest = algorithm
        for file in files.isEmpty ? ["-"] : files {
            let hash =
                file == "-"
                ? digest.hash(FileHandle.standardInput.readDataToEndOfFile()) : try digest.hashFile(at: file)
            print("\(FSTextEncoding.hex.encode(hash))  \(file)")
        }
    }
}

// FSEncrypt's enumerations as command-line values: a typo is a usage error, and --help lists
// the values.
extension FSPadding: ExpressibleByArgument {}
extension FSTextEncoding: ExpressibleByArgument {}
extension FSRSAEncryptionPadding: ExpressibleByArgument {}
extension FSDigest: ExpressibleByArgument {}
