import Dispatch
internal import FSInternal

/// Tells which queue the caller runs on, through a `DispatchSpecificKey`: each queue asked
/// about gets, once, a tag naming it, which Dispatch returns to any block running on it (or
/// on a queue that targets it). Queues are told apart by their tags, not by `===`: on Linux,
/// `DispatchQueue.main` and the global queues are a new Swift object at each access.
enum QueueIdentity {
    /// The value set on a queue. Its reference to the queue is weak, since a queue holding
    /// itself strongly would never be freed.
    final class Tag: @unchecked Sendable {
        // Written once before the tag is set on its queue, read-only afterwards.
        weak var queue: DispatchQueue?
        init(_ queue: DispatchQueue) { self.queue = queue }
    }

    static let key = DispatchSpecificKey<Tag>()

    /// Serializes setting tags, and counts them. Setting a value replaces, and frees, the one set
    /// before, which another thread may be reading; so a queue's tag is set once, and never
    /// replaced. (The count gives the lock a state with bytes: ThreadSanitizer records an access
    /// to an empty state at the lock object's own address, which every thread about to lock
    /// reads, and reported that as a race.)
    private static let tagsSet = FSLocked(0)

    /// `queue`'s tag, set now if it has none.
    @discardableResult
    static func tag(_ queue: DispatchQueue) -> Tag {
        if let tag = queue.getSpecific(key: key) { return tag }
        return tagsSet.withLock { count in
            if let tag = queue.getSpecific(key: key) { return tag }
            let tag = Tag(queue)
            queue.setSpecific(key: key, value: tag)
            count += 1
            return tag
        }
    }

    /// Whether the caller runs on `queue`.
    static func isCurrent(_ queue: DispatchQueue) -> Bool {
        let tag = tag(queue)
        return DispatchQueue.getSpecific(key: key) === tag
    }

    /// The tagged queue the caller runs on.
    static func current() -> DispatchQueue? {
        DispatchQueue.getSpecific(key: key)?.queue
    }
}
