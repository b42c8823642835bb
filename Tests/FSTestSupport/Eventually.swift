/// Whether `condition` becomes true within `limit` of the time this wait was given to run: a
/// wait that fails a test instead of hanging it when what it waits for never happens.
///
/// It looks every millisecond, sleeping in between rather than spinning, so that the tasks it
/// waits for get the threads. The whole suite runs in one process on two cores: every test
/// function is a job of Swift's cooperative pool, and other suites' peers (Python, OpenSSL)
/// block both of its threads for minutes at a time under a sanitizer — a task resumed by a test
/// waits behind them, and so does this wait. A pause between two looks therefore counts for at
/// most 50 ms: the limit is spent only while the pool runs this wait and the
/// tasks queued beside it, so a starved pool cannot fail a test that a free one passes (a CI run
/// under AddressSanitizer held the pool for over ten minutes). A regression that never happens
/// still fails: after `limit` when the pool is free, after more looks than any queue could hold
/// ahead of the task waited for when it is not.
nonisolated(nonsending) public func eventually(
    within limit: Duration = hangLimitDuration, _ condition: () -> Bool
) async -> Bool {
    var spent = Duration.zero
    var looked = ContinuousClock.now
    while !condition() {
        guard spent < limit else { return false }
        try? await Task.sleep(for: .milliseconds(1))
        let now = ContinuousClock.now
        spent += min(now - looked, starvationAllowance)
        looked = now
    }
    return true
}

/// The most one pause between two looks of `eventually` counts for: a pause longer
/// than this is the pool serving other work, not the awaited task failing to come.
private let starvationAllowance = Duration.milliseconds(50)
