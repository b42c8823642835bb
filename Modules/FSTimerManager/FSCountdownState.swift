/// A countdown to a moment on the wall clock, as a small value to keep: an app saves it and
/// restores the countdown after a relaunch, a server stores it with a session.
///
/// ```swift
/// let state = FSCountdownState(lasting: .seconds(60), label: "sms-code")
/// let saved = try JSONEncoder().encode(state)
/// // … after a relaunch:
/// let restored = try JSONDecoder().decode(FSCountdownState.self, from: saved)
/// let countdown = FSTimerManager.wall.countdown(restored) { tick in show(tick.remaining) }
/// ```
///
/// Encoded as `{"deadline": <nanoseconds since 1970, UTC>, "tick": <nanoseconds>, "label": …}`
/// (`"tick"` holds the ``interval``, the key 0.x wrote),
/// whole numbers that 64-bit integers hold exactly (a JavaScript reader needs `BigInt`).
/// Decoding rejects an interval that is not positive.
public struct FSCountdownState: Codable, Hashable, Sendable {
    /// The moment the countdown reaches zero.
    public var deadline: FSWallClock.Instant
    /// The time between ticks.
    public var interval: Duration
    /// A name for the countdown's timers in ``FSTimerManager/allTimerInfo``.
    public var label: String?

    /// A countdown to `deadline`.
    public init(deadline: FSWallClock.Instant, interval: Duration = .seconds(1), label: String? = nil) {
        self.deadline = deadline
        self.interval = interval
        self.label = label
    }

    /// A countdown of `duration` from `start` (by default now).
    public init(
        lasting duration: Duration, interval: Duration = .seconds(1), label: String? = nil,
        from start: FSWallClock.Instant = FSWallClock().now
    ) {
        self.init(deadline: start.advanced(by: duration), interval: interval, label: label)
    }

    /// The time left at `now` (by default the wall clock's time): zero once finished.
    public func remaining(at now: FSWallClock.Instant = FSWallClock().now) -> Duration {
        max(.zero, now.duration(to: deadline))
    }

    /// Whether the deadline has passed at `now` (by default the wall clock's time).
    public func isFinished(at now: FSWallClock.Instant = FSWallClock().now) -> Bool {
        now >= deadline
    }

    private enum CodingKeys: String, CodingKey {
        case deadline, interval = "tick", label
    }

    /// Decodes the format described on the type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let interval = try container.decode(Int64.self, forKey: .interval)
        guard interval > 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .interval, in: container,
                debugDescription: "the interval must be a positive number of nanoseconds, not \(interval)")
        }
        self.init(
            deadline: FSWallClock.Instant(nanosecondsSince1970: try container.decode(Int64.self, forKey: .deadline)),
            interval: .nanoseconds(interval), label: try container.decodeIfPresent(String.self, forKey: .label))
    }

    /// Encodes the format described on the type.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(deadline.nanosecondsSince1970, forKey: .deadline)
        try container.encode(Nanoseconds(interval), forKey: .interval)
        try container.encodeIfPresent(label, forKey: .label)
    }
}
