extension FSEncryptError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSEncryptError/Kind``.
    ///
    /// Codes are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: compare with `==`, or `switch` and end with
    /// `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .invalidKey: handle(error)
    /// default: show(error.description)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled after the dot (`"invalidKey"`).
        public let description: String
        /// The kind of failure the code is.
        public let kind: Kind

        private init(_ description: String, kind: Kind) {
            self.description = description
            self.kind = kind
        }

        /// A key has the wrong length for the algorithm, or a key derivation's parameters are
        /// impossible.
        public static let invalidKey = Self("invalidKey", kind: .invalidArgument)

        /// An IV, counter block or nonce has the wrong length.
        public static let invalidIV = Self("invalidIV", kind: .invalidArgument)

        /// Ciphertext is not a whole number of blocks, or shorter than its IV, nonce or tag.
        public static let invalidLength = Self("invalidLength", kind: .invalidInput)

        /// The data could not be decrypted: a wrong key, damaged data, bad padding or a failed
        /// authentication tag — deliberately one code.
        public static let decryptionFailed = Self("decryptionFailed", kind: .invalidInput)

        /// Hex, Base64 or UTF-8 text is malformed; ``FSEncryptError/position`` says where.
        public static let invalidEncoding = Self("invalidEncoding", kind: .invalidInput)

        /// A PEM or DER key could not be read.
        public static let invalidKeyData = Self("invalidKeyData", kind: .invalidInput)

        /// A signature could not be read: neither DER nor raw bytes of the right length, or a
        /// number in it out of range. (A well-formed signature that does not match is not an
        /// error: verification answers `false`.)
        public static let invalidSignature = Self("invalidSignature", kind: .invalidInput)

        /// Well formed, but something FSEncrypt does not do (a mode for this algorithm, a nonce
        /// shorter than 12 bytes).
        public static let unsupported = Self("unsupported", kind: .unsupported)

        /// The caller asked for something impossible: a padding for a stream mode, unpadded
        /// plaintext that is not a whole number of blocks, a message too long for the key.
        public static let invalidArgument = Self("invalidArgument", kind: .invalidArgument)

        /// A file could not be read or written; ``FSEncryptError/errno`` says why.
        public static let io = Self("io", kind: .io)
    }
}
