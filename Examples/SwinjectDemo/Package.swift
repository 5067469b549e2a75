// swift-tools-version: 6.0
// A small app wired with Swinject and SwinjectMacros: two assemblies, an
// @Injectable service, a cycle broken correctly with initCompleted — and
// three mistakes that compile and then crash or misbehave at run time.
// `wiring check .` in this folder shows them before the app runs.
import PackageDescription

let package = Package(
    name: "SwinjectDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/Swinject/Swinject", from: "2.9.1"),
        .package(url: "https://github.com/brunogama/SwinjectMacros", from: "1.0.2"),
    ],
    targets: [
        .executableTarget(
            name: "SwinjectDemo",
            dependencies: ["Swinject", "SwinjectMacros"]
        ),
    ]
)
