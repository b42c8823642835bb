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
