/// The password of an encrypted entry, as bytes: one for every entry, or one per entry.
///
/// ```swift
/// try archive.extractAll(to: "out", password: "secret")                  // UTF-8
/// try archive.extractAll(to: "out", password: FSZipPassword(bytes: raw)) // legacy code page
/// let perEntry = FSZipPassword.perEntry { path in
///     path.hasPrefix("hr/") ? "hr password" : "staff password"
/// }
/// ```
///
/// Zip stores no text encoding for passwords: tools hash the bytes they were given. Info-ZIP,
/// 7-Zip and WinZip on current systems use UTF-8; archives made on old Windows may need the
/// password in their code page, through ``init(bytes:)``.
public struct FSZipPassword: Sendable, ExpressibleByStringLiteral {
    private let lookup: @Sendable (String) -> [UInt8]?

    /// The UTF-8 bytes of `text`, for every entry.
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        lookup = { _ in bytes }
    }

    /// The password `bytes`, for every entry.
    public init(bytes: [UInt8]) {
        lookup = { _ in bytes }
    }

    /// The UTF-8 bytes of a literal, for every entry.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A password chosen per entry by its path (`nil`: that entry has none — reading it is
    /// ``FSZipError/Code/passwordRequired``, writing it leaves it unencrypted).
    public static func perEntry(_ password: @escaping @Sendable (_ path: String) -> FSZipPassword?) -> FSZipPassword {
        FSZipPassword { path in password(path)?.bytes(for: path) }
    }

    private init(lookup: @escaping @Sendable (String) -> [UInt8]?) {
        self.lookup = lookup
    }

    /// The password bytes for the entry at `path`.
    func bytes(for path: String) -> [UInt8]? { lookup(path) }
}
