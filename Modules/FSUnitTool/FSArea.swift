/// Area; base unit the square metre.
public enum FSArea: FSDimension {
    /// `area`
    public static let name = "area"
    /// The square metre.
    public static var baseUnit: FSUnit<FSArea> { .squareMeter }
}
