extension FSQuantity {
    /// Parses a number followed by a unit of this dimension: `"3斤"`, `"2.5 km/h"`,
    /// `"10 °F"`, `"1.5亩"`, `"−40℃"`, `"１２ 公斤"`.
    ///
    /// The number may have a sign (`-`, `+`, `−`), a decimal point and an exponent; full-width
    /// digits and signs are read as ASCII. Spaces between number and unit are optional.
    ///
    /// - Throws: ``FSUnitToolError/invalidNumber(_:)``, ``FSUnitToolError/missingUnit(_:)``,
    ///   ``FSUnitToolError/unknownUnit(_:)`` or ``FSUnitToolError/dimensionMismatch(unit:expected:found:)``.
    public init(parsing text: String) throws(FSUnitToolError) {
        let (value, unitText) = try splitQuantity(text)
        self.init(value, try FSUnit<Dimension>(named: unitText))
    }
}
