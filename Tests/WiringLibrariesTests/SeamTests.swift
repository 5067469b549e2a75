import Foundation
import XCTest
import WiringAnalysis
import WiringLibraries

/// The seam holds in the sources: outside the library modules, only the
/// registry names a library. Every other module reaches libraries through
/// their descriptors, so a library's names, attributes and calls appear
/// nowhere else — not in code, not in comments.
final class SeamTests: XCTestCase {
    /// `Sources/`, next to this file's `Tests/`.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// A library's module, from its descriptor's type (`WiringSafeDI.SafeDILibrary`).
    static func module(of library: any Library) -> String {
        String(String(reflecting: type(of: library)).split(separator: ".")[0])
    }

    /// The words that name a registered library: its name, its role
    /// attributes, the calls it asks for and its text markers; and the
    /// libraries still to come, so they start behind the seam too.
    static func libraryWords() -> [String] {
        var words: Set<String> = ["Swinject", "Stitcher", "AsyncGuard", "AsyncLifetime"]
        for library in Registry.libraries {
            words.insert(library.name)
            words.formUnion(library.roleAttributes)
            words.formUnion(library.interest.callNames)
            words.formUnion(library.interest.textMarkers.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "@#")) })
        }
        return words.sorted()
    }

    func testOnlyLibraryModulesAndTheRegistryNameALibrary() throws {
        let libraryModules = Set(Registry.libraries.map(Self.module(of:)))
        XCTAssertEqual(libraryModules.count, Registry.libraries.count, "one module per library")
        let words = Self.libraryWords()
        XCTAssertTrue(words.contains("SafeDI") && words.contains("markInitialized"), "\(words)")

        let fm = FileManager.default
        var offenders: [String] = []
        var checked = 0
        for module in try fm.contentsOfDirectory(atPath: Self.sources.path).sorted() where !libraryModules.contains(module) {
            let dir = Self.sources.appendingPathComponent(module)
            guard let files = fm.enumerator(atPath: dir.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let relative = module + "/" + file
                if relative == "WiringLibraries/Registry.swift" { continue }
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                checked += 1
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for word in words where line.contains(word) {
                        offenders.append("\(relative):\(n + 1): \(word)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "the sources were not found at \(Self.sources.path)")
        XCTAssertEqual(offenders, [], "library names outside the library modules and the registry")
    }

    /// Each library module imports the core and the syntax, never another library.
    func testLibraryModulesSeeNoOtherLibrary() throws {
        let modules = Registry.libraries.map(Self.module(of:))
        for module in modules {
            let dir = Self.sources.appendingPathComponent(module)
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: dir.path))
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                for other in modules where other != module {
                    XCTAssertFalse(text.contains("import \(other)"), "\(module)/\(file) imports \(other)")
                }
            }
        }
    }
}
