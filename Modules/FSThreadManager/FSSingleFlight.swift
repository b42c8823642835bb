internal import FSInternal

/// Concurrent requests for the same key share one operation: the first caller starts it, the
/// others wait for it, and all of them get its value or its error.
///
/// ```swift
/// let tokens = FSSingleFlight<String, Token>()
///
/// // Ten requests that find the token expired send one refresh between them.
/// func token() async throws -> Token {
///     try await tokens.value(forKey: "session") { try await api.refreshToken() }
/// }
/// ```
///
/// - **Afresh after completion.** Once the operation has finished, the next call starts a new
///   one — unless the flight was made with a time to reuse results
///   (``init(reusingValuesFor:clock:)``), during which calls get the last value at once. Errors are
///   never reused: the next call tries again.
/// - **Cancellation.** A caller whose task is cancelled stops waiting at once and throws
///   `CancellationError`; the others are unaffected. The operation is cancelled only when
///   every caller waiting for it has gone, and then the next call starts afresh.
/// - **No blocking.** Waiting callers are suspended tasks, not threads. The operation runs in
///   a task of its own, so it outlives the caller that started it.
public final class FSSingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// A caller's place among a flight's waiters: reserved before it suspends, so that a
    /// cancellation arriving in between is not lost.
    private enum Waiter {
        case reserved
        case waiting(UnsafeContinuation<Value, any Error>)
    }

    private struct Flight {
        /// Tells this flight from a later one for the same key.
        let number: Int
        let task: Task<Void, Never>
        var waiters: [Int: Waiter] = [:]
    }

    /// What a call finds: a value to reuse, or its place among a flight's waiters.
    private enum Arrival {
        case reused(Value)
        case waiting(flight: Int, waiter: Int)
    }

    private struct State {
        var flights: [Key: Flight] = [:]
        /// Values reused until the deadline (nanoseconds on the flight's clock).
        var reusable: [Key: (value: Value, until: Int64)] = [:]
        /// Results for waiters whose flight finished between their arrival and their suspension,
        /// by waiter number: a fast operation can end before its first caller suspends.
        var delivered: [Int: Result<Value, any Error>] = [:]
        var numbers = 0
    }

    private let state = FSLocked(State())
    private let reuse: Duration
    private let now: @Sendable () -> Int64

    /// A flight whose results are not reused: each call after an operation has finished starts
    /// a new one.
    public convenience init() {
        self.init(reusingValuesFor: .zero, clock: ContinuousClock())
    }

    /// A flight that answers calls for `duration` after an operation succeeds with its value,
    /// measured on `clock` (`ContinuousClock` unless given: a test's manual clock, say).
    public init<C: Clock>(reusingValuesFor duration: Duration, clock: C = ContinuousClock())
    where C.Duration == Duration {
        reuse = duration
        let start = clock.now
        now = { start.duration(to: clock.now).saturatingNanoseconds }
    }

    /// The keys with an operation running now (a snapshot).
    public var activeKeyCount: Int { state.withLock { $0.flights.count } }

    /// The callers waiting for `key`'s running operation now (a snapshot).
    public func waiting(forKey key: Key) -> Int { state.withLock { $0.flights[key]?.waiters.count ?? 0 } }

    /// The value of `operation` for `key`: the running operation's if one is, else a reused
    /// value if the flight keeps one, else that of `operation`, started now.
    ///
    /// - Throws: `CancellationError` if the caller's task is cancelled before the value is
    ///   ready, or the error the operation throws.
    public func value(
        forKey key: Key, operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let arrival = state.withLock { state -> Arrival in
            if let kept = state.reusable[key] {
                if kept.until > now() { return .reused(kept.value) }
                state.reusable[key] = nil
            }
            let number: Int
            if let flight = state.flights[key] {
                number = flight.number
            } else {
                state.numbers += 1
                number = state.numbers
                let task = Task { await self.run(operation, key: key, number: number) }
                state.flights[key] = Flight(number: number, task: task)
            }
            state.numbers += 1
            state.flights[key]?.waiters[state.numbers] = .reserved
            return .waiting(flight: number, waiter: state.numbers)
        }
        let place: (flight: Int, waiter: Int)
        switch arrival {
        case .reused(let value): return value
        case .waiting(let flight, let waiter): place = (flight, waiter)
        }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Value, any Error>) in
                let outcome = state.withLock { state -> Result<Value, any Error>? in
                    if let result = state.delivered.removeValue(forKey: place.waiter) { return result }
                    guard let flight = state.flights[key], flight.number == place.flight,
                        case .reserved = flight.waiters[place.waiter]
                    else { return .failure(CancellationError()) }
                    state.flights[key]?.waiters[place.waiter] = .waiting(continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            leave(key, place)?.resume(throwing: CancellationError())
        }
    }

    /// Runs the operation of flight `number` and hands its result to every waiter still
    /// there — unless every one of them has gone and the flight was dropped meanwhile.
    private func run(_ operation: @Sendable () async throws -> Value, key: Key, number: Int) async {
        let result: Result<Value, any Error>
        do { result = .success(try await operation()) } catch { result = .failure(error) }
        let waiters = state.withLock { state -> [UnsafeContinuation<Value, any Error>] in
            guard let flight = state.flights[key], flight.number == number else { return [] }
            state.flights[key] = nil
            if case .success(let value) = result, reuse > .zero {
                state.reusable[key] = (value, now().saturatingAdding(reuse.saturatingNanoseconds))
            }
            var suspended: [UnsafeContinuation<Value, any Error>] = []
            for (number, waiter) in flight.waiters {
                switch waiter {
                case .waiting(let continuation): suspended.append(continuation)
                case .reserved: state.delivered[number] = result
                }
            }
            return suspended
        }
        for waiter in waiters { waiter.resume(with: result) }
    }

    /// Takes waiter `place` out of its flight; the last one to go cancels the operation and
    /// drops the flight, so the next call starts afresh. Returns the waiter's continuation if
    /// it was suspended.
    private func leave(_ key: Key, _ place: (flight: Int, waiter: Int)) -> UnsafeContinuation<Value, any Error>? {
        let (continuation, abandoned) = state.withLock {
            state -> (UnsafeContinuation<Value, any Error>?, Task<Void, Never>?) in
            guard var flight = state.flights[key], flight.number == place.flight,
                let waiter = flight.waiters[place.waiter]
            else { return (nil, nil) }
            flight.waiters[place.waiter] = nil
            state.flights[key] = flight.waiters.isEmpty ? nil : flight
            let abandoned = flight.waiters.isEmpty ? flight.task : nil
            if case .waiting(let continuation) = waiter { return (continuation, abandoned) }
            return (nil, abandoned)
        }
        // Cancelled once the lock is released: cancelling runs the operation's cancellation
        // handlers on this thread, and one may take this lock (an operation waiting on this
        // flight for another key leaves it so).
        abandoned?.cancel()
        return continuation
    }
}
