import Dispatch
internal import FSInternal

/// Runs jobs on Dispatch's global queue, at most `threads` at once and a bounded number in
/// flight, and hands their results back on the caller's thread in the order the jobs were
/// submitted — so whatever runs first, what the caller writes is the same.
///
/// With one thread each job runs inline as it is submitted: the single-threaded path, with
/// the same results. Releasing it waits for jobs still running, so that when a caller stops
/// at an error, no job goes on writing after it has returned.
final class OrderedWork<Output: Sendable> {
    private let threads: Int
    /// Jobs submitted and not yet delivered: bounds the memory their inputs and outputs hold.
    private let window: Int
    private var submitted = 0
    private var delivered = 0
    private let done = FSLocked<[Int: Output]>([:])
    /// Signalled once per finished job.
    private let finished = DispatchSemaphore(value: 0)
    /// Lets `threads` jobs compute at once, however many Dispatch starts.
    private let running: DispatchSemaphore
    /// The jobs not yet finished.
    private let unfinished = DispatchGroup()

    /// The most threads used, whatever is asked: each job in flight holds its data (up to a
    /// 1 MiB block and its output), and more jobs than Dispatch has worker threads would only
    /// wait for each other.
    static var maxThreads: Int { 64 }

    init(threads: Int) {
        self.threads = min(max(1, threads), Self.maxThreads)
        window = 2 * self.threads
        running = DispatchSemaphore(value: self.threads)
    }

    deinit {
        unfinished.wait()
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
        unfinished.enter()
        DispatchQueue.global().async { [done, finished, running, unfinished] in
            running.wait()
            let output = job()
            running.signal()
            done.withLock { $0[sequence] = output }
            finished.signal()
            unfinished.leave()
        }
    }

    /// Delivers every result still to come, in order.
    func drain(deliver: (Output) throws(FSZipError) -> Void) throws(FSZipError) {
        while delivered < submitted { try deliverNext(deliver) }
    }

    /// Waits for the oldest job not delivered and delivers it.
    private func deliverNext(_ deliver: (Output) throws(FSZipError) -> Void) throws(FSZipError) {
        let sequence = delivered
        while true {
            if let output = done.withLock({ $0.removeValue(forKey: sequence) }) {
                delivered += 1
                return try deliver(output)
            }
            finished.wait()
        }
    }
}
