import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a test that guards against a hang (a loop that never ends, a lock
    /// taken twice), not against slowness.
    ///
    /// It is long for the reason ``eventually(within:_:)``'s default is: in a run of the whole
    /// suite on two cores a task the test starts waits behind the queued test jobs, and a
    /// one-minute limit failed a test that takes milliseconds alone.
    public static var hangLimit: Self { .timeLimit(.minutes(hangLimitMinutes)) }
}

/// Ten minutes: how long a test may wait for what a hang would stop, in a run of the whole
/// suite on two cores (under ThreadSanitizer the cooperative pool's two threads have been held
/// for over five minutes by other suites' blocking peers).
public let hangLimitMinutes = 10

/// ``hangLimitMinutes`` as a `Duration`, for waits and elapsed-time guards.
public let hangLimitDuration = Duration.seconds(60 * hangLimitMinutes)
