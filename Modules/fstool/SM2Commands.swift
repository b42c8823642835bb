import ArgumentParser
import Foundation
import FrameworkStruct

struct SM2Command: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sm2",
        abstract: "SM2 keys, SM3withSM2 signatures and encryption, as Chinese backends use them (FSEncrypt).",
        discussion: """
            Examples:
              fstool sm2 keygen --out key.pem                     (prints the public key)
              fstool sm2 sign --key key.pem "hello"               (DER, Base64)
              fstool sm2 verify --key pub.pem --signature MEUCIQ… "hello"
              fstool sm2 encrypt --key 04a1b2…(130 hex digits) --order c1c2c3 --encoding hex "s3cret"
              fstool sm2 decrypt --key key.pem --order c1c2c3 --encoding hex 04…
            --key takes a file (PEM, DER or bare Base64) or the key's raw hex.
            """,
        subcommands: [Keygen.self, Sign.self, Verify.self, Encrypt.self, Decrypt.self])

    /// A signature's shape on the command line.
    enum SignatureFormat: String, ExpressibleByArgument, CaseIterable {
        case der, raw
    }

    /// The layout of C1, C3 and C2.
    enum Order: String, ExpressibleByArgument, CaseIterable {
        case c1c3c2, c1c2c3
    }

    /// Raw bytes, or GM/T 0009's DER.
    enum CiphertextFormat: String, ExpressibleByArgument, CaseIterable {
        case raw, der
    }

    struct KeyOption: ParsableArguments {
        @Option(help: "A key file (PEM, DER, or bare Base64 of either) or the key's raw hex.")
        var key: String

        /// The file's bytes, or `nil` when no file is there (the option is then hex).
        private func fileBytes() -> Data? {
            FileManager.default.fileExists(atPath: key) ? FileManager.default.contents(atPath: key) : nil
        }

        func privateKey() throws -> FSSM2PrivateKey {
            guard let bytes = fileBytes() else { return try FSSM2PrivateKey(hex: key) }
            return try readKey(bytes, der: { try FSSM2PrivateKey(der: $0) }, pem: FSSM2PrivateKey.init(pem:))
        }

        /// A public key, or the public half of a private key.
        func publicKey() throws -> FSSM2PublicKey {
            guard let bytes = fileBytes() else { return try FSSM2PublicKey(hex: key) }
            do {
                return try readKey(bytes, der: { try FSSM2PublicKey(der: $0) }, pem: FSSM2PublicKey.init(pem:))
            } catch {
                guard let privateKey = try? privateKey() else { throw error }
                return privateKey.publicKey
            }
        }
    }

    struct SignatureOptions: ParsableArguments {
        @Option(help: "The signer's user ID; both sides must use the same one.")
        var id = String(decoding: FSSM2Signature.defaultUserID, as: UTF8.self)

        @Option(help: "der (OpenSSL, Java) or raw r‖s in 64 bytes (most JavaScript).")
        var format = SignatureFormat.der
    }

    struct CiphertextOptions: ParsableArguments {
        @Option(help: "The order of the parts in raw ciphertext: c1c3c2 (the standard) or c1c2c3 (older backends).")
        var order: Order?

        @Option(help: "raw bytes, or der (GM/T 0009, what OpenSSL writes).")
        var format = CiphertextFormat.raw

        @Flag(help: "Write raw ciphertext without the 04 before C1 (decryption reads either).")
        var noPrefix = false

        func validate() throws {
            if format == .der && (order == .c1c2c3 || noPrefix) {
                throw ValidationError(
                    "GM/T 0009's DER is always x, y, C3, C2: --order c1c2c3 and --no-prefix go with --format raw")
            }
        }

        var ciphertextFormat: FSSM2CiphertextFormat {
            var format: FSSM2CiphertextFormat =
                switch (self.format, order ?? .c1c3c2) {
                case (.der, _): .der
                case (.raw, .c1c3c2): .c1c3c2
                case (.raw, .c1c2c3): .c1c2c3
                }
            format.writesPointPrefix = !noPrefix
            return format
        }
    }

    struct Keygen: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes a new private key (PKCS #8 PEM, owner-only) and prints its public key.")

        @Option(help: "The file for the private key.")
        var out: String

        @Flag(help: "Print the public key as 04‖x‖y hex instead of PEM.")
        var hex = false

        func run() throws {
            let key = FSSM2PrivateKey()
            try writePrivateKey(key.pemRepresentation, to: out)
            print(hex ? FSTextEncoding.hex.encode(key.publicKey.rawRepresentation) : key.publicKey.pemRepresentation)
        }
    }

    struct Sign: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Signs a text or file (SM3withSM2); prints the signature.")
        @OptionGroup var key: KeyOption
        @OptionGroup var options: SignatureOptions
        @Flag(help: "Derive k from the key and message (RFC 6979) instead of drawing it at random.")
        var deterministic = false
        @OptionGroup var input: AsymmetricInput

        func run() throws {
            let signature = try key.privateKey().signature(
                for: input.message(), userID: Data(options.id.utf8), nonce: deterministic ? .deterministic : .random)
            print(
                input.encoding.encode(
                    options.format == .der ? signature.derRepresentation : signature.rawRepresentation))
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Checks a signature of a text or file: exit status 0 and \"valid\", or 1 and \"invalid\".")
        @OptionGroup var key: KeyOption
        @OptionGroup var options: SignatureOptions
        @Option(help: "The signature, in --encoding.")
        var signature: String
        @OptionGroup var input: AsymmetricInput

        func run() throws {
            let bytes = try input.encoding.decode(signature)
            let parsed =
                options.format == .der
                ? try FSSM2Signature(derRepresentation: bytes) : try FSSM2Signature(rawRepresentation: bytes)
            guard try key.publicKey().isValidSignature(parsed, for: input.message(), userID: Data(options.id.utf8))
            else {
                print("invalid")
                throw ExitCode.failure
            }
            print("valid")
        }
    }

    struct Encrypt: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Encrypts a text or file with a public key.")
        @OptionGroup var key: KeyOption
        @OptionGroup var options: CiphertextOptions
        @OptionGroup var input: AsymmetricInput

        func run() throws {
            print(input.encoding.encode(try key.publicKey().encrypt(input.message(), format: options.ciphertextFormat)))
        }
    }

    struct Decrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Decrypts ciphertext (in --encoding) with a private key.")
        @OptionGroup var key: KeyOption
        @OptionGroup var options: CiphertextOptions
        @OptionGroup var input: AsymmetricInput

        func run() throws {
            input.writePlaintext(try key.privateKey().decrypt(input.encodedBytes(), format: options.ciphertextFormat))
        }
    }
}
