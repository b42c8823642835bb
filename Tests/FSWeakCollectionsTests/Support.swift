import FSTestSupport

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
