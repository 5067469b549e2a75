// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: Foundation, Dispatch, the toolchain's
// test libraries and the system's libsqlite3 are all Wiring links.
//
// Release builds use plain -O: the parser reads arbitrary input in a
// long-running server, so a bug must trap with a log (bounds and
// exclusivity checks stay on) rather than corrupt memory; and unsafe flags
// would make the WiringSyntax product unusable as a dependency.

let package = Package(
    name: "Wiring",
    products: [
        .executable(name: "wiring", targets: ["wiring"]),
        .library(name: "WiringSyntax", targets: ["WiringSyntax"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(name: "WiringSyntax"),
        .target(name: "WiringAnalysis", dependencies: ["WiringSyntax"]),
        .target(name: "WiringIndex", dependencies: ["CSQLite"]),
        .target(name: "WiringEngine", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringIndex"]),
        .target(name: "WiringLSP", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringEngine"]),
        .executableTarget(name: "wiring",
                          dependencies: ["WiringSyntax", "WiringAnalysis", "WiringEngine", "WiringLSP"]),
        .executableTarget(name: "wiring-bench", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        .testTarget(name: "WiringSyntaxTests", dependencies: ["WiringSyntax"], resources: [.copy("Samples")]),
        .testTarget(name: "WiringAnalysisTests", dependencies: ["WiringSyntax", "WiringAnalysis"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "WiringIndexTests", dependencies: ["WiringIndex"]),
        .testTarget(name: "WiringEngineTests", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringIndex", "WiringEngine"]),
        .testTarget(name: "WiringLSPTests", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringLSP"]),
        // Runs the built `wiring` executable; the dependency makes `swift build --build-tests` build it.
        .testTarget(name: "WiringCLITests", dependencies: ["wiring", "WiringIndex"]),
    ],
    swiftLanguageModes: [.v6]
)
