// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: FoundationEssentials (Foundation on
// Apple platforms), Dispatch, the toolchain's test libraries and the
// system's libsqlite3 are all Wiring links.
//
// Release builds use plain -O: the parser reads arbitrary input in a
// long-running server, so a bug must trap with a log (bounds and
// exclusivity checks stay on) rather than corrupt memory; and unsafe flags
// would make the WiringSyntax product unusable as a dependency.
//
// The analysis is a core that names no library (`WiringAnalysis`) and one
// module per library; `WiringLibraries` is the one registry that lists them,
// and the only module the executables use to reach them.

// A Linux release build of `wiring` carries its Swift runtime and
// FoundationEssentials: it runs where no toolchain is installed, and starts
// in 2 ms instead of 6 (a check of an unchanged workspace takes 30-odd ms, so
// loading shared libraries was a sixth of it). `-static-stdlib` alone does not
// name the libraries FoundationEssentials needs; the toolchain versions that
// name them so are known here. Debug builds (the tests) stay dynamic. The
// flags are unsafe ones, which SwiftPM accepts in a root package and in a
// dependency by branch, revision or path (how the plugin is documented);
// the WiringSyntax product has none.
#if compiler(>=6.3) && os(Linux)
let staticRuntime: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims", "-lswiftSynchronization"],
                 .when(platforms: [.linux], configuration: .release)),
]
#else
let staticRuntime: [LinkerSetting] = []
#endif

let package = Package(
    name: "Wiring",
    products: [
        .executable(name: "wiring", targets: ["wiring"]),
        .library(name: "WiringSyntax", targets: ["WiringSyntax"]),
        // `swift package wiring [check options]` in a package that depends on Wiring
        .plugin(name: "WiringCommand", targets: ["WiringCommand"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(name: "WiringSyntax"),
        .target(name: "WiringAnalysis", dependencies: ["WiringSyntax"]),
        // one module per library: each sees the core, never another library
        .target(name: "WiringInitializable", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        .target(name: "WiringSafeDI", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        .target(name: "WiringSwinject", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        .target(name: "WiringStitcher", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        .target(name: "WiringAsyncGuardKit", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        // reading packages and projects into the core's module graph
        .target(name: "WiringProjects", dependencies: ["WiringSyntax", "WiringAnalysis"]),
        // the registry
        .target(name: "WiringLibraries", dependencies: ["WiringAnalysis", "WiringInitializable", "WiringSafeDI", "WiringSwinject",
                                                       "WiringStitcher", "WiringAsyncGuardKit"]),
        .target(name: "WiringIndex", dependencies: ["CSQLite"]),
        .target(name: "WiringEngine", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringProjects", "WiringIndex"]),
        .target(name: "WiringLSP", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringEngine"]),
        .executableTarget(name: "wiring",
                          dependencies: ["WiringSyntax", "WiringAnalysis", "WiringLibraries", "WiringProjects", "WiringEngine",
                                         "WiringIndex", "WiringLSP"],
                          linkerSettings: staticRuntime),
        // No write permission declared: SwiftPM would then ask for it on every run, checks
        // included; `--fix` gets it from `--allow-writing-to-package-directory`.
        .plugin(name: "WiringCommand",
                capability: .command(intent: .custom(verb: "wiring", description: "Check the package with wiring check")),
                dependencies: ["wiring"]),
        .executableTarget(name: "wiring-bench", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringLibraries", "WiringProjects"]),
        // what the tests share: seeded random numbers, temporary workspaces,
        // the fixture harness, an LSP client, the library conformance suite
        .target(name: "WiringTestSupport", dependencies: ["WiringSyntax", "WiringAnalysis"],
                path: "Tests/WiringTestSupport"),
        .testTarget(name: "WiringSyntaxTests", dependencies: ["WiringSyntax", "WiringTestSupport"],
                    resources: [.copy("Samples")]),
        // the rule fixtures of every library are in Tests/Fixtures (`WiringTestSupport.Fixtures`)
        .testTarget(name: "WiringAnalysisTests", dependencies: ["WiringSyntax", "WiringAnalysis", "WiringTestSupport"]),
        .testTarget(name: "WiringInitializableTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringInitializable", "WiringTestSupport"]),
        .testTarget(name: "WiringSafeDITests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringSafeDI", "WiringTestSupport"]),
        .testTarget(name: "WiringSwinjectTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringSwinject", "WiringTestSupport"]),
        .testTarget(name: "WiringAsyncGuardKitTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringAsyncGuardKit", "WiringTestSupport"]),
        .testTarget(name: "WiringStitcherTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringStitcher", "WiringTestSupport"]),
        .testTarget(name: "WiringLibrariesTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringLibraries", "WiringTestSupport"]),
        .testTarget(name: "WiringProjectsTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringProjects", "WiringTestSupport"]),
        .testTarget(name: "WiringIndexTests", dependencies: ["WiringIndex", "WiringTestSupport"]),
        .testTarget(name: "WiringEngineTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringLibraries", "WiringIndex", "WiringEngine",
                                   "WiringTestSupport"]),
        .testTarget(name: "WiringLSPTests",
                    dependencies: ["WiringSyntax", "WiringAnalysis", "WiringLibraries", "WiringInitializable", "WiringLSP",
                                   "WiringTestSupport"]),
        // Runs the built `wiring` executable; the dependency makes `swift build --build-tests` build it.
        .testTarget(name: "WiringCLITests", dependencies: ["wiring", "WiringIndex", "WiringTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
