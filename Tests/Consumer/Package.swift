// swift-tools-version: 6.3
// An app's use of FrameworkStruct, written against the public API only: CI type-checks it
// against each build (Scripts/consumer-check), so a source-breaking change to a module fails
// there as it would fail in users' code. `swift build` here builds it as a real dependent.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "FrameworkStruct", path: "../..")],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [.product(name: "FrameworkStruct", package: "FrameworkStruct")]
        )
    ]
)
