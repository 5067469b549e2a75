// swift-tools-version: 6.0
// A small SwiftUI-style view model that runs its work with AsyncGuardKit,
// and two mistakes that compile and fail silently: a task bound to a
// lifetime that ends with the function (cancelled as it starts) and tasks
// stored in a set nothing cancels (they outlive the screen). `wiring
// check .` in this folder shows them before the app runs.
import PackageDescription

let package = Package(
    name: "AsyncGuardKitDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/ANSCoder/AsyncGuardKit", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "AsyncGuardKitDemo",
            dependencies: ["AsyncGuardKit"]
        ),
    ]
)
