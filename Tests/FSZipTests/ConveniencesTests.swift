import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// One-call zipping between URLs, Foundation's `Progress`, and the `async` forms of adding
/// and verifying.
@Suite struct ConveniencesTests {
    @Test func zipsAndUnzipsBetweenURLs() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        let sourceURL = URL(fileURLWithPath: source)
        let kept = URL(fileURLWithPath: scratch.path + "/kept.zip")
        try FileManager.default.zipItem(at: sourceURL, to: kept, level: 9)
        #expect(try FSZipArchive(path: kept.path).entries.contains { $0.path == "sample/docs/长文本.txt" })
        try FileManager.default.unzipItem(at: kept, to: URL(fileURLWithPath: scratch.path + "/out1"))
        #expect(contents(of: scratch.path + "/out1/sample") == contents(of: source))

        let flat = URL(fileURLWithPath: scratch.path + "/flat.zip")
        try FileManager.default.zipItem(
            at: sourceURL, to: flat, keepsParent: false, password: "pw", encryption: .zipCrypto)
        let archive = try FSZipArchive(path: flat.path)
        #expect(
            archive.entries.contains { $0.path == "docs/长文本.txt" }
                && !archive.entries.contains { $0.path.hasPrefix("sample") })
        #expect(throws: FSZipError.self) {
            try FileManager.default.unzipItem(at: flat, to: URL(fileURLWithPath: scratch.path + "/nopw"))
        }
        try FileManager.default.unzipItem(at: flat, to: URL(fileURLWithPath: scratch.path + "/out2"), password: "pw")
        #expect(contents(of: scratch.path + "/out2") == contents(of: source))

        // One file, by its name.
        let single = URL(fileURLWithPath: scratch.path + "/single.zip")
        try FileManager.default.zipItem(at: URL(fileURLWithPath: source + "/README.md"), to: single)
        #expect(try FSZipArchive(path: single.path).entries.map(\.path) == ["README.md"])
    }

    @Test func refusesWhatItShouldNotTouch() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = URL(fileURLWithPath: try scratch.tree("sample", sampleFiles()))
        let existing = URL(fileURLWithPath: scratch.path + "/existing.zip")
        try Data("keep me".utf8).write(to: existing)
        #expect { try FileManager.default.zipItem(at: source, to: existing) } throws: {
            ($0 as? FSZipError)?.errno == EEXIST
        }
        #expect(try Data(contentsOf: existing) == Data("keep me".utf8))
        let web = try #require(URL(string: "https://example.com/a.zip"))
        #expect { try FileManager.default.zipItem(at: source, to: web) } throws: {
            ($0 as? FSZipError)?.code == .invalidArgument
        }
        #expect(throws: FSZipError.self) {
            try FileManager.default.zipItem(
                at: URL(fileURLWithPath: scratch.path + "/missing"), to: URL(fileURLWithPath: scratch.path + "/m.zip"))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/m.zip"))
    }

    /// A `Progress` ends at its total, by bytes; cancelling it stops the work and leaves
    /// nothing at the destination.
    @Test func foundationProgressFollowsAndCancels() async throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("tree", ["a.bin": Data(count: 3 << 20), "b.txt": Data(count: 5_000)])
        let progress = Progress(totalUnitCount: 0)
        let zip = URL(fileURLWithPath: scratch.path + "/a.zip")
        try await FileManager.default.zipItem(at: URL(fileURLWithPath: source), to: zip, progress: progress)
        #expect(progress.totalUnitCount == 3 << 20 + 5_000 && progress.completedUnitCount == progress.totalUnitCount)
        #expect(progress.fractionCompleted == 1)

        let unzipped = Progress(totalUnitCount: 0)
        try await FileManager.default.unzipItem(
            at: zip, to: URL(fileURLWithPath: scratch.path + "/out"), progress: unzipped)
        #expect(unzipped.fractionCompleted == 1)

        let cancelled = Progress(totalUnitCount: 0)
        cancelled.cancel()
        let stopped = URL(fileURLWithPath: scratch.path + "/stopped.zip")
        #expect(throws: FSZipError.cancelled) {
            try FileManager.default.zipItem(at: URL(fileURLWithPath: source), to: stopped, progress: cancelled)
        }
        #expect(!FileManager.default.fileExists(atPath: stopped.path))
    }

    /// A paused `Progress` holds the work until it resumes.
    @Test func aPausedProgressWaits() async throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("tree", ["a.bin": Data(count: 1 << 20)])
        let progress = Progress(totalUnitCount: 0)
        progress.isPausable = true
        progress.pause()
        let handler = FSZipProgress.reporting(to: progress)
        let done = Locked(false)
        let thread = Thread {
            let writer = try? FSZipWriter(path: scratch.path + "/paused.zip")
            try? writer?.addDirectory(at: source, progress: handler)
            try? writer?.finish()
            done.withLock { $0 = true }
        }
        thread.start()
        try await Task.sleep(for: .milliseconds(300))
        #expect(!done.value, "a paused progress must hold the work")
        progress.resume()
        #expect(await eventually { done.value })
        #expect(progress.fractionCompleted == 1)
        #expect(try await FSZipArchive(path: scratch.path + "/paused.zip").verify().count == 2)
    }

    /// A cancelled task stops adding between buffers; the entry leaves no bytes and the
    /// archive finishes with the entries before it.
    @Test func cancelledAsyncAddsLeaveNoBytes() async throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let file = scratch.path + "/big.bin"
        try Data(count: 4 << 20).write(to: URL(fileURLWithPath: file))
        let data = try await Task { () async throws -> Data in
            let writer = FSZipWriter()
            try await writer.add(Data("kept".utf8), as: "kept.txt")
            withUnsafeCurrentTask { $0?.cancel() }
            await #expect(throws: FSZipError.cancelled) { try await writer.add(Data(count: 4 << 20), as: "data.bin") }
            await #expect(throws: FSZipError.cancelled) { try await writer.addFile(at: file) }
            return try writer.finishData()
        }.value
        let archive = try FSZipArchive(data: data)
        #expect(archive.entries.map(\.path) == ["kept.txt"])
        #expect(try await archive.verify().count == 1)
    }

    @Test func asyncVerifyChecksAndCancels() async throws {
        let writer = FSZipWriter()
        try await writer.add(Data(count: 3 << 20), as: "zeros.bin")
        let archive = try FSZipArchive(data: try writer.finishData())
        #expect(try await archive.verify().count == 1)
        let task = Task { try await archive.verify { _ in true } }
        task.cancel()
        await #expect(throws: FSZipError.cancelled) { try await task.value }
    }
}
