// swift-tools-version: 6.0
// A small app wired with Stitcher and StitcherMacros: a container of
// registrations, @Registerable and @InjectedParameters types, an @Injected
// property — and three mistakes that compile and then crash at run time
// (or, for the cycle, only in a debug build). `wiring check .` in this
// folder shows them before the app runs.
import PackageDescription

let package = Package(
    name: "StitcherDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/athankefalas/Stitcher", from: "1.1.0"),
        .package(url: "https://github.com/athankefalas/StitcherMacros", from: "1.1.0"),
    ],
    targets: [
        .executableTarget(
            name: "StitcherDemo",
            dependencies: ["Stitcher", "StitcherMacros"]
        ),
    ]
)
