/// Whether `condition` becomes true within `limit` of real time: a wait that fails a test
/// instead of hanging it when what it waits for never happens.
///
/// It looks every millisecond, sleeping in between rather than spinning, so that the tasks it
/// waits for get the threads; the default limit is long because the whole suite runs at once
/// on two cores, where tests that block pool threads on purpose delay every task for seconds.
nonisolated(nonsending) public func eventually(
    within limit: Duration = .seconds(30), _ condition: () -> Bool
) async
    -> Bool
{
    let end = ContinuousClock.now.advanced(by: limit)
    while !condition() {
        guard ContinuousClock.now < end else { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}
