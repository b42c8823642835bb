internal import FSInternal

/// The value that `start` hands its callback, awaited.
///
/// The value crosses through a lock rather than as the continuation's: when the callback
/// resumes the continuation before the caller has begun to wait, Swift's runtime takes a path
/// whose ordering the thread sanitizer cannot see, and it would report the caller's reads of
/// the value as a race with the writes that made it. `placeholder` is the lock's value until
/// the callback replaces it, which it always does before the caller resumes.
func awaitCallback<Value: Sendable>(
    placeholder: Value, _ start: (_ deliver: @escaping @Sendable (Value) -> Void) -> Void
) async -> Value {
    let handOver = FSLocked(placeholder)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        start { value in
            handOver.withLock { $0 = value }
            continuation.resume()
        }
    }
    return handOver.withLock { $0 }
}
