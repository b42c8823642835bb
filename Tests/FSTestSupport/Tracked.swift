/// An object that counts live instances, so tests can prove objects are destroyed exactly
/// once and released when they should be.
public final class Tracked: Sendable, Equatable, CustomStringConvertible {
    private static let live = Locked(0)

    /// The value the object was made with.
    public let value: Int

    /// The number of `Tracked` instances alive now.
    public static var liveCount: Int { live.value }

    /// Makes a tracked object.
    public init(_ value: Int) {
        self.value = value
        Self.live.withLock { $0 += 1 }
    }

    deinit { Self.live.withLock { $0 -= 1 } }

    /// Objects with equal values are equal.
    public static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value == rhs.value }

    /// `T<value>`.
    public var description: String { "T\(value)" }
}
