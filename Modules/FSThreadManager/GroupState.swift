import Dispatch
internal import FSInternal

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
