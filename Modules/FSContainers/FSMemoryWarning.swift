import FSInternal

/// Empties the caches that asked to be emptied when the app runs short of memory.
///
/// `NSCache` evicts by itself when an Apple platform runs short of memory, and on Linux never.
/// ``FSCache`` behaves the same everywhere: it empties on a memory warning when it was made
/// with `purgesOnMemoryWarning: true` (the default) and the app passes the warning on with one
/// call. FSContainers imports neither UIKit nor Foundation, so the app makes that call from
/// where it hears the warning:
///
/// ```swift
/// // UIKit: in the app delegate, or anywhere at launch.
/// NotificationCenter.default.addObserver(
///     forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
/// ) { _ in
///     FSMemoryWarning.purgeCaches()
/// }
///
/// // Any platform: from a Dispatch memory-pressure source, or a server's own signal.
/// let pressure = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical])
/// pressure.setEventHandler { FSMemoryWarning.purgeCaches() }
/// pressure.activate()
/// ```
public enum FSMemoryWarning {
    private struct WeakCache {
        weak var cache: (any _FSPurgeable)?
    }

    private static let caches = FSLocked([ObjectIdentifier: WeakCache]())

    /// Empties every ``FSCache`` alive that was made with `purgesOnMemoryWarning: true`: each
    /// removes all its entries, and calls its eviction handler for each.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries in those caches.
    public static func purgeCaches() {
        // Purged outside the registry's lock, so that a cache's eviction handler may make or
        // drop caches.
        let alive = caches.withLock { caches in caches.values.compactMap(\.cache) }
        for cache in alive { cache.purgeForMemoryWarning() }
    }

    /// Adds `cache` to those ``purgeCaches()`` empties.
    @usableFromInline
    static func register(_ cache: some _FSPurgeable) {
        caches.withLock { $0[ObjectIdentifier(cache)] = WeakCache(cache: cache) }
    }

    /// Removes the cache of `identifier` from those ``purgeCaches()`` empties: called as it
    /// is deinitialized.
    @usableFromInline
    static func unregister(_ identifier: ObjectIdentifier) {
        _ = caches.withLock { $0.removeValue(forKey: identifier) }
    }
}
