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
