import Dispatch
import FSTestSupport
import Observation
import Testing

@testable import FSTimerManager

/// Moves a manual clock from off the main actor: its timers run on the main queue, which must
/// be free to run them.
private func advance(_ clock: FSManualClock, by duration: Duration) async {
    await Task.detached { clock.advance(by: duration) }.value
}

@MainActor @Suite struct CountdownModelTests {
    private let clock = FSManualClock()
    private let scheduler: FSTimerScheduler<FSManualClock>

    init() {
        scheduler = FSTimerScheduler(queue: .main, clock: clock)
    }

    @Test func ticksUpdateTheObservedState() async {
        let model = FSCountdownModel()
        #expect(!model.isRunning && model.text == "0")
        model.run(
            until: clock.now.advanced(by: .seconds(3)), every: .seconds(1), label: nil, saving: nil, on: scheduler)
        await advance(clock, by: .zero)
        #expect(model.isRunning && model.remaining == .seconds(3) && model.text == "3")
        let changed = Locked(false)
        withObservationTracking {
            _ = model.text
        } onChange: {
            changed.withLock { $0 = true }
        }
        await advance(clock, by: .seconds(1))
        #expect(changed.value && model.text == "2")
        await advance(clock, by: .seconds(5))
        #expect(!model.isRunning && model.remaining == .zero && model.text == "0" && model.state == nil)
    }

    @Test func stoppingEndsItAndALateTickChangesNothing() async {
        let model = FSCountdownModel()
        model.run(
            until: clock.now.advanced(by: .seconds(10)), every: .seconds(1), label: nil, saving: nil, on: scheduler)
        await advance(clock, by: .seconds(2))
        #expect(model.text == "8")
        model.stop()
        await advance(clock, by: .seconds(20))
        #expect(!model.isRunning && model.remaining == .zero)
    }

    /// A second start replaces the first: only the new countdown's ticks reach the model.
    @Test func aNewStartReplacesTheRunningCountdown() async {
        let model = FSCountdownModel { "\(FSCountdownModel.wholeSeconds($0))秒后重发" }
        model.run(
            until: clock.now.advanced(by: .seconds(5)), every: .seconds(1), label: nil, saving: nil, on: scheduler)
        await advance(clock, by: .seconds(1))
        model.run(
            until: clock.now.advanced(by: .seconds(60)), every: .seconds(1), label: nil, saving: nil, on: scheduler)
        await advance(clock, by: .seconds(10))
        #expect(model.isRunning && model.text == "50秒后重发")
    }

    @Test func wholeSecondsRoundUp() {
        #expect(FSCountdownModel.wholeSeconds(.seconds(60)) == "60")
        #expect(FSCountdownModel.wholeSeconds(.milliseconds(59_001)) == "60")
        #expect(FSCountdownModel.wholeSeconds(.milliseconds(1)) == "1")
        #expect(FSCountdownModel.wholeSeconds(.zero) == "0")
        #expect(FSCountdownModel.wholeSeconds(.seconds(-3)) == "0")
    }

    /// On the wall clock, as an app uses it: the state to save, then the end.
    @Test func startingLastingReturnsTheStateAndEnds() async {
        let model = FSCountdownModel()
        let state = model.start(lasting: .milliseconds(300), every: .milliseconds(100), label: "code")
        #expect(model.state == state && model.isRunning && state.label == "code")
        #expect(await eventually { !model.isRunning })
        #expect(model.remaining == .zero && model.state == nil)
    }

    @Test func aStateAlreadyPastEndsAtOnce() async {
        let model = FSCountdownModel()
        model.start(FSCountdownState(lasting: .seconds(60), from: FSWallClock().now.advanced(by: .seconds(-61))))
        #expect(await eventually { !model.isRunning })
        #expect(model.text == "0")
    }
}
