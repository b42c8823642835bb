import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// Hex and Base64 against Python's `binascii` and `base64` on random data, and against
/// RFC 4648's test vectors; malformed text named by position.
struct EncodingTests {
    @Test("RFC 4648 §10 test vectors, both alphabets")
    func rfc4648() throws {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (plain, encoded) in vectors {
            #expect(FSTextEncoding.base64.encode(Array(plain.utf8)) == encoded)
            #expect(try FSTextEncoding.base64.decode(encoded) == Data(plain.utf8))
            let unpadded = encoded.replacingOccurrences(of: "=", with: "")
            #expect(FSTextEncoding.base64URL.encode(Array(plain.utf8)) == unpadded)
            #expect(try FSTextEncoding.base64URL.decode(unpadded) == Data(plain.utf8))
            #expect(try FSTextEncoding.base64URL.decode(encoded) == Data(plain.utf8))
        }
    }

    @Test(
        "random data encodes as Python does, and Python's text (with MIME line breaks) decodes",
        .enabled(if: Peer.python.isAvailable()))
    func python() throws {
        var generator = SeededGenerator(seed: 64)
        let samples = (0..<200).map { _ in generator.bytes(lengthIn: 0...300) }
        let script = """
            import sys, base64, binascii
            for line in sys.stdin:
                data = bytes.fromhex(line.strip())
                print(binascii.hexlify(data).decode(), base64.b64encode(data).decode(),
                      base64.urlsafe_b64encode(data).decode().rstrip("="), base64.encodebytes(data).decode().replace("\\n", "|"), sep=",")
            """
        let input = samples.map { FSTextEncoding.hex.encode($0) }.joined(separator: "\n")
        let lines = try Peer.python.run(["-c", script], input: input).split(separator: "\n")
        try #require(lines.count == samples.count)
        for (sample, line) in zip(samples, lines) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            #expect(FSTextEncoding.hex.encode(sample) == fields[0])
            #expect(FSTextEncoding.hexUppercase.encode(sample) == fields[0].uppercased())
            #expect(FSTextEncoding.base64.encode(sample) == fields[1])
            #expect(FSTextEncoding.base64URL.encode(sample) == fields[2])
            #expect(try FSTextEncoding.hex.decode(fields[0].uppercased()) == Data(sample))
            #expect(
                try FSTextEncoding.base64.decode(fields[3].replacingOccurrences(of: "|", with: "\r\n")) == Data(sample))
        }
    }

    @Test("malformed text is refused with the offset of the first bad character")
    func malformed() {
        #expect(throws: FSEncryptError.invalidEncoding("hex", "an odd number of digits (3)", position: 2)) {
            try FSTextEncoding.hex.decode("abc")
        }
        #expect(throws: FSEncryptError.invalidEncoding("hex", "'g' is not a hex digit", position: 2)) {
            try FSTextEncoding.hex.decode("abgd")
        }
        #expect(throws: FSEncryptError.invalidEncoding("hex", "byte 0x20 is not a hex digit", position: 2)) {
            try FSTextEncoding.hex.decode("ab cd")
        }
        #expect(throws: FSEncryptError.invalidEncoding("Base64", "'-' is not a Base64 character", position: 2)) {
            try FSTextEncoding.base64.decode("ab-d")
        }
        #expect(throws: FSEncryptError.invalidEncoding("Base64URL", "'+' is not a Base64URL character", position: 0)) {
            try FSTextEncoding.base64URL.decode("+")
        }
        #expect(throws: FSEncryptError.invalidEncoding("Base64", "misplaced '='", position: 1)) {
            try FSTextEncoding.base64.decode("a===")
        }
        #expect(throws: FSEncryptError.invalidEncoding("Base64", "data after '='", position: 3)) {
            try FSTextEncoding.base64.decode("ab=c")
        }
        #expect(throws: FSEncryptError.invalidEncoding("Base64", "incomplete padding", position: 2)) {
            try FSTextEncoding.base64.decode("ab=")
        }
        #expect(
            throws: FSEncryptError.invalidEncoding("Base64", "a single character left over at the end", position: 4)
        ) {
            try FSTextEncoding.base64.decode("abcde")
        }
    }
}
