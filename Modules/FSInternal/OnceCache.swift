/// Values made once per key and kept for the life of the process — patterns read from
/// Foundation per locale, offset tables per zone — shared by every thread: the one memo of
/// FrameworkStruct's modules.
///
/// The value is made outside the lock, so a slow first read (Foundation formatting probe
/// amounts) blocks no other key; when two threads make the same key at once, the first one
/// stored is kept and both get it.
package final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = FSLocked<[Key: Value]>([:])

    /// An empty cache.
    package init() {}

    /// The value of `key`, made by `make` at the first request.
    package func value(for key: Key, make: () -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let made = make()
        return values.withLock { values in
            if let stored = values[key] { return stored }
            values[key] = made
            return made
        }
    }
}
