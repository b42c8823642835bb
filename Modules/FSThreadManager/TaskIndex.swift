/// The identifiers of a graph's tasks and their numbers in its ``DependencyTable``: checks
/// new tasks against each other and those added before, and turns outcomes back into a report.
struct TaskIndex<ID: Hashable & Sendable> {
    private var ids: [ID] = []
    private var numbers: [ID: Int] = [:]

    /// Checks new tasks — `newIDs[i]` waiting for `dependencies[i]`, which may name each other
    /// in any order and tasks added before — and numbers them, ready for
    /// ``DependencyTable/add(_:)``. Checked as a whole: on an error nothing is added.
    mutating func add(_ newIDs: [ID], _ dependencies: [[ID]]) throws(FSThreadManagerError) -> TaskBatch {
        let first = ids.count
        do throws(FSThreadManagerError) {
            ids.reserveCapacity(first + newIDs.count)
            numbers.reserveCapacity(first + newIDs.count)
            // Loops over `0..<count`: in unspecialized code, `enumerated()`, `indices` and
            // iterators cost a type-metadata lookup per element.
            for offset in 0..<newIDs.count {
                let id = newIDs[offset]
                ids.append(id)
                if let previous = numbers.updateValue(first + offset, forKey: id) {
                    numbers[id] = previous
                    throw .duplicateTask(String(describing: id))
                }
            }
            return try resolve(dependencies, first: first)
        } catch {
            // Undo the numbering; a duplicate's first use is still this batch's or an older task's.
            for number in first..<ids.count where numbers[ids[number]] == number {
                numbers[ids[number]] = nil
            }
            ids.removeSubrange(first...)
            throw error
        }
    }

    /// The dependencies of the new tasks, numbered from `first` on, as numbers, in a batch with
    /// an order of the new tasks where each comes after its new dependencies (Kahn's algorithm).
    private func resolve(_ newDependencies: [[ID]], first: Int) throws(FSThreadManagerError) -> TaskBatch {
        let count = newDependencies.count
        // Dependencies as numbers, task after task; how many of each task's are new tasks,
        // and how many new tasks wait for each.
        var starts = [0]
        starts.reserveCapacity(count + 1)
        var dependencies: [Int] = []
        var waitingOn = [Int](repeating: 0, count: count)
        var dependentCounts = [Int](repeating: 0, count: count + 1)
        for offset in 0..<count {
            let names = newDependencies[offset]
            for position in 0..<names.count {
                let dependency = names[position]
                guard let number = numbers[dependency] else {
                    throw .unknownDependency(
                        task: String(describing: ids[first + offset]), dependency: String(describing: dependency))
                }
                dependencies.append(number)
                if number >= first {
                    waitingOn[offset] += 1
                    dependentCounts[number - first + 1] += 1
                }
            }
            starts.append(dependencies.count)
        }
        // The new dependents of each new task, laid out by a counting sort.
        for offset in 0..<count { dependentCounts[offset + 1] += dependentCounts[offset] }
        var dependents = [Int](repeating: 0, count: dependentCounts[count])
        var fill = dependentCounts
        for offset in 0..<count {
            for number in dependencies[starts[offset]..<starts[offset + 1]] where number >= first {
                dependents[fill[number - first]] = offset
                fill[number - first] += 1
            }
        }
        var remaining = waitingOn
        var order = (0..<count).filter { remaining[$0] == 0 }
        order.reserveCapacity(count)
        var position = 0
        while position < order.count {
            let task = order[position]
            for dependent in dependents[dependentCounts[task]..<dependentCounts[task + 1]] {
                remaining[dependent] -= 1
                if remaining[dependent] == 0 { order.append(dependent) }
            }
            position += 1
        }
        guard order.count < count, var task = remaining.firstIndex(where: { $0 > 0 }) else {
            return TaskBatch(starts: starts, dependencies: dependencies, order: order)
        }
        // Every task left waits on another task left: walk dependencies until one repeats.
        var seen: [Int: Int] = [:]
        var path: [Int] = []
        while seen[task] == nil {
            seen[task] = path.count
            path.append(task)
            for number in dependencies[starts[task]..<starts[task + 1]]
            where number >= first && remaining[number - first] > 0 {
                task = number - first
                break
            }
        }
        let cycle = path[(seen[task] ?? 0)...] + [task]
        throw .cycle(cycle.map { String(describing: ids[first + $0]) })
    }

    /// The report of `snapshot`, taken from the table these identifiers number.
    func report(_ snapshot: TaskSnapshot) -> FSTaskGraphReport<ID> {
        FSTaskGraphReport(ids: ids, outcomes: snapshot.outcomes, completionOrder: snapshot.completionOrder)
    }
}

/// The tasks of ``FSTaskGraph`` and ``FSAsyncTaskGraph``, one array per field, so that
/// running them reads no generic value but the identifiers.
@usableFromInline
struct TaskList<ID: Hashable & Sendable, Body: Sendable>: Sendable {
    @usableFromInline var ids: [ID] = []
    @usableFromInline var dependencies: [[ID]] = []
    @usableFromInline var bodies: [Body] = []

    @usableFromInline init() {}

    @inlinable
    mutating func add(_ id: ID, after dependencies: [ID], _ body: Body) {
        ids.append(id)
        self.dependencies.append(dependencies)
        bodies.append(body)
    }
}
