import ArgumentParser
import Foundation
import FrameworkStruct

/// `fstool tar create|extract|list`: tar and .tar.gz archives as GNU tar makes and reads them
/// (FSZip).
struct TarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tar",
        abstract: "Creates, extracts and lists tar and .tar.gz archives (FSZip).",
        discussion: """
            A .tar.gz is compressed on all cores and, over 16 MiB, gets gzip restart points that let \
            fstool decompress it on all cores too; every tool reads it. Reading, gzip is recognized \
            by its first bytes.
            Examples:
              fstool tar create -z site.tar.gz public/ README.md
              fstool tar list site.tar.gz --json
              fstool tar extract site.tar.gz -C out --max-size 100000000
              fstool tar create - logs/ | ssh host 'tar -xf -'
            """,
        subcommands: [Create.self, Extract.self, List.self]
    )

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Creates a tar archive from files and directories, written atomically.",
            discussion: "Examples: fstool tar create -z site.tar.gz public/; fstool tar create - logs/ > logs.tar")

        @Flag(name: [.customShort("z"), .customLong("gzip")], help: "Compress with gzip (.tar.gz).")
        var gzip = false

        @Option(help: "gzip level, 1 (fastest) to 9 (smallest).")
        var level: GzipLevel = .six

        @Argument(help: "The archive to write, or - to stream it to standard output.")
        var archive: String

        @Argument(help: "Files and directories to add (directories recursively).")
        var sources: [String]

        @Flag(help: "Replace an existing archive.")
        var force = false

        @Flag(help: "Leave out hidden files and directories (names starting with a dot), which are added by default.")
        var excludeHidden = false

        @OptionGroup var threads: ThreadsOption

        /// gzip's levels on the command line.
        enum GzipLevel: Int, ExpressibleByArgument, CaseIterable {
            case zero = 0, one, two, three, four, five, six, seven, eight, nine

            init?(argument: String) {
                guard let value = Int(argument) else { return nil }
                self.init(rawValue: value)
            }

            static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
        }

        func run() throws {
            let compression: FSTarCompression = gzip ? .gzip(level: level.rawValue) : .none
            guard archive == "-" else {
                return try FSTar.createArchive(
                    atPath: archive, from: sources, compression: compression, includeHidden: !excludeHidden,
                    maxConcurrency: threads.count, overwrite: force)
            }
            let writer = try FSTarWriter(compression: compression, maxConcurrency: threads.count) {
                FileHandle.standardOutput.write($0)
            }
            for source in sources { try writer.appendItem(atPath: source, includeHidden: !excludeHidden) }
            try writer.finish()
        }
    }

    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Extracts an archive safely: nothing outside the directory, no devices, limits on size and count.",
            discussion: """
                A refused archive (a path or link leading out, a limit passed, damage) exits 1 with a message; \
                the files before the refused entry stay, nothing is written outside the directory.
                Examples: fstool tar extract site.tar.gz -C out; curl … | fstool tar extract - -C out
                """)

        @OptionGroup var input: TarInput

        @Option(name: .customShort("C"), help: "The directory to extract into (created if missing).")
        var directory = "."

        @Option(help: "The most bytes all entries may extract to.")
        var maxSize: UInt64 = FSTarLimits().maxTotalSize

        @Option(help: "The most entries the archive may have.")
        var maxEntries = FSTarLimits().maxEntryCount

        @OptionGroup var threads: ThreadsOption

        func run() throws {
            var limits = FSTarLimits()
            limits.maxTotalSize = maxSize
            limits.maxEntryCount = maxEntries
            if input.archive == "-" {
                try input.standardInputReader(limits: limits).extractAll(to: directory)
            } else {
                try FSTar.extractAll(
                    fromFile: input.archive, to: directory, limits: limits, maxConcurrency: threads.count)
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists an archive's entries: type, mode, size, time, name (and link target).",
            discussion: "Examples: fstool tar list site.tar.gz; fstool tar list site.tar.gz --json")

        @OptionGroup var input: TarInput

        @OptionGroup var output: OutputOptions

        /// One entry as `--json` writes it.
        struct Row: Encodable {
            let name: String
            let size: UInt64
            /// The entry's kind, as ``FSTarEntry/Kind`` spells it (`regularFile`, `directory`, …).
            let type: String
            /// The permission bits in octal (`"0644"`).
            let mode: String
            /// The modification time in seconds since 1970, with its fraction.
            let mtime: Double
            let linkname: Nullable<String>
        }

        func run() throws {
            var entries: [FSTarEntry] = []
            if input.archive == "-" {
                let reader = input.standardInputReader(limits: FSTarLimits())
                while let entry = try reader.next() { entries.append(entry) }
            } else {
                entries = try FSTar.entries(inFile: input.archive)
            }
            let rows = entries.map {
                Row(
                    name: $0.path, size: $0.size, type: $0.kind.description,
                    mode: "0" + String($0.permissions, radix: 8), mtime: $0.modificationDate.timeIntervalSince1970,
                    linkname: Nullable($0.linkTarget))
            }
            try output.print(
                rows,
                table: rows.map {
                    [
                        $0.type, $0.mode, String($0.size),
                        ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: $0.mtime)),
                        escapingControlCharacters($0.name)
                            + ($0.linkname.value.map { " -> " + escapingControlCharacters($0) } ?? ""),
                    ]
                })
        }
    }
}

/// The archive `extract` and `list` read, and their `-z`.
struct TarInput: ParsableArguments {
    @Flag(
        name: [.customShort("z"), .customLong("gzip")],
        help: "Require gzip (it is recognized by its first bytes without -z).")
    var gzip = false

    @Argument(help: "The archive to read, or - to read it from standard input (streamed).")
    var archive: String

    /// The first two bytes of gzip data (RFC 1952's `ID1` and `ID2`).
    private static let gzipMagic = Data([0x1F, 0x8B])

    func validate() throws {
        guard gzip, archive != "-", let handle = FileHandle(forReadingAtPath: archive) else { return }
        defer { try? handle.close() }
        guard try handle.read(upToCount: Self.gzipMagic.count) == Self.gzipMagic else {
            throw ValidationError("-z: \(archive) is not gzip data")
        }
    }

    /// A reader of the archive on standard input, streamed.
    func standardInputReader(limits: FSTarLimits) -> FSTarReader {
        FSTarReader(limits: limits) { try FileHandle.standardInput.read(upToCount: 1 << 16) }
    }
}
