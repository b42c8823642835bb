import Dispatch
internal import FSInternal

/// Every scheduler's engine while it can have timers: from its making until its scheduler is
/// released and its last timer has ended.
final class TimerRegistry: Sendable {
    static let shared = TimerRegistry()
    private let engines = FSLocked((made: 0, live: [Int: TimerEngine]()))

    /// A number for a new engine.
    func number() -> Int {
        engines.withLock { engines in
            defer { engines.made += 1 }
            return engines.made
        }
    }

    func add(_ engine: TimerEngine) {
        engines.withLock { $0.live[engine.number] = engine }
    }

    func remove(_ number: Int) {
        _ = engines.withLock { $0.live.removeValue(forKey: number) }
    }

    /// Each engine's timers, asked outside the registry's lock: an engine retiring under its
    /// own lock then takes this one, so holding both here could deadlock.
    var allTimerInfo: [FSTimerInfo] {
        engines.withLock { Array($0.live.values) }.sorted { $0.number < $1.number }.flatMap(\.timerInfo)
    }
}
