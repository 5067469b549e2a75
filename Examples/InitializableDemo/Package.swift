// swift-tools-version: 5.9
// A small app that gates its async start-up with Initializable, written the
// way the library's README shows it — mistakes included. `wiring check .`
// in this folder finds them without building anything.
import PackageDescription

let package = Package(
    name: "InitializableDemo",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/k-arindam/Initializable", from: "1.1.0"),
    ],
    targets: [
        .target(name: "InitializableDemo", dependencies: ["Initializable"]),
    ]
)
