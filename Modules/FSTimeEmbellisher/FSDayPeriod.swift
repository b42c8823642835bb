import FSTimeTool
import Foundation

/// A part of the day, with the original FrameworkStruct boundaries.
///
/// | period | hours | Chinese |
/// |---|---|---|
/// | ``beforeDawn`` | 0–5 | 凌晨 |
/// | ``morning`` | 5–8 | 早上 |
/// | ``forenoon`` | 8–11 | 上午 |
/// | ``noon`` | 11–13 | 中午 |
/// | ``afternoon`` | 13–16 | 下午 |
/// | ``evenfall`` | 16–19 | 傍晚 |
/// | ``evening`` | 19–22 | 晚上 |
/// | ``night`` | 22–24 | 深夜 |
///
/// ```swift
/// FSDayPeriod(hour: 9)                         // .forenoon
/// FSDayPeriod(of: date, timeZone: beijing).chineseName   // "上午"
/// FSDayPeriod.Boundaries(starts: [0, 6, 9, 12, 14, 17, 19, 23]).period(hour: 18)  // .evenfall
/// ```
public enum FSDayPeriod: String, Sendable, Hashable, CaseIterable, Codable {
    /// 凌晨, from midnight.
    case beforeDawn
    /// 早上.
    case morning
    /// 上午.
    case forenoon
    /// 中午.
    case noon
    /// 下午.
    case afternoon
    /// 傍晚.
    case evenfall
    /// 晚上.
    case evening
    /// 深夜, until midnight.
    case night

    /// The Chinese name: 凌晨, 早上, ….
    public var chineseName: String {
        ["凌晨", "早上", "上午", "中午", "下午", "傍晚", "晚上", "深夜"][Self.allCases.firstIndex(of: self) ?? 0]
    }

    /// The English name: before dawn, morning, ….
    public var englishName: String {
        ["before dawn", "morning", "forenoon", "noon", "afternoon", "evenfall", "evening", "night"][
            Self.allCases.firstIndex(of: self) ?? 0]
    }

    /// The period containing `hour` (0…23, taken modulo 24) with the original boundaries.
    public init(hour: Int) {
        self = Boundaries.original.period(hour: hour)
    }

    /// The period of `date`'s local hour in `timeZone`.
    public init(of date: Date, timeZone: TimeZone = .current) {
        self.init(hour: FSDateFields(date, timeZone: timeZone).hour)
    }

    /// Where each period starts, for apps that draw the lines elsewhere.
    public struct Boundaries: Sendable, Hashable {
        /// The starting hour of each period in `FSDayPeriod.allCases` order, ascending, the
        /// first 0.
        public let starts: [Int]

        /// The original boundaries: 0, 5, 8, 11, 13, 16, 19, 22.
        public static let original = Boundaries(uncheckedStarts: [0, 5, 8, 11, 13, 16, 19, 22])

        /// Boundaries from eight ascending starting hours beginning at 0, or `nil` when they are
        /// not eight ascending hours in 0…23 starting at 0.
        public init?(starts: [Int]) {
            guard starts.count == 8, starts.first == 0, zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }),
                starts.allSatisfy({ (0...23).contains($0) })
            else { return nil }
            self.starts = starts
        }

        private init(uncheckedStarts: [Int]) {
            starts = uncheckedStarts
        }

        /// The period containing `hour` (taken modulo 24).
        public func period(hour: Int) -> FSDayPeriod {
            let h = (hour % 24 + 24) % 24
            let index = starts.lastIndex { $0 <= h } ?? 0
            return FSDayPeriod.allCases[index]
        }
    }
}
