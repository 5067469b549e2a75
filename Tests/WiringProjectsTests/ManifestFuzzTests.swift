import XCTest
@testable import WiringProjects
import WiringTestSupport

/// Manifests cut, shuffled and spliced with stray tokens: reading each ends
/// (read or unreadable), never traps nor hangs. A manifest is half-typed
/// whenever someone edits one in the editor.
final class ManifestFuzzTests: XCTestCase {
    static let seeds = [
        """
        // swift-tools-version:5.9
        import PackageDescription

        enum Module: String, CaseIterable {
            case core
            case feature = "Feature"
            var dependency: Target.Dependency { .target(name: rawValue) }
            var tests: String { "\\(self.rawValue)Tests" }
        }
        let kit = (name: "Kit", targets: ["Kit"])
        let modules: [Target] = Module.allCases.map { .target(name: $0.rawValue) }
        let package = Package(
            name: "P",
            products: [.library(name: kit.name, targets: kit.targets)],
            targets: modules + [
                .testTarget(name: Module.feature.tests, dependencies: [Module.feature.dependency]),
            ] + extras
        )
        package.targets.first(where: { $0.name == "core" })!.dependencies += ["Feature"]
        for target in package.targets where target.name != "core" {
            target.swiftSettings = [.enableUpcomingFeature("ExistentialAny")]
        }
        var extras: [Target] { ([[.target(name: "Kit")]] as [[Target]]).flatMap { $0 } }
        func helper<T>(_ values: [T]) -> [T] { if values.isEmpty { [] } else { values } }
        func kind(_ m: Module) -> String {
            switch m {
            case .core, .feature: return "regular"
            default: "executable"
            }
        }
        """,
        """
        // swift-tools-version:6.0
        import PackageDescription
        #if os(Linux)
        let platformTargets: [Target] = [.target(name: "LinuxOnly")]
        #else
        let platformTargets: [Target] = []
        #endif
        extension Product {
            static func single(_ name: String) -> Product { .library(name: name, targets: [name]) }
        }
        let package = Package(name: "Q", products: [.single("A")],
                              dependencies: [.package(path: "../Shared")],
                              targets: [.target(name: "A", dependencies: [.product(name: "Shared", package: "Shared")])] + platformTargets)
        package.targets.forEach { t in if t.name == "A" { t.dependencies.append("LinuxOnly") } }
        """,
    ]

    static let splices = ["{", "}", "(", ")", "[", "]", ".", "\"", "\\(", ":", ",", "map {", "$0", "=", "+=", "as",
                          "enum E: String { case a }", "first(where:", "for x in", "if", "#if", "#endif", "switch", "let"]

    /// (Found this way: an argument list cut after a label stepped past the
    /// end; a `{` left open at the end of a closure; a getter reached from
    /// the receiver of an assignment ran with that receiver's limit and
    /// never ended; a computed variable that reads itself.)
    func testMutatedManifestsAreReadOrRejected() {
        var random = SeededRandom(seed: 20261128)
        var read = 0, rejected = 0
        for n in 0..<2000 {
            var text = Self.seeds[n % Self.seeds.count]
            let chars = Array(text)
            switch random.next() % 4 {
            case 0:
                text = String(chars[..<Int(random.next() % UInt64(chars.count + 1))])
            case 1:
                var c = chars
                for _ in 0..<(1 + random.next() % 5) where !c.isEmpty {
                    let a = Int(random.next() % UInt64(c.count))
                    c.removeSubrange(a..<min(c.count, a + 1 + Int(random.next() % 20)))
                }
                text = String(c)
            case 2:
                var c = chars
                for _ in 0..<(1 + random.next() % 5) {
                    let a = Int(random.next() % UInt64(c.count + 1))
                    c.insert(contentsOf: Self.splices[Int(random.next() % UInt64(Self.splices.count))], at: a)
                }
                text = String(c)
            default:
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                lines.shuffle(using: &random)
                text = lines.joined(separator: "\n")
            }
            do {
                _ = try PackageManifest.read(text)
                read += 1
            } catch {
                XCTAssertFalse(error.message.isEmpty)
                rejected += 1
            }
        }
        // both outcomes occur: the mutations reach the evaluator's paths
        XCTAssertGreaterThan(read, 100)
        XCTAssertGreaterThan(rejected, 100)
    }
}
