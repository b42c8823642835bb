// Spellings replaced in 1.0.0, kept for one major release so that code written against them
// still builds (with a warning that names the new spelling).

/// The timeout error of 0.x, now the ``FSThreadManagerError/Code/timeout`` code of the
/// module's one error type.
///
/// `catch is FSTimeoutError` keeps compiling, and catches every ``FSThreadManagerError``;
/// write `catch let error as FSThreadManagerError where error.code == .timeout`.
@available(*, deprecated, renamed: "FSThreadManagerError")
public typealias FSTimeoutError = FSThreadManagerError

extension FSThreadManagerError {
    /// The timeout error of 0.x's `FSTimeoutError(timeout:)`.
    @available(*, deprecated, renamed: "timeout(_:)")
    public init(timeout: Duration?) {
        self = .timeout(timeout)
    }
}
