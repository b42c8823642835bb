import Dispatch
import FSTestSupport
import Testing

@testable import FSThreadManager

/// The report the graph named `name` completes with, once `then` — run after the completion
/// is added — lets it end (through ``awaitCallback(placeholder:_:)``, which the thread
/// sanitizer sees ordered).
private func completion(ofGraph name: String, then: () -> Void) async -> FSTaskGraphReport<String>? {
    await awaitCallback(placeholder: nil) { deliver in
        FSThreadManager.addCompletion(toGraph: name, on: .global) { deliver($0) }
        then()
    }
}

@Suite struct TaskGraphTests {
    /// The graph of `dag` whose tasks log to `log` and throw where `dag` says.
    private func graph(
        _ dag: RandomDAG, log: RunLog, body: (@Sendable (Int, FSTaskContext) -> Void)? = nil
    )
        -> FSTaskGraph<Int>
    {
        var graph = FSTaskGraph<Int>()
        for task in dag.insertion {
            let fails = dag.failing.contains(task)
            graph.add(task, after: dag.dependencies[task]) { context in
                log.start(task)
                body?(task, context)
                log.end(task)
                if fails { throw TaskFailure(task: task) }
            }
        }
        return graph
    }

    @Test(arguments: 1...40)
    func randomGraphsRunInDependencyOrderWithinTheLimit(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let dag = RandomDAG(tasks: Int.random(in: 1...300, using: &generator), failures: 0, using: &generator)
        let limit = Int.random(in: 1...4, using: &generator)
        let log = RunLog()
        let report = try graph(dag, log: log).run(maxConcurrency: limit).waitUntilFinished()
        #expect(log.orderProblems(dag.dependencies).isEmpty)
        #expect(log.peak <= limit)
        #expect(report.succeeded && report.outcomes.count == dag.dependencies.count)
        #expect(Set(report.completionOrder) == Set(0..<dag.dependencies.count))
    }

    @Test(arguments: 1...40)
    func aFailureSkipsExactlyItsDependents(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let dag = RandomDAG(tasks: 200, failures: Int.random(in: 1...5, using: &generator), using: &generator)
        let log = RunLog()
        let report = try graph(dag, log: log).run(maxConcurrency: 3).waitUntilFinished()
        let runs = dag.runs
        #expect(log.orderProblems(dag.dependencies).isEmpty)
        #expect(Set(log.started) == Set(runs.indices.filter { runs[$0] }))
        for task in runs.indices {
            let outcome = report.outcomes[task]
            if !runs[task] {
                #expect(report.skipped[task] == .dependencyFailed, "task \(task)")
            } else if dag.failing.contains(task) {
                #expect(outcome?.error as? TaskFailure == TaskFailure(task: task))
            } else {
                #expect(outcome?.isFinished == true, "task \(task)")
            }
        }
    }

    @Test(arguments: 1...20)
    func aFailureCanCancelTheWholeGraph(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let dag = RandomDAG(tasks: 200, failures: 1, using: &generator)
        let log = RunLog()
        let run = try graph(dag, log: log).run(maxConcurrency: 2, failurePolicy: .cancelGraph)
        let report = run.waitUntilFinished()
        #expect(run.isCancelled)
        #expect(log.orderProblems(dag.dependencies).isEmpty)
        let started = Set(log.started)
        for task in 0..<200 {
            switch report.outcomes[task] {
            case .finished?, .failed?: #expect(started.contains(task))
            case .skipped?: #expect(!started.contains(task))
            case nil: Issue.record("task \(task) has no outcome")
            }
        }
        #expect(report.failures.count == 1)
    }

    @Test(arguments: 1...30)
    func cancellingAtARandomPointStartsNothingMore(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let dag = RandomDAG(tasks: 300, failures: 0, using: &generator)
        let canceller = Int.random(in: 0..<300, using: &generator)
        let limit = Int.random(in: 1...4, using: &generator)
        let log = RunLog()
        let sawCancel = FSProtected(false)
        let run = FSTaskGraphRun<Int>(maxConcurrency: limit)
        let runBox = FSProtected<FSTaskGraphRun<Int>?>(nil)
        runBox.withLock { $0 = run }
        try run.add(
            graph(dag, log: log) { task, context in
                guard task == canceller else { return }
                runBox.value?.cancel()
                log.mark()
                sawCancel.withLock { $0 = context.isCancelled }
            })
        let report = run.waitUntilFinished()
        #expect(sawCancel.value)
        #expect(log.orderProblems(dag.dependencies).isEmpty)
        // Tasks other workers had already taken when cancel() returned may still start.
        let afterCancel = log.events.drop { $0 != .mark }.filter { if case .start = $0 { true } else { false } }
        #expect(afterCancel.count <= limit - 1)
        let started = Set(log.started)
        for (task, outcome) in report.outcomes {
            if case .skipped(let reason) = outcome {
                #expect(reason == .cancelled && !started.contains(task))
            } else {
                #expect(started.contains(task))
            }
        }
        #expect(report.outcomes.count == 300)
    }

    @Test func cyclesAreFoundBeforeAnythingRuns() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let dag = RandomDAG(tasks: 50, failures: 0, using: &generator)
            var dependencies = dag.dependencies
            // A path of tasks, each depending on the one before, closed by making the first
            // depend on the last.
            let path = Array(
                Set(
                    (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                        Int.random(in: 0..<50, using: &generator)
                    })
            ).sorted()
            for (before, after) in zip(path, path.dropFirst()) { dependencies[after].append(before) }
            dependencies[path[0]].append(path[path.count - 1])
            let ran = FSProtected(false)
            var graph = FSTaskGraph<Int>()
            for task in dag.insertion {
                graph.add(task, after: dependencies[task]) { _ in ran.withLock { $0 = true } }
            }
            do {
                _ = try graph.run()
                Issue.record("a graph with a cycle ran")
            } catch {
                #expect(error.code == .cycle)
                let cycle = error.tasks.compactMap(Int.init)
                #expect(cycle.count >= 2 && cycle.first == cycle.last)
                for (task, dependency) in zip(cycle, cycle.dropFirst()) {
                    #expect(dependencies[task].contains(dependency), "\(task) does not depend on \(dependency)")
                }
            }
            #expect(!ran.value)
        }
    }

    /// A skipped task's body is released once the graph is idle, even when it captures the
    /// graph itself (which would otherwise be a cycle that leaks both).
    @Test func skippedTasksReleaseTheirBodies() throws {
        final class Canary: Sendable {}
        weak var canary: Canary?
        weak var weakRun: FSTaskGraphRun<Int>?
        do {
            let run = FSTaskGraphRun<Int>(maxConcurrency: 1)
            let captured = Canary()
            canary = captured
            weakRun = run
            try run.add(0) { _ in throw TaskFailure(task: 0) }
            try run.add(1, after: [0]) { _ in _ = (captured, run) }
            #expect(run.waitUntilFinished().skipped == [1: .dependencyFailed])
        }
        #expect(canary == nil)
        #expect(weakRun == nil)
    }

    @Test func aTaskDependingOnItselfIsACycle() {
        var graph = FSTaskGraph<String>()
        graph.add("a", after: ["a"]) { _ in }
        #expect(throws: FSThreadManagerError.cycle(["a", "a"])) { try graph.run() }
    }

    @Test func unknownDependenciesAndRepeatedIdentifiersAreErrors() throws {
        var unknown = FSTaskGraph<String>()
        unknown.add("a") { _ in }
        unknown.add("b", after: ["a", "z"]) { _ in }
        #expect(throws: FSThreadManagerError.unknownDependency(task: "b", dependency: "z")) { try unknown.run() }

        var repeated = FSTaskGraph<String>()
        repeated.add("a") { _ in }
        repeated.add("a") { _ in }
        #expect(throws: FSThreadManagerError.duplicateTask("a")) { try repeated.run() }

        // A rejected batch leaves a running graph as it was: the batch's new identifiers stay
        // free, and the old ones keep naming their tasks.
        let run = FSTaskGraphRun<String>(maxConcurrency: 1)
        try run.add("x") { _ in }
        #expect(throws: FSThreadManagerError.duplicateTask("x")) { try run.add("x") { _ in } }
        func batch(_ tasks: [(String, [String])]) -> FSTaskGraph<String> {
            var graph = FSTaskGraph<String>()
            for (id, dependencies) in tasks { graph.add(id, after: dependencies) { _ in } }
            return graph
        }
        let rejected: [(FSTaskGraph<String>, FSThreadManagerError)] = [
            (batch([("y", []), ("x", [])]), .duplicateTask("x")),
            (batch([("y", []), ("z", []), ("y", [])]), .duplicateTask("y")),
            (batch([("y", ["x"]), ("z", ["y", "nope"])]), .unknownDependency(task: "z", dependency: "nope")),
            (batch([("y", ["z"]), ("z", ["y"])]), .cycle(["y", "z", "y"])),
        ]
        for (graph, error) in rejected {
            #expect(throws: error) { try run.add(graph) }
        }
        try run.add(batch([("z", ["y"]), ("y", ["x"])]))
        let report = run.waitUntilFinished()
        #expect(report.succeeded)
        #expect(report.completionOrder == ["x", "y", "z"])
    }

    @Test func tasksAddedLaterMayDependOnFinishedAndFailedOnes() throws {
        let run = FSTaskGraphRun<String>(maxConcurrency: 2)
        try run.add("ok") { _ in }
        try run.add("bad") { _ in throw TaskFailure(task: 0) }
        _ = run.waitUntilFinished()
        let ran = FSProtected<[String]>([])
        try run.add("after-ok", after: ["ok"]) { _ in ran.withLock { $0.append("after-ok") } }
        try run.add("after-bad", after: ["bad"]) { _ in ran.withLock { $0.append("after-bad") } }
        try run.add("after-after-bad", after: ["after-bad"]) { _ in ran.withLock { $0.append("x") } }
        let report = run.waitUntilFinished()
        #expect(ran.value == ["after-ok"])
        #expect(report.skipped == ["after-bad": .dependencyFailed, "after-after-bad": .dependencyFailed])
    }

    @Test func aHundredThousandTasksInAChainRunInOrder() throws {
        let order = FSProtected<[Int]>([])
        var graph = FSTaskGraph<Int>()
        graph.add(0) { _ in order.withLock { $0.append(0) } }
        for task in 1..<100_000 {
            graph.add(task, after: [task - 1]) { _ in order.withLock { $0.append(task) } }
        }
        let report = try graph.run(maxConcurrency: 2).waitUntilFinished()
        #expect(report.succeeded)
        #expect(order.value == Array(0..<100_000))
    }

    @Test func aHundredThousandTasksFannedOutAllRun() throws {
        let log = RunLog()
        var graph = FSTaskGraph<Int>()
        graph.add(0) { _ in }
        for task in 1...100_000 {
            graph.add(task, after: [0]) { _ in
                log.start(task)
                log.end(task)
            }
        }
        let report = try graph.run(maxConcurrency: 2).waitUntilFinished()
        #expect(report.succeeded && report.outcomes.count == 100_001)
        #expect(log.peak <= 2)
        #expect(Set(log.started).count == 100_000)
    }

    @Test func completionsAddedWhenIdleRunAtOnce() async throws {
        let run = FSTaskGraphRun<Int>()
        #expect(await run.finished().outcomes.isEmpty)
        try run.add(1) { _ in }
        #expect(await run.finished().succeeded)
        #expect(run.isIdle)
    }

    @Test func namedGraphsTakeTasksAndCompletionsLater() async throws {
        let name = "fs.tests.named"
        let release = DispatchSemaphore(value: 0)
        try FSThreadManager.addTask("first", toGraph: name) { _ in release.wait() }
        let report = try #require(
            await completion(ofGraph: name) {
                try? FSThreadManager.addTask("second", after: ["first"], toGraph: name) { _ in }
                release.signal()
            })
        #expect(report.succeeded && Set(report.outcomes.keys) == ["first", "second"])
        // Once idle the name is forgotten (a moment later): a completion then finds no graph.
        var emptyReport = false
        for _ in 0..<1000 where !emptyReport {
            emptyReport = await withCheckedContinuation { continuation in
                FSThreadManager.addCompletion(toGraph: name, on: .global) {
                    continuation.resume(returning: $0.outcomes.isEmpty)
                }
            }
            if !emptyReport { try await Task.sleep(for: .milliseconds(1)) }
        }
        #expect(emptyReport)
    }

    @Test func cancellingANamedGraphSkipsWhatIsLeft() async throws {
        let name = "fs.tests.cancelled"
        let (started, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        var graph = FSTaskGraph<String>()
        graph.add("blocker") { _ in
            started.signal()
            release.wait()
        }
        graph.add("next", after: ["blocker"]) { _ in }
        try FSThreadManager.addTasks(graph, toGraph: name, maxConcurrency: 1)
        // Cancelled before the blocker starts, the graph would go idle at once and its name be
        // forgotten, and the completion below would find no graph.
        started.wait()
        FSThreadManager.cancelGraph(name)
        let report = try #require(await completion(ofGraph: name) { release.signal() })
        #expect(report.skipped["next"] == .cancelled)
    }
}
