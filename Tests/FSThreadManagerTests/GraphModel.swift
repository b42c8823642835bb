import FSTestSupport
import FSThreadManager

/// A random DAG to run, and what should happen when it runs — worked out here from the
/// dependency lists alone, without the library's bookkeeping.
struct RandomDAG {
    /// Each task's dependencies (always tasks with a smaller number, so the graph is acyclic).
    let dependencies: [[Int]]
    /// The tasks that throw when they run.
    let failing: Set<Int>
    /// The order in which tasks are added: shuffled, so many name tasks added later.
    let insertion: [Int]

    init(tasks: Int, failures: Int, using generator: inout SeededGenerator) {
        dependencies = (0..<tasks).map { task in
            guard task > 0 else { return [] }
            let count = Int.random(in: 0...min(task, 4), using: &generator)
            return Array(Set((0..<count).map { _ in Int.random(in: 0..<task, using: &generator) }))
        }
        failing = Set((0..<failures).map { _ in Int.random(in: 0..<tasks, using: &generator) })
        insertion = (0..<tasks).shuffled(using: &generator)
    }

    /// Whether each task runs under `.cancelDependents`: all its dependencies ran and returned.
    var runs: [Bool] {
        var runs: [Bool] = []
        for task in dependencies.indices {
            runs.append(dependencies[task].allSatisfy { runs[$0] && !failing.contains($0) })
        }
        return runs
    }
}

/// What tasks did while a graph ran: start and end events in one order, and the most running
/// at once.
final class RunLog: Sendable {
    enum Event: Equatable {
        case start(Int), end(Int), mark
    }

    private struct State {
        var events: [Event] = []
        var running = 0
        var peak = 0
    }

    private let state = FSProtected(State())

    func start(_ task: Int) {
        state.withLock { state in
            state.events.append(.start(task))
            state.running += 1
            state.peak = max(state.peak, state.running)
        }
    }

    func end(_ task: Int) {
        state.withLock { state in
            state.events.append(.end(task))
            state.running -= 1
        }
    }

    /// Records a point in the order of events (such as "cancel() has returned").
    func mark() {
        state.withLock { $0.events.append(.mark) }
    }

    var events: [Event] { state.withLock { $0.events } }
    var peak: Int { state.withLock { $0.peak } }

    /// The tasks that started, in order.
    var started: [Int] {
        events.compactMap { if case .start(let task) = $0 { task } else { nil } }
    }

    /// Problems with the order: a task started before one of its dependencies ended, or
    /// started twice.
    func orderProblems(_ dependencies: [[Int]]) -> [String] {
        var ended = Set<Int>()
        var started = Set<Int>()
        var problems: [String] = []
        for event in events {
            switch event {
            case .start(let task):
                if !started.insert(task).inserted { problems.append("\(task) started twice") }
                for dependency in dependencies[task] where !ended.contains(dependency) {
                    problems.append("\(task) started before its dependency \(dependency) ended")
                }
            case .end(let task): ended.insert(task)
            case .mark: break
            }
        }
        return problems
    }
}

struct TaskFailure: Error, Equatable {
    let task: Int
}
