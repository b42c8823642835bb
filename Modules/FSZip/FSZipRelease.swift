/// The FSZip module's release information.
public enum FSZipRelease {
    /// The module's semantic version, `major.minor.patch`: its single source of truth,
    /// rewritten by `Scripts/release`.
    public static let version = "1.2.3"
}
