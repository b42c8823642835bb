import Dispatch
import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Many archives written and read at once, from the places apps and servers call from: Dispatch
/// work items, detached tasks, the main queue. Each writer and reader deflates or inflates on
/// several threads, so each feeds Dispatch's pool while its caller occupies a thread of that
/// pool; all must finish (on two cores, with a frozen clock too: CI runs this suite under
/// faketime), with the bytes one writer alone writes.
@Suite struct ConcurrencyTests {
    /// Entries above the 1 MiB block size, so that they deflate and inflate block by block
    /// on several threads, and a small one. Kept as byte arrays: a `Data` held in a static is
    /// reported as leaked by LeakSanitizer, which cannot follow the tagged reference inside it.
    static let files: [(name: String, bytes: [UInt8])] = {
        var generator = SeededGenerator(seed: 29)
        let words = ["pool", "caller", "runs", "并发", "deflate", "\n"]
        let text = generator.text(260_000, of: words)
        let noise = generator.bytes((1 << 20) + 4_321)
        return [
            ("text.txt", Array(text.utf8)), ("noise.bin", noise),
            ("small.txt", Array("small".utf8)),
        ]
    }()

    /// Writes the archive of ``files`` on four threads into memory, the way every writer here does.
    static func archive(in directory: String, index: Int) throws -> Data {
        let path = directory + "/\(index).zip"
        let writer = try FSZipWriter(path: path)
        writer.maxConcurrency = 4
        for (name, bytes) in files {
            try writer.add(Data(bytes), as: name, modificationDate: Date(timeIntervalSince1970: 1_700_000_000))
        }
        try writer.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Reads every entry back on four threads and checks it.
    static func readBack(_ directory: String, index: Int) throws -> Bool {
        var archive = try FSZipArchive(path: directory + "/\(index).zip")
        archive.maxConcurrency = 4
        try archive.verify()
        return try files.allSatisfy { file in try Array(archive.data(of: file.name)) == file.bytes }
    }

    /// How the writers are started.
    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case globalQueue, detachedTasks, mainQueue
        var testDescription: String { rawValue }
    }

    /// Runs `count` jobs started the way `start` says, and returns their results by index.
    static func run<T: Sendable>(
        _ count: Int, _ start: Start, _ job: @escaping @Sendable (Int) throws -> T
    ) async throws -> [T] {
        switch start {
        case .detachedTasks:
            let tasks = (0..<count).map { index in Task.detached { try job(index) } }
            var results: [T] = []
            for task in tasks { results.append(try await task.value) }
            return results
        case .globalQueue, .mainQueue:
            let queue = start == .mainQueue ? DispatchQueue.main : DispatchQueue.global()
            let results = Locked([Int: Result<T, any Error>]())
            let group = DispatchGroup()
            for index in 0..<count {
                queue.async(group: group) {
                    let result = Result { try job(index) }
                    results.withLock { $0[index] = result }
                }
            }
            // The test suspends until they are done; it does not hold a thread while they run.
            await withCheckedContinuation { continuation in group.notify(queue: .global()) { continuation.resume() } }
            return try (0..<count).map { index in try #require(results.value[index]).get() }
        }
    }

    @Test(
        "1 to 16 writers, then as many readers, at once: all finish, with one writer's bytes",
        arguments: Start.allCases)
    func concurrentWritersAndReaders(start: Start) async throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let reference = try Self.archive(in: scratch.path, index: -1)
        // Every count from the pool's start: in the plain run; the reruns take the few others take.
        let counts = start == .globalQueue && !TestDepth.isSampled ? Array(1...16) : [1, 2, 5, 16]
        for count in counts {
            let directory = scratch.path + "/\(start)-\(count)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let archives = try await Self.run(count, start) { index in try Self.archive(in: directory, index: index) }
            #expect(archives.allSatisfy { $0 == reference }, "\(count) writers")
            let reads = try await Self.run(count, start) { index in try Self.readBack(directory, index: index) }
            #expect(reads.allSatisfy { $0 }, "\(count) readers")
        }
    }

    @Test("a caller whose helpers never start runs every job itself, in order", arguments: [2, 3, 8, 64])
    func callerRunsWhenNoHelperStarts(threads: Int) throws {
        // The helpers are kept, not started, until the work is done: as if every thread of
        // the pool were busy, or the pool could not grow.
        let held = Locked<[@Sendable () -> Void]>([])
        var delivered: [Int] = []
        do {
            let work = OrderedWork<Int>(threads: threads) { helper in held.withLock { $0.append(helper) } }
            for job in 0..<1_000 {
                try work.submit({ job * job }) { (square: Int) throws(FSZipError) in delivered.append(square) }
            }
            try work.drain { (square: Int) throws(FSZipError) in delivered.append(square) }
        }
        #expect(delivered == (0..<1_000).map { $0 * $0 })
        #expect(held.value.count == threads - 1)
        for helper in held.value { helper() }  // they start late, find nothing to do, and end
    }
}
