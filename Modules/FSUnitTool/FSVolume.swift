/// Volume; base unit the litre (as in Foundation's `UnitVolume`).
public enum FSVolume: FSDimension {
    /// `volume`
    public static let name = "volume"
    /// The litre.
    public static var baseUnit: FSUnit<FSVolume> { .liter }
}
