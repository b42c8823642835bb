import Dispatch
internal import FSInternal

/// How a group of jobs ended.
public enum FSGroupOutcome: Hashable, Sendable {
    /// Every job called its `finish`.
    case finished
    /// The timeout passed first; these jobs (by position) had not called `finish`.
    case timedOut(unfinished: [Int])
}

/// The callback a job of a group calls once it is done.
///
/// Calling it more than once is a bug in the job, but never a crash (unlike an unbalanced
/// `DispatchGroup.leave()`): the extra call is ignored, returns `false`, and in debug builds
/// prints a diagnostic naming the job.
public struct FSGroupFinish: Sendable {
    let group: GroupState
    /// The job's position in the group.
    public let job: Int

    /// Marks the job done. Returns `false`, and changes nothing, when it already was.
    @discardableResult
    public func callAsFunction() -> Bool {
        group.finish(job)
    }
}

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

/// The shared state of one group: which jobs have finished, and whether it completed.
final class GroupState: Sendable {
    private struct State {
        var finished: [Bool]
        var remaining: Int
        var completion: (@Sendable (FSGroupOutcome) -> Void)?
    }

    private let state: FSLocked<State>

    init(count: Int, completion: @escaping @Sendable (FSGroupOutcome) -> Void) {
        state = FSLocked(
            State(finished: Array(repeating: false, count: count), remaining: count, completion: completion))
        if count == 0 { complete(with: .finished) }
    }

    func finish(_ job: Int) -> Bool {
        let (first, completion) = state.withLock { state -> (Bool, (@Sendable (FSGroupOutcome) -> Void)?) in
            guard !state.finished[job] else { return (false, nil) }
            state.finished[job] = true
            state.remaining -= 1
            guard state.remaining == 0 else { return (true, nil) }
            defer { state.completion = nil }
            return (true, state.completion)
        }
        if !first { Diagnostics.report("job \(job) of a group called finish more than once; the call was ignored") }
        completion?(.finished)
        return first
    }

    func timeOut() {
        let timedOut = state.withLock { state -> (@Sendable (FSGroupOutcome) -> Void, [Int])? in
            guard let completion = state.completion else { return nil }
            state.completion = nil
            return (completion, state.finished.indices.filter { !state.finished[$0] })
        }
        if let (completion, unfinished) = timedOut { completion(.timedOut(unfinished: unfinished)) }
    }

    private func complete(with outcome: FSGroupOutcome) {
        let completion = state.withLock { state in
            defer { state.completion = nil }
            return state.completion
        }
        completion?(outcome)
    }
}
