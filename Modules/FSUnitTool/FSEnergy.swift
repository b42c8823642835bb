/// Energy; base unit the joule.
public enum FSEnergy: FSDimension {
    /// `energy`
    public static let name = "energy"
    /// The joule.
    public static var baseUnit: FSUnit<FSEnergy> { .joule }
}
