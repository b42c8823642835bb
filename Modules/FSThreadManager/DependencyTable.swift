/// The bookkeeping every task graph shares, synchronous or `async`: which tasks wait for which,
/// which are ready, and what a failure or cancellation skips. It runs nothing itself; its
/// owner starts the tasks ``next()`` hands out and reports them back with ``complete(_:error:)``.
///
/// Tasks are numbers, in the order they were added; ``TaskIndex`` maps them to identifiers.
/// Not generic, so the loop that hands out tasks runs specialized code whatever the
/// identifier type. Each task costs O(1) to add, start and complete, plus O(1) per dependency.
struct DependencyTable {
    private enum State {
        case waiting, ready, running, done
    }

    private struct Node {
        var waitingOn = 0
        var dependents: [Int] = []
        var state = State.waiting
        var outcome: FSTaskOutcome?
    }

    let policy: FSFailurePolicy
    private var nodes: [Node] = []
    /// Ready tasks in the order they became ready, from `readyHead` on; entries skipped
    /// since are passed over.
    private var ready: [Int] = []
    private var readyHead = 0
    /// Tasks added and not yet done (running ones included).
    private(set) var unfinished = 0
    private var completionOrder: [Int] = []
    private(set) var isCancelled = false

    init(policy: FSFailurePolicy) {
        self.policy = policy
    }

    /// How many tasks may be ready (an upper bound: some may have been skipped since).
    var readyCount: Int { ready.count - readyHead }

    /// Adds the tasks `batch` describes, checked by ``TaskIndex`` (numbered from the current
    /// count on).
    mutating func add(_ batch: TaskBatch) {
        let first = nodes.count
        let count = batch.count
        nodes.reserveCapacity(first + count)
        nodes += repeatElement(Node(), count: count)
        for offset in 0..<count {
            for number in batch.dependencies(of: offset) where number >= first || nodes[number].state != .done {
                nodes[first + offset].waitingOn += 1
                nodes[number].dependents.append(first + offset)
            }
        }
        unfinished += count
        // Dependencies before dependents, so a skip reaches every new task it should.
        for offset in batch.order {
            let number = first + offset
            guard nodes[number].state == .waiting else { continue }
            let failedEarlier = batch.dependencies(of: offset).contains {
                $0 < first && !(nodes[$0].outcome?.isFinished ?? true)
            }
            if isCancelled {
                skip(number, .cancelled)
            } else if failedEarlier {
                skip(number, .dependencyFailed)
                skipDependents(of: number)
            } else if nodes[number].waitingOn == 0 {
                makeReady(number)
            }
        }
    }

    /// The next ready task, now running.
    mutating func next() -> Int? {
        while readyHead < ready.count {
            let number = ready[readyHead]
            readyHead += 1
            if nodes[number].state == .ready {
                nodes[number].state = .running
                return number
            }
        }
        ready.removeAll(keepingCapacity: true)
        readyHead = 0
        return nil
    }

    /// Records that running task `number` returned (`error == nil`) or threw, readying its
    /// dependents or skipping what the failure policy says.
    mutating func complete(_ number: Int, error: (any Error)?) {
        nodes[number].state = .done
        nodes[number].outcome = error.map { .failed($0) } ?? .finished
        completionOrder.append(number)
        unfinished -= 1
        guard error == nil else {
            switch policy {
            case .cancelDependents: skipDependents(of: number)
            case .cancelGraph: cancel()
            }
            return
        }
        for dependent in nodes[number].dependents where nodes[dependent].state == .waiting {
            nodes[dependent].waitingOn -= 1
            if nodes[dependent].waitingOn == 0 { makeReady(dependent) }
        }
    }

    /// Skips every task not yet started, now and added later.
    mutating func cancel() {
        isCancelled = true
        for number in nodes.indices where nodes[number].state == .waiting || nodes[number].state == .ready {
            skip(number, .cancelled)
        }
    }

    /// Every task's outcome so far, by number (tasks still to run have none), and the numbers
    /// of the tasks that ran in the order they ended.
    func snapshot() -> TaskSnapshot {
        TaskSnapshot(outcomes: nodes.map(\.outcome), completionOrder: completionOrder)
    }

    private mutating func makeReady(_ number: Int) {
        nodes[number].state = .ready
        ready.append(number)
    }

    private mutating func skip(_ number: Int, _ reason: FSSkipReason) {
        nodes[number].state = .done
        nodes[number].outcome = .skipped(reason)
        unfinished -= 1
    }

    /// Skips every waiting task that depends on `number`, directly or not.
    private mutating func skipDependents(of number: Int) {
        var stack = [number]
        while let current = stack.popLast() {
            for dependent in nodes[current].dependents where nodes[dependent].state == .waiting {
                skip(dependent, .dependencyFailed)
                stack.append(dependent)
            }
        }
    }
}

/// New tasks, checked: each one's dependencies as task numbers, and an order of the new tasks
/// (offsets in the batch) in which each comes after its new dependencies.
struct TaskBatch {
    /// Where each task's dependencies start in `dependencies`, and one past the last's end.
    let starts: [Int]
    let dependencies: [Int]
    let order: [Int]

    var count: Int { starts.count - 1 }

    func dependencies(of offset: Int) -> ArraySlice<Int> { dependencies[starts[offset]..<starts[offset + 1]] }
}

/// The outcomes of a ``DependencyTable`` at one moment.
struct TaskSnapshot: Sendable {
    let outcomes: [FSTaskOutcome?]
    let completionOrder: [Int]
}
