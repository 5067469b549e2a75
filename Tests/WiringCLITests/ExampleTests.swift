import Foundation
import XCTest
import WiringTestSupport

/// The bundled examples say what the README shows.
final class ExampleTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func run(_ args: [String], environment: [String: String]? = nil) throws -> (status: Int32, out: String) {
        let r = try runWiring(args, in: Self.repo, environment: environment)
        return (r.status, r.out)
    }

    /// The SafeDI app: exactly its two deliberate mistakes, with the chain.
    func testSafeDIDemoFindings() throws {
        let r = try run(["check", "Examples/SafeDIDemo", "--no-cache", "--format", "json"])
        XCTAssertEqual(r.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { d in
            "\((d["file"] as? String ?? "").split(separator: "/").last ?? ""):\(d["line"] as? Int ?? 0) \(d["rule"] as? String ?? "")"
        }
        XCTAssertEqual(found, ["LoggedIn.swift:29 safedi/unfulfillable-received", "LoggedIn.swift:50 safedi/dependency-cycle"])
        XCTAssertEqual(diagnostics.first?["message"] as? String,
                       "@Received property `analytics: Analytics` is not @Instantiated or @Forwarded in chain:\n\tApp -> Instantiator<LoggedInFlow> -> Feed")
        let related = (diagnostics.first?["related"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        XCTAssertEqual(related, ["root `App`", "`App` instantiates `loggedInFlowBuilder: Instantiator<LoggedInFlow>`",
                                 "`LoggedInFlow` instantiates `feed: Feed`",
                                 "`Analytics` is not @Instantiable, so `analytics` cannot be @Instantiated here: make `Analytics` "
                                    + "@Instantiable (or list it in another type's fulfillingAdditionalTypes:), or have an ancestor "
                                    + "instantiate or forward `analytics`"])
    }

    /// Its graph: every type a node, the two findings on their edges.
    func testSafeDIDemoGraph() throws {
        let r = try run(["graph", "Examples/SafeDIDemo", "--no-cache", "--format", "json"])
        XCTAssertEqual(r.status, 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let nodes = (json["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        for t in ["App", "AuthService", "DefaultNetworkService", "Feed", "LoggedInFlow", "Profile", "Settings"] {
            XCTAssertTrue(nodes.contains(t), "no node \(t) in \(nodes)")
        }
        let flagged = (json["edges"] as? [[String: Any]] ?? []).filter { !(($0["findings"] as? [String]) ?? []).isEmpty }
            .map { "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "") \($0["label"] as? String ?? "")" }
        XCTAssertEqual(flagged.sorted(), ["Feed -> Analytics analytics", "Profile -> Settings settings"])
    }

    /// The Stitcher app's graph: a node per registration, an edge per
    /// injection of a type its factory builds, the findings on theirs.
    func testStitcherDemoGraph() throws {
        let r = try run(["graph", "Examples/StitcherDemo", "--no-cache", "--format", "json"])
        XCTAssertEqual(r.status, 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let nodes = (json["nodes"] as? [[String: Any]] ?? []).filter { $0["framework"] as? String == "Stitcher" }
            .compactMap { n in (n["id"] as? String).map { "\($0) \(n["kind"] as? String ?? "")" } }
        XCTAssertEqual(nodes.sorted(), ["stitcher:Analytics automatic", "stitcher:HTTPClient automatic", "stitcher:PhotoLibrary singleton",
                                        "stitcher:SessionManager automatic", "stitcher:TokenStore unregistered",
                                        "stitcher:UploadService automatic"])
        let flagged = (json["edges"] as? [[String: Any]] ?? []).filter { !(($0["findings"] as? [String]) ?? []).isEmpty }
            .map { "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "") \(($0["findings"] as? [String]) ?? [])" }
        XCTAssertEqual(flagged.sorted(), ["stitcher:SessionManager -> stitcher:Analytics [\"stitcher/dependency-cycle\"]",
                                          "stitcher:UploadService -> stitcher:TokenStore [\"stitcher/missing-dependency\"]"])
    }

    /// The Initializable app: one finding per deliberate mistake, each on the
    /// line after (or under) its `// Deliberate mistake:` comment.
    func testInitializableDemoFindings() throws {
        let r = try run(["check", "Examples/InitializableDemo", "--no-cache", "--format", "json"])
        XCTAssertEqual(r.status, 1)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { d in
            "\((d["file"] as? String ?? "").split(separator: "/").last ?? ""):\(d["line"] as? Int ?? 0) \(d["rule"] as? String ?? "")"
        }
        XCTAssertEqual(found, ["CacheService.swift:23 initializable/extension-member-ungated",
                               "CacheService.swift:29 initializable/gate-never-opened",
                               "CacheService.swift:35 initializable/waitfor-requires-throws",
                               "DatabaseService.swift:11 initializable/opener-gated",
                               "DatabaseService.swift:29 initializable/opener-gated",
                               "DatabaseService.swift:40 initializable/waitfor-requires-async"])
    }

    /// The Initializable app's coverage: the two gates that wait for
    /// themselves and the one nobody opens do not work, whatever their
    /// figures; openers are out of the ratio; the sync `@WaitForInit` is
    /// broken. The table says the same as the JSON.
    func testInitializableDemoCoverage() throws {
        let r = try run(["check", "Examples/InitializableDemo", "--no-cache", "--format", "json", "--coverage"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let coverage = try XCTUnwrap(json["coverage"] as? [[String: Any]])
        let rows = coverage.map { c in
            "\(c["type"] as? String ?? "") works=\(c["works"] as? Bool ?? false) why=\(c["why"] as? String ?? "-") "
                + ["gated", "ungated", "skipped", "broken"].map { "\($0)=\(c[$0] as? Int ?? -1)" }.joined(separator: " ")
        }
        XCTAssertEqual(rows, [
            "CacheService works=true why=- gated=2 ungated=1 skipped=0 broken=0",
            "SessionStore works=false why=never opened gated=1 ungated=0 skipped=0 broken=1",
            "DatabaseService works=false why=opened only by setup() (it waits for the gate it opens) gated=1 ungated=0 skipped=0 broken=0",
            "MyService works=false why=opened only by configure() (it waits for the gate it opens) gated=1 ungated=0 skipped=0 broken=1",
        ])
        let states = coverage.flatMap { c in
            (c["members"] as? [[String: Any]] ?? []).map { "\($0["name"] as? String ?? ""):\($0["state"] as? String ?? "")" }
        }
        XCTAssertEqual(states, ["warmUp():opener", "value(for:):gated", "store(_:for:):gated", "dump():ungated",
                                "restore():gated", "refresh():broken", "setup():opener", "fetch(_:):gated",
                                "configure():opener", "call():gated", "ping():broken"])

        let table = try run(["check", "Examples/InitializableDemo", "--no-cache", "--coverage"]).out
        let lines = table.components(separatedBy: "\n")
        func row(_ type: String) -> [String] {
            (lines.first { $0.hasPrefix("  \(type) ") } ?? "").split(separator: " ").map(String.init)
        }
        XCTAssertEqual(Array(row("CacheService").prefix(8)), ["CacheService", "2", "1", "0", "0", "67%", "yes", "warmUp()"], table)
        XCTAssertEqual(Array(row("SessionStore").prefix(9)), ["SessionStore", "1", "0", "0", "1", "100%", "no", "never", "opened"], table)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  MyService ") && $0.contains(" no     opened only by configure() (it waits for the gate it opens)") },
                      table)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  total ") && $0.hasSuffix("(4 gate types, 3 not working)") }, table)
    }

    /// Every example file marks each of its mistakes, and there are as many
    /// marks as findings: a mistake nobody meant would show up as a finding
    /// without a mark.
    func testExamplesMarkTheirMistakes() throws {
        for (example, expected) in [("Examples/SafeDIDemo", 2), ("Examples/InitializableDemo", 6), ("Examples/SwinjectDemo", 3), ("Examples/StitcherDemo", 3), ("Examples/AsyncGuardKitDemo", 2)] {
            let dir = Self.repo.appendingPathComponent(example)
            let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && $0.lastPathComponent != "Package.swift" } ?? []
            let marks = try files.map { try String(contentsOf: $0, encoding: .utf8) }
                .map { $0.components(separatedBy: "// Deliberate mistake:").count - 1 }.reduce(0, +)
            XCTAssertEqual(marks, expected, example)
            let r = try run(["check", example, "--no-cache", "--format", "json"])
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
            XCTAssertEqual((json["diagnostics"] as? [Any])?.count, expected, example)
        }
    }

    /// The output samples of README.md and docs/output-formats.md are real:
    /// each block that follows a `<!-- readme-sample: wiring ARGS -->`
    /// comment is exactly what `wiring ARGS` prints, run from the repository
    /// root (with an empty cache). `scripts/update-readme-samples` rewrites
    /// them.
    func testReadmeSamplesAreRealOutput() throws {
        var samples: [(file: String, arguments: [String], block: String)] = []
        for (file, least) in [("README.md", 2), ("docs/output-formats.md", 2)] {
            let text = try String(contentsOf: Self.repo.appendingPathComponent(file), encoding: .utf8)
            let found = Self.readmeSamples(text)
            XCTAssertGreaterThanOrEqual(found.count, least, "\(file) has lost its marked samples")
            samples += found.map { (file, $0.arguments, $0.block) }
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment["NO_COLOR"] = "1"
        environment["WIRING_CACHE_DIR"] = nil
        for sample in samples {
            let real = try run(sample.arguments, environment: environment).out
            XCTAssertEqual(sample.block, real,
                           "\(sample.file): the sample of `wiring \(sample.arguments.joined(separator: " "))` is not its real output: run scripts/update-readme-samples")
        }
    }

    /// The marked samples: the command's arguments (after `wiring`) and the
    /// fenced block that follows the marker, with its final newline.
    static func readmeSamples(_ text: String) -> [(arguments: [String], block: String)] {
        let lines = text.components(separatedBy: "\n")
        let prefix = "<!-- readme-sample: wiring", suffix = " -->"
        var out: [(arguments: [String], block: String)] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            i += 1
            guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { continue }
            let command = line.dropFirst(prefix.count).dropLast(suffix.count)
            let arguments = command.split(separator: " ").map(String.init)
            guard i < lines.count, lines[i].hasPrefix("```") else {
                out.append((arguments, "<no fenced block after the marker>"))
                continue
            }
            i += 1
            var block = ""
            while i < lines.count, lines[i] != "```" {
                block += lines[i] + "\n"
                i += 1
            }
            out.append((arguments, block))
        }
        return out
    }
}
