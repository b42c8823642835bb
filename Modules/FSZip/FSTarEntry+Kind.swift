extension FSTarEntry {
    /// What a tar entry is, from its header's type flag.
    ///
    /// Kinds are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller's `switch` (end it with `default`). A type flag no
    /// kind names reads as a regular file, as POSIX asks.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The header's type flag (`"0"`, `"5"`, …).
        let typeFlag: UInt8
        /// The kind's name, as spelled after the dot (`"regularFile"`).
        public let description: String

        private init(_ flag: Character, _ description: String) {
            typeFlag = flag.asciiValue ?? 0
            self.description = description
        }

        /// A regular file, with contents.
        public static let regularFile = Self("0", "regularFile")
        /// A hard link to an earlier entry (``FSTarEntry/linkTarget``).
        public static let hardLink = Self("1", "hardLink")
        /// A symbolic link (``FSTarEntry/linkTarget``).
        public static let symbolicLink = Self("2", "symbolicLink")
        /// A character device: listed, never extracted.
        public static let characterDevice = Self("3", "characterDevice")
        /// A block device: listed, never extracted.
        public static let blockDevice = Self("4", "blockDevice")
        /// A directory.
        public static let directory = Self("5", "directory")
        /// A named pipe: listed, never extracted.
        public static let fifo = Self("6", "fifo")

        /// Every kind, in type-flag order.
        static let all: [Kind] = [
            .regularFile, .hardLink, .symbolicLink, .characterDevice, .blockDevice, .directory, .fifo,
        ]

        /// The kind of a header's type flag: `"\0"` (old tars) and `"7"` (contiguous) are
        /// regular files, as is any flag no kind names.
        init(typeFlag: UInt8) {
            self = Self.all.first { $0.typeFlag == typeFlag } ?? .regularFile
        }

        /// Whether entries of this kind carry contents after their header.
        var hasContents: Bool { self == .regularFile }

        /// The permissions an entry of this kind gets when none are given.
        var defaultPermissions: UInt16 {
            switch self {
            case .directory: UnixMode.defaultDirectoryPermissions
            case .symbolicLink: UnixMode.accessMask
            default: UnixMode.defaultFilePermissions
            }
        }
    }
}
