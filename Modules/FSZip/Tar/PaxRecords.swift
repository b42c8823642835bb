#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The records of a pax extended header (POSIX.1-2001): `"<length> <key>=<value>\n"` each,
/// the length counting the whole record, its own digits included.
struct PaxRecords {
    /// The keys FSZip reads and writes.
    enum Key {
        static let path = "path", linkPath = "linkpath", size = "size", modificationTime = "mtime"
        static let userID = "uid", groupID = "gid", userName = "uname", groupName = "gname"
        /// GNU tar's sparse-file keys all start so.
        static let gnuSparsePrefix = "GNU.sparse."
    }

    /// The records in the order written; a later record of the same key wins when read.
    private(set) var records: [(key: String, value: [UInt8])] = []

    init() {}

    var isEmpty: Bool { records.isEmpty }

    /// The bytes the keys and values take.
    var byteCount: Int { records.reduce(0) { $0 + $1.key.utf8.count + $1.value.count } }

    /// Parses the data of an `x` or `g` header, refusing any record that does not say what it
    /// claims: a length that runs past the data or does not end on a newline, no `=`, no key.
    init(parsing data: [UInt8]) throws(FSZipError) {
        let newline = UInt8(ascii: "\n")
        let space = UInt8(ascii: " ")
        let equals = UInt8(ascii: "=")
        var start = 0
        while start < data.count {
            var length = 0
            var cursor = start
            while cursor < data.count, let digit = Self.digit(data[cursor]) {
                length = length * 10 + digit
                guard length <= data.count - start else { throw Self.malformed }
                cursor += 1
            }
            guard cursor > start, cursor < data.count, data[cursor] == space, length > cursor - start + 1,
                data[start + length - 1] == newline
            else { throw Self.malformed }
            let record = data[(cursor + 1)..<(start + length - 1)]
            guard let separator = record.firstIndex(of: equals), separator > record.startIndex else {
                throw Self.malformed
            }
            records.append((String(decoding: record[..<separator], as: UTF8.self), Array(record[(separator + 1)...])))
            start += length
        }
    }

    /// The value last given for `key`.
    subscript(key: String) -> [UInt8]? {
        records.last { $0.key == key }?.value
    }

    /// Whether any key starts with `prefix`.
    func hasKey(startingWith prefix: String) -> Bool {
        records.contains { $0.key.hasPrefix(prefix) }
    }

    /// The records of `other` after these: `other`'s win.
    func overridden(by other: PaxRecords) -> PaxRecords {
        var merged = self
        merged.records += other.records
        return merged
    }

    /// A non-negative decimal integer, or `nil` when `key` is absent.
    func integer(_ key: String) throws(FSZipError) -> Int64? {
        guard let value = self[key] else { return nil }
        var result: Int64 = 0
        for byte in value {
            guard let digit = Self.digit(byte) else { throw .corrupt("a pax \(key) record is not a number") }
            let (times, overflow) = result.multipliedReportingOverflow(by: 10)
            guard !overflow, times <= Int64.max - Int64(digit) else {
                throw .corrupt("a pax \(key) record does not fit 64 bits")
            }
            result = times + Int64(digit)
        }
        guard !value.isEmpty else { throw .corrupt("a pax \(key) record is empty") }
        return result
    }

    /// A time in seconds since 1970, with an optional sign and fraction.
    func time(_ key: String) throws(FSZipError) -> Date? {
        guard let value = self[key] else { return nil }
        let negative = value.first == UInt8(ascii: "-")
        let unsigned = negative ? value.dropFirst() : value[...]
        let parts = unsigned.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        var seconds: Int64 = 0
        var fraction = 0.0
        var scale = 0.1
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 18 else {
            throw .corrupt("a pax \(key) record is not a time")
        }
        for byte in whole {
            guard let digit = Self.digit(byte) else { throw .corrupt("a pax \(key) record is not a time") }
            seconds = seconds * 10 + Int64(digit)
        }
        for byte in parts.dropFirst().first ?? [] {
            guard let digit = Self.digit(byte) else { throw .corrupt("a pax \(key) record is not a time") }
            fraction += Double(digit) * scale
            scale /= 10
        }
        let interval = Double(seconds) + fraction
        return Date(timeIntervalSince1970: negative ? -interval : interval)
    }

    mutating func append(_ key: String, _ value: [UInt8]) {
        records.append((key, value))
    }

    mutating func append(_ key: String, _ value: some BinaryInteger) {
        append(key, Array(String(value).utf8))
    }

    /// `date` to the nanosecond, as GNU tar writes it: `1700000000.5`.
    mutating func append(_ key: String, _ date: Date) {
        let interval = date.timeIntervalSince1970
        let magnitude = abs(interval)
        var seconds = Int64(magnitude.rounded(.down))
        var nanoseconds = Int64(((magnitude - Double(seconds)) * 1e9).rounded())
        if nanoseconds == 1_000_000_000 {
            seconds += 1
            nanoseconds = 0
        }
        var text = (interval < 0 ? "-" : "") + String(seconds)
        if nanoseconds > 0 {
            let digits = String(nanoseconds)
            let fraction = String(repeating: "0", count: 9 - digits.count) + digits
            text += "." + fraction.reversed().drop { $0 == "0" }.reversed()
        }
        append(key, Array(text.utf8))
    }

    /// The records as an `x` header's data.
    var bytes: [UInt8] {
        var result: [UInt8] = []
        for (key, value) in records {
            // " key=value\n", then the length, which counts its own digits.
            let body = 3 + key.utf8.count + value.count
            var length = body + 1
            while String(length).count + body != length { length += 1 }
            result += Array("\(length) \(key)=".utf8) + value + [UInt8(ascii: "\n")]
        }
        return result
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    private static var malformed: FSZipError { .corrupt("a pax record is malformed") }
}
