extension Comparable {
    /// The value limited to `bounds` (the original `limitIn`).
    ///
    /// ```swift
    /// 120.clamped(to: 0...100)      // 100
    /// Double.nan.clamped(to: 0...1) // 0
    /// ```
    ///
    /// A value that is not equal to itself (a floating-point NaN) becomes the lower bound, so
    /// the result always lies in `bounds`.
    @inlinable
    public func clamped(to bounds: ClosedRange<Self>) -> Self {
        if self != self { return bounds.lowerBound }
        return Swift.min(Swift.max(self, bounds.lowerBound), bounds.upperBound)
    }

    /// The value raised to at least `bounds.lowerBound` (the original `limitMin`); NaN becomes
    /// the bound.
    @inlinable
    public func clamped(to bounds: PartialRangeFrom<Self>) -> Self {
        self != self ? bounds.lowerBound : Swift.max(self, bounds.lowerBound)
    }

    /// The value lowered to at most `bounds.upperBound` (the original `limitMax`); NaN becomes
    /// the bound.
    @inlinable
    public func clamped(to bounds: PartialRangeThrough<Self>) -> Self {
        self != self ? bounds.upperBound : Swift.min(self, bounds.upperBound)
    }
}

/// A property wrapper that keeps its value within bounds (the original `LimitRangeWrap`).
///
/// ```swift
/// struct Player {
///     @FSClamped(0...100) var health = 100
///     @FSClamped(min: 1, max: 0.5) var speed = 2.0   // reversed bounds are swapped
/// }
/// var player = Player()
/// player.health -= 150      // 0
/// player.speed              // 1.0
/// ```
///
/// Every assignment, and the initial value, is clamped with `clamped(to:)`;
/// NaN becomes the lower bound. Bounds given as `min:max:` in the wrong order are swapped,
/// since a `ClosedRange` cannot be reversed.
@propertyWrapper
public struct FSClamped<Value: Comparable> {
    private var value: Value

    /// The bounds every value is kept in.
    public let bounds: ClosedRange<Value>

    /// Clamps `wrappedValue` and every later assignment to `bounds`.
    public init(wrappedValue: Value, _ bounds: ClosedRange<Value>) {
        self.bounds = bounds
        value = wrappedValue.clamped(to: bounds)
    }

    /// Clamps to the range between `min` and `max`, swapping them if they are reversed.
    public init(wrappedValue: Value, min: Value, max: Value) {
        self.init(wrappedValue: wrappedValue, min <= max ? min...max : max...min)
    }

    /// The clamped value.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue.clamped(to: bounds) }
    }
}

extension FSClamped: Equatable where Value: Equatable {}
extension FSClamped: Hashable where Value: Hashable {}
extension FSClamped: Sendable where Value: Sendable {}
