import Dispatch
internal import FSInternal

/// The shared schedulers, and the list of every live timer: the original FrameworkStruct
/// `TimerManager`.
///
/// ```swift
/// let timer = FSTimerManager.main.schedule(every: .seconds(1), label: "clock") { _ in tick() }
///
/// for info in FSTimerManager.allTimerInfo {
///     print(info.id, info.label ?? "-", info.nextFire.map(String.init(describing:)) ?? "paused")
/// }
/// ```
public enum FSTimerManager {
    /// The scheduler of the main queue, on `SuspendingClock` (time stops while the device
    /// sleeps, like `DispatchTime`).
    ///
    /// On Linux the main queue runs only under `dispatchMain()` or a running `RunLoop.main`.
    public static var main: FSTimerScheduler<SuspendingClock> { mainScheduler }

    /// The scheduler of the default global queue, on `SuspendingClock`. Its actions may run on
    /// any thread, so they must be thread-safe.
    public static var global: FSTimerScheduler<SuspendingClock> { globalScheduler }

    /// The scheduler of the main queue, on the wall clock (``FSWallClock``), which keeps
    /// counting while the device sleeps: for countdowns to a moment, such as
    /// ``FSTimerScheduler/countdown(_:throughZero:leeway:onTick:completion:)`` of a saved
    /// ``FSCountdownState``.
    public static var wall: FSTimerScheduler<FSWallClock> { wallScheduler }

    /// Every live timer of every scheduler, for debugging: what it is, whose, and when it
    /// fires next.
    public static var allTimerInfo: [FSTimerInfo] { TimerRegistry.shared.allTimerInfo }
}

private let mainScheduler = FSTimerScheduler(queue: .main, clock: SuspendingClock())
private let wallScheduler = FSTimerScheduler(queue: .main, clock: FSWallClock())
private let globalScheduler = FSTimerScheduler(queue: .global(), clock: SuspendingClock())

/// A live timer as ``FSTimerManager/allTimerInfo`` describes it.
public struct FSTimerInfo: Sendable {
    /// The timer.
    public let id: FSTimerID
    /// The label it was scheduled with.
    public let label: String?
    /// The type of its owner, if it has one.
    public let ownerType: String?
    /// The label of the queue its action runs on.
    public let queue: String
    /// When it was scheduled.
    public let created: FSWallClock.Instant
    /// When it fires next, as the wall clock reads now (for a timer on another clock, an
    /// estimate); `nil` while it is paused.
    public let nextFire: FSWallClock.Instant?
    /// Its interval, or `nil` for a timer that fires once.
    public let interval: Duration?
    /// How many times it has fired.
    public let fireCount: Int
    /// Whether it is paused.
    public var isPaused: Bool { nextFire == nil }
}

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
