/// Pressure; base unit the pascal.
public enum FSPressure: FSDimension {
    /// `pressure`
    public static let name = "pressure"
    /// The pascal.
    public static var baseUnit: FSUnit<FSPressure> { .pascal }
}
