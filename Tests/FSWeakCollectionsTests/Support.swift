import FSTestSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Whether freed memory is handed out again at once, as the system allocator does.
/// AddressSanitizer holds it in quarantine instead, so under `--sanitize=address` no address
/// is reused and the tests that need a reused one cannot run.
let addressesAreReused: Bool = {
    #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everywhere, "__asan_init") == nil
}()

/// A plain object to hold weakly.
final class Probe: Sendable, CustomStringConvertible {
    let id: Int
    init(_ id: Int) { self.id = id }
    var description: String { "P\(id)" }
}

/// Finds an object allocated at the address of one that just died, so tests can check that
/// the newcomer is not mistaken for the dead one. Returns `nil` if the allocator never reused
/// an address in `attempts` tries.
func reusedAddress(attempts: Int = 10_000, setUp: (Probe) -> Void) -> Probe? {
    for _ in 0..<attempts {
        let address: ObjectIdentifier = {
            let victim = Probe(-1)
            setUp(victim)
            return ObjectIdentifier(victim)
        }()  // the victim dies here
        let newcomer = Probe(-2)
        if ObjectIdentifier(newcomer) == address { return newcomer }
    }
    return nil
}
