import XCTest
import WiringAnalysis
import WiringLibraries
import WiringSyntax
import WiringTestSupport

/// The incremental analysis must always equal an analysis from scratch,
/// with every registered library at once: random edit sequences over a
/// workspace made of every library's fixtures (same-named types across
/// files included, gates opened from other files), checked after every
/// step; and it must say exactly which files' output changed. (Each library
/// alone passes the same in its conformance suite.)
final class IncrementalTests: XCTestCase {
    typealias Random = SeededRandom

    /// Declarations whose meaning comes from other files: conformance
    /// through a protocol, a superclass or an extension elsewhere, gates
    /// opened from other files (through locals, parameters, properties).
    static let crossFiles: [String: String] = [
        "/ws/cross/Base.swift": """
        protocol AppService: Initializable {}
        class BaseService: Initializable {
            let gate = InitializationGate()
            @WaitForInit func ping() async {}
        }
        """,
        "/ws/cross/Feeds.swift": """
        actor Feed1: AppService {
            let gate = InitializationGate()
            @WaitForInit func load() async -> Int { 0 }
        }
        @AutoAwaitInit
        actor Feed2: Initializable {
            let gate = InitializationGate()
            func load() async -> Int { 0 }
            func refresh() async {}
        }
        class Sub: BaseService {
            @WaitForInit func go() async {}
        }
        actor Plain {
            @WaitForInit func run() async {}
        }
        """,
        "/ws/cross/Ext.swift": """
        extension Plain: Initializable {
            func extra() async {}
        }
        extension Feed2 {
            func late() async {}
        }
        """,
        "/ws/cross/Holder.swift": """
        struct Holder {
            let feed: Feed2
            let other = Feed1()
        }
        """,
        "/ws/cross/Boot.swift": """
        func boot(h: Holder) async {
            let f = Feed1()
            await f.markInitialized()
            await h.feed.markInitialized()
        }
        func bootSub() async {
            let s = Sub()
            await s.markInitialized()
        }
        """,
    ]

    static func fixtureWorkspace() throws -> [String: String] {
        var files: [String: String] = crossFiles
        for f in try FixtureFiles.fixtures("initializable") {
            for p in f.parts { files["/ws/\(f.name.replacingOccurrences(of: ".swift", with: ""))/\(p.path)"] = p.text }
        }
        // SafeDI trees: one workspace-wide tree across every case (same-named
        // types across cases make duplicates and cross-case providers)
        for folder in FixtureFiles.caseFolders("safedi-tree") {
            for p in try FixtureFiles.caseFixture(folder).parts {
                files["/ws/safedi-\(folder.lastPathComponent)/\(p.path)"] = p.text
            }
        }
        return files
    }

    static func session(_ texts: [String: String]) -> AnalysisSession {
        AnalysisSession(texts, libraries: Registry.libraries)
    }

    static func scratch(_ texts: [String: String]) -> AnalysisResult { session(texts).scratch() }

    /// One random edit; returns the paths it touched.
    static func edit(_ texts: inout [String: String], _ rng: inout Random, removed: inout [String: String],
                     deletedLines: inout [(String, Int, String)]) -> [String] {
        let paths = texts.keys.sorted()
        let cross = paths.filter { $0.hasPrefix("/ws/cross/") }
        let path = rng.int(2) == 0 && !cross.isEmpty ? rng.pick(cross) : rng.pick(paths)
        var lines = texts[path]!.components(separatedBy: "\n")
        func commit() -> [String] {
            texts[path] = lines.joined(separator: "\n")
            return [path]
        }
        func indices(_ p: (String) -> Bool) -> [Int] { lines.indices.filter { p(lines[$0]) } }
        switch rng.int(15) {
        case 13, 14:  // a SafeDI dependency changes kind, or a root stops being one
            let kinds = ["@Instantiated", "@Received", "@Forwarded"]
            let candidates = indices { l in kinds.contains { l.contains($0 + " ") } || l.contains("isRoot: true") }
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            if lines[i].contains("isRoot: true") {
                lines[i] = lines[i].replacingOccurrences(of: "isRoot: true", with: "isRoot: false")
            } else if let k = kinds.first(where: { lines[i].contains($0 + " ") }) {
                lines[i] = lines[i].replacingOccurrences(of: k + " ", with: rng.pick(kinds.filter { $0 != k }) + " ")
            }
            return commit()
        case 0:  // body edit: a statement after a function's `{`
            let candidates = indices { $0.contains("func ") && $0.hasSuffix("{") }
            guard !candidates.isEmpty else { return [] }
            lines.insert("        let unused\(rng.int(100)) = \(rng.int(9))", at: rng.pick(candidates) + 1)
            return commit()
        case 1:  // delete a line (remembered)
            guard !lines.isEmpty else { return [] }
            let i = rng.int(lines.count)
            deletedLines.append((path, i, lines.remove(at: i)))
            return commit()
        case 2:  // restore a deleted line where it was (or near)
            guard let (p, i, line) = deletedLines.popLast(), texts[p] != nil else { return [] }
            var ls = texts[p]!.components(separatedBy: "\n")
            ls.insert(line, at: min(i, ls.count))
            texts[p] = ls.joined(separator: "\n")
            return [p]
        case 3:  // add an attribute before a declaration
            let candidates = indices { $0.contains("func ") || $0.contains("actor ") || $0.contains("class ") }
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            let attr = rng.pick(["@SkipInit ", "@WaitForInit ", "@WaitForThrowingInit ", "@AutoAwaitInit ", "@AutoAwaitThrowingInit "])
            let indent = String(lines[i].prefix { $0 == " " })
            lines[i] = indent + attr + lines[i].dropFirst(indent.count)
            return commit()
        case 4:  // remove an attribute
            let attrs = ["@SkipInit", "@WaitForInit", "@AutoAwaitInit", "@WaitForThrowingInit", "@AutoAwaitThrowingInit"]
            let candidates = indices { l in attrs.contains { l.contains($0) } }
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            for a in attrs where lines[i].contains(a) {
                lines[i] = lines[i].replacingOccurrences(of: a, with: "")
                break
            }
            return commit()
        case 5:  // conformance off / on
            let has = indices { $0.contains(": Initializable") || $0.contains(": ThrowingInitializable") }
            if !has.isEmpty && rng.int(2) == 0 {
                let i = rng.pick(has)
                lines[i] = lines[i].replacingOccurrences(of: ": Initializable", with: "")
                    .replacingOccurrences(of: ": ThrowingInitializable", with: "")
            } else {
                let candidates = indices { ($0.hasPrefix("actor ") || $0.hasPrefix("class ") || $0.hasPrefix("extension ") || $0.hasPrefix("protocol ")) && $0.hasSuffix(" {") && !$0.contains(":") }
                guard !candidates.isEmpty else { return [] }
                let i = rng.pick(candidates)
                lines[i] = String(lines[i].dropLast(2)) + rng.pick([": Initializable {", ": ThrowingInitializable {"])
            }
            return commit()
        case 6:  // rename a type (or its uses) by a suffix
            let candidates = indices { $0.hasPrefix("actor ") || $0.hasPrefix("class ") || $0.hasPrefix("struct ") || $0.hasPrefix("extension ") }
            guard !candidates.isEmpty else { return [] }
            let i = rng.pick(candidates)
            let words = lines[i].split(separator: " ", maxSplits: 2)
            guard words.count >= 2 else { return [] }
            let name = words[1].prefix { $0.isLetter || $0.isNumber }
            guard !name.isEmpty else { return [] }
            let renamed = name.hasSuffix("X") ? String(name.dropLast()) : name + "X"
            lines[i] = lines[i].replacingOccurrences(of: String(name), with: renamed)
            return commit()
        case 7:  // remove or restore a whole file
            if let (p, t) = removed.first, rng.int(2) == 0 {
                removed[p] = nil
                texts[p] = t
                return [p]
            }
            guard paths.count > 3 else { return [] }
            removed[path] = texts[path]
            texts[path] = nil
            return [path]
        case 8:  // move a line to another file
            guard !lines.isEmpty else { return [] }
            let i = rng.int(lines.count)
            let line = lines.remove(at: i)
            let other = rng.pick(paths)
            texts[path] = lines.joined(separator: "\n")
            var ls = texts[other]!.components(separatedBy: "\n")
            ls.insert(line, at: rng.int(ls.count + 1))
            texts[other] = ls.joined(separator: "\n")
            return Array(Set([path, other]))
        case 12:  // `\n\n` becomes ` \n`: lines move, every byte offset stays
            let blanks = indices { $0.isEmpty }.filter { $0 > 0 }
            guard let i = blanks.isEmpty ? nil : rng.pick(blanks) else { return [] }
            lines[i - 1] += " "
            lines.remove(at: i)
            return commit()
        case 9:  // comment lines on top: everything moves, nothing changes
            lines.insert("// note \(rng.int(1000))", at: 0)
            return commit()
        case 10:  // half-typed code, then more typing
            let i = rng.int(lines.count + 1)
            lines.insert(rng.pick(["func f(", "}", "{", "@", "actor A: Initializable {", "await x.markInitialized()",
                                   "    func g() async { await markInitialized() }"]), at: i)
            return commit()
        default:  // an opener gained or lost
            let openers = indices { $0.contains("markInitialized()") }
            if !openers.isEmpty && rng.int(2) == 0 {
                let i = rng.pick(openers)
                lines[i] = lines[i].replacingOccurrences(of: "markInitialized()", with: "markReady()")
            } else {
                let ready = indices { $0.contains("markReady()") }
                guard !ready.isEmpty else { return [] }
                let i = rng.pick(ready)
                lines[i] = lines[i].replacingOccurrences(of: "markReady()", with: "markInitialized()")
            }
            return commit()
        }
    }

    func testRandomEditsEqualAnalysisFromScratch() throws {
        let initial = try Self.fixtureWorkspace()
        for seed in 1...4 {
            var rng = Random(seed: UInt64(seed) &* 7919)
            let session = Self.session(initial)
            _ = session.apply(initial.keys.sorted())
            _ = session.workspace.takeSummariesChanged()
            var previous = session.output()
            var removed: [String: String] = [:]
            var deleted: [(String, Int, String)] = []
            for step in 0..<100 {
                let touched = Self.edit(&session.texts, &rng, removed: &removed, deletedLines: &deleted)
                if touched.isEmpty { continue }
                let changed = session.apply(touched)
                let expected = Self.scratch(session.texts)
                let got = session.workspace.result
                if got.diagnostics != expected.diagnostics || got.summaries != expected.summaries {
                    let a = Set(got.diagnostics.map { "\($0.file):\($0.range) \($0.rule) \($0.message)" })
                    let b = Set(expected.diagnostics.map { "\($0.file):\($0.range) \($0.rule) \($0.message)" })
                    XCTFail("seed \(seed) step \(step) after editing \(touched): incremental differs from scratch\nonly incremental: \(a.subtracting(b).sorted())\nonly scratch: \(b.subtracting(a).sorted())\nsummaries equal: \(got.summaries == expected.summaries)")
                    return
                }
                // exactly the files whose output changed are reported
                let now = session.output()
                let paths = Set(previous.keys).union(now.keys)
                let diagnostics = paths.filter { p in
                    previous[p]?.diagnostics ?? [] != now[p]?.diagnostics ?? []
                        || previous[p]?.diagnosticPositions ?? [] != now[p]?.diagnosticPositions ?? []
                }
                let coverage = paths.filter { p in
                    previous[p]?.summaries ?? [] != now[p]?.summaries ?? []
                        || previous[p]?.summaryPositions ?? [] != now[p]?.summaryPositions ?? []
                }
                XCTAssertEqual(changed, diagnostics, "seed \(seed) step \(step): republished set")
                XCTAssertEqual(session.workspace.takeSummariesChanged(), coverage, "seed \(seed) step \(step): coverage changed")
                previous = now
            }
        }
    }

    /// The same files given in any order give the same output.
    func testOrderOfFilesDoesNotMatter() throws {
        let files = try Self.fixtureWorkspace()
        let reference = Self.scratch(files)
        var rng = Random(seed: 42)
        for _ in 0..<4 {
            var order = files.keys.sorted()
            for i in order.indices.reversed() { order.swapAt(i, rng.int(i + 1)) }
            let shuffled = Analyzer.analyze(order.map { SourceFile(path: $0, text: files[$0]!) }, libraries: Registry.libraries)
            XCTAssertEqual(shuffled.diagnostics, reference.diagnostics)
            XCTAssertEqual(shuffled.summaries, reference.summaries)
            // one file at a time, in that order
            let session = Self.session(files)
            for p in order { _ = session.apply([p]) }
            XCTAssertEqual(session.workspace.result.diagnostics, reference.diagnostics)
            XCTAssertEqual(session.workspace.result.summaries, reference.summaries)
        }
    }

    /// A body edit leaves facts equal: only the edited file is re-anchored,
    /// and nothing else is reported changed.
    func testBodyEditOnlyReanchors() throws {
        let a = """
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
        }
        """
        let b = "func boot() async {\n    let s = Store()\n    await s.load()\n}\n"
        let session = Self.session(["/ws/A.swift": a, "/ws/B.swift": b])
        _ = session.apply(["/ws/A.swift", "/ws/B.swift"])
        let before = session.workspace.facts(path: "/ws/A.swift")
        session.texts["/ws/A.swift"] = "// moved\n" + a.replacingOccurrences(of: "{ 0 }", with: "{\n        let x = 1\n        return x\n    }")
        let changed = session.apply(["/ws/A.swift"])
        XCTAssertEqual(session.workspace.facts(path: "/ws/A.swift"), before, "a body edit must not change facts")
        XCTAssertEqual(changed, ["/ws/A.swift"], "the opener-gated finding moved one line down")
        XCTAssertEqual(session.workspace.diagnostics(path: "/ws/A.swift").map(\.rule), ["initializable/opener-gated"])
    }
}
