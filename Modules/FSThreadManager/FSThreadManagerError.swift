/// Why a task graph could not run: a ``code`` to act on, the ``kind`` of failure, and a
/// sentence naming the tasks involved.
///
/// A graph is checked as a whole before any of its tasks runs, so one of these errors means
/// nothing was started.
///
/// ```swift
/// do {
///     let run = try graph.run(maxConcurrency: 2)
/// } catch let error where error.code == .cycle {
///     print(error.message)   // "the tasks "b" → "c" → "b" depend on each other in a cycle"
/// }
/// ```
///
/// Errors compare equal when every field does; the static functions below make each one.
public struct FSThreadManagerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, one case per failure a caller may handle differently.
    public enum Code: Hashable, Sendable {
        /// Tasks depend on each other in a cycle, so none of them could ever start.
        case cycle
        /// A task depends on a task the graph does not have.
        case unknownDependency
        /// Two tasks have the same identifier.
        case duplicateTask
    }

    /// The ways an operation fails, for callers that need no more detail.
    public enum Kind: Hashable, Sendable {
        /// The caller asked for something impossible: a graph that cannot be run.
        case invalidArgument
    }

    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong (the same as ``description``).
    public let message: String
    /// The identifiers of the tasks involved, as text: the cycle in order, or the task and
    /// the dependency it names.
    public let tasks: [String]

    /// An error with every field given.
    public init(_ code: Code, _ message: String, tasks: [String]) {
        self.code = code
        self.message = message
        self.tasks = tasks
    }

    /// The kind of failure.
    public var kind: Kind { .invalidArgument }

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
}
