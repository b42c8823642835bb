import FSTestSupport
import Foundation
import Testing

@testable import FSZip

// The peers run as programs (Foundation's `Process`): macOS and Linux only.
#if os(macOS) || os(Linux)

    /// GNU tar, where `tar` is GNU's (on macOS it is bsdtar).
    private let gnuTar = Peer(executable: "tar")
    private let hasGNUTar = (try? gnuTar.run(["--version"]))?.contains("GNU tar") == true

    /// Tar archives FSZip writes, read by GNU tar, bsdtar and Python's `tarfile`; archives they
    /// write, read by FSZip — each time the whole tree, item by item (kind, permissions, time,
    /// contents, link targets, hard links).
    @Suite struct TarInteropTests {
        /// Our archive of a random tree, plain and gzip, extracted by `extract` into a fresh
        /// directory, must give the tree back.
        func checkOurArchivesExtractedBy(
            _ name: String, seed: UInt64, _ extract: (_ archive: String, _ destination: String) throws -> Void
        ) throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let top = try makeTarTree(at: scratch["source"], seed: seed)
            for compression in [FSTarCompression.none, .gzip] {
                let archive = scratch["ours-\(compression == .none ? "plain" : "gzip").tar"]
                try FSTar.createArchive(atPath: archive, from: [top], compression: compression)
                let destination = scratch["by-\(name)-\(compression == .none ? "plain" : "gzip")"]
                try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
                try extract(archive, destination)
                #expect(tarSnapshot(of: destination + "/top") == tarSnapshot(of: top), "\(name), \(compression)")
            }
        }

        /// The peer's archive of a random tree, made by `create`, extracted by FSZip (from the
        /// file, and streamed through ``FSTarReader``) must give the tree back.
        func checkPeerArchives(
            _ name: String, seed: UInt64, _ create: (_ parent: String, _ archive: String) throws -> Void
        ) throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let top = try makeTarTree(at: scratch["source"], seed: seed)
            let archive = scratch["\(name).tar.gz"]
            try create(scratch["source"], archive)
            try FSTar.extractAll(fromFile: archive, to: scratch["file"])
            #expect(tarSnapshot(of: scratch["file"] + "/top") == tarSnapshot(of: top), "\(name), from the file")
            let handle = try #require(FileHandle(forReadingAtPath: archive))
            try FSTarReader { try handle.read(upToCount: 777) }.extractAll(to: scratch["stream"])
            #expect(tarSnapshot(of: scratch["stream"] + "/top") == tarSnapshot(of: top), "\(name), streamed")
        }

        @Test(.enabled(if: hasGNUTar, "needs GNU tar"))
        func gnuTarExtractsOurArchives() throws {
            try checkOurArchivesExtractedBy("gnu", seed: 1) { archive, destination in
                try gnuTar.run(["-xf", archive, "-C", destination])
            }
        }

        @Test(.enabled(if: Peer.bsdtar.isAvailable(), "needs bsdtar (libarchive-tools)"))
        func bsdtarExtractsOurArchives() throws {
            try checkOurArchivesExtractedBy("bsdtar", seed: 2) { archive, destination in
                try Peer.bsdtar.run(["-xpf", archive, "-C", destination])
            }
        }

        @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
        func pythonExtractsOurArchives() throws {
            try checkOurArchivesExtractedBy("python", seed: 3) { archive, destination in
                try Peer.python.run([
                    "-c",
                    """
                    import sys, tarfile
                    with tarfile.open(sys.argv[1]) as t:
                        t.extractall(sys.argv[2], filter="tar") if hasattr(tarfile, "tar_filter") else t.extractall(sys.argv[2])
                    """, archive, destination,
                ])
            }
        }

        @Test(.enabled(if: hasGNUTar, "needs GNU tar"), arguments: ["gnu", "posix", "oldgnu"])
        func ourReaderExtractsGNUTarArchives(format: String) throws {
            try checkPeerArchives("gnu-\(format)", seed: 4) { parent, archive in
                try gnuTar.run(["--format=\(format)", "-czf", archive, "-C", parent, "top"])
            }
        }

        @Test(.enabled(if: Peer.bsdtar.isAvailable(), "needs bsdtar (libarchive-tools)"), arguments: ["pax", "gnutar"])
        func ourReaderExtractsBsdtarArchives(format: String) throws {
            try checkPeerArchives("bsdtar-\(format)", seed: 5) { parent, archive in
                try Peer.bsdtar.run(["--format", format, "-czf", archive, "-C", parent, "top"])
            }
        }

        @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"), arguments: ["PAX_FORMAT", "GNU_FORMAT"])
        func ourReaderExtractsPythonArchives(format: String) throws {
            try checkPeerArchives("python-\(format)", seed: 6) { parent, archive in
                try Peer.python.run([
                    "-c",
                    """
                    import os, sys, tarfile
                    os.chdir(sys.argv[1])
                    with tarfile.open(sys.argv[2], "w:gz", format=tarfile.\(format)) as t:
                        t.add("top")
                    """, parent, archive,
                ])
            }
        }

        /// A file one byte over 8 GiB — sparse, so it costs no disk — has a size ustar's octal
        /// field cannot hold: GNU tar writes it in base-256 (`--format=gnu`) or a pax record
        /// (`--format=posix`), and FSZip writes a pax record that Python and GNU tar read.
        @Test(.enabled(if: hasGNUTar && Peer.python.isAvailable(), "needs GNU tar and python3"))
        func sizesOver8GiB() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let size: UInt64 = 8 << 30 + 1
            let big = scratch["big"]
            #expect(FileManager.default.createFile(atPath: big, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: big))
            try handle.truncate(atOffset: size)
            try handle.close()
            // The first 64 KiB of each archive hold every header of the entry.
            let prefix = 1 << 16
            for format in ["gnu", "posix"] {
                // Only the start: tar stops at the closed pipe, never writing the 8 GiB.
                try Peer(executable: "sh").run([
                    "-c", "tar --format=$1 -cf - -C \"$2\" big | head -c \(prefix) > \"$3\"", "sh", format,
                    scratch.path,
                    scratch["gnu-\(format).tar"],
                ])
                let head = try Data(contentsOf: URL(fileURLWithPath: scratch["gnu-\(format).tar"])).prefix(prefix)
                let entry = try #require(try FSTarReader(data: head).next())
                #expect(entry.path == "big" && entry.size == size, "\(format)")
            }
            // Ours: the writer stops (the output refuses more) once the headers are out.
            struct Enough: Error {}
            var written = Data()
            let writer = try FSTarWriter { chunk in
                written += chunk
                if written.count >= prefix { throw Enough() }
            }
            #expect(throws: FSZipError.self) { try writer.appendItem(atPath: big) }
            let head = scratch["ours-head.tar"]
            try written.prefix(prefix).write(to: URL(fileURLWithPath: head))
            let python = try Peer.python.run([
                "-c", "import sys, tarfile; t = tarfile.open(sys.argv[1], 'r|'); m = t.next(); print(m.name, m.size)",
                head,
            ])
            #expect(python.trimmingCharacters(in: .whitespacesAndNewlines) == "big \(size)")
            // GNU tar lists the entry, then fails on the cut archive.
            let listing = try Peer(executable: "sh").run(["-c", "tar -tvf \"$1\" 2>/dev/null; true", "sh", head])
            #expect(listing.contains(" \(size) ") && listing.contains("big"), "\(listing)")
        }
    }

#endif
