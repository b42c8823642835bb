/// A day of the week, numbered as `Calendar` numbers them: ``sunday`` is 1, ``saturday`` 7.
///
/// ```swift
/// let day = try FSCivilDate(year: 2025, month: 10, day: 1)
/// day.weekday                  // .wednesday
/// day.weekday.rawValue         // 4, Calendar's .weekday component
/// day.weekday.isWeekend        // false
/// FSCalendarMath(timeZone: shanghai, firstWeekday: .monday)
/// ```
public enum FSWeekday: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Sunday, 1.
    case sunday = 1
    /// Monday, 2.
    case monday
    /// Tuesday, 3.
    case tuesday
    /// Wednesday, 4.
    case wednesday
    /// Thursday, 5.
    case thursday
    /// Friday, 6.
    case friday
    /// Saturday, 7.
    case saturday

    /// The weekday of a `Calendar`-numbered `number` (1 = Sunday); any integer, taken modulo 7.
    init(number: Int) {
        let index = ((number - 1) % 7 + 7) % 7
        self = Self.allCases[index]
    }

    /// Saturday or Sunday.
    public var isWeekend: Bool { self == .saturday || self == .sunday }

    /// The English name: "Wednesday".
    public var description: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }
}
