/// Mass; base unit the kilogram.
public enum FSMass: FSDimension {
    /// `mass`
    public static let name = "mass"
    /// The kilogram.
    public static var baseUnit: FSUnit<FSMass> { .kilogram }
}
