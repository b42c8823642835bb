// Compiled into every fuzz target by Scripts/fuzz (not a SwiftPM target): reads the typed
// values a harness needs from libFuzzer's bytes, so each harness states only its properties.

/// The fuzzer's input, consumed from the front: a selector, numbers, then text.
struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = ArraySlice(UnsafeBufferPointer(start: data, count: size))
    }

    /// Whether every byte has been consumed.
    var isEmpty: Bool { bytes.isEmpty }

    /// The next byte (0 when none is left).
    mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A number below `count`, from the next byte.
    mutating func choice(_ count: Int) -> Int {
        Int(byte()) % count
    }

    /// The next eight bytes as a 64-bit pattern (zeros past the end).
    mutating func bits() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }

    /// The next eight bytes as an `Int64`.
    mutating func int64() -> Int64 {
        Int64(bitPattern: bits())
    }

    /// The next eight bytes as a `Double`, any bit pattern (NaN and infinities included).
    mutating func double() -> Double {
        Double(bitPattern: bits())
    }

    /// Text up to the next NUL byte (or the end), decoded as UTF-8 with repairs.
    mutating func text() -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        bytes = bytes[min(end + 1, bytes.endIndex)...]
        return text
    }

    /// Everything left, as bytes.
    mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}

/// Stops the run with a message libFuzzer records with the input: a broken property.
func violated(_ message: @autoclosure () -> String) -> Never {
    fatalError("property violated: " + message())
}
