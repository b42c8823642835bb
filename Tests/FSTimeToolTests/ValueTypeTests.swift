import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// The value types that replaced 0.x's enums, integers and tuples: weekdays against
/// Foundation's calendar, holidays through Codable in both of their stored forms.
@Suite struct ValueTypeTests {
    /// Every day of 1900–2100 has the weekday `Calendar` gives it, as `FSWeekday` and as the
    /// number 0.x returned.
    @Test func weekdaysMatchFoundationsCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let math = FSCalendarMath(timeZone: calendar.timeZone)
        var day = try FSCivilDate(year: 1900, month: 1, day: 1)
        let last = try FSCivilDate(year: 2100, month: 12, day: 31)
        var random = SeededGenerator(seed: 7)
        while day <= last {
            let noon = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
            let expected = calendar.component(.weekday, from: noon)
            #expect(day.weekday.rawValue == expected, "\(day)")
            #expect(math.weekday(of: noon) == day.weekday)
            #expect(day.weekday.isWeekend == (expected == 1 || expected == 7))
            day = day.advanced(by: Int.random(in: 1...40, using: &random))
        }
    }

    @Test func mondayWeeksStartOnMonday() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let math = FSCalendarMath(timeZone: zone, firstWeekday: .monday)
        let sunday = try #require(math.date(year: 2025, month: 10, day: 5, hour: 12))
        #expect(math.weekday(of: math.startOfWeek(containing: sunday)) == .monday)
        #expect(math.civilDate(of: math.startOfWeek(containing: sunday)).description == "2025-09-29")
    }

    /// A holiday encodes as its identifier, and reads back from it, from 0.x's integer, and
    /// from an identifier a later release may add.
    @Test func holidaysCodeAsIdentifiers() throws {
        let encoded = try JSONEncoder().encode([FSChinaHolidays.Holiday.nationalDay, .antiFascist70thDay])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["nationalDay","antiFascist70thDay"]"#)
        let decoded = try JSONDecoder().decode([FSChinaHolidays.Holiday].self, from: encoded)
        #expect(decoded == [.nationalDay, .antiFascist70thDay] && decoded[0].name == "国庆节")
        // 0.x stored the enum's raw value: its index in the table's order.
        let old = try JSONDecoder().decode([FSChinaHolidays.Holiday].self, from: Data("[0, 6]".utf8))
        #expect(old == [.newYearsDay, .nationalDay])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FSChinaHolidays.Holiday].self, from: Data("[8]".utf8))
        }
        let later = try JSONDecoder().decode([FSChinaHolidays.Holiday].self, from: Data(#"["someNewDay"]"#.utf8))
        #expect(later[0].identifier == "someNewDay" && !FSChinaHolidays.Holiday.allCases.contains(later[0]))
        let known = FSChinaHolidays.Holiday.allCases
        #expect(Set(known.map(\.identifier)).count == known.count)
    }

    /// A festival encodes as its identifier and reads back from it and from the form 0.x's
    /// synthesized enum coding wrote (SE-0295: `{"case": {}}`); an unknown one is an error.
    @Test func festivalsCodeAsIdentifiers() throws {
        let encoded = try JSONEncoder().encode([FSFestival.midAutumnFestival, .newYearsEve])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["midAutumnFestival","newYearsEve"]"#)
        #expect(try JSONDecoder().decode([FSFestival].self, from: encoded) == [.midAutumnFestival, .newYearsEve])
        let old = Data(#"[{"midAutumnFestival": {}}, {"mothersDay": {}}]"#.utf8)
        #expect(try JSONDecoder().decode([FSFestival].self, from: old) == [.midAutumnFestival, .mothersDay])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([FSFestival].self, from: Data(#"["x"]"#.utf8)) }
        let identifiers = FSFestival.allCases.map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count && identifiers.count == 34)
        #expect(try FSFestival.mothersDay.date(in: 2025).description == "2025-05-11")
        #expect(try FSFestival.thanksgiving.date(in: 2025).description == "2025-11-27")
    }

    /// Every code names itself, belongs to a kind, and the error's kind is its code's.
    @Test func errorCodesCarryTheirKind() throws {
        let errors: [FSTimeToolError] = [
            .weekBasedYear, .unterminatedQuote("'x"), .mismatch(text: "x", position: 0), .unsupportedField("q"),
        ]
        let names = ["weekBasedYear", "unterminatedQuote", "mismatch", "unsupportedField"]
        #expect(errors.map(\.code.description) == names)
        #expect(errors.map(\.kind) == [.unsupported, .invalidArgument, .invalidInput, .unsupported])
        #expect(errors.allSatisfy { $0.kind == $0.code.kind })
    }
}
