/// How far an extraction, or the adding of a directory, has got, reported to a progress handler.
///
/// ```swift
/// try archive.extractAll(to: destination) { progress in
///     print("\(Int(progress.fractionCompleted * 100)) %")
///     return !userPressedCancel          // false stops, with FSZipError.cancelled
/// }
/// ```
public struct FSZipProgress: Hashable, Sendable {
    /// Entries finished.
    public var entriesCompleted: Int
    /// Entries to extract or add.
    public var entriesTotal: Int
    /// Bytes written so far.
    public var bytesCompleted: UInt64
    /// Bytes to write in all.
    public var bytesTotal: UInt64

    /// Bytes completed over the total, 0…1 (1 when there is nothing to write).
    public var fractionCompleted: Double {
        bytesTotal == 0 ? 1 : Double(bytesCompleted) / Double(bytesTotal)
    }
}

/// Calls a progress handler at most once per MiB written or entry finished, and turns a
/// `false` answer or a cancelled task into ``FSZipError/cancelled``.
struct ProgressReporter {
    private let handler: ((FSZipProgress) -> Bool)?
    private(set) var progress: FSZipProgress
    private var lastReported: UInt64 = 0
    private var repeating: UInt64 = 0

    init(entries: Int, bytes: UInt64, handler: ((FSZipProgress) -> Bool)?) {
        self.handler = handler
        progress = FSZipProgress(entriesCompleted: 0, entriesTotal: entries, bytesCompleted: 0, bytesTotal: bytes)
    }

    mutating func add(bytes: Int) throws(FSZipError) {
        let repeated = min(UInt64(bytes), repeating)
        repeating -= repeated
        progress.bytesCompleted += UInt64(bytes) - repeated
        if progress.bytesCompleted - lastReported >= 1 << 20 { try report() }
    }

    /// Work since `bytes` is about to be redone: the next bytes up to the current count are
    /// not counted again, so progress never goes backwards.
    mutating func redo(from bytes: UInt64) {
        repeating = progress.bytesCompleted - bytes
    }

    mutating func finishEntry() throws(FSZipError) {
        progress.entriesCompleted += 1
        try report()
    }

    private mutating func report() throws(FSZipError) {
        lastReported = progress.bytesCompleted
        if Task.isCancelled { throw .cancelled }
        if let handler, !handler(progress) { throw .cancelled }
    }
}
