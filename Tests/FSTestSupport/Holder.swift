/// Work that, once entered, waits until the test releases it: a job that holds a permit, a
/// queue's turn or a shared operation for as long as the test needs.
public final class Holder: Sendable {
    private let gate = Locked((open: false, waiter: CheckedContinuation<Void, Never>?.none))
    /// Whether ``hold()`` has been called.
    public let entered = Locked(false)

    /// A holder not yet entered nor released.
    public init() {}

    /// Waits until ``release()`` (at once if it was already called).
    public func hold() async {
        entered.withLock { $0 = true }
        await withCheckedContinuation { continuation in
            let open = gate.withLock { state -> Bool in
                if !state.open { state.waiter = continuation }
                return state.open
            }
            if open { continuation.resume() }
        }
    }

    /// Lets the waiting ``hold()`` go on, and any later one pass.
    public func release() {
        let waiter = gate.withLock { state in
            state.open = true
            return state.waiter
        }
        waiter?.resume()
    }
}
