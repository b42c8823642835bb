/// Why a task graph could not run, or an operation did not finish in time: a ``code`` to act
/// on, the ``kind`` of failure, a sentence naming the tasks involved, and the ``timeout``
/// that passed.
///
/// A graph is checked as a whole before any of its tasks runs, so a graph error means
/// nothing was started. ``FSThreadManager/withTimeout(_:tolerance:operation:)`` and
/// ``FSThreadManager/withDeadline(_:tolerance:clock:operation:)`` throw ``Code/timeout``.
///
/// ```swift
/// do {
///     let run = try graph.run(maxConcurrency: 2)
/// } catch let error where error.code == .cycle {
///     print(error.message)   // "the tasks "b" → "c" → "b" depend on each other in a cycle"
/// }
///
/// do {
///     let profile = try await FSThreadManager.withTimeout(.seconds(5)) { try await api.profile() }
///     show(profile)
/// } catch let error as FSThreadManagerError where error.code == .timeout {
///     showRetryButton()
/// }
/// ```
///
/// Errors compare equal when every field does; the static functions below make each one.
public struct FSThreadManagerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong (the same as ``description``).
    public let message: String
    /// The identifiers of the tasks involved, as text: the cycle in order, or the task and
    /// the dependency it names.
    public let tasks: [String]
    /// For ``Code/timeout``, the time the operation was given; `nil` for a deadline given as
    /// an instant, and for every other code.
    public let timeout: Duration?

    /// An error with every field given.
    public init(_ code: Code, _ message: String, tasks: [String] = [], timeout: Duration? = nil) {
        self.code = code
        self.message = message
        self.tasks = tasks
        self.timeout = timeout
    }

    /// The kind of failure: the kind of its ``code``.
    public var kind: Kind { code.kind }

    /// The message.
    public var description: String { message }

    /// Tasks that depend on each other in a cycle, listed in dependency order with the first
    /// repeated at the end (`a → b → a`).
    public static func cycle(_ tasks: [String]) -> Self {
        let path = tasks.map { "\"\($0)\"" }.joined(separator: " → ")
        return Self(.cycle, "the tasks \(path) depend on each other in a cycle", tasks: tasks)
    }

    /// `task` depends on `dependency`, which the graph does not have.
    public static func unknownDependency(task: String, dependency: String) -> Self {
        Self(
            .unknownDependency, "the task \"\(task)\" depends on \"\(dependency)\", which the graph does not have",
            tasks: [task, dependency])
    }

    /// Two tasks are both named `task`.
    public static func duplicateTask(_ task: String) -> Self {
        Self(.duplicateTask, "the graph has two tasks \"\(task)\"", tasks: [task])
    }

    /// The operation did not finish within `timeout` ("the operation did not finish within 5.0
    /// seconds"), or by its deadline when `timeout` is `nil`.
    public static func timeout(_ timeout: Duration?) -> Self {
        guard let timeout else { return Self(.timeout, "the operation did not finish by its deadline") }
        return Self(.timeout, "the operation did not finish within \(timeout)", timeout: timeout)
    }
}
