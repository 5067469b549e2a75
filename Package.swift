// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: Foundation, Dispatch, the toolchain's
// test libraries and the system's libsqlite3 are all Wiring links.
let optimize: [SwiftSetting] = [
    .unsafeFlags(["-Ounchecked", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "Wiring",
    products: [
        .executable(name: "wiring", targets: ["wiring"]),
        .library(name: "WiringSyntax", targets: ["WiringSyntax"]),
    ],
    targets: [
        .target(name: "WiringSyntax", swiftSettings: optimize),
        .target(name: "WiringAnalysis", dependencies: ["WiringSyntax"]),
        .target(name: "WiringEngine", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        .target(name: "WiringLSP", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringEngine"]),
        .executableTarget(name: "wiring",
                          dependencies: ["WiringSyntax", "WiringAnalysis", "WiringEngine", "WiringLSP"],
                          swiftSettings: optimize),
        .executableTarget(name: "wiring-bench", dependencies: ["WiringSyntax"], swiftSettings: optimize),
        .testTarget(name: "WiringSyntaxTests", dependencies: ["WiringSyntax"], resources: [.copy("Samples")]),
        .testTarget(name: "WiringAnalysisTests", dependencies: ["WiringSyntax", "WiringAnalysis"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "WiringLSPTests", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringLSP"]),
        // Runs the built `wiring` executable; the dependency makes `swift build --build-tests` build it.
        .testTarget(name: "WiringCLITests", dependencies: ["wiring"]),
    ],
    swiftLanguageModes: [.v6]
)
