import ArgumentParser
import Dispatch
import Foundation
import FrameworkStruct

/// A duration as seconds with one decimal, as `12.3 s`.
private func formatted(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return String(format: "%.1f s", Double(whole) + Double(fraction) / 1e18)
}

/// Checks a number of seconds given on the command line: finite, at least `minimum`, and at
/// most 9e9 (285 years; a timer's deadline stops at 292), beyond which `Duration` cannot even
/// hold some values.
private func checkSeconds(_ value: Double, _ name: String, atLeast minimum: Double) throws {
    guard value.isFinite, value >= minimum, value <= 9e9 else {
        throw ValidationError("\(name) must be from " + String(format: "%g", minimum) + " to 9e9 (285 years)")
    }
}

/// Writes `line` to standard error, where redrawn lines go.
private func redraw(_ line: String) {
    FileHandle.standardError.write(Data(line.utf8))
}

/// Calls `handler` on the main queue at Ctrl-C instead of letting SIGINT end the process.
private func onInterrupt(_ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    source.setEventHandler(handler: handler)
    source.resume()
    return source
}

/// FSTimerManager's demonstration, on a manual clock so that it takes no time: a countdown, a
/// stopwatch with laps, and many timers on one scheduler.
@Sendable func timerManagerDemo() -> [String] {
    let clock = FSManualClock()
    let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "demo"), clock: clock)
    let ticks = FSProtected<[String]>([])
    let ended = FSProtected<String?>(nil)
    let countdown = scheduler.countdown(from: .seconds(5)) { tick in
        ticks.withLock { $0.append(formatted(tick.remaining)) }
    } completion: { end in
        ended.withLock { $0 = "\(end.reason) at \(formatted(clock.now.offset))" }
    }
    clock.advance(by: .seconds(2))
    countdown.pause()
    clock.advance(by: .seconds(10))
    countdown.resume()
    clock.advance(by: .seconds(10))

    let stopwatch = scheduler.stopwatch(every: nil)
    clock.advance(by: .milliseconds(1_250))
    stopwatch.lap()
    clock.advance(by: .milliseconds(800))
    let (total, laps) = stopwatch.stop()

    let timers = (1...10_000).map { scheduler.schedule(after: .seconds($0)) { _ in } }
    let scheduled = scheduler.timerCount
    let listed = FSTimerManager.allTimerInfo.count { $0.queue == "demo" }
    _ = timers
    return [
        "countdown of 5 s, paused 10 s after 2 s: \(ticks.value.joined(separator: ", ")); \(ended.value ?? "running")",
        "stopwatch: laps \(laps.map { formatted($0.duration) }.joined(separator: ", ")), total \(formatted(total))",
        "\(scheduled) timers on one scheduler (one heap, one wake-up), \(listed) listed by allTimerInfo",
    ]
}

/// `fstool countdown`: a countdown on the main queue, of some seconds or to a moment.
struct Countdown: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Counts down on the main queue, computing the time left from the clock (no drift).",
        discussion: """
            Give the seconds to count down, or --until a moment (RFC 3339): that countdown runs
            on the wall clock, which keeps counting while the machine sleeps, and ticks when the
            time left is a whole number of ticks; a moment already past ends it at once.

            On a terminal one line on standard error is redrawn at each tick; otherwise each tick
            prints a line. Ctrl-C stops the countdown (exit status 130). On Linux the main queue
            runs only under dispatchMain(), which this command calls.

            Examples: fstool countdown 10 --tick 0.5
                      fstool countdown --until 2026-12-31T23:59:59+08:00
            """)

    @Argument(help: "Seconds to count down (or give --until).")
    var seconds: Double?

    @Option(help: "The moment to count down to, RFC 3339 (2026-12-31T23:59:59+08:00).")
    var until: String?

    @Option(help: "Seconds between ticks.")
    var tick = 1.0

    @Flag(help: "Keep counting past zero, into negative time, until Ctrl-C.")
    var throughZero = false

    func validate() throws {
        switch (seconds, until) {
        case (let seconds?, nil): try checkSeconds(seconds, "seconds", atLeast: 0)
        case (nil, let until?): _ = try moment(until)
        default: throw ValidationError("give either the seconds to count down or --until a moment, not both")
        }
        try checkSeconds(tick, "--tick", atLeast: 0.001)
    }

    /// `text` as an instant on the wall clock.
    private func moment(_ text: String) throws -> FSWallClock.Instant {
        guard let date = try? FSISO8601.date(from: text) else {
            throw ValidationError("cannot read '\(text)' as RFC 3339, such as 2026-12-31T23:59:59+08:00")
        }
        let nanoseconds = (date.timeIntervalSince1970 * 1e9).rounded()
        guard let exact = Int64(exactly: nanoseconds) else {
            throw ValidationError("'\(text)' is more than 292 years from 1970")
        }
        return FSWallClock.Instant(nanosecondsSince1970: exact)
    }

    func run() throws {
        let terminal = standardErrorIsTerminal
        let onTick: @Sendable (FSCountdownTick) -> Void = { tick in
            if terminal {
                redraw("\r\(formatted(tick.remaining)) left   ")
            } else {
                print("\(formatted(tick.remaining)) left")
            }
        }
        let countdown: FSCountdown
        if let until {
            countdown = FSTimerManager.wall.countdown(
                until: try moment(until), every: .seconds(tick), throughZero: throughZero, onTick: onTick,
                completion: { end in Self.done(end, terminal: terminal, counted: nil) })
        } else {
            let length = Duration.seconds(seconds ?? 0)
            countdown = FSTimerManager.main.countdown(
                from: length, every: .seconds(tick), throughZero: throughZero, onTick: onTick,
                completion: { end in Self.done(end, terminal: terminal, counted: length) })
        }
        let interrupt = onInterrupt {
            countdown.cancel()
            if terminal { redraw("\n") }
            print("stopped with \(formatted(countdown.remaining)) left")
            Foundation.exit(130)
        }
        withExtendedLifetime((countdown, interrupt)) { dispatchMain() }
    }

    /// Reports the end and exits.
    private static func done(_ end: FSCountdownEnd, terminal: Bool, counted: Duration?) -> Never {
        if terminal { redraw("\n") }
        let what = counted.map { "\(formatted($0)) counted down" } ?? "the moment is reached"
        print(
            "done: \(what); the completion ran "
                + String(format: "%.1f ms", Double(end.lateness / .microseconds(1)) / 1_000) + " after the end time")
        Foundation.exit(0)
    }
}

/// `fstool stopwatch`: a stopwatch on the main queue, with laps from standard input.
struct Stopwatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs a stopwatch on the main queue: Enter records a lap; Ctrl-D or Ctrl-C stops it.",
        discussion: """
            On a terminal the elapsed time is redrawn on standard error at each tick. Each line
            read from standard input records a lap; the end of the input or Ctrl-C stops the
            stopwatch and prints the total.

            Example: fstool stopwatch --tick 0.1
            """)

    @Option(help: "Seconds between redraws of the elapsed time on a terminal.")
    var tick = 0.1

    func validate() throws {
        try checkSeconds(tick, "--tick", atLeast: 0.001)
    }

    func run() throws {
        let terminal = standardErrorIsTerminal
        let stopwatch = FSTimerManager.main.stopwatch(every: terminal ? .seconds(tick) : nil) { tick in
            redraw("\r\(formatted(tick.elapsed))   ")
        }
        let stop: @Sendable () -> Void = {
            let (total, laps) = stopwatch.stop()
            if terminal { redraw("\r") }
            print("total \(formatted(total)), \(laps.count) lap(s) recorded")
            Foundation.exit(0)
        }
        DispatchQueue.global().async {
            while readLine() != nil {
                DispatchQueue.main.async {
                    let lap = stopwatch.lap()
                    if terminal { redraw("\r") }
                    print(
                        "lap \(lap.number)  \(formatted(lap.duration))  total \(formatted(lap.total))"
                    )
                }
            }
            DispatchQueue.main.async(execute: stop)
        }
        let interrupt = onInterrupt(stop)
        withExtendedLifetime((stopwatch, interrupt)) { dispatchMain() }
    }
}
