/// The FSTimeTool module's release information.
public enum FSTimeToolRelease {
    /// The module's semantic version, `major.minor.patch`: its single source of truth,
    /// rewritten by `Scripts/release`.
    public static let version = "1.4.0"
}
