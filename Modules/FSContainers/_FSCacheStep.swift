/// What a caller of ``FSCache/value(forKey:cost:expiresAfter:orInsert:)`` does next, decided
/// under the cache's lock and done outside it.
@usableFromInline
enum _FSCacheStep<Value: Sendable> {
    /// The value was there.
    case found(Value)
    /// Another caller is computing it: wait for its value.
    case wait(_FSCacheFlight<Value>)
    /// Nobody is: compute it and hand it to those who come to wait.
    case compute(_FSCacheFlight<Value>)
    /// This thread is computing it already, further up its stack: compute it again, unshared.
    case computeUnshared
}
