import Dispatch
import Observation

/// A countdown for a screen: observable state a SwiftUI view (or any `Observation` user)
/// reads directly — the time left, whether it runs, and its text — updated on the main actor
/// at every tick.
///
/// ```swift
/// import FSTimerManager
/// import SwiftUI
///
/// struct CodeButton: View {
///     @State private var countdown = FSCountdownModel { "\(FSCountdownModel.wholeSeconds($0))秒后重发" }
///
///     var body: some View {
///         Button(countdown.isRunning ? countdown.text : "获取验证码") {
///             let state = countdown.start(lasting: .seconds(60), label: "sms-code")
///             save(state)   // restore with countdown.start(state) after a relaunch
///         }
///         .disabled(countdown.isRunning)
///     }
/// }
/// ```
///
/// `format` writes ``text``: whole seconds by default ("60" … "1", rounded up, so "0" only at
/// the end); FSTimeEmbellisher's `FSDuration` writes the other usual forms, for example
/// `{ FSDuration.minutesSeconds(Double($0.components.seconds), rounding: .up) }` for "01:00" and
/// `{ FSDuration.countdown(Double($0.components.seconds), language: .chinese) }` for
/// "还剩 1天 02:03:04".
///
/// The countdown runs to a moment on the wall clock (``FSTimerManager/wall``), so it stays right
/// when the device sleeps and a saved ``FSCountdownState`` restores it after a relaunch.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class FSCountdownModel {
    /// The time left: zero before the start and after the end.
    public private(set) var remaining: Duration = .zero
    /// Whether a countdown is running (between its start and its end or ``stop()``).
    public private(set) var isRunning = false
    /// The countdown running, as a value to save: `nil` when none runs.
    public private(set) var state: FSCountdownState?

    @ObservationIgnored private let format: (Duration) -> String
    @ObservationIgnored private var countdown: FSCountdown?
    /// Which countdown the callbacks belong to: a stopped or replaced one's late tick is ignored.
    @ObservationIgnored private var generation = 0

    /// A model whose ``text`` is `format(remaining)`.
    public init(format: @escaping (Duration) -> String = FSCountdownModel.wholeSeconds) {
        self.format = format
    }

    /// The time left as text, written by the model's `format`.
    public var text: String { format(remaining) }

    /// The whole seconds left, rounded up: "60" at the start of a minute, "1" in its last
    /// second, "0" at the end.
    public nonisolated static func wholeSeconds(_ remaining: Duration) -> String {
        let (seconds, attoseconds) = remaining.components
        return String(max(0, attoseconds > 0 ? seconds + 1 : seconds))
    }

    /// Starts a countdown of `duration` from now on the wall clock and returns its state, to
    /// save; a running countdown is replaced.
    @discardableResult
    public func start(
        lasting duration: Duration, every interval: Duration = .seconds(1), label: String? = nil
    )
        -> FSCountdownState
    {
        let state = FSCountdownState(lasting: duration, interval: interval, label: label)
        start(state)
        return state
    }

    /// Starts (or restores) the countdown `state` describes, on ``FSTimerManager/wall``; a
    /// state already past ends at once. A running countdown is replaced.
    public func start(_ state: FSCountdownState) {
        run(until: state.deadline, every: state.interval, label: state.label, saving: state, on: FSTimerManager.wall)
    }

    /// Starts a countdown to `deadline` on `scheduler`, whose queue must be the main queue (the
    /// callbacks take the main actor's isolation from it): ``start(_:)`` on the wall clock, and
    /// tests on ``FSManualClock``.
    func run<C: Clock>(
        until deadline: C.Instant, every interval: Duration, label: String?, saving state: FSCountdownState?,
        on scheduler: FSTimerScheduler<C>
    ) where C.Duration == Duration {
        stop()
        generation += 1
        let generation = generation
        self.state = state
        isRunning = true
        countdown = scheduler.countdown(until: deadline, every: interval, label: label) { [weak self] tick in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                self.remaining = tick.remaining
            }
        } completion: { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                self.remaining = .zero
                self.isRunning = false
                self.state = nil
                self.countdown = nil
            }
        }
    }

    /// Stops the countdown without completing it: ``remaining`` goes to zero.
    public func stop() {
        generation += 1
        countdown?.cancel()
        countdown = nil
        state = nil
        isRunning = false
        remaining = .zero
    }
}
