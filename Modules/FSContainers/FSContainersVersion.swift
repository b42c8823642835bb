/// The FSContainers module's release version.
public enum FSContainersVersion {
    /// The semantic version, `major.minor.patch`: the module's single source of truth,
    /// rewritten by `Scripts/release`.
    public static let current = "0.1.0"
}
