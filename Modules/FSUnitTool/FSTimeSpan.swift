/// Duration; base unit the second (as in Foundation's `UnitDuration`). Not `FSDuration`, the
/// name of FSTimeEmbellisher's duration formatter.
public enum FSTimeSpan: FSDimension {
    /// `duration`
    public static let name = "duration"
    /// The second.
    public static var baseUnit: FSUnit<FSTimeSpan> { .second }
}
