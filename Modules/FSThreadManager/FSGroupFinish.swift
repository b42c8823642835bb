import Dispatch
internal import FSInternal

/// The callback a job of a group calls once it is done.
///
/// Calling it more than once is a bug in the job, but never a crash (unlike an unbalanced
/// `DispatchGroup.leave()`): the extra call is ignored, returns `false`, and in debug builds
/// prints a diagnostic naming the job.
public struct FSGroupFinish: Sendable {
    let group: GroupState
    /// The job's position in the group.
    public let job: Int

    /// Marks the job done. Returns `false`, and changes nothing, when it already was.
    @discardableResult
    public func callAsFunction() -> Bool {
        group.finish(job)
    }
}
