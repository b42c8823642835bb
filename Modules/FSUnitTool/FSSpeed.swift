/// Speed; base unit the metre per second.
public enum FSSpeed: FSDimension {
    /// `speed`
    public static let name = "speed"
    /// The metre per second.
    public static var baseUnit: FSUnit<FSSpeed> { .meterPerSecond }
}
