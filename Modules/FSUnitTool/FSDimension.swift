/// A physical dimension: the type parameter that keeps masses apart from lengths.
///
/// Each dimension has a base unit — the same one Foundation's matching `Dimension` uses, so
/// bridging is exact — and a catalog of the units FSUnitTool defines, with the names and
/// aliases that parsing accepts.
public protocol FSDimension: Sendable {
    /// The dimension's name in English, e.g. `mass`.
    static var name: String { get }

    /// The unit whose value is the base value: kilogram, metre, kelvin, ….
    static var baseUnit: FSUnit<Self> { get }

    /// Every unit defined for the dimension, each with the extra names parsing accepts.
    static var catalog: [FSUnitEntry<Self>] { get }
}
