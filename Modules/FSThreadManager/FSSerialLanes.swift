import Dispatch
internal import FSInternal

/// Work grouped by key: work for the same key runs one at a time in the order it was
/// submitted, work for different keys runs in parallel.
///
/// ```swift
/// let saves = FSSerialLanes<UserID>()
/// func save(_ profile: Profile) {
///     saves.async(profile.userID) { database.write(profile) }   // per user, in order
/// }
/// ```
///
/// A lane exists only while it has work: when its last job ends it is released, so a
/// million distinct keys cost nothing once their work is done. Each busy lane occupies one
/// job on the global queue at a time, which runs the lane's work one job after another.
public final class FSSerialLanes<Key: Hashable & Sendable>: Sendable {
    private struct Lane {
        var jobs: [@Sendable () -> Void]
        var next = 0
    }

    private let lanes = FSLocked<[Key: Lane]>([:])
    private let queue: DispatchQueue

    /// Lanes whose work runs on the global queue of `qos`.
    public init(qos: DispatchQoS.QoSClass = .default) {
        queue = DispatchQueue.global(qos: qos)
    }

    /// Runs `work` after every job submitted before it for `key`.
    public func async(_ key: Key, _ work: @escaping @Sendable () -> Void) {
        let isNew = lanes.withLock { lanes in
            if lanes[key] != nil {
                lanes[key]?.jobs.append(work)
                return false
            }
            lanes[key] = Lane(jobs: [work])
            return true
        }
        if isNew { queue.async { self.drain(key) } }
    }

    /// The number of keys with work queued or running.
    public var activeLaneCount: Int { lanes.withLock { $0.count } }

    /// Runs `key`'s jobs until there are none, then releases the lane.
    private func drain(_ key: Key) {
        while let job = lanes.withLock({ lanes -> (@Sendable () -> Void)? in
            // Taken out while it changes, so that its array is not copied; a lane with no
            // job left stays out: released.
            guard var lane = lanes.removeValue(forKey: key), lane.next < lane.jobs.count else { return nil }
            let job = lane.jobs[lane.next]
            lane.next += 1
            // Drop the jobs run so far once they are half the array, keeping each step O(1).
            if lane.next * 2 >= lane.jobs.count && lane.next >= 16 {
                lane.jobs.removeFirst(lane.next)
                lane.next = 0
            }
            lanes[key] = lane
            return job
        }) {
            job()
        }
    }
}
