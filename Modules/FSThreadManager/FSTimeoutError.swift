/// The error ``FSThreadManager/withTimeout(_:tolerance:operation:)`` and
/// ``FSThreadManager/withDeadline(_:tolerance:clock:operation:)`` throw when the deadline
/// passes before the operation finishes.
///
/// ```swift
/// do {
///     let profile = try await FSThreadManager.withTimeout(.seconds(5)) { try await api.profile() }
///     show(profile)
/// } catch is FSTimeoutError {
///     showRetryButton()
/// }
/// ```
public struct FSTimeoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The time the operation was given, when it was given as a duration; `nil` for a
    /// deadline given as an instant.
    public let timeout: Duration?

    /// An error for an operation given `timeout` (`nil` when it was given an instant).
    public init(timeout: Duration?) {
        self.timeout = timeout
    }

    /// "the operation did not finish within 5 seconds", or "… by its deadline".
    public var description: String {
        guard let timeout else { return "the operation did not finish by its deadline" }
        return "the operation did not finish within \(timeout)"
    }
}
