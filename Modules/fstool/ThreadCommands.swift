import ArgumentParser
import Foundation
import FrameworkStruct

/// A small build pipeline as a task graph: what `threads` and the demonstration run.
private func pipeline(
    log: FSProtected<(events: [String], running: Int, peak: Int)>, milliseconds: Int
)
    -> FSTaskGraph<String>
{
    var graph = FSTaskGraph<String>()
    func add(_ name: String, after dependencies: [String] = []) {
        graph.add(name, after: dependencies) { _ in
            log.withLock { log in
                log.running += 1
                log.peak = max(log.peak, log.running)
                log.events.append("start \(name) (running: \(log.running))")
            }
            Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
            log.withLock { log in
                log.running -= 1
                log.events.append("end   \(name)")
            }
        }
    }
    add("fetch")
    for part in ["parse-a", "parse-b", "parse-c"] { add(part, after: ["fetch"]) }
    add("thumbnails", after: ["fetch"])
    add("index", after: ["parse-a", "parse-b", "parse-c"])
    add("publish", after: ["index", "thumbnails"])
    return graph
}

/// FSThreadManager's demonstration: a graph with a limit, and an ordered concurrent map.
@Sendable func threadManagerDemo() -> [String] {
    let log = FSProtected((events: [String](), running: 0, peak: 0))
    do {
        let report = try pipeline(log: log, milliseconds: 5).run(maxConcurrency: 2).waitUntilFinished()
        let squares = Array(1...8).concurrentMap { $0 * $0 }
        return [
            "graph of \(report.outcomes.count) tasks, at most 2 at once: peak \(log.value.peak)",
            "finished in order: \(report.completionOrder.joined(separator: " → "))",
            "concurrentMap 1...8 squared, in order: \(squares)",
        ]
    } catch {
        return ["failed: \(error)"]
    }
}

/// `fstool threads`: a task graph run with a limit, then a debounced burst on the main queue.
struct Threads: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs a task graph with a concurrency limit, then debounces a burst of calls on the main queue.",
        discussion: """
            Prints each task's start and end with the number running, the peak against the limit,
            then how many of a burst of calls the debouncer ran. On Linux the main queue runs only
            under dispatchMain(), which this command calls for the burst.

            Example: fstool threads --limit 3 --burst 50
            """)

    @Option(help: "The most tasks of the graph running at once.")
    var limit = 2

    @Option(help: "How many calls the burst makes, 2 ms apart, to a debouncer with a 50 ms delay.")
    var burst = 20

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
        guard burst >= 1 else { throw ValidationError("--burst must be at least 1") }
    }

    func run() throws {
        let log = FSProtected((events: [String](), running: 0, peak: 0))
        let report = try pipeline(log: log, milliseconds: 20).run(maxConcurrency: limit).waitUntilFinished()
        for event in log.value.events { print(event) }
        print(
            "peak concurrency \(log.value.peak) (limit \(limit)); \(report.succeeded ? "all tasks finished" : "failed")"
        )

        let burst = burst
        let debouncer = FSDebouncer(delay: .milliseconds(50), on: .main)
        let runs = FSProtected(0)
        FSThreadManager.async(on: .global) {
            for call in 1...burst {
                debouncer.call {
                    let count = runs.withLock { runs in
                        runs += 1
                        return runs
                    }
                    print(
                        "debounced: \(burst) calls → run \(count), with call \(call), on the main queue: \(FSThreadManager.isCurrent(.main))"
                    )
                }
                Thread.sleep(forTimeInterval: 0.002)
            }
            // Well after the last run: stop the process, which dispatchMain() never returns to.
            FSThreadManager.asyncAfter(.milliseconds(200), on: .main) { Foundation.exit(0) }
        }
        dispatchMain()
    }
}
