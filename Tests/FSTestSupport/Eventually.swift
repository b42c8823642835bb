/// Whether `condition` becomes true within `limit` of real time, checked between yields: a
/// wait that fails a test instead of hanging it when what it waits for never happens.
public func eventually(within limit: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let end = ContinuousClock.now.advanced(by: limit)
    while !condition() {
        guard ContinuousClock.now < end else { return false }
        await Task.yield()
    }
    return true
}
