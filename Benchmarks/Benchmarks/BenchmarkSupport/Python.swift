import Foundation

/// Runs `python3` with `arguments`, returning its standard output, or `nil` when Python or a
/// package the script imports is missing (the peer's rows are then left out of the table).
///
/// Peers that live in Python are timed inside Python (`time.perf_counter()` around the work
/// alone), so starting the interpreter and importing the package are not counted.
public func python(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: output, as: UTF8.self) : nil
}

/// The number a Python script prints — its own timing of the peer — or `nil` when it fails.
public func pythonNumber(_ script: String, _ arguments: String...) -> Int? {
    python(["-c", script] + arguments).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
}
