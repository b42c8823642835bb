// swift-tools-version: 6.1
//
// Performance targets of FrameworkStruct, each measured beside its peer in the same run.
// One executable target per module, <Module>Benchmarks, generated from `suites`;
// Scripts/bench runs them.

import PackageDescription

/// Each module with benchmarks, and the peers it is measured against.
let suites: [(module: String, peers: [Target.Dependency])] = [
    (
        "FSContainers",
        [
            .product(name: "DequeModule", package: "swift-collections"),
            .product(name: "HeapModule", package: "swift-collections"),
        ]
    ),
    ("FSWeakCollections", []),
    ("FSUnitTool", []),
    ("FSTimeTool", ["BenchmarkSupport"]),
    ("FSTimeEmbellisher", []),
    ("FSStringEmbellisher", ["BenchmarkSupport"]),
    ("FSPriceEmbellisher", []),
    ("FSZip", [.product(name: "ZIPFoundation", package: "ZIPFoundation"), "BenchmarkSupport"]),
    ("FSEncrypt", ["COpenSSL"]),
    ("FSThreadManager", []),
    ("FSTimerManager", []),
]

let package = Package(
    name: "FrameworkStructBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // FSZipAES: the encryption benchmarks write WinZip AES.
        .package(name: "FrameworkStruct", path: "..", traits: ["FSZipAES"]),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
    ],
    targets: [
        // libssl-dev's libcrypto, for FSEncrypt's peer.
        .systemLibrary(
            name: "COpenSSL", path: "Benchmarks/COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // What more than one suite needs: running a Python peer.
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
    ]
        + suites.map { suite in
            .executableTarget(
                name: "\(suite.module)Benchmarks",
                dependencies: [
                    .product(name: suite.module, package: "FrameworkStruct"),
                    .product(name: "Benchmark", package: "benchmark"),
                ] + suite.peers,
                path: "Benchmarks/\(suite.module)Benchmarks",
                plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
            )
        },
    swiftLanguageModes: [.v6]
)
