// swift-tools-version: 6.1
//
// Performance targets of FrameworkStruct, each measured beside its peer in the same run.
// One executable target per module, named <Module>Benchmarks; Scripts/bench runs them.

import PackageDescription

let package = Package(
    name: "FrameworkStructBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "FrameworkStruct", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        .executableTarget(
            name: "FSContainersBenchmarks",
            dependencies: [
                .product(name: "FSContainers", package: "FrameworkStruct"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/FSContainersBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
