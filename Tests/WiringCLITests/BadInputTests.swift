import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WiringTestSupport

/// What the CLI says about input it cannot use: paths that cannot be read,
/// files it skips, folders without Swift files, broken configuration; and
/// its help, colours and progress line.
final class BadInputTests: XCTestCase {
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("wiring-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Sources/App"),
                                                withIntermediateDirectories: true)
        try write("Sources/App/Clean.swift", "struct Clean {}\n")
    }

    override func tearDownWithError() throws {
        // folders made unreadable must be readable again to be removed
        if let e = FileManager.default.enumerator(atPath: workspace.path) {
            while let p = e.nextObject() as? String { chmod(workspace.path + "/" + p, 0o755) }
        }
        try? FileManager.default.removeItem(at: workspace)
        try? FileManager.default.removeItem(atPath: workspace.path + "-cache")
    }

    func write(_ path: String, _ text: String) throws {
        let url = workspace.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A file of `size` bytes (sparse: it takes no room on disk).
    func writeLarge(_ path: String, size: UInt64) throws {
        try write(path, "struct Large {}\n")
        let h = try FileHandle(forWritingTo: workspace.appendingPathComponent(path))
        try h.truncate(atOffset: size)
        try h.close()
    }

    var isRoot: Bool { getuid() == 0 }

    // MARK: paths named on the command line

    func testMissingPathIsAnErrorThatSaysSo() throws {
        let r = try run(["check", "Sources/App/Nope.swift"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring check: Sources/App/Nope.swift: no such file or directory\n")
        XCTAssertEqual(r.out, "")
        let dir = try run(["check", "no/such/dir"])
        XCTAssertEqual(dir.status, 2)
        XCTAssertTrue(dir.err.contains("no/such/dir: no such file or directory"), dir.err)
        let graph = try run(["graph", "no/such/dir"])
        XCTAssertEqual(graph.status, 2)
        XCTAssertTrue(graph.err.contains("wiring graph: no/such/dir: no such file or directory"), graph.err)
    }

    func testEveryBadPathIsNamedBeforeExiting() throws {
        let r = try run(["check", "A.swift", "Sources/App/Clean.swift", "B.swift"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("A.swift: no such file or directory"), r.err)
        XCTAssertTrue(r.err.contains("B.swift: no such file or directory"), r.err)
    }

    func testUnreadableNamedFileIsAnError() throws {
        try write("Sources/App/Secret.swift", "struct Secret {}\n")
        chmod(workspace.path + "/Sources/App/Secret.swift", 0)
        guard !isRoot else { throw XCTSkip("root reads a file with mode 000: permissions do not apply") }
        let r = try run(["check", "Sources/App/Secret.swift"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring check: Sources/App/Secret.swift: cannot read: permission denied\n")
    }

    func testTooLargeNamedFileIsAnErrorWithTheLimitAndTheSize() throws {
        try writeLarge("Sources/App/Big.swift", size: 20 << 20)
        let r = try run(["check", "Sources/App/Big.swift"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring check: Sources/App/Big.swift: larger than the 5 MiB limit (20.0 MiB)\n")
    }

    func testNamedFileThatIsNotSwiftIsAnError() throws {
        try write("README.md", "# App\n")
        let r = try run(["check", "README.md"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("wiring check: README.md: not a Swift file"), r.err)
    }

    // MARK: files skipped while walking a folder

    func testTooLargeFileFoundInAFolderIsListedAndCounted() throws {
        try writeLarge("Sources/App/Big.swift", size: 20 << 20)
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 0, "skipped files do not change the status")
        XCTAssertTrue(r.err.contains("wiring check: Sources/App/Big.swift: larger than 5 MiB (20.0 MiB): skipped\n"), r.err)
        XCTAssertEqual(r.out, "0 errors, 0 warnings in 1 file; 1 file skipped\n")
        // the same from a result the cache kept
        let again = try run(["check", "."])
        XCTAssertEqual(again.out, r.out)
        XCTAssertTrue(again.err.contains("Sources/App/Big.swift: larger than 5 MiB (20.0 MiB): skipped"), again.err)
        let json = try run(["check", "--format", "json", "."])
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let skipped = try XCTUnwrap(doc["skipped"] as? [[String: Any]])
        XCTAssertEqual(skipped.first?["path"] as? String, "Sources/App/Big.swift")
        XCTAssertEqual(skipped.first?["reason"] as? String, "larger than 5 MiB (20.0 MiB)")
        let graph = try run(["graph", "."])
        XCTAssertEqual(graph.status, 0)
        XCTAssertEqual(graph.err, "wiring graph: Sources/App/Big.swift: larger than 5 MiB (20.0 MiB): skipped\n")
    }

    func testFilesThatAreNotUTF8TextAreSkippedWithTheirReasonNotCounted() throws {
        // 20 KB of random bytes, a Latin-1 file, and a file with a NUL byte
        var generator = SeededRandom(seed: 7)
        let blob = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        try Data(blob).write(to: workspace.appendingPathComponent("Sources/App/Blob.swift"))
        try Data([0x2F, 0x2F, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: workspace.appendingPathComponent("Sources/App/Latin1.swift"))
        try Data(Array("struct A {}\n".utf8) + [0] + Array("\n".utf8)).write(to: workspace.appendingPathComponent("Sources/App/Nul.swift"))
        // valid UTF-8 beyond ASCII is text
        try write("Sources/App/Accents.swift", "// café, 日本, 🎉\nstruct Accents {}\n")
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "0 errors, 0 warnings in 2 files; 3 files skipped\n")
        XCTAssertTrue(r.err.contains("wiring check: Sources/App/Latin1.swift: not UTF-8 text (byte 0xE9 at byte 6 starts no valid character): skipped\n"), r.err)
        XCTAssertTrue(r.err.contains("wiring check: Sources/App/Nul.swift: not text (a NUL byte at byte 12): skipped\n"), r.err)
        XCTAssertTrue(r.err.contains("wiring check: Sources/App/Blob.swift: not "), r.err)
        XCTAssertFalse(r.err.contains("Accents.swift"), r.err)
        // the same from the result the cache kept
        let again = try run(["check", "."])
        XCTAssertEqual(again.out, r.out)
        // only skipped files: nothing was checked
        let onlyBlob = try run(["check", "Sources/App/Blob.swift"])
        XCTAssertEqual(onlyBlob.status, 2, "a file named that cannot be checked")
        XCTAssertTrue(onlyBlob.err.contains("Sources/App/Blob.swift: not "), onlyBlob.err)
    }

    func testUnreadableFileAndFolderFoundInAFolderAreListedAndCounted() throws {
        try write("Sources/App/Secret.swift", "struct Secret {}\n")
        try write("Sources/Locked/Hidden.swift", "struct Hidden {}\n")
        chmod(workspace.path + "/Sources/App/Secret.swift", 0)
        chmod(workspace.path + "/Sources/Locked", 0)
        guard !isRoot else { throw XCTSkip("root reads files and folders with mode 000: permissions do not apply") }
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.err.contains("wiring check: Sources/App/Secret.swift: cannot read: permission denied: skipped\n"), r.err)
        XCTAssertTrue(r.err.contains("wiring check: Sources/Locked: cannot read folder: permission denied: skipped\n"), r.err)
        XCTAssertEqual(r.out, "0 errors, 0 warnings in 1 file; 1 file and 1 folder skipped\n")
    }

    func testFolderWithoutSwiftFilesSaysSo() throws {
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        try write("Empty/notes.txt", "nothing to see\n")
        let r = try run(["check", "Empty"])
        XCTAssertEqual(r.status, 1, "a mistyped path in CI must not pass")
        XCTAssertEqual(r.out, "no Swift files found in Empty: nothing was checked\n")
        XCTAssertFalse(r.out.contains("0 errors"), r.out)
        let allowed = try run(["check", "--allow-empty", "Empty"])
        XCTAssertEqual(allowed.status, 0)
        XCTAssertEqual(allowed.out, r.out)
        let json = try run(["check", "--format", "json", "Empty"])
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.err.contains("wiring check: no Swift files found in Empty: nothing was checked"), json.err)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.out.utf8)), "stdout stays one JSON document")
    }

    // MARK: outline

    func testOutlineOfADirectoryIsAnErrorThatSaysSo() throws {
        let r = try run(["outline", "Sources"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring outline: Sources: is a directory; outline takes Swift files (wiring check takes directories)\n")
        XCTAssertEqual(r.out, "")
    }

    func testOutlineOfAMissingFile() throws {
        let r = try run(["outline", "Nope.swift"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring outline: Nope.swift: no such file or directory\n")
    }

    // MARK: configuration

    func testTruncatedConfigurationSaysWhereAndThatItIsTruncated() throws {
        try write(".wiring.json", "{\n  \"rules\": {\n    \"initializable/ungated-async\": \"off\",\n")
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring check: .wiring.json:4:1: truncated JSON: the text ends before the object opened at line 2, column 12 is closed\n")
        XCTAssertFalse(r.err.contains("not a JSON object"), r.err)
    }

    func testInvalidConfigurationSaysLineAndColumn() throws {
        try write(".wiring.json", "{\n  \"rules\": {}\n  \"exclude\": []\n}\n")
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring check: .wiring.json:3:3: invalid JSON: expected ',' or '}' after a member, found '\"'\n")
    }

    func testEmptyConfigurationAndNotAnObject() throws {
        try write(".wiring.json", "")
        let empty = try run(["check", "."])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.err, "wiring check: .wiring.json:1:1: the file is empty; expected a JSON object such as {\"rules\": {}}\n")
        try write(".wiring.json", "[]")
        let array = try run(["check", "."])
        XCTAssertEqual(array.status, 2)
        XCTAssertEqual(array.err, "wiring check: .wiring.json:1:1: expected a JSON object ({…}), found an array\n")
    }

    func testTrailingCommaIsCalledATrailingCommaAtItsPlace() throws {
        try write(".wiring.json", "{\n  \"exclude\": [\"Generated\"],\n}\n")
        let member = try run(["check", "."])
        XCTAssertEqual(member.status, 2, "strict JSON: not accepted silently")
        XCTAssertEqual(member.err, "wiring check: .wiring.json:2:27: invalid JSON: trailing comma after the last member (JSON allows none)\n")
        try write(".wiring.json", "{\"exclude\": [\"a\", \"b\" , ]}")
        XCTAssertEqual(try run(["check", "."]).err,
                       "wiring check: .wiring.json:1:23: invalid JSON: trailing comma after the last element (JSON allows none)\n")
    }

    func testWrongValuesAreNamedAtTheirPlace() throws {
        try write(".wiring.json", "{\n  \"exclude\": [\"Generated\", 1]\n}\n")
        let number = try run(["check", "."])
        XCTAssertEqual(number.status, 2)
        XCTAssertEqual(number.err, "wiring check: .wiring.json:2:28: 'exclude' must be an array of path patterns (strings); element 2 is the number 1\n")
        try write(".wiring.json", #"{"exclude": "Generated"}"#)
        XCTAssertEqual(try run(["check", "."]).err,
                       "wiring check: .wiring.json:1:13: 'exclude' must be an array of path patterns (strings), found the string \"Generated\"\n")
        try write(".wiring.json", "{\"rules\": {\n  \"initializable/ungated-async\": false}}")
        XCTAssertEqual(try run(["check", "."]).err,
                       "wiring check: .wiring.json:2:34: rule 'initializable/ungated-async': severity must be a string (error, warning, information, hint, off), found the boolean false\n")
    }

    func testMisspelledRuleIdIsWarnedAboutWithTheClosestId() throws {
        try write(".wiring.json", #"{"rules": {"initializable/gate-never-open": "warning", "ungated-async": "off", "zzzz/qqqq": "off"}}"#)
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 0, "an unknown rule is ignored, not an error")
        XCTAssertTrue(r.err.contains("wiring check: .wiring.json:1:12: warning: unknown rule 'initializable/gate-never-open' ignored; did you mean 'initializable/gate-never-opened'?\n"), r.err)
        XCTAssertTrue(r.err.contains("unknown rule 'ungated-async' ignored; did you mean 'initializable/ungated-async'?"), r.err)
        XCTAssertTrue(r.err.contains("unknown rule 'zzzz/qqqq' ignored; `wiring rules` lists every rule"), r.err)
        XCTAssertEqual(r.out, "0 errors, 0 warnings in 1 file\n")
    }

    func testUnknownKeyIsWarnedAbout() throws {
        try write(".wiring.json", #"{"rule": {}, "excludes": ["Generated"]}"#)
        let r = try run(["check", "."])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.err.contains("wiring check: .wiring.json:1:14: warning: unknown key 'excludes' ignored; did you mean 'exclude'?\n"), r.err)
        XCTAssertTrue(r.err.contains("wiring check: .wiring.json:1:2: warning: unknown key 'rule' ignored; did you mean 'rules'?\n"), r.err)
    }

    func testExplainSuggestsTheClosestRule() throws {
        let r = try run(["explain", "initializable/gate-never-open"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "wiring explain: no rule 'initializable/gate-never-open'; did you mean 'initializable/gate-never-opened'?\n")
        XCTAssertEqual(try run(["explain", "ungated-async"]).err,
                       "wiring explain: no rule 'ungated-async'; did you mean 'initializable/ungated-async'?\n")
    }

    func testMissingConfigFileNamedIsAnError() throws {
        let r = try run(["check", "--config", "nope.json", "."])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.contains("nope.json: no such configuration file"), r.err)
    }

    // MARK: help

    func testCheckHelpListsEveryOption() throws {
        for flag in ["--help", "-h"] {
            let r = try run(["check", flag])
            XCTAssertEqual(r.status, 0)
            XCTAssertEqual(r.err, "")
            for option in ["--format FORMAT", "--coverage", "--fix", "--strict", "--color WHEN", "--config FILE",
                           "--no-cache", "--cache-dir DIR", "--verbose", "--help"] {
                XCTAssertTrue(r.out.contains(" " + option), "\(option) missing from\n\(r.out)")
            }
            XCTAssertTrue(r.out.contains("Exit status: 0 no errors; 1 errors found"), r.out)
        }
        XCTAssertEqual(try run(["help", "check"]).out, try run(["check", "--help"]).out)
    }

    func testEveryCommandHasHelp() throws {
        let top = try run(["--help"])
        XCTAssertEqual(top.status, 0)
        for command in ["wiring check", "wiring graph", "wiring outline", "wiring rules", "wiring explain", "wiring [lsp]"] {
            XCTAssertTrue(top.out.contains(command), "\(command) missing from\n\(top.out)")
        }
        XCTAssertEqual(try run(["-h"]).out, top.out)
        let expected: [(String, [String])] = [
            ("graph", ["--format FORMAT", "--root TYPE", "--depth N", "--output FILE", "--config FILE", "--help"]),
            ("outline", ["--json", "--help"]),
            ("rules", ["--help"]),
            ("explain", ["--help"]),
            ("lsp", ["--stdio", "--help"]),
        ]
        for (command, options) in expected {
            let r = try run([command, "--help"])
            XCTAssertEqual(r.status, 0, command)
            XCTAssertTrue(r.out.hasPrefix("usage: wiring"), r.out)
            for option in options { XCTAssertTrue(r.out.contains(" " + option), "\(command): \(option) missing from\n\(r.out)") }
        }
    }

    // MARK: colour and progress

    static let broken = """
        actor Service: Initializable {
            let gate = InitializationGate()
            func start() async { markInitialized() }
            @WaitForInit
            func refresh() -> Int { 0 }
        }

        """

    func testNoEscapeCodesWhenPipedOrNoColorOrNever() throws {
        try write("Sources/App/Service.swift", BadInputTests.broken)
        let piped = try run(["check", "."])
        XCTAssertEqual(piped.status, 1)
        XCTAssertTrue(piped.out.contains(": error: "), piped.out)
        XCTAssertFalse(piped.out.contains("\u{1B}"), "standard output is not a terminal: no colour")
        XCTAssertFalse(piped.err.contains("\u{1B}") || piped.err.contains("\r") || piped.err.contains("indexing"),
                       "standard error is not a terminal: no progress line")
        XCTAssertFalse(try run(["check", "--color", "never", "."]).out.contains("\u{1B}"))
        XCTAssertFalse(try run(["check", "."], environment: ["NO_COLOR": "1"]).out.contains("\u{1B}"))
        let forced = try run(["check", "--color", "always", "."])
        XCTAssertTrue(forced.out.contains("\u{1B}[1mSources/App/Service.swift:4:5:\u{1B}[0m \u{1B}[1;31merror\u{1B}[0m: "), forced.out)
        XCTAssertTrue(try run(["check", "--color=always", "."], environment: ["NO_COLOR": "1"]).out.contains("\u{1B}["),
                      "--color always wins over NO_COLOR")
        XCTAssertEqual(try run(["check", "--color", "sometimes", "."]).status, 2)
    }

    // MARK: running the executable

    typealias Result = WiringRun

    func run(_ args: [String], environment extra: [String: String] = [:]) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = workspace.path + "-cache"
        environment["NO_COLOR"] = nil
        for (k, v) in extra { environment[k] = v }
        return try runWiring(args, in: workspace, environment: environment)
    }
}
