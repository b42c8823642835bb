#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension FSThreadManager {
    /// The processors the system has online: the default width of graphs and maps (what
    /// Foundation's `ProcessInfo.activeProcessorCount` answers, without Foundation).
    public static let activeProcessorCount: Int = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
