/// A cache that empties itself when the app is short of memory: what ``FSMemoryWarning``
/// keeps a weak reference to.
@usableFromInline
protocol _FSPurgeable: AnyObject, Sendable {
    /// Removes every entry, as `FSMemoryWarning.purgeCaches()` asks.
    func purgeForMemoryWarning()
}
