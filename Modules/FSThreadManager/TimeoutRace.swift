internal import FSInternal

/// The meeting point of an operation, its deadline and its waiting caller: the first of them
/// to finish decides the caller's result; whatever finishes later is dropped.
final class TimeoutRace<Success: Sendable>: Sendable {
    private enum State {
        /// Nothing has finished; the caller's continuation, once it is suspended.
        case running(UnsafeContinuation<Success, any Error>?)
        /// Something finished before the caller suspended: its result, for the caller to take.
        case decided(Result<Success, any Error>)
        /// The caller has its result.
        case delivered
    }

    private let state = FSLocked(State.running(nil))

    /// Suspends the caller until the race is decided.
    func wait() async throws -> Success {
        try await withUnsafeThrowingContinuation { continuation in
            let decided = state.withLock { state -> Result<Success, any Error>? in
                guard case .decided(let result) = state else {
                    state = .running(continuation)
                    return nil
                }
                state = .delivered
                return result
            }
            if let decided { continuation.resume(with: decided) }
        }
    }

    /// Decides the race with `result` unless it is decided already; returns whether it was.
    @discardableResult
    func finish(_ result: Result<Success, any Error>) -> Bool {
        let (won, waiting) = state.withLock { state -> (Bool, UnsafeContinuation<Success, any Error>?) in
            guard case .running(let continuation) = state else { return (false, nil) }
            state = continuation == nil ? .decided(result) : .delivered
            return (true, continuation)
        }
        waiting?.resume(with: result)
        return won
    }
}
