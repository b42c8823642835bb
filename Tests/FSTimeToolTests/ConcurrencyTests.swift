import Dispatch
import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// Patterns compiled, used and shared on many threads at once, while the per-zone offset
/// tables behind them are being built: every thread must get the text a single thread gets.
/// Run under `swift test --sanitize=thread` in CI.
@Suite struct ConcurrencyTests {
    @Test func patternsAndZoneTablesAcrossThreads() throws {
        // Zones no other test touches first, so the tables are built during this test.
        let zones = TimeZone.knownTimeZoneIdentifiers.filter { $0.hasPrefix("America/") }.prefix(24)
            .compactMap(TimeZone.init(identifier:))
        try #require(zones.count == 24)
        let dates = (0..<200).map { Date(timeIntervalSince1970: -1_000_000_000 + Double($0) * 31_234_567.891) }
        let shared = try FSDatePattern("yyyy-MM-dd HH:mm:ss.SSS", timeZone: zones[0])
        let expected = dates.map { shared.string(from: $0) }

        let results = WorkerResults(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            var texts: [String] = []
            for zone in zones.shuffled() {
                guard let pattern = try? FSDatePattern("EEE d MMM yyyy HH:mm:ss", timeZone: zone) else { continue }
                for date in dates.prefix(20) {
                    let text = pattern.string(from: date)
                    let fields = FSDateFields(date, timeZone: zone)
                    if (try? pattern.date(from: text)) == nil || fields.year != pattern.fields(of: date).year {
                        texts.append("mismatch in \(zone.identifier)")
                    }
                }
            }
            texts += dates.map { shared.string(from: $0) }
            results.set(worker, texts)
        }
        for worker in 0..<8 {
            #expect(results.get(worker) == expected)
        }
    }

    /// A locale's names are read on its first use: eight threads compiling patterns in locales no
    /// other test uses, at once, all write what DateFormatter writes.
    @Test func localesReadOnFirstUseAcrossThreads() throws {
        let locales = ["de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "ru_RU", "nl_NL", "sv_SE"]
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        let pattern = "EEEE d MMMM yyyy, cccc LLLL a h:mm OOOO"
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let results = WorkerResults(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            results.set(
                worker,
                locales.shuffled().sorted().map { locale in
                    (try? FSDatePattern(pattern, timeZone: zone, locale: Locale(identifier: locale)))?.string(
                        from: date)
                        ?? "refused \(locale)"
                })
        }
        let expected = locales.sorted().map { locale in
            let formatter = FoundationEquivalenceTests.formatter(pattern, zone)
            formatter.locale = Locale(identifier: locale)
            return formatter.string(from: date)
        }
        for worker in 0..<8 {
            #expect(results.get(worker) == expected)
        }
    }
}

/// One slot per worker, written once each from its own thread.
private final class WorkerResults: Sendable {
    private let slots: Locked<[[String]]>

    init(count: Int) {
        slots = Locked(Array(repeating: [], count: count))
    }

    func set(_ index: Int, _ value: [String]) {
        slots.withLock { $0[index] = value }
    }

    func get(_ index: Int) -> [String] {
        slots.withLock { $0[index] }
    }
}
