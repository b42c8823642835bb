internal import CFSThread
import Dispatch
internal import FSInternal

/// Running work on Dispatch queues: asynchronously, after a delay, synchronously without
/// deadlocking on the queue you are already on, and in the background with a way back.
///
/// ```swift
/// FSThreadManager.async(on: .global(.utility)) { compressLogs() }
/// FSThreadManager.asyncAfter(.milliseconds(300), on: .main) { hideToast() }
/// let rows = FSThreadManager.sync(on: .custom("db")) { database.rows() }   // inline if already on "db"
/// FSThreadManager.background { caller in
///     let image = render()
///     caller.async { show(image) }          // back on the queue that asked
/// }
/// ```
///
/// "Which queue am I on" is answered through `DispatchSpecificKey`s set on the queues this
/// type is asked about, never through `OperationQueue.current`, which knows only operation
/// queues. For groups of jobs see ``group(on:jobs:timeout:completionOn:completion:)``; for
/// work with dependencies, ``FSTaskGraph``; for collections, `concurrentMap`.
public enum FSThreadManager {
    /// Runs `work` on `label`'s queue, asynchronously.
    public static func async(on label: FSThreadLabel = .global, _ work: @escaping @Sendable () -> Void) {
        label.queue.async(execute: work)
    }

    /// Runs `work` on `label`'s queue once `delay` has passed (on the monotonic clock).
    public static func asyncAfter(
        _ delay: Duration, on label: FSThreadLabel = .main, _ work: @escaping @Sendable () -> Void
    ) {
        label.queue.asyncAfter(deadline: .now() + delay.dispatchInterval, execute: work)
    }

    /// Runs `work` on `label`'s queue and returns its result, running it inline when the
    /// caller is already on that queue (where `DispatchQueue.sync` would deadlock).
    ///
    /// "Already on" means ``isCurrent(_:)``: for ``FSThreadLabel/main`` the main thread as
    /// well as the main queue. Work on a global queue always runs inline:
    /// waiting for a concurrent queue gains nothing.
    public static func sync<Result, Failure: Error>(
        on label: FSThreadLabel, _ work: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if case .global = label { return try work() }
        if isCurrent(label) { return try work() }
        let outcome: Swift.Result<Result, Failure> = label.queue.sync {
            do throws(Failure) { return .success(try work()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Whether the caller runs on `label`'s queue, or on a queue targeting it that this type
    /// has not been asked about (Dispatch reports the innermost queue that was).
    ///
    /// For ``FSThreadLabel/main`` this is ``isMainThread`` or running a block of the main
    /// queue; for a global queue, whether the current thread serves that quality of service is
    /// not something Dispatch tells, so it is always `false`.
    public static func isCurrent(_ label: FSThreadLabel) -> Bool {
        switch label {
        case .main: isMainThread || QueueIdentity.isCurrent(DispatchQueue.main)
        case .global: false
        case .custom, .queue: QueueIdentity.isCurrent(label.queue)
        }
    }

    /// Whether the caller runs on the process's main thread.
    ///
    /// Under `dispatchMain()` the main queue's blocks may run on another thread; use
    /// `isCurrent(.main)` to ask about the queue.
    public static var isMainThread: Bool { cfs_is_main_thread() != 0 }

    /// The queue the caller runs on: the main queue, a queue this type has been asked about
    /// or has created (``FSThreadLabel/custom(_:)``, ``register(_:)``), or `nil` on any other
    /// queue or thread.
    public static func currentQueue() -> DispatchQueue? {
        if isCurrent(.main) { return DispatchQueue.main }
        return QueueIdentity.current()
    }

    /// Makes `queue` known to ``currentQueue()`` and ``background(qos:_:)`` before any
    /// block runs on it.
    public static func register(_ queue: DispatchQueue) {
        QueueIdentity.tag(queue)
    }

    /// Runs `work` on a global queue of `qos`, handing it the caller's queue so that it can
    /// return there: the main queue from the main thread, a known queue (see
    /// ``currentQueue()``) from it, and otherwise a global queue of the caller's quality of
    /// service.
    ///
    /// ```swift
    /// FSThreadManager.background { caller in
    ///     let summary = summarize(bigFile)
    ///     caller.async { label.text = summary }
    /// }
    /// ```
    public static func background(
        qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable (_ caller: DispatchQueue) -> Void
    ) {
        let caller = currentQueue() ?? DispatchQueue.global(qos: DispatchQoS.QoSClass(current: ()))
        DispatchQueue.global(qos: qos).async { work(caller) }
    }
}

extension DispatchQoS.QoSClass {
    /// The quality of service the current thread runs at (`.default` where the system does
    /// not say).
    init(current: Void) {
        switch Platform.currentQoS {
        case .userInteractive: self = .userInteractive
        case .userInitiated: self = .userInitiated
        case .default: self = .default
        case .utility: self = .utility
        case .background: self = .background
        }
    }
}
