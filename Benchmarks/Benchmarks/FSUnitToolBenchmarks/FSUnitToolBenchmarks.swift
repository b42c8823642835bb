// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import FSUnitTool
import Foundation

/// Conversions per sample.
let operations = 1_000

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(2),
        maxIterations: 100_000)

    // MARK: One conversion, the units known at compile time.

    Benchmark("Convert miles to km, static units · FSUnit") { _ in
        for i in 0..<operations {
            blackHole(FSUnit.mile.convert(Double(i), to: .kilometer))
        }
    }
    Benchmark("Convert miles to km, static units · Measurement") { _ in
        for i in 0..<operations {
            blackHole(Measurement(value: Double(i), unit: UnitLength.miles).converted(to: .kilometers))
        }
    }

    // MARK: Units chosen at run time, so nothing is folded into a constant.

    let lengths: [FSUnit<FSLength>] = [.mile, .kilometer, .foot, .chi, .nauticalMile, .inch, .li, .meter]
    let foundationLengths: [UnitLength] = [
        .miles, .kilometers, .feet, .centimeters, .nauticalMiles, .inches, .decameters, .meters,
    ]
    Benchmark("Convert quantity, run-time units · FSQuantity") { _ in
        for i in 0..<operations {
            let quantity = FSQuantity(Double(i), lengths[i & 7])
            blackHole(quantity.converted(to: lengths[(i + 3) & 7]))
        }
    }
    Benchmark("Convert quantity, run-time units · Measurement") { _ in
        for i in 0..<operations {
            let measurement = Measurement(value: Double(i), unit: foundationLengths[i & 7])
            blackHole(measurement.converted(to: foundationLengths[(i + 3) & 7]))
        }
    }

    // MARK: Temperatures (an offset as well as a factor).

    Benchmark("Convert °C to °F · FSUnit") { _ in
        for i in 0..<operations {
            blackHole(FSQuantity(Double(i), .celsius).converted(to: .fahrenheit))
        }
    }
    Benchmark("Convert °C to °F · Measurement") { _ in
        for i in 0..<operations {
            blackHole(Measurement(value: Double(i), unit: UnitTemperature.celsius).converted(to: .fahrenheit))
        }
    }

    // MARK: Byte counts written for people (1,000 counts from bytes to TB, en_US and zh_CN).

    let counts: [Int64] = (0..<operations).map { Int64(1) << ($0 % 42) + Int64($0) * 7919 }
    for identifier in ["en_US", "zh_CN"] {
        let ours = FSByteCountFormatStyle(style: .file, locale: Locale(identifier: identifier))
        let theirs = ours.foundationStyle
        Benchmark("Byte count in \(identifier) · FSByteCountFormatStyle") { _ in
            for count in counts { blackHole(ours.format(count)) }
        }
        Benchmark("Byte count in \(identifier) · ByteCountFormatStyle") { _ in
            for count in counts { blackHole(theirs.format(count)) }
        }
    }
}
