import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a test that guards against a hang (a loop that never ends, a lock
    /// taken twice), not against slowness.
    ///
    /// It is long for the reason ``eventually(within:_:)``'s default is: in a run of the whole
    /// suite on two cores a task the test starts waits behind the queued test jobs, and a
    /// one-minute limit failed a test that takes milliseconds alone.
    public static var hangLimit: Self { .timeLimit(.minutes(10)) }
}
