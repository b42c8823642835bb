import Dispatch
internal import FSInternal

/// Runs jobs on up to `maxConcurrency` threads — the caller's and helpers on Dispatch's global
/// queue — a bounded number in flight, and hands their results back on the caller's thread in
/// the order the jobs were submitted, so whatever runs first, what the caller writes is the
/// same.
///
/// The caller never waits for work queued to the pool: while the result it needs is not
/// there, it takes the oldest job nobody has started and runs it itself ("caller runs"). It
/// blocks only when every job not yet finished is running on some thread, so it waits for
/// work in progress, never for a pool thread to become free. Helpers only speed things up:
/// with none started (a pool busy with callers like this one, or a frozen clock that stops
/// libdispatch from adding threads), the caller does every job itself.
///
/// With one thread each job runs inline as it is submitted: the single-threaded path, with
/// the same results. Releasing it drops the jobs nobody started and waits for those running,
/// so that when a caller stops at an error, no job goes on writing after it has returned.
final class OrderedWork<Output: Sendable> {
    private struct Shared {
        /// Jobs submitted that nobody has started, oldest first.
        var pending: [(sequence: Int, job: @Sendable () -> Output)] = []
        /// Results not yet delivered, by sequence number.
        var done: [Int: Output] = [:]
        /// Jobs a thread is running now.
        var running = 0
        /// Helpers started (or queued to start) and not yet gone.
        var helpers = 0
    }

    private let threads: Int
    /// Jobs submitted and not yet delivered: bounds the memory their inputs and outputs hold.
    private let window: Int
    private var submitted = 0
    private var delivered = 0
    private let shared = FSLocked(Shared())
    /// Signalled once per job a helper finishes.
    private let finished = DispatchSemaphore(value: 0)
    /// Starts a helper: on Dispatch's global queue (tests hold them back).
    private let startHelper: (@escaping @Sendable () -> Void) -> Void

    /// The most threads used, whatever is asked: each job in flight holds its data (up to a
    /// 1 MiB block and its output), and more jobs than Dispatch has worker threads would only
    /// wait for each other.
    static var maxThreads: Int { 64 }

    /// - Parameter jobsPerThread: How many jobs may be in flight per thread: more keeps every
    ///   thread busy while the caller is away reading or writing, at the cost of the memory
    ///   the jobs hold.
    init(
        threads: Int, jobsPerThread: Int = 2,
        startHelper: @escaping (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global().async(execute: $0) }
    ) {
        self.threads = threads.clamped(to: 1...Self.maxThreads)
        window = max(1, jobsPerThread) * self.threads
        self.startHelper = startHelper
    }

    deinit {
        shared.withLock { $0.pending.removeAll() }
        while shared.withLock({ $0.running }) > 0 { finished.wait() }
        // Results never delivered are released here, on the caller's thread, before it returns
        // (an extracted file not committed removes its temporary file as it goes).
        shared.withLock { $0.done.removeAll() }
    }

    /// Runs `job`, first delivering (in order) as many finished results as it takes to make
    /// room for it.
    func submit(
        _ job: @escaping @Sendable () -> Output, deliver: (Output) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        guard threads > 1 else { return try deliver(job()) }
        while submitted - delivered >= window { try deliverNext(deliver) }
        let sequence = submitted
        submitted += 1
        let startsHelper = shared.withLock { shared in
            shared.pending.append((sequence, job))
            // The caller is one of the threads; helpers are the others.
            guard shared.helpers < threads - 1 else { return false }
            shared.helpers += 1
            return true
        }
        if startsHelper {
            startHelper { [shared, finished] in Self.help(shared, finished) }
        }
    }

    /// Delivers every result still to come, in order.
    func drain(deliver: (Output) throws(FSZipError) -> Void) throws(FSZipError) {
        while delivered < submitted { try deliverNext(deliver) }
    }

    /// Delivers the oldest result not delivered, running jobs nobody has started until it is
    /// there.
    private func deliverNext(_ deliver: (Output) throws(FSZipError) -> Void) throws(FSZipError) {
        let sequence = delivered
        while true {
            let next: (output: Output?, job: (sequence: Int, job: @Sendable () -> Output)?) = shared.withLock {
                if let output = $0.done.removeValue(forKey: sequence) { return (output, nil) }
                guard !$0.pending.isEmpty else { return (nil, nil) }
                return (nil, $0.pending.removeFirst())
            }
            if let output = next.output {
                delivered += 1
                return try deliver(output)
            }
            if let (number, job) = next.job {
                let output = job()
                shared.withLock { $0.done[number] = output }
            } else {
                // Every job not finished is running on a helper: wait for one to end.
                finished.wait()
            }
        }
    }

    /// How many times a helper that finds no job looks again, yielding its processor in
    /// between, before it goes: the caller usually submits the next job within microseconds,
    /// and a helper that stays costs far less than one started anew (on 16 cores, small
    /// blocks were slower than large ones until helpers stayed).
    private static var idleChecks: Int { 256 }

    /// A helper's life: run the oldest job nobody has started, until there is none for a
    /// while.
    private static func help(_ shared: FSLocked<Shared>, _ finished: DispatchSemaphore) {
        while true {
            var next: (sequence: Int, job: @Sendable () -> Output)?
            for check in 0...idleChecks {
                next = shared.withLock {
                    guard !$0.pending.isEmpty else {
                        if check == idleChecks { $0.helpers -= 1 }
                        return nil
                    }
                    $0.running += 1
                    return $0.pending.removeFirst()
                }
                if next != nil { break }
                Platform.yieldThread()
            }
            guard let (sequence, job) = next else { return }
            do {
                let output = job()
                shared.withLock { $0.done[sequence] = output }
            }
            // Counted as finished only once this thread holds nothing of the output: releasing
            // the work then releases every result on the caller's thread.
            shared.withLock { $0.running -= 1 }
            finished.signal()
        }
    }
}
