/// Plane angle; base unit the degree (as in Foundation's `UnitAngle`).
public enum FSAngle: FSDimension {
    /// `angle`
    public static let name = "angle"
    /// The degree.
    public static var baseUnit: FSUnit<FSAngle> { .degree }
}
