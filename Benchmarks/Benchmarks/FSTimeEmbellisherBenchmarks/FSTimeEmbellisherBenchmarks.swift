// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import FSTimeEmbellisher
import Foundation

/// Dates per sample.
let operations = 100

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(2),
        maxIterations: 100_000)

    let now = Date()
    let dates = (0..<operations).map { now.addingTimeInterval(-Double($0 * $0) * 997) }
    // Every language in every style, beside Foundation's numeric style in the same locale.
    for language in FSTimeLanguage.allCases {
        let foundation = Date.RelativeFormatStyle(
            presentation: .numeric, unitsStyle: .wide, locale: Locale(identifier: language.localeIdentifier))
        for (name, style) in [
            ("numeric", FSRelativeTimeFormatter.Style.numeric), ("social", .social), ("short", .short),
        ] {
            let ours = FSRelativeTimeFormatter(language: language, style: style)
            let label = "Relative time, \(name) \(language.localeIdentifier)"
            Benchmark("\(label) · FSRelativeTimeFormatter") { _ in
                for date in dates { blackHole(ours.string(for: date, relativeTo: now)) }
            }
            Benchmark("\(label) · Date.RelativeFormatStyle") { _ in
                for date in dates { blackHole(foundation.format(date)) }
            }
        }
    }
}
