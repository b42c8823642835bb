import Foundation

/// An external program no one here wrote, used as the reference a test compares with.
///
/// Tests that need a peer declare `.enabled(if: Peer.python.isAvailable(...), ...)`, so a
/// machine without it skips them with a visible message; CI installs every peer.
public struct Peer: Sendable {
    /// The executable's name, looked up on `PATH`.
    public let executable: String

    /// CPython 3.
    public static let python = Peer(executable: "python3")

    /// GNU units.
    public static let units = Peer(executable: "units")

    /// Info-ZIP `zip`.
    public static let zip = Peer(executable: "zip")

    /// Info-ZIP `unzip`.
    public static let unzip = Peer(executable: "unzip")

    /// 7-Zip (`7z` from p7zip, or `7zz`).
    public static let sevenZip = Peer(executable: "7z").path != nil ? Peer(executable: "7z") : Peer(executable: "7zz")

    /// 7-Zip 22 and later (`7zz`, Debian's `7zip`), whose zip encryption options (`-mem=AES256`)
    /// p7zip's `7z` 16.02 also has, with older code.
    public static let sevenZipModern = Peer(executable: "7zz")

    /// libarchive's `bsdtar`.
    public static let bsdtar = Peer(executable: "bsdtar")

    /// A peer run as `executable`, looked up on `PATH`.
    public init(executable: String) {
        self.executable = executable
    }

    /// The executable's full path, or `nil` when it is not installed — always `nil` where
    /// Foundation has no `Process` (iOS, tvOS, watchOS, visionOS), so peer tests skip there.
    public var path: String? {
        guard Self.canRunPrograms else { return nil }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(executable)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the peer is installed and, for Python, whether `modules` import.
    public func isAvailable(modules: [String] = []) -> Bool {
        guard path != nil else { return false }
        guard !modules.isEmpty else { return true }
        return (try? run(["-c", "import " + modules.joined(separator: ", ")])) != nil
    }

    /// Runs the peer with `arguments` and `input` on standard input; returns standard output.
    ///
    /// - Throws: `PeerError` when the peer is missing or exits with a failure.
    @discardableResult
    public func run(_ arguments: [String], input: String = "", directory: String? = nil) throws -> String {
        guard let path else { throw PeerError(message: "\(executable) is not installed") }
        #if os(macOS) || os(Linux)
            return try run(path, arguments, input: input, directory: directory)
        #else
            throw PeerError(message: "no Process on this platform to run \(executable)")
        #endif
    }
}

#if os(macOS) || os(Linux)
    extension Peer {
        private func run(_ path: String, _ arguments: [String], input: String, directory: String?) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
            let stdin = Pipe()
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = stderr
            _ = Self.ignoreBrokenPipes
            try process.run()
            // Standard input is written, and standard error read, on threads of their own while
            // this one reads standard output, so that no full pipe blocks the peer or us.
            let errors = Locked(Data())
            let helpersDone = DispatchGroup()
            let helpers: [@Sendable () -> Void] = [
                {
                    // A peer that exits without reading all its input is reported by its status.
                    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
                    try? stdin.fileHandleForWriting.close()
                },
                {
                    let read = stderr.fileHandleForReading.readDataToEndOfFile()
                    errors.withLock { $0 = read }
                },
            ]
            for helper in helpers {
                helpersDone.enter()
                Thread {
                    helper()
                    helpersDone.leave()
                }.start()
            }
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            helpersDone.wait()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PeerError(message: "\(executable) failed: " + String(decoding: errors.value, as: UTF8.self))
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// Writing to a peer that has exited raises SIGPIPE, whose default action ends the whole
        /// test process; ignored, the write fails with EPIPE instead.
        private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
    }
#endif

extension Peer {
    /// Runs the peer as ``run(_:input:directory:)`` does, once per machine: the output is kept
    /// in the temporary directory under a name made from the arguments, the input and
    /// `version` (the peer's or its package's, so an upgrade runs it again), and later calls
    /// read it back. For oracles that take minutes, which CI would otherwise run again in
    /// every pass of the suite (plain, at other times, under each sanitizer).
    public func runCached(_ arguments: [String], input: String = "", version: String) throws -> String {
        let key = ([executable, version, input] + arguments).joined(separator: "\u{0}")
        // FNV-1a: stable across processes, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let file = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("FrameworkStruct-peer-\(executable)-\(String(hash, radix: 16)).out")
        if let kept = try? Data(contentsOf: file) { return String(decoding: kept, as: UTF8.self) }
        let output = try run(arguments, input: input)
        // Written under another name and renamed, so a process reading meanwhile never sees
        // part of it.
        try? Data(output.utf8).write(to: file, options: .atomic)
        return output
    }
}

extension Peer {
    /// Whether this platform's Foundation can start programs (`Process`): macOS and Linux.
    public static var canRunPrograms: Bool {
        #if os(macOS) || os(Linux)
            true
        #else
            false
        #endif
    }
}

/// A peer that could not be run.
public struct PeerError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// The message.
    public var description: String { message }
}
