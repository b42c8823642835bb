/// The umbrella's release information.
public enum FrameworkStructRelease {
    /// The package's semantic version — the tag SwiftPM pins — which the umbrella carries:
    /// every module release bumps it at the same level (see Docs/Versioning.md). Rewritten by
    /// `Scripts/release`.
    public static let version = "1.10.8"
}
