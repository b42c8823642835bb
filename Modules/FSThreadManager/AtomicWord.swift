internal import CFSThread

/// An integer read and changed atomically (CFSThread's compiler atomics): the count of permits
/// that ``FSAsyncLimiter`` takes and returns without its mutex while nobody waits.
final class AtomicWord: @unchecked Sendable {
    /// Allocated once and never moved: C's atomics need a stable address, which a class's
    /// stored property does not promise.
    private let word: UnsafeMutablePointer<cfs_atomic_word>

    init(_ value: Int) {
        word = .allocate(capacity: 1)
        word.initialize(to: cfs_atomic_word(value: value))
    }

    deinit {
        word.deinitialize(count: 1)
        word.deallocate()
    }

    /// The value now.
    func load() -> Int { cfs_atomic_load(word) }

    /// Sets the value.
    func store(_ value: Int) { cfs_atomic_store(word, value) }

    /// Sets the value to `desired` if it is `expected`, and returns true; otherwise sets
    /// `expected` to the value now and returns false.
    func compareExchange(_ expected: inout Int, _ desired: Int) -> Bool {
        cfs_atomic_compare_exchange(word, &expected, desired)
    }
}
