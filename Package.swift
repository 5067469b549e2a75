// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by design: Foundation, Dispatch, the toolchain's
// test libraries and the system's libsqlite3 are all Wiring links.
let optimize: [SwiftSetting] = [
    .unsafeFlags(["-Ounchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "Wiring",
    products: [
        .executable(name: "wiring", targets: ["wiring"]),
        .library(name: "WiringSyntax", targets: ["WiringSyntax"]),
    ],
    targets: [
        .target(name: "WiringSyntax", swiftSettings: optimize),
        .executableTarget(name: "wiring", dependencies: ["WiringSyntax"], swiftSettings: optimize),
        .testTarget(name: "WiringSyntaxTests", dependencies: ["WiringSyntax"],
                    resources: [.copy("Samples")]),
    ],
    swiftLanguageModes: [.v6]
)
