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
    let ours = FSRelativeTimeFormatter(language: .english, style: .numeric)
    let social = FSRelativeTimeFormatter(language: .chinese, style: .social)
    let foundation = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)

    Benchmark("Relative time, numeric · FSRelativeTimeFormatter") { _ in
        for date in dates { blackHole(ours.string(for: date, relativeTo: now)) }
    }
    Benchmark("Relative time, numeric · Date.RelativeFormatStyle") { _ in
        for date in dates { blackHole(foundation.format(date)) }
    }
    Benchmark("Relative time, social zh · FSRelativeTimeFormatter") { _ in
        for date in dates { blackHole(social.string(for: date, relativeTo: now)) }
    }
    Benchmark("Relative time, social zh · Date.RelativeFormatStyle") { _ in
        for date in dates { blackHole(foundation.format(date)) }
    }
}
