// swift-tools-version: 6.3
//
// Every product, target and test target below is generated from `modules`, the one list of
// the package's modules. Adding a module means adding one entry here; the scripts in
// Scripts/ read the list back through `swift package dump-package`.

import Foundation
import PackageDescription

/// One library module: a product of its own, a test target of its own, and the
/// dependencies it is allowed (see Docs/Architecture.md).
struct Module {
    var name: String
    /// Our own modules this one builds on.
    var uses: [String] = []
    /// Targets of other packages this one builds on.
    var external: [Target.Dependency] = []
    /// Our own modules this one builds on only when the package trait of the same name is
    /// enabled: an optional capability whose dependencies the module's default users never
    /// compile.
    var traitUses: [(trait: String, module: String)] = []
    /// Extra non-product targets this module needs (a system library, say).
    var support: [Target] = []
    /// Libraries to link that the platform's C library does not already hold.
    var linked: [LinkerSetting] = []
    /// How much of Foundation the module imports.
    var foundation: FoundationUse = .full
    /// Other packages' products the module's tests compare with (no module depends on them).
    var testPeers: [Target.Dependency] = []
}

/// How much of Foundation a module may import. Scripts/check-lists fails a module whose
/// sources import more, or whose row in README.md's product table says otherwise; the
/// define `FS_FOUNDATION_<CASE>` marks it where `swift package dump-package` can see it.
enum FoundationUse: String {
    /// The standard library only.
    case none
    /// Foundation only in `<Type>+Foundation.swift` bridge files; the module's core needs none.
    case bridge
    /// `FoundationEssentials` (`Foundation` on Apple platforms, where there is no split), and
    /// Foundation in `<Type>+Foundation.swift` bridges to what only it has (`Progress`).
    case essentials
    /// All of Foundation.
    case full
}

let umbrella = "FrameworkStruct"
/// The hidden target (no product) for the few helpers several modules share, such as a lock.
let internalUtilities = "FSInternal"

/// Helpers every test target may use (a seeded generator, a lifetime-counting object).
let testSupport = "FSTestSupport"

/// The trait that gives FSZip WinZip AES encryption, on FSEncrypt (and so swift-crypto).
let zipAESTrait = "FSZipAES"

/// The Apple platforms of `platforms:` below, for settings that apply there only.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS]

/// apple/swift-system: file descriptors, `errno` and paths, the same on every platform.
let system: Target.Dependency = .product(name: "SystemPackage", package: "swift-system")

let modules: [Module] = [
    Module(
        name: "FSContainers", uses: [internalUtilities], foundation: .none,
        testPeers: [.product(name: "HeapModule", package: "swift-collections")]),
    Module(name: "FSWeakCollections", uses: [internalUtilities], foundation: .none),
    Module(name: "FSNumberTool", foundation: .none),
    Module(name: "FSUnitTool", uses: [internalUtilities], foundation: .bridge),
    Module(name: "FSTimeTool", uses: [internalUtilities]),
    Module(name: "FSTimeEmbellisher", uses: ["FSTimeTool", internalUtilities]),
    Module(name: "FSStringEmbellisher", uses: [internalUtilities], foundation: .none),
    Module(
        name: "FSPriceEmbellisher", uses: ["FSStringEmbellisher", "FSNumberTool", internalUtilities],
        foundation: .bridge),
    Module(
        name: "FSZip", uses: ["CFSZlib", "CFSIconv", internalUtilities], external: [system],
        traitUses: [(zipAESTrait, "FSEncrypt")],
        support: [
            .systemLibrary(
                name: "CFSZlib", path: "Modules/CFSZlib", pkgConfig: "zlib",
                providers: [.apt(["libz-dev"]), .brew(["zlib"])]),
            .systemLibrary(name: "CFSIconv", path: "Modules/CFSIconv"),
        ],
        // iconv is in the C library on Linux, in libiconv on Apple platforms.
        linked: [.linkedLibrary("iconv", .when(platforms: applePlatforms))],
        foundation: .essentials),
    Module(
        name: "FSEncrypt", uses: [internalUtilities],
        external: [
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "CryptoExtras", package: "swift-crypto"),
            system,
        ],
        foundation: .essentials),
    Module(
        name: "FSThreadManager", uses: ["CFSThread", internalUtilities],
        support: [.target(name: "CFSThread", path: "Modules/CFSThread")], foundation: .none),
    Module(name: "FSTimerManager", uses: [internalUtilities], foundation: .none),
]

let tool = "fstool"

let settings: [SwiftSetting] = {
    var result: [SwiftSetting] = [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
    // CI builds with FS_WERROR=1; consumers of the package never see the unsafe flag.
    if ProcessInfo.processInfo.environment["FS_WERROR"] != nil {
        result.append(.unsafeFlags(["-warnings-as-errors"]))
    }
    return result
}()

/// CI's thread-sanitizer run builds only the modules whose tests it runs: with
/// `FS_TEST_ONLY="FSZip FSTimerManager"`, the package holds those modules, their tests, and the
/// modules they use (by trait only when included anyway), and no umbrella or fstool, so
/// nothing else — swift-crypto least of all — is compiled again under the sanitizer.
let testOnly: Set<String>? = ProcessInfo.processInfo.environment["FS_TEST_ONLY"].map {
    Set($0.split(separator: " ").map(String.init))
}

/// The modules the package declares: every one, or those `FS_TEST_ONLY` names and the ones they use.
let declared: [Module] = {
    guard let testOnly else { return modules }
    var included = testOnly
    var pending = Array(testOnly)
    while let name = pending.popLast() {
        for used in modules.first(where: { $0.name == name })?.uses ?? [] where !included.contains(used) {
            included.insert(used)
            pending.append(used)
        }
    }
    return modules.filter { included.contains($0.name) }
}()

var products: [Product] = declared.map { .library(name: $0.name, targets: [$0.name]) }
if testOnly == nil {
    products.append(.library(name: umbrella, targets: [umbrella]))
    products.append(.executable(name: tool, targets: [tool]))
}

var targets: [Target] = []
for module in declared {
    let traitUses = module.traitUses.filter { used in declared.contains { $0.name == used.module } }
    targets.append(
        .target(
            name: module.name,
            dependencies: module.uses.map { .target(name: $0) } + module.external
                + traitUses.map { .target(name: $0.module, condition: .when(traits: [$0.trait])) },
            path: "Modules/\(module.name)",
            swiftSettings: settings + [.define("FS_FOUNDATION_\(module.foundation.rawValue.uppercased())")],
            linkerSettings: module.linked
        )
    )
    guard testOnly?.contains(module.name) ?? true else {
        targets += module.support
        continue
    }
    targets.append(
        .testTarget(
            name: "\(module.name)Tests",
            dependencies: [.target(name: module.name), .target(name: testSupport)] + module.testPeers,
            path: "Tests/\(module.name)Tests",
            swiftSettings: settings
        )
    )
    targets += module.support
}
targets.append(
    .target(
        name: testSupport, dependencies: [.target(name: internalUtilities)], path: "Tests/\(testSupport)",
        swiftSettings: settings))
targets.append(
    .target(name: internalUtilities, path: "Modules/\(internalUtilities)", swiftSettings: settings)
)
if testOnly == nil {
    targets.append(
        .target(
            name: umbrella,
            dependencies: modules.map { .target(name: $0.name) },
            path: "Modules/\(umbrella)",
            swiftSettings: settings
        )
    )
    targets.append(
        .executableTarget(
            name: tool,
            dependencies: [
                .target(name: umbrella),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/\(tool)",
            swiftSettings: settings
        )
    )
}

var dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // FSEncrypt's AES, digests, PBKDF2 and RSA (BoringSSL on Linux, CryptoKit on Apple platforms).
    .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
    // FSZip's and FSEncrypt's file I/O.
    .package(url: "https://github.com/apple/swift-system", from: "1.8.0"),
    // FSContainers' tests compare FSHeap with its Heap.
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
]
// Only Scripts/docs needs the DocC plugin, so only it pulls the plugin in.
if ProcessInfo.processInfo.environment["FS_DOCS"] != nil {
    dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

let package = Package(
    name: "FrameworkStruct",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: products,
    traits: [
        .trait(
            name: zipAESTrait,
            description: "WinZip AES (AE-1, AE-2) in FSZip, built on FSEncrypt and swift-crypto")
    ],
    dependencies: dependencies,
    targets: targets,
    swiftLanguageModes: [.v6]
)
