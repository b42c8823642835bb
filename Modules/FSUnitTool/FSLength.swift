/// Length; base unit the metre.
public enum FSLength: FSDimension {
    /// `length`
    public static let name = "length"
    /// The metre.
    public static var baseUnit: FSUnit<FSLength> { .meter }
}
