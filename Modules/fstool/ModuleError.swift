import FrameworkStruct

/// What fstool reads of a module's error to choose its exit status. Every module's error has a
/// `kind`; `invalidArgument` means the caller asked for something impossible (a key of the wrong
/// size, a split into no parts, a pattern with an open quote), which on the command line is a
/// usage error (2), not a failure of the work (1).
protocol ModuleError: Error, CustomStringConvertible {
    /// Whether the command's arguments were at fault.
    var isUsageError: Bool { get }
}

// The modules whose errors have the `invalidArgument` kind; FSStringEmbellisherError and
// FSUnitToolError only ever blame the input.
extension FSEncryptError: ModuleError { var isUsageError: Bool { kind == .invalidArgument } }
extension FSNumberToolError: ModuleError { var isUsageError: Bool { kind == .invalidArgument } }
extension FSPriceEmbellisherError: ModuleError { var isUsageError: Bool { kind == .invalidArgument } }
extension FSThreadManagerError: ModuleError { var isUsageError: Bool { kind == .invalidArgument } }
extension FSTimeToolError: ModuleError { var isUsageError: Bool { kind == .invalidArgument } }
extension FSZipError: ModuleError { var isUsageError: Bool { kind == .invalidArgument } }
