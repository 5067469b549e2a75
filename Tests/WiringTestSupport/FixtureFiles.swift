import Foundation
import WiringAnalysis

/// The rule fixtures in `Tests/Fixtures/`: one folder per library
/// (`<folder>/*.swift`, each a `-verify` fixture with its `.fixed.swift`
/// beside it when there is one), or one folder per case for rules over a
/// whole workspace (`<folder>/<case>/*.swift`). Read from the source tree:
/// every test target shares them.
public enum FixtureFiles {
    /// `Tests/Fixtures`.
    public static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    /// The fixtures of a folder (`.fixed.swift` files are the expected
    /// results of others, not fixtures), sorted.
    public static func urls(_ folder: String) -> [URL] {
        let dir = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".fixed.swift") }.sorted()
            .map { dir.appendingPathComponent($0) }
    }

    /// A fixture file.
    public static func fixture(_ url: URL) throws -> Fixture {
        try Fixture(name: url.lastPathComponent, text: String(contentsOf: url, encoding: .utf8))
    }

    public static func fixtures(_ folder: String) throws -> [Fixture] { try urls(folder).map(fixture) }

    /// `name.fixed.swift` beside `name.swift`, if there is one.
    public static func fixedFixture(for url: URL) throws -> Fixture? {
        let fixedURL = url.deletingPathExtension().appendingPathExtension("fixed.swift")
        guard FileManager.default.fileExists(atPath: fixedURL.path) else { return nil }
        return try Fixture(name: url.lastPathComponent, text: String(contentsOf: fixedURL, encoding: .utf8))
    }

    /// The `.fixed.swift` companions of a folder's fixtures, by fixture name.
    public static func fixedFixtures(_ folder: String) throws -> [String: Fixture] {
        var out: [String: Fixture] = [:]
        for url in urls(folder) { if let f = try fixedFixture(for: url) { out[url.lastPathComponent] = f } }
        return out
    }

    /// The case folders of a folder of workspace cases, sorted.
    public static func caseFolders(_ folder: String) -> [URL] {
        let dir = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.sorted().map { dir.appendingPathComponent($0) }.filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// One workspace case: its files as the parts of one fixture (sorted by
    /// name; expectations in the files).
    public static func caseFixture(_ folder: URL) throws -> Fixture {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var text = ""
        for name in names {
            text += "// fixture-file: \(name)\n" + (try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            if !text.hasSuffix("\n") { text += "\n" }
        }
        return try Fixture(name: folder.lastPathComponent, text: text)
    }
}
