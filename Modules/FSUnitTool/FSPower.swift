/// Power; base unit the watt.
public enum FSPower: FSDimension {
    /// `power`
    public static let name = "power"
    /// The watt.
    public static var baseUnit: FSUnit<FSPower> { .watt }
}
