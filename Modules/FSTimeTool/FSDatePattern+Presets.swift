import Foundation

extension FSDatePattern {
    /// The original FrameworkStruct presets, with `yyyy` where the original had `YYYY`; Chinese
    /// dates with the weekday; and the dates of HTTP and e-mail headers.
    ///
    /// ```swift
    /// FSDatePattern.Preset.dash(.dateTime).pattern      // "yyyy-MM-dd HH:mm:ss"
    /// FSDatePattern.Preset.chinese(.monthDay).pattern   // "MM月dd日"
    /// FSDatePattern.Preset.time(.hourMinute).pattern    // "HH:mm"
    ///
    /// try FSDatePattern(.chineseWithWeekday, timeZone: beijing).string(from: date)   // "2023年11月15日 星期三"
    /// try FSDatePattern(.httpDate).string(from: date)    // "Tue, 14 Nov 2023 22:13:20 GMT"
    /// ```
    ///
    /// To read HTTP and e-mail dates in every form their standards allow, use
    /// ``FSDateParser/Preset``.
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
        /// The date and weekday in Chinese: `yyyy年M月d日 EEEE` in `zh_CN` ("2023年11月15日 星期三").
        case chineseWithWeekday
        /// Month, day and short weekday in Chinese: `M月d日 EEE` in `zh_CN` ("11月15日 周三").
        case chineseMonthDayWithWeekday
        /// An HTTP date (RFC 9110's IMF-fixdate), always in GMT whatever time zone is given:
        /// `EEE, dd MMM yyyy HH:mm:ss 'GMT'` ("Tue, 14 Nov 2023 22:13:20 GMT").
        case httpDate
        /// An e-mail date (RFC 5322) with a numeric offset: `EEE, dd MMM yyyy HH:mm:ss Z`
        /// ("Wed, 15 Nov 2023 06:13:20 +0800").
        case rfc5322

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

        /// The locale whose names the preset writes: `zh_CN` for the Chinese presets with a
        /// weekday, `en_US_POSIX` for the others.
        public var locale: Locale {
            switch self {
            case .chineseWithWeekday, .chineseMonthDayWithWeekday: Locale(identifier: "zh_CN")
            default: Locale(identifier: "en_US_POSIX")
            }
        }

        /// The time zone the preset always uses (GMT for ``httpDate``); `nil` when it takes
        /// the one it is given.
        public var fixedTimeZone: TimeZone? { self == .httpDate ? TimeZone(secondsFromGMT: 0) : nil }

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
            case .chineseWithWeekday: "yyyy年M月d日 EEEE"
            case .chineseMonthDayWithWeekday: "M月d日 EEE"
            case .httpDate: "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
            case .rfc5322: "EEE, dd MMM yyyy HH:mm:ss Z"
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
