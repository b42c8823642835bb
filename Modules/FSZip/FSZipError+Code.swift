extension FSZipError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSZipError/Kind``.
    ///
    /// Codes are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: compare with `==`, or `switch` and end with
    /// `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .notAnArchive: handle(error)
    /// default: show(error.description)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled after the dot (`"notAnArchive"`).
        public let description: String
        /// The kind of failure the code is.
        public let kind: Kind

        private init(_ description: String, kind: Kind) {
            self.description = description
            self.kind = kind
        }

        /// No end-of-central-directory record: not a zip archive, or cut short.
        public static let notAnArchive = Self("notAnArchive", kind: .invalidInput)

        /// A structure is damaged or points outside the file.
        public static let corrupt = Self("corrupt", kind: .invalidInput)

        /// The data does not match its CRC-32 or its recorded size.
        public static let checksumMismatch = Self("checksumMismatch", kind: .invalidInput)

        /// Extracting the entry would write outside the destination.
        public static let unsafePath = Self("unsafePath", kind: .invalidInput)

        /// Two entries' data overlap, or an entry's data runs into the central directory.
        public static let overlappingEntries = Self("overlappingEntries", kind: .invalidInput)

        /// A limit set in ``FSZipLimits`` was exceeded.
        public static let limitExceeded = Self("limitExceeded", kind: .invalidInput)

        /// The entry uses a compression method FSZip does not read.
        public static let unsupportedMethod = Self("unsupportedMethod", kind: .unsupported)

        /// The entry is encrypted in a way this build of FSZip does not read (see
        /// ``FSZipEncryption/isSupported``), or the operation cannot keep encrypted entries.
        public static let encrypted = Self("encrypted", kind: .unsupported)

        /// The entry is encrypted and no password was given for it.
        public static let passwordRequired = Self("passwordRequired", kind: .invalidArgument)

        /// The password does not open the entry (its check bytes differ).
        public static let wrongPassword = Self("wrongPassword", kind: .invalidArgument)

        /// The entry's data does not match its authentication code: it was changed.
        public static let authenticationFailed = Self("authenticationFailed", kind: .invalidInput)

        /// The entry asked for does not exist.
        public static let noSuchEntry = Self("noSuchEntry", kind: .invalidArgument)

        /// A name or comment is longer than a zip field holds, or the writer is finished.
        public static let invalidArgument = Self("invalidArgument", kind: .invalidArgument)

        /// A file could not be opened, read or written; ``FSZipError/errno`` says why.
        public static let io = Self("io", kind: .io)

        /// The work was cancelled; nothing half-written remains.
        public static let cancelled = Self("cancelled", kind: .cancelled)
    }
}
