import Dispatch
internal import FSInternal

extension FSThreadManager {
    /// Starts every job on `label`'s queue, each with its own ``FSGroupFinish``, and calls
    /// `completion` on `completionOn` once all have called it — or once `timeout` passes.
    ///
    /// Each call is a group of its own: groups on the same queue never see each other's jobs
    /// (the original kept groups by queue label, so two on one queue collided). No thread
    /// waits: the last `finish`, or the timeout, schedules the completion.
    ///
    /// ```swift
    /// FSThreadManager.group(jobs: [
    ///     { finish in api.loadProfile { profile = $0; finish() } },
    ///     { finish in api.loadFeed { feed = $0; finish() } },
    /// ], timeout: .seconds(10)) { outcome in
    ///     if case .timedOut = outcome { showRetry() } else { showHome() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - label: Where the jobs start (default: the global queue).
    ///   - jobs: The jobs; each must call its `finish` once, on any thread, at any time.
    ///   - timeout: How long to wait before completing with ``FSGroupOutcome/timedOut(unfinished:)``;
    ///     `nil` waits for ever.
    ///   - completionOn: Where `completion` runs (default: the main queue).
    ///   - completion: Called once, with how the group ended.
    public static func group(
        on label: FSThreadLabel = .global, jobs: [@Sendable (FSGroupFinish) -> Void], timeout: Duration? = nil,
        completionOn: FSThreadLabel = .main, completion: @escaping @Sendable (FSGroupOutcome) -> Void
    ) {
        let queue = completionOn.queue
        let group = GroupState(count: jobs.count) { outcome in queue.async { completion(outcome) } }
        if let timeout {
            queue.asyncAfter(deadline: .now() + timeout.dispatchInterval) { group.timeOut() }
        }
        let start = label.queue
        for (index, job) in jobs.enumerated() {
            let finish = FSGroupFinish(group: group, job: index)
            start.async { job(finish) }
        }
    }

    /// Starts every job on `label`'s queue and returns once all have called their `finish`,
    /// or once `timeout` passes: the `async` form of
    /// ``group(on:jobs:timeout:completionOn:completion:)``.
    ///
    /// ```swift
    /// let outcome = await FSThreadManager.group(jobs: uploads.map { upload in
    ///     { finish in upload.start(then: { finish() }) }
    /// }, timeout: .seconds(30))
    /// ```
    @discardableResult
    public static func group(
        on label: FSThreadLabel = .global, jobs: [@Sendable (FSGroupFinish) -> Void], timeout: Duration? = nil
    ) async -> FSGroupOutcome {
        await awaitCallback(placeholder: .finished) { deliver in
            group(on: label, jobs: jobs, timeout: timeout, completionOn: .global, completion: deliver)
        }
    }
}
