import ArgumentParser
import Foundation
import FrameworkStruct

struct ZipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zip",
        abstract: "Creates, extracts, lists and tests zip archives (FSZip).",
        discussion: """
            Examples:
              fstool zip create site.zip public/     (also: fstool zip site.zip public/)
              fstool zip extract site.zip -d out     (also: fstool unzip site.zip -d out)
              fstool zip list site.zip --json
              fstool zip test site.zip
              fstool zip create --password s3cret --encryption aes256 private.zip docs/
              fstool unzip private.zip -d out        (asks for the password on a terminal)
            """,
        subcommands: [Create.self, Extract.self, List.self, Test.self],
        defaultSubcommand: Create.self
    )

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Creates a zip archive from files and directories, written atomically.",
            discussion: "Examples: fstool zip create site.zip public/ README.md; fstool zip create - logs/ > logs.zip")

        @Argument(help: "The archive to write, or - to stream it to standard output.")
        var archive: String

        @Argument(help: "Files and directories to add (directories recursively).")
        var sources: [String]

        @Option(help: "Deflate level, 0 (store) to 9.")
        var level = FSGzip.defaultLevel

        @Flag(help: "Leave out hidden files and directories (names starting with a dot), which are added by default.")
        var excludeHidden = false

        @Flag(help: "Add to the existing archive, leaving its entries where they are.")
        var append = false

        @Option(help: "Encrypt the files with this password (UTF-8).")
        var password: String?

        @OptionGroup var threads: ThreadsOption

        @Flag(
            help:
                "Prime each 1 MiB block of a large entry with the one before, as pigz does: a little smaller, but FSZip then inflates it on one core."
        )
        var noRestartPoints = false

        /// How `--password` encrypts.
        enum EncryptionMethod: String, ExpressibleByArgument, CaseIterable {
            case aes256, aes192, aes128, zipcrypto

            var encryption: FSZipEncryption {
                switch self {
                case .aes256: .aes256
                case .aes192: .winZipAES(.bits192, version: .ae2)
                case .aes128: .aes128
                case .zipcrypto: .zipCrypto
                }
            }
        }

        @Option(
            help: ArgumentHelp(
                "How --password encrypts: WinZip AES (AE-2) of 256, 192 or 128 bits, or zipcrypto (weak, for old tools).",
                valueName: "method"))
        var encryption = EncryptionMethod.aes256

        func validate() throws {
            guard (0...9).contains(level) else { throw ValidationError("--level must be 0 to 9, not \(level)") }
            guard !sources.isEmpty else { throw ValidationError("name at least one file or directory to add") }
        }

        func run() throws {
            let toStandardOutput = archive == "-"
            let writer =
                toStandardOutput
                ? FSZipWriter(streamingTo: FileHandle.standardOutput.fileDescriptor, level: level)
                : append
                    ? try FSZipWriter(appendingTo: archive, level: level) : try FSZipWriter(path: archive, level: level)
            writer.maxConcurrency = threads.count
            writer.recordsRestartPoints = !noRestartPoints
            if let password {
                writer.password = FSZipPassword(password)
                writer.encryption = encryption.encryption
            }
            for source in sources {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else {
                    throw CommandFailure("no such file: \(source)")
                }
                if isDirectory.boolValue {
                    try writer.addDirectory(at: source, includeHidden: !excludeHidden, progress: progressBar())
                } else {
                    try writer.addFile(at: source)
                }
            }
            try writer.finish()
            guard !toStandardOutput else { return }
            let written = try FSZipArchive(path: archive)
            print("\(archive): \(written.entries.count) entries")
        }
    }

    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Extracts an archive safely: nothing lands outside the destination.",
            discussion: "Example: fstool zip extract site.zip -d out --max-size 1000000000")

        @OptionGroup var options: ExtractOptions

        func run() throws { try options.extract() }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists an archive's entries: size, compressed size, method, name.",
            discussion: "Examples: fstool zip list site.zip; fstool zip list site.zip --json")

        @Argument(help: "The archive to read, or - to read it from standard input (held in memory).")
        var archive: String

        @OptionGroup var encoding: EncodingOption

        @OptionGroup var output: OutputOptions

        /// One entry as `--json` writes it.
        struct Row: Encodable {
            let path: String
            let size: UInt64
            let compressedSize: UInt64
            let method: String
            let encrypted: Bool
            /// "ZipCrypto", "AES-256 (AE-2)" …, or `nil` when the entry is not encrypted.
            let encryption: String?
            let kind: String
        }

        func run() throws {
            let zip = try encoding.open(archive)
            let rows = zip.entries.map {
                Row(
                    path: $0.path, size: $0.uncompressedSize, compressedSize: $0.compressedSize, method: $0.method.name,
                    encrypted: $0.isEncrypted, encryption: $0.encryption?.description,
                    kind: $0.isDirectory ? "directory" : $0.isSymbolicLink ? "symbolic link" : "file")
            }
            try output.print(
                rows,
                table: rows.map {
                    [
                        String($0.size), String($0.compressedSize), $0.method + ($0.encryption.map { ", " + $0 } ?? ""),
                        escapingControlCharacters($0.path),
                    ]
                })
            if !output.json && !zip.comment.isEmpty { print("comment: \(escapingControlCharacters(zip.comment))") }
        }
    }

    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Checks every entry's CRC-32 and size, under the same limits and overlap checks as extract.",
            discussion: "Example: fstool zip test download.zip --skip-unsupported")

        @Argument(help: "The archive to check, or - to read it from standard input (held in memory).")
        var archive: String

        @OptionGroup var encoding: EncodingOption

        @OptionGroup var limits: LimitOptions

        @OptionGroup var password: PasswordOption

        @OptionGroup var threads: ThreadsOption

        func run() throws {
            var zip = try encoding.open(archive)
            zip.maxConcurrency = threads.count
            let password = try password.password(for: zip)
            let checked = try zip.verify(
                password: password, limits: limits.limits,
                include: { !limits.skipUnsupported || $0.isExtractable(with: password) }, progress: progressBar())
            print("\(archive): \(checked.count) entries, no errors")
            try reportSkipped(zip, limits.skipUnsupported, password: password)
        }
    }
}

/// `fstool unzip`: `fstool zip extract` under the name Info-ZIP users type.
struct Unzip: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Extracts an archive (the same as zip extract).", discussion: "Example: fstool unzip site.zip -d out")

    @OptionGroup var options: ExtractOptions

    func run() throws { try options.extract() }
}

/// Everything extraction takes, shared by `zip extract` and `unzip`.
struct ExtractOptions: ParsableArguments {
    @Argument(help: "The archive to read, or - to read it from standard input (held in memory).")
    var archive: String

    @Option(name: .shortAndLong, help: "The destination directory, created with its parents if missing.")
    var directory = "."

    @OptionGroup var encoding: EncodingOption

    @OptionGroup var limits: LimitOptions

    @OptionGroup var password: PasswordOption

    @OptionGroup var threads: ThreadsOption

    func extract() throws {
        var zip = try encoding.open(archive)
        zip.maxConcurrency = threads.count
        let password = try password.password(for: zip)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let extracted = try zip.extractAll(
            to: directory, password: password, limits: limits.limits,
            include: { !limits.skipUnsupported || $0.isExtractable(with: password) }, progress: progressBar())
        print("extracted \(extracted.count) entries to \(directory)")
        try reportSkipped(zip, limits.skipUnsupported, password: password)
    }
}

/// `--threads`, for every command that compresses or extracts.
struct ThreadsOption: ParsableArguments {
    @Option(
        name: [.customLong("threads")],
        help: "Threads to use (default: the active processor count); the archive is the same for any number.")
    var count = FSGzip.defaultMaxConcurrency

    func validate() throws {
        guard count >= 1 else { throw ValidationError("--threads must be at least 1, not \(count)") }
    }
}

/// `--password`, for every command that reads entries; asked for without echo on a terminal
/// when an entry needs one and none was given.
struct PasswordOption: ParsableArguments {
    @Option(help: "The password of encrypted entries (UTF-8); asked for on a terminal when needed and not given.")
    var password: String?

    func password(for zip: FSZipArchive) throws -> FSZipPassword? {
        if let password { return FSZipPassword(password) }
        guard zip.entries.contains(where: { $0.encryption?.isSupported == true }), isatty(STDIN_FILENO) == 1 else {
            return nil
        }
        FileHandle.standardError.write(Data("Password: ".utf8))
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return readLine(strippingNewline: true).map { FSZipPassword($0) }
    }
}

extension FSZipEntry {
    /// Whether the entry extracts with `password` (when it has one): what `--skip-unsupported` keeps.
    func isExtractable(with password: FSZipPassword?) -> Bool {
        isExtractable
            || password != nil && encryption?.isSupported == true && (method == .stored || method == .deflated)
    }
}

/// `--encoding`, for every command that reads names.
struct EncodingOption: ParsableArguments {
    @Option(
        help: """
            How to read names without the UTF-8 flag: auto (UTF-8 when valid, else CP437), cp437, utf8, \
            or an iconv name such as GB18030 or CP932.
            """)
    var encoding = "auto"

    var nameEncoding: FSZipNameEncoding {
        switch encoding.lowercased() {
        case "cp437": .cp437
        case "utf8", "utf-8": .utf8
        case "auto": .automatic
        default: .legacy(encoding)
        }
    }

    /// The archive at `path`, or with `-`, the one read whole from standard input.
    func open(_ path: String) throws -> FSZipArchive {
        guard path == "-" else { return try FSZipArchive(path: path, nameEncoding: nameEncoding) }
        return try FSZipArchive(data: FileHandle.standardInput.readDataToEndOfFile(), nameEncoding: nameEncoding)
    }
}

/// The limits extraction and testing apply, the same as the library's defaults unless raised.
struct LimitOptions: ParsableArguments {
    @Option(help: "The most bytes all entries may extract to.")
    var maxSize: UInt64 = FSZipLimits().maxTotalUncompressedSize

    @Option(help: "The most entries the archive may have.")
    var maxEntries = FSZipLimits().maxEntryCount

    @Option(help: "The largest compression ratio one entry may claim.")
    var maxRatio: UInt64 = FSZipLimits().maxCompressionRatio

    @Flag(help: "Accept entries that share bytes (refused by default: the non-recursive zip bomb).")
    var allowOverlap = false

    @Flag(help: "Skip entries with an unsupported method or encryption, list them, and exit 1 at the end.")
    var skipUnsupported = false

    var limits: FSZipLimits {
        var limits = FSZipLimits()
        limits.maxTotalUncompressedSize = maxSize
        limits.maxEntryCount = maxEntries
        limits.maxCompressionRatio = maxRatio
        limits.allowsOverlappingEntries = allowOverlap
        return limits
    }
}

/// Lists the entries `--skip-unsupported` left out and fails the command when there were any.
private func reportSkipped(_ zip: FSZipArchive, _ skipping: Bool, password: FSZipPassword?) throws {
    let skipped = zip.entries.filter { !$0.isExtractable(with: password) }
    guard skipping, !skipped.isEmpty else { return }
    for entry in skipped {
        let reason = entry.encryption.map { "encrypted (\($0))" } ?? entry.method.name
        FileHandle.standardError.write(Data("skipped \(escapingControlCharacters(entry.path)): \(reason)\n".utf8))
    }
    throw ExitCode.failure
}

/// `text` with control characters (C0, DEL, C1) and bidirectional overrides shown as `\u{…}`
/// escapes, so a crafted name can neither move the cursor, recolour the terminal nor display
/// reversed.
func escapingControlCharacters(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
        {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Writes a small archive to the temporary directory, lists it and reads a file back.
@Sendable
func zipDemo() -> [String] {
    let path = NSTemporaryDirectory() + "fstool-demo-\(getpid()).zip"
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
        let writer = try FSZipWriter(path: path)
        try writer.add(Data(String(repeating: "FrameworkStruct 压缩 ", count: 200).utf8), as: "docs/说明.txt")
        try writer.add(Data((0..<4096).map { UInt8($0 % 7) }), as: "data/pattern.bin")
        try writer.addSymbolicLink(as: "latest", target: "docs/说明.txt")
        try writer.finish(comment: "made by fstool")
        let archive = try FSZipArchive(path: path)
        var lines = archive.entries.map {
            "\($0.path): \($0.uncompressedSize) → \($0.compressedSize) bytes\($0.isSymbolicLink ? " (link)" : "")"
        }
        let text = String(decoding: try archive.data(of: "docs/说明.txt"), as: UTF8.self)
        lines.append("read back \(text.count) characters, CRC-32 verified; comment \"\(archive.comment)\"")
        let packed = try FSGzip.compress(Data(text.utf8), header: FSGzipHeader(name: "说明.txt"))
        lines.append("gzip: \(text.utf8.count) → \(packed.count) bytes, back to \(try FSGzip.decompress(packed).count)")
        return lines
    } catch {
        return ["zip demo failed: \(error)"]
    }
}

/// A progress bar redrawn in place on standard error, or `nil` when standard error is not a
/// terminal (a pipe or a file gets no control characters).
private func progressBar() -> ((FSZipProgress) -> Bool)? {
    guard standardErrorIsTerminal else { return nil }
    return { progress in
        let width = 30
        let filled = Int(progress.fractionCompleted * Double(width))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let done = progress.entriesCompleted == progress.entriesTotal
        let line =
            "\r[\(bar)] \(Int(progress.fractionCompleted * 100))% "
            + "\(progress.entriesCompleted)/\(progress.entriesTotal) entries" + (done ? "\n" : "")
        FileHandle.standardError.write(Data(line.utf8))
        return true
    }
}
