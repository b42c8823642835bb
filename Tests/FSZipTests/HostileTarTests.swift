import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// A header block for a hostile archive, its checksum right unless told otherwise.
func tarBlock(_ name: String, typeFlag: Character = "0", size: Int64 = 0, linkName: String = "") -> [UInt8] {
    var header = TarHeader()
    header.name = Array(name.utf8)
    header.typeFlag = typeFlag.asciiValue ?? 0
    header.size = size
    header.mode = 0o644
    header.linkName = Array(linkName.utf8)
    return header.block
}

/// `data` padded to whole blocks.
func tarData(_ data: [UInt8]) -> [UInt8] {
    data + [UInt8](repeating: 0, count: TarHeader.padding(after: UInt64(data.count)))
}

/// A pax header (`x`) whose data is `records`, exactly as given.
func paxBlock(_ records: String) -> [UInt8] {
    let bytes = Array(records.utf8)
    return tarBlock("././@PaxHeader", typeFlag: "x", size: Int64(bytes.count)) + tarData(bytes)
}

/// A file entry with `contents`.
func tarFile(_ name: String, _ contents: String) -> [UInt8] {
    tarBlock(name, size: Int64(contents.utf8.count)) + tarData(Array(contents.utf8))
}

/// The two end blocks.
let tarEnd = [UInt8](repeating: 0, count: 2 * TarHeader.blockSize)

/// Archives made by byte to break the reader or escape the destination: each is refused with
/// the error its damage calls for, leaves nothing outside the destination, and leaves no
/// half-written file.
@Suite struct HostileTarTests {
    /// Extracts `archive` into `scratch/out` from a file and streamed; both must throw `code`
    /// (or succeed when `code` is nil), and nothing may appear beside `out`.
    @discardableResult
    func extract(
        _ archive: [UInt8], expecting code: FSZipError.Code?, limits: FSTarLimits = FSTarLimits(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: String] {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = try scratch.write(archive, "hostile.tar")
        var snapshots: [[String: String]] = []
        for (name, run) in [
            (
                "file",
                { () throws(FSZipError) in _ = try FSTar.extractAll(fromFile: path, to: scratch["out"], limits: limits)
                }
            ),
            (
                "stream",
                { () throws(FSZipError) in
                    _ = try FSTarReader(data: archive, limits: limits).extractAll(to: scratch["out"])
                }
            ),
        ] {
            try? FileManager.default.removeItem(atPath: scratch["out"])
            do {
                try run()
                #expect(
                    code == nil, "\(name): extracted, expected \(code?.description ?? "")",
                    sourceLocation: sourceLocation)
            } catch {
                #expect(error.code == code, "\(name): \(error)", sourceLocation: sourceLocation)
            }
            #expect(
                scratch.names == ["hostile.tar", "out"], "\(name): \(scratch.names)", sourceLocation: sourceLocation)
            // An extraction that stops leaves its directories with the time they were made
            // (their own times are set last): two runs may straddle a second.
            let snapshot = tarSnapshot(of: scratch["out"], directoryTimes: code == nil)
            #expect(
                !snapshot.keys.contains { $0.contains(".fs-") }, "a temporary file was left",
                sourceLocation: sourceLocation)
            snapshots.append(snapshot)
        }
        #expect(snapshots[0] == snapshots[1], "file and stream differ", sourceLocation: sourceLocation)
        return snapshots[0]
    }

    @Test(arguments: ["../evil", "a/../../evil", "/tmp/fszip-evil", "./../evil", "a/./../../evil"])
    func pathsLeadingOutAreRefused(name: String) throws {
        try extract(tarFile("ok", "fine") + tarFile(name, "evil") + tarEnd, expecting: .unsafePath)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/fszip-evil"))
    }

    @Test func filesBeforeARefusedEntryStay() throws {
        let tree = try extract(
            tarFile("first", "1") + tarFile("../evil", "x") + tarFile("after", "2") + tarEnd, expecting: .unsafePath)
        #expect(tree.keys.sorted() == ["first"])
    }

    @Test func symbolicLinksLeadingOutAreRefused() throws {
        for target in ["/etc", "..", "../x", "sub/../../x", "a/b/../../../x"] {
            try extract(tarBlock("l", typeFlag: "2", linkName: target) + tarEnd, expecting: .unsafePath)
        }
    }

    @Test func noFileIsWrittenThroughALink() throws {
        // The link points inside, to sub/, then a file comes "through" it: the link is made
        // last, so the file lands in a real directory l/, and the link cannot replace it.
        let archive =
            tarBlock("sub", typeFlag: "5") + tarBlock("l", typeFlag: "2", linkName: "sub") + tarFile("l/evil", "x")
            + tarEnd
        try extract(archive, expecting: .io)
        // An absolute link is refused before the file is reached.
        try extract(
            tarBlock("l", typeFlag: "2", linkName: "/tmp") + tarFile("l/fszip-evil", "x") + tarEnd,
            expecting: .unsafePath)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/fszip-evil"))
    }

    @Test func aChainOfLinksLeadingOutIsRefused() throws {
        // Each link alone stays inside, read as text; together a → d/b/.. → the destination's parent.
        let archive =
            tarBlock("d", typeFlag: "5") + tarBlock("a", typeFlag: "2", linkName: "d/b/..")
            + tarBlock("d/b", typeFlag: "2", linkName: "..") + tarEnd
        let tree = try extract(archive, expecting: .unsafePath)
        #expect(tree["a"] == nil)
    }

    @Test func hardLinksOnlyToFilesExtractedInside() throws {
        for (target, code) in [
            ("../outside", FSZipError.Code.unsafePath), ("/etc/passwd", .unsafePath), ("missing", .unsafePath),
            ("dir", .unsafePath), ("link", .unsafePath), ("file", nil),
        ] {
            let archive =
                tarFile("file", "contents") + tarBlock("dir", typeFlag: "5")
                + tarBlock("link", typeFlag: "2", linkName: "file")
                + tarBlock("hard", typeFlag: "1", linkName: target) + tarEnd
            let tree = try extract(archive, expecting: code)
            if code == nil { #expect(tree["hard"]?.hasSuffix("same as file") == true, "\(tree)") }
        }
    }

    @Test func devicesAndPipesAreNeverMade() throws {
        let archive =
            tarBlock("null", typeFlag: "3") + tarBlock("disk", typeFlag: "4") + tarBlock("pipe", typeFlag: "6")
            + tarFile("kept", "k") + tarEnd
        let tree = try extract(archive, expecting: nil)
        #expect(tree.keys.sorted() == ["kept"])
        let listed = try FSTarReader(data: archive).nextAll().map(\.kind)
        #expect(listed == [.characterDevice, .blockDevice, .fifo, .regularFile])
    }

    @Test func sizesThatLie() throws {
        // 8 GiB claimed, 4 bytes there: cut short, and no file left.
        try extract(tarBlock("big", size: 8 << 30) + tarData(Array("data".utf8)) + tarEnd, expecting: .corrupt)
        // Past the limit: refused before anything is read.
        var limits = FSTarLimits()
        limits.maxTotalSize = 1 << 20
        try extract(tarBlock("big", size: 2 << 20) + tarEnd, expecting: .limitExceeded, limits: limits)
        try extract(paxBlock("29 size=99999999999999999999\n") + tarFile("f", "x") + tarEnd, expecting: .corrupt)
        try extract(paxBlock("27 size=999999999999999999\n") + tarFile("f", "x") + tarEnd, expecting: .limitExceeded)
    }

    @Test(arguments: [100, 511, 512, 700, 1023, 1500])
    func archivesCutShort(at length: Int) throws {
        // 512: one header; 1024: the file's data block; 1536: the second header.
        let archive = tarFile("a", String(repeating: "x", count: 300)) + tarFile("b", "y") + tarEnd
        let tree = try extract(Array(archive.prefix(length)), expecting: .corrupt)
        #expect(tree.keys.sorted() == (length >= 512 + 300 ? ["a"] : []))  // a is whole once its 300 bytes are
    }

    /// Cut between two entries, an archive reads as ending there, as GNU tar and Python read it.
    @Test func archivesCutBetweenEntries() throws {
        let archive = tarFile("a", String(repeating: "x", count: 300)) + tarFile("b", "y") + tarEnd
        #expect(try extract(Array(archive.prefix(1024)), expecting: nil).keys.sorted() == ["a"])
    }

    @Test func badChecksums() throws {
        var archive = tarFile("a", "x") + tarEnd
        archive[3] ^= 0x20
        try extract(archive, expecting: .corrupt)
        var octal = tarFile("a", "x") + tarEnd
        octal[TarHeader.Field.size.offset] = UInt8(ascii: "9")  // not octal (the checksum fixed below)
        let sum = octal[0..<512].enumerated().reduce(0) {
            $0 + Int((148..<156).contains($1.offset) ? UInt8(ascii: " ") : $1.element)
        }
        octal.replaceSubrange(148..<156, with: Array(String(format: "%06o\0 ", sum).utf8))
        try extract(octal, expecting: .corrupt)
    }

    @Test(arguments: [
        "99 path=a\n",  // the length runs past the data
        "5 path=abc\n",  // the length is too short
        "9 pathab\n",  // no "="
        "7 =abc\n",  // no key
        "x path=a\n",  // no length
        "12 size=abc\n",  // not a number
        "11 size=-1\n",  // negative
        "14 mtime=1.x2\n",  // not a time
        "12 path=a\0b\n",  // a NUL in a name
        "10 path=ab",  // no newline
    ])
    func paxRecordsThatLie(records: String) throws {
        try extract(paxBlock(records) + tarFile("f", "x") + tarEnd, expecting: .corrupt)
    }

    @Test func metadataAndEntryCountsAreBounded() throws {
        var limits = FSTarLimits()
        limits.maxMetadataSize = 1000
        let long = String(repeating: "p", count: 2000)
        try extract(
            paxBlock("2011 path=\(long)\n") + tarFile("f", "x") + tarEnd, expecting: .limitExceeded, limits: limits)
        try extract(
            tarBlock("././@LongLink", typeFlag: "L", size: 2000) + tarData(Array(long.utf8)) + tarEnd,
            expecting: .limitExceeded, limits: limits)
        // Pax headers that follow each other, each under the limit, add up past it.
        let record = "511 comment=" + String(repeating: "c", count: 498) + "\n"
        try extract(
            (1...3).flatMap { _ in paxBlock(record) } + tarFile("f", "x") + tarEnd, expecting: .limitExceeded,
            limits: limits)
        limits = FSTarLimits()
        limits.maxEntryCount = 3
        let tree = try extract(
            (1...5).flatMap { tarFile("f\($0)", "x") } + tarEnd, expecting: .limitExceeded, limits: limits)
        #expect(tree.keys.sorted() == ["f1", "f2", "f3"])
    }

    @Test func sparseFilesAreUnsupported() throws {
        try extract(tarBlock("s", typeFlag: "S") + tarEnd, expecting: .unsupportedMethod)
        try extract(paxBlock("22 GNU.sparse.major=1\n") + tarFile("s", "x") + tarEnd, expecting: .unsupportedMethod)
    }
}

extension FSTarReader {
    /// Every entry left.
    func nextAll() throws(FSZipError) -> [FSTarEntry] {
        var entries: [FSTarEntry] = []
        while let entry = try next() { entries.append(entry) }
        return entries
    }
}
