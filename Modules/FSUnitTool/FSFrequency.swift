/// Frequency; base unit the hertz.
public enum FSFrequency: FSDimension {
    /// `frequency`
    public static let name = "frequency"
    /// The hertz.
    public static var baseUnit: FSUnit<FSFrequency> { .hertz }
}
