// swift-tools-version: 6.0
// A small app wired with SafeDI: a root, a few levels, values forwarded
// through an Instantiator — and two mistakes SafeDI would only report at
// build time, with no file or line. `wiring check .` in this folder shows
// them where they are, with the chain from the root.
import PackageDescription

let package = Package(
    name: "SafeDIDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/dfed/SafeDI", from: "2.0.0"),
    ],
    targets: [
        .target(
            name: "SafeDIDemo",
            dependencies: ["SafeDI"],
            plugins: [.plugin(name: "SafeDIGenerator", package: "SafeDI")]
        ),
    ]
)
