import ArgumentParser
import Foundation
import FrameworkStruct

/// `fstool gzip` and `fstool gunzip`: gzip files as `gzip -k` and `gunzip -k` do (FSZip).
struct Gzip: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compresses files to .gz (or decompresses with -d), keeping the originals (FSZip).",
        discussion: """
            As gzip -k: file.txt becomes file.txt.gz beside it; an existing output is not overwritten \
            without -f; with -c, or with no files, the result goes to standard output. Data over 1 MiB \
            is compressed on all cores, in pigz's format.
            Examples: fstool gzip -9 notes.txt; fstool gzip -d notes.txt.gz; fstool gzip -c a.txt > a.txt.gz
            """)

    @OptionGroup var options: GzipOptions

    @Flag(name: .shortAndLong, help: "Decompress instead.")
    var decompress = false

    func run() throws {
        try options.run(decompressing: decompress)
    }
}

struct Gunzip: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decompresses .gz files, keeping the originals (FSZip); as gunzip -k.",
        discussion: "Examples: fstool gunzip notes.txt.gz; fstool gunzip -c notes.txt.gz | head")

    @OptionGroup var options: GzipOptions

    func run() throws {
        try options.run(decompressing: true)
    }
}

/// What `gzip` and `gunzip` share.
struct GzipOptions: ParsableArguments {
    /// gzip's `-1` … `-9`.
    enum Level: Int, EnumerableFlag {
        case one = 1, two, three, four, five, six, seven, eight, nine

        static func name(for value: Level) -> NameSpecification { .customShort(Character(String(value.rawValue))) }

        static func help(for value: Level) -> ArgumentHelp? {
            value == .one ? "Compression level: -1 fastest … -9 smallest (default -6)." : nil
        }
    }

    @Argument(help: "The files (none, or -: standard input to standard output).")
    var files: [String] = []

    @Flag(name: [.customShort("c"), .customLong("stdout")], help: "Write to standard output; keep the files.")
    var toStandardOutput = false

    @Flag(name: .shortAndLong, help: "Overwrite existing outputs.")
    var force = false

    @Flag(name: .shortAndLong, help: "Keep the input files (always: accepted for gzip's sake).")
    var keep = false

    @Flag var level: Level = .six

    @Option(help: "Refuse to write more than this many bytes from one file (against gzip bombs).")
    var limit: Int?

    @OptionGroup var threads: ThreadsOption

    func run(decompressing: Bool) throws {
        let inputs = files.isEmpty ? ["-"] : files
        for input in inputs {
            if input == "-" || toStandardOutput {
                // Streamed a buffer at a time, so memory stays bounded whatever the size.
                let source =
                    input == "-"
                    ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
                let output = FileHandle.standardOutput
                if decompressing {
                    let decompressor = FSGzipDecompressor(limit: limit)
                    while let chunk = try source.read(upToCount: Self.bufferSize), !chunk.isEmpty {
                        try output.write(contentsOf: decompressor.update(chunk))
                    }
                    try decompressor.finish()
                } else {
                    let compressor = try FSGzipCompressor(
                        level: level.rawValue, header: header(for: input), maxConcurrency: threads.count)
                    while let chunk = try source.read(upToCount: Self.bufferSize), !chunk.isEmpty {
                        try output.write(contentsOf: compressor.update(chunk))
                    }
                    try output.write(contentsOf: compressor.finish())
                }
            } else if decompressing {
                try FSGzip.decompressFile(at: input, limit: limit, overwrite: force)
            } else {
                try FSGzip.compressFile(
                    at: input, level: level.rawValue, maxConcurrency: threads.count, overwrite: force)
            }
        }
    }

    /// How much is read from the input at a time.
    private static let bufferSize = 1 << 18

    /// The name and time of a file compressed to standard output, as `gzip -c` keeps them.
    private func header(for input: String) throws -> FSGzipHeader {
        guard input != "-" else { return FSGzipHeader() }
        let modified = try FileManager.default.attributesOfItem(atPath: input)[.modificationDate] as? Date
        return FSGzipHeader(name: (input as NSString).lastPathComponent, modificationDate: modified)
    }
}
