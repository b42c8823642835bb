internal import FSInternal

extension FSThreadManager {
    /// The processors the system has online: the default width of graphs and maps (what
    /// Foundation's `ProcessInfo.activeProcessorCount` answers, without Foundation).
    public static let activeProcessorCount: Int = Platform.activeProcessorCount
}
