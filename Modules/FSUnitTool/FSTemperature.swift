/// Temperature; base unit the kelvin.
public enum FSTemperature: FSDimension {
    /// `temperature`
    public static let name = "temperature"
    /// The kelvin.
    public static var baseUnit: FSUnit<FSTemperature> { .kelvin }
}
