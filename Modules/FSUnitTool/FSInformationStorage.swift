/// Information storage; base unit the bit (as in Foundation's `UnitInformationStorage`).
public enum FSInformationStorage: FSDimension {
    /// `information`
    public static let name = "information"
    /// The bit.
    public static var baseUnit: FSUnit<FSInformationStorage> { .bit }
}
