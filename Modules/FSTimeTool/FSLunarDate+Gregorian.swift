import Foundation

extension FSLunarDate {
    /// The lunar year numbers the table covers.
    public static let lunarYears = LunarTable.firstYear...(LunarTable.firstYear + LunarTable.years.count - 1)

    /// The lunar date `month`/`day` of lunar year `lunarYear` — in the leap month after
    /// `month` when `isLeapMonth` — checked against the calendar.
    ///
    /// ```swift
    /// let midAutumn = try FSLunarDate(lunarYear: 2025, month: 8, day: 15)
    /// midAutumn.gregorianDate          // 2025-10-06
    /// try FSLunarDate(lunarYear: 2025, month: 6, day: 1, isLeapMonth: true).gregorianDate   // 2025-07-25 (闰六月)
    /// ```
    ///
    /// - Throws: ``FSTimeToolError/nonexistentLunarDate(_:reason:)`` for a day past the end
    ///   of its month (a 30th in a 29-day month) or a leap month the year does not have;
    ///   ``FSTimeToolError/notCovered(_:table:range:)`` outside lunar years 1900–2100.
    public init(lunarYear: Int, month: Int, day: Int, isLeapMonth: Bool = false) throws(FSTimeToolError) {
        let text = "lunar \(lunarYear)-\(isLeapMonth ? "leap " : "")\(month)-\(day)"
        guard Self.covers(lunarYear) else {
            throw .notCovered(text, table: "lunar calendar", range: Self.lunarYears)
        }
        guard (1...12).contains(month) else { throw .nonexistentLunarDate(text, reason: "months are 1…12") }
        guard
            let length = Self.months(of: lunarYear).first(where: { $0.number == month && $0.isLeap == isLeapMonth })?
                .length
        else {
            throw .nonexistentLunarDate(text, reason: "lunar year \(lunarYear) has no leap month \(month)")
        }
        guard (1...length).contains(day) else {
            throw .nonexistentLunarDate(text, reason: "that month has \(length) days")
        }
        year = lunarYear
        self.month = month
        self.isLeapMonth = isLeapMonth
        self.day = day
    }

    /// The lunar date of a Gregorian day, or `nil` outside lunar years 1900–2100.
    public init?(_ day: FSCivilDate) {
        self.init(dayNumber: Int64(day.dayNumber))
    }

    /// The Gregorian day of this lunar date.
    public var gregorianDate: FSCivilDate {
        var start = Self.newYearDays(year)
        for month in Self.months(of: year) {
            if month.number == self.month && month.isLeap == isLeapMonth { break }
            start += Int64(month.length)
        }
        return FSCivilDate(dayNumber: Int(start) + day - 1)
    }

    /// The day a date kept in the lunar calendar — a birthday, a 忌日 — falls on in
    /// `lunarYear`, where the calendar lacks it: a leap month the year does not have is
    /// taken as the ordinary month of the same number, and a 30th in a 29-day month as the
    /// 29th, the month's last day (the common custom; others move it to the next 初一).
    ///
    /// ```swift
    /// let born = try FSLunarDate(lunarYear: 2017, month: 6, day: 30, isLeapMonth: true)   // 闰六月三十
    /// try born.anniversary(inLunarYear: 2018).description   // "戊戌年六月廿九"
    /// ```
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` outside lunar years 1900–2100.
    public func anniversary(inLunarYear lunarYear: Int) throws(FSTimeToolError) -> FSLunarDate {
        guard Self.covers(lunarYear) else {
            throw .notCovered("lunar year \(lunarYear)", table: "lunar calendar", range: Self.lunarYears)
        }
        let months = Self.months(of: lunarYear)
        let leap = isLeapMonth && months.contains { $0.number == month && $0.isLeap }
        let length = months.first { $0.number == month && $0.isLeap == leap }?.length ?? 29
        return try FSLunarDate(lunarYear: lunarYear, month: month, day: min(day, length), isLeapMonth: leap)
    }
}
