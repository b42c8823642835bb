import ArgumentParser
import Foundation
import FrameworkStruct

/// The input of the public-key commands (`fstool rsa`, `fstool sm2`): a text argument, or
/// `--in FILE` (`-` for standard input); what they write and read as ciphertext or signature is
/// text in `--encoding`.
struct AsymmetricInput: ParsableArguments {
    @Option(name: .customLong("in"), help: "The file to read instead of a text argument; - for standard input.")
    var input: String?

    @Option(help: "How ciphertexts and signatures are written and read as text.")
    var encoding = FSTextEncoding.base64

    @Argument(help: "The text (or, to decrypt, the encoded ciphertext) when --in is not given.")
    var text: String?

    func validate() throws {
        guard (input == nil) != (text == nil) else { throw ValidationError("give either --in FILE or a text argument") }
    }

    /// The message: the text's UTF-8 bytes, or the file's bytes.
    func message() throws -> Data {
        try fileBytes() ?? Data((text ?? "").utf8)
    }

    /// Encoded bytes (a ciphertext), from the argument or the file, whitespace around them
    /// ignored.
    func encodedBytes() throws -> Data {
        let text = try fileBytes().map { String(decoding: $0, as: UTF8.self) } ?? self.text ?? ""
        return try encoding.decode(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Writes decrypted bytes: as text after a text argument, as they are after `--in`.
    func writePlaintext(_ data: Data) {
        if input == nil {
            print(String(decoding: data, as: UTF8.self))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }

    private func fileBytes() throws -> Data? {
        guard let input else { return nil }
        return input == "-"
            ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: input))
    }
}

/// A key from a file's bytes: `der` when they start as a DER SEQUENCE does, else `pem` of
/// the text (PEM, or a bare Base64 body).
func readKey<Key>(_ bytes: Data, der: (Data) throws -> Key, pem: (String) throws -> Key) throws -> Key {
    try bytes.first == 0x30 ? der(bytes) : pem(String(decoding: bytes, as: UTF8.self))
}

/// Writes a new private key's PEM to `path`, readable by its owner only.
func writePrivateKey(_ pem: String, to path: String) throws {
    guard
        FileManager.default.createFile(
            atPath: path, contents: Data((pem + "\n").utf8), attributes: [.posixPermissions: 0o600])
    else { throw CommandFailure("cannot write \(path)") }
}
