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
