/// Whether `condition` becomes true within `limit` of real time: a wait that fails a test
/// instead of hanging it when what it waits for never happens.
///
/// It looks every millisecond, sleeping in between rather than spinning, so that the tasks it
/// waits for get the threads. The default limit is long because the whole suite runs in one
/// process on two cores: every test function is a job of Swift's cooperative pool, and a task
/// resumed by a test (a timer's, a clock's sleeper) waits behind the jobs already queued —
/// 30 to 50 s in runs of the whole suite here, and over five minutes under ThreadSanitizer
/// while other suites' peers (Python, OpenSSL) hold both threads: the limit is the hang limit,
/// ten minutes. A regression that never happens fails after it.
nonisolated(nonsending) public func eventually(
    within limit: Duration = hangLimitDuration, _ condition: () -> Bool
) async -> Bool {
    let end = ContinuousClock.now.advanced(by: limit)
    while !condition() {
        guard ContinuousClock.now < end else { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}
