import ArgumentParser
import Foundation
import FrameworkStruct

/// `fstool deflate`: zlib streams and raw deflate between a file (or standard input) and
/// standard output, as `zlib-flate` and `pigz -z` do (FSZip).
struct Deflate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compresses to a zlib stream or raw deflate (or decompresses with -d), to standard output (FSZip).",
        discussion: """
            Streamed 256 KiB at a time, so memory stays bounded whatever the size: the bytes are \
            those of Python's zlib.compress at levels 1-9 (wbits=-15 for --format raw), and at level \
            0 those of its compressobj fed the same 256 KiB pieces.
            Examples: fstool deflate page.html > page.html.zz; fstool deflate -d < body.bin; \
            fstool deflate --format raw --level 9 message.json
            """)

    /// The framing, as FSDeflateFormat names it.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case zlib, raw

        var format: FSDeflateFormat { self == .zlib ? .zlib : .raw }
    }

    /// A deflate level, 0 (store) … 9 (smallest).
    enum Level: Int, CaseIterable, ExpressibleByArgument {
        case zero, one, two, three, four, five, six, seven, eight, nine
    }

    @Argument(help: "The input file (none, or -: standard input).")
    var file = "-"

    @Flag(name: .shortAndLong, help: "Decompress instead.")
    var decompress = false

    @Option(help: "zlib (RFC 1950, the default) or raw (RFC 1951, no header or checksum).")
    var format: Format = .zlib

    @Option(help: "Compression level: 0 stores … 9 smallest.")
    var level: Level = .six

    @Option(help: "Refuse to write more than this many bytes (against deflate bombs).")
    var limit: Int?

    func run() throws {
        let source =
            file == "-" ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        let output = FileHandle.standardOutput
        if decompress {
            let decompressor = FSDeflateDecompressor(format: format.format, limit: limit)
            while let chunk = try source.read(upToCount: Self.bufferSize), !chunk.isEmpty {
                try output.write(contentsOf: decompressor.update(chunk))
            }
            try decompressor.finish()
        } else {
            let compressor = try FSDeflateCompressor(format: format.format, level: level.rawValue)
            while let chunk = try source.read(upToCount: Self.bufferSize), !chunk.isEmpty {
                try output.write(contentsOf: compressor.update(chunk))
            }
            try output.write(contentsOf: compressor.finish())
        }
    }

    /// How much is read from the input at a time.
    private static let bufferSize = 1 << 18
}
