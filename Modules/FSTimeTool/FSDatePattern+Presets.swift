import Foundation

extension FSDatePattern {
    /// The original FrameworkStruct presets, with `yyyy` where the original had `YYYY`.
    ///
    /// ```swift
    /// FSDatePattern.Preset.dash(.dateTime).pattern      // "yyyy-MM-dd HH:mm:ss"
    /// FSDatePattern.Preset.chinese(.monthDay).pattern   // "MM月dd日"
    /// FSDatePattern.Preset.time(.hourMinute).pattern    // "HH:mm"
    /// ```
    public enum Preset: Sendable, Hashable {
        /// `yyyy/MM/dd HH:mm:ss` and shorter shapes.
        case slash(Shape)
        /// `yyyy.MM.dd HH:mm:ss` and shorter shapes.
        case dot(Shape)
        /// `yyyy-MM-dd HH:mm:ss` and shorter shapes.
        case dash(Shape)
        /// `yyyy年MM月dd日 HH时mm分ss秒` and shorter shapes.
        case chinese(Shape)
        /// Time of day only: `HH:mm:ss.SSS`, `HH:mm:ss` or `HH:mm`.
        case time(TimeShape)
        /// Chinese time of day: `HH时mm分ss秒`.
        case chineseTime

        /// Which fields a date preset has, from the longest to the shortest.
        public enum Shape: Sendable, Hashable, CaseIterable {
            /// Year to milliseconds: `yyyy-MM-dd HH:mm:ss.SSS`.
            case dateTimeMilliseconds
            /// Year to seconds: `yyyy-MM-dd HH:mm:ss`.
            case dateTime
            /// Year to minutes: `yyyy-MM-dd HH:mm`.
            case dateHourMinute
            /// The date: `yyyy-MM-dd`.
            case date
            /// Year and month: `yyyy-MM`.
            case yearMonth
            /// Month and day, padded: `MM-dd`.
            case monthDay
            /// Month and day, unpadded: `M-d`.
            case shortMonthDay
        }

        /// Which fields a time preset has.
        public enum TimeShape: Sendable, Hashable, CaseIterable {
            /// `HH:mm:ss.SSS`.
            case milliseconds
            /// `HH:mm:ss`.
            case seconds
            /// `HH:mm`.
            case hourMinute
        }

        /// The locale whose names the preset writes.
        public var locale: Locale { Locale(identifier: "en_US_POSIX") }

        /// The pattern text.
        public var pattern: String {
            switch self {
            case .slash(let shape): Self.separated(shape, "/")
            case .dot(let shape): Self.separated(shape, ".")
            case .dash(let shape): Self.separated(shape, "-")
            case .chinese(let shape):
                switch shape {
                case .dateTimeMilliseconds: "yyyy年MM月dd日 HH时mm分ss秒SSS毫秒"
                case .dateTime: "yyyy年MM月dd日 HH时mm分ss秒"
                case .dateHourMinute: "yyyy年MM月dd日 HH时mm分"
                case .date: "yyyy年MM月dd日"
                case .yearMonth: "yyyy年MM月"
                case .monthDay: "MM月dd日"
                case .shortMonthDay: "M月d日"
                }
            case .chineseTime: "HH时mm分ss秒"
            case .time(let shape):
                switch shape {
                case .milliseconds: "HH:mm:ss.SSS"
                case .seconds: "HH:mm:ss"
                case .hourMinute: "HH:mm"
                }
            }
        }

        private static func separated(_ shape: Shape, _ separator: String) -> String {
            let s = separator
            return switch shape {
            case .dateTimeMilliseconds: "yyyy\(s)MM\(s)dd HH:mm:ss.SSS"
            case .dateTime: "yyyy\(s)MM\(s)dd HH:mm:ss"
            case .dateHourMinute: "yyyy\(s)MM\(s)dd HH:mm"
            case .date: "yyyy\(s)MM\(s)dd"
            case .yearMonth: "yyyy\(s)MM"
            case .monthDay: "MM\(s)dd"
            case .shortMonthDay: "M\(s)d"
            }
        }
    }
}
