import Foundation
import WiringAnalysis
import WiringSyntax

/// What every registered library must pass, without writing any of it: its
/// rules are well formed and documented, their examples trigger and stay
/// silent as declared, its fixtures verify, and the incremental analysis of
/// its fixtures equals an analysis from scratch after any edits and in any
/// order of discovery. A library's test target runs it with the library's
/// fixtures; it reads nothing but the descriptor.
public struct LibraryConformance {
    public let library: any Library
    /// Its `-verify` fixtures, each a small workspace.
    public let fixtures: [Fixture]
    /// The text some fixtures must have after one `--fix` round, by name.
    public let fixed: [String: Fixture]
    /// The libraries the analyses run with: the library alone by default.
    public let libraries: [any Library]
    /// Random edit sequences: how many, and how long.
    public var seeds = 3
    public var steps = 60

    public init(library: any Library, fixtures: [Fixture], fixed: [String: Fixture] = [:], libraries: [any Library]? = nil) {
        self.library = library
        self.fixtures = fixtures
        self.fixed = fixed
        self.libraries = libraries ?? [library]
    }

    /// Every check; the failures, each a sentence.
    public func run() throws -> [String] {
        var failures = checkRules() + checkExamples() + checkDocumentation()
        failures += try checkFixtures()
        failures += checkRandomEdits()
        failures += checkDiscoveryOrder()
        return failures
    }

    func analyze(_ files: [SourceFile], _ configuration: Configuration = Configuration()) -> AnalysisResult {
        Analyzer.analyze(files, libraries: libraries, configuration: configuration)
    }

    // MARK: - Rules

    /// Ids under the library's own prefix, unique, named by the library;
    /// one-line summaries; details; examples both ways.
    public func checkRules() -> [String] {
        var failures: [String] = []
        var seen: Set<String> = []
        if library.rules.isEmpty { failures.append("\(library.name) has no rules") }
        if library.id.isEmpty || library.id != library.id.lowercased() || library.id.contains("/") {
            failures.append("\(library.name): the id '\(library.id)' must be lower case, without '/'")
        }
        for r in library.rules {
            if !seen.insert(r.id).inserted { failures.append("\(r.id): two rules have this id") }
            if !r.id.hasPrefix(library.id + "/") || r.id.count <= library.id.count + 1 {
                failures.append("\(r.id): not under the library's prefix '\(library.id)/'")
            }
            if r.library != library.name { failures.append("\(r.id): library '\(r.library)', not '\(library.name)'") }
            if r.summary.isEmpty || r.summary.contains("\n") { failures.append("\(r.id): the summary must be one line") }
            if r.details.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { failures.append("\(r.id): no details") }
            if r.triggeringExamples.isEmpty { failures.append("\(r.id): no triggering example") }
            if r.nonTriggeringExamples.isEmpty { failures.append("\(r.id): no non-triggering example") }
        }
        return failures
    }

    /// Triggering examples report their rule; non-triggering ones neither
    /// report it nor any error.
    public func checkExamples() -> [String] {
        var failures: [String] = []
        for r in library.rules {
            for (i, code) in r.triggeringExamples.enumerated() {
                let found = analyze([SourceFile(path: "Example.swift", text: code)]).diagnostics
                if !found.contains(where: { $0.rule == r.id }) {
                    failures.append("\(r.id): triggering example \(i + 1) reports nothing:\n\(code)")
                }
            }
            for (i, code) in r.nonTriggeringExamples.enumerated() {
                let found = analyze([SourceFile(path: "Example.swift", text: code)]).diagnostics
                let own = found.filter { $0.rule == r.id }
                if !own.isEmpty { failures.append("\(r.id): non-triggering example \(i + 1) reports \(own.map(\.message))") }
                let errors = found.filter { $0.severity == .error }
                if !errors.isEmpty {
                    failures.append("\(r.id): non-triggering example \(i + 1) has errors \(errors.map(\.message))")
                }
            }
        }
        return failures
    }

    /// Each rule's page (`wiring explain`, `docs/rules/`) is generated with
    /// its summary, examples, fix-its and how to suppress it; the index and
    /// the listing show every rule.
    public func checkDocumentation() -> [String] {
        var failures: [String] = []
        for r in library.rules {
            let doc = r.documentation
            if !doc.hasPrefix(r.id + "\n") { failures.append("\(r.id): the page does not start with the id") }
            if !doc.contains(r.summary) { failures.append("\(r.id): the page lacks the summary") }
            if let first = r.triggeringExamples.first, !doc.contains(first.trimmingCharacters(in: .newlines)) {
                failures.append("\(r.id): the page lacks the first example")
            }
            if !doc.contains("```swift") { failures.append("\(r.id): the page shows no example") }
            if !doc.contains("wiring:disable-next-line \(r.id)") { failures.append("\(r.id): the page does not say how to suppress it") }
            for t in r.fixTitles where !doc.contains(t) { failures.append("\(r.id): the page lacks the fix-it '\(t)'") }
            if doc.contains("\\\n") { failures.append("\(r.id): a line continuation leaked into the page") }
            if doc.contains("\\'") { failures.append("\(r.id): an escaped quote leaked into the page") }
            if r.documentationPath != "docs/rules/\(r.id).md" { failures.append("\(r.id): documentation path \(r.documentationPath)") }
        }
        let catalog = RuleCatalog([library])
        let index = catalog.indexPage
        for r in library.rules {
            let row = "| [`\(r.id)`](\(r.id).md) | \(r.defaultSeverity.rawValue) | \(r.reporter) | "
            if !index.contains(row) { failures.append("\(r.id): the rules' index has no row for it") }
        }
        if !index.contains("## \(library.name) (\(library.rules.count) rules)") {
            failures.append("\(library.name): the rules' index has no section for the library")
        }
        // the listing also holds the core's own rules (about manifests)
        if catalog.listing.split(separator: "\n").count != library.rules.count + RuleCatalog.coreRules.count {
            failures.append("\(library.name): `wiring rules` does not list one line per rule")
        }
        return failures
    }

    // MARK: - Fixtures

    /// Every fixture finds exactly what it expects, with fix-its that parse,
    /// remove their finding and settle.
    public func checkFixtures() throws -> [String] {
        var failures: [String] = []
        for f in fixtures {
            var verifier = FixtureVerifier(f, fixed: fixed[f.name], libraries: libraries)
            failures += try verifier.run().map { "\(f.name): \($0)" }
        }
        return failures
    }

    /// The fixtures as one workspace (each under its own folder), and the
    /// rules' examples.
    public var workspaceTexts: [String: String] {
        var files: [String: String] = [:]
        for f in fixtures {
            for p in f.parts { files["/ws/\(f.name.replacingOccurrences(of: ".swift", with: ""))/\(p.path)"] = p.text }
        }
        for r in library.rules {
            for (k, code) in (r.triggeringExamples + r.nonTriggeringExamples).enumerated() {
                files["/ws/examples/\(r.id.replacingOccurrences(of: "/", with: "-"))-\(k).swift"] = code
            }
        }
        return files
    }

    // MARK: - Incrementality

    /// Random edit sequences over the fixtures: after each edit the
    /// incremental analysis equals an analysis from scratch, and reports
    /// exactly the files whose diagnostics (and summaries) a client sees
    /// differently.
    public func checkRandomEdits() -> [String] {
        let initial = workspaceTexts
        for seed in 1...max(1, seeds) {
            var rng = SeededRandom(seed: UInt64(seed) &* 7919)
            var edits = RandomEdits(libraries: libraries, texts: initial)
            let session = AnalysisSession(initial, libraries: libraries)
            _ = session.apply(initial.keys.sorted())
            _ = session.workspace.takeSummariesChanged()
            var previous = session.output()
            for step in 0..<steps {
                let touched = edits.edit(&session.texts, &rng)
                if touched.isEmpty { continue }
                let changed = session.apply(touched)
                let expected = session.scratch()
                let got = session.workspace.result
                if got.diagnostics != expected.diagnostics || got.summaries != expected.summaries {
                    let a = Set(got.diagnostics.map { "\($0.file):\($0.range) \($0.rule) \($0.message)" })
                    let b = Set(expected.diagnostics.map { "\($0.file):\($0.range) \($0.rule) \($0.message)" })
                    return ["\(library.name): seed \(seed) step \(step) after editing \(touched): incremental differs from scratch\n"
                            + "only incremental: \(a.subtracting(b).sorted())\nonly scratch: \(b.subtracting(a).sorted())\n"
                            + "summaries equal: \(got.summaries == expected.summaries)\n"
                            // the same messages at the same places: the first that differs in its notes or fixes
                            + (zip(got.diagnostics, expected.diagnostics).first { $0.0 != $0.1 }.map { "first differing:\n\($0.0)\nfrom scratch:\n\($0.1)" } ?? "")]
                }
                let now = session.output()
                let paths = Set(previous.keys).union(now.keys)
                let diagnostics = paths.filter { p in
                    previous[p]?.diagnostics ?? [] != now[p]?.diagnostics ?? []
                        || previous[p]?.diagnosticPositions ?? [] != now[p]?.diagnosticPositions ?? []
                }
                let summaries = paths.filter { p in
                    previous[p]?.summaries ?? [] != now[p]?.summaries ?? []
                        || previous[p]?.summaryPositions ?? [] != now[p]?.summaryPositions ?? []
                }
                if changed != diagnostics {
                    return ["\(library.name): seed \(seed) step \(step) after editing \(touched): reported changed \(changed.sorted()), "
                            + "but the diagnostics of \(diagnostics.sorted()) changed"]
                }
                let summariesChanged = session.workspace.takeSummariesChanged()
                if summariesChanged != summaries {
                    return ["\(library.name): seed \(seed) step \(step) after editing \(touched): summaries reported changed "
                            + "\(summariesChanged.sorted()), but those of \(summaries.sorted()) changed"]
                }
                previous = now
            }
        }
        return []
    }

    /// Files discovered in any order, given at once or a few at a time,
    /// give the same output.
    public func checkDiscoveryOrder() -> [String] {
        let files = workspaceTexts
        let reference = AnalysisSession(files, libraries: libraries).scratch()
        var rng = SeededRandom(seed: 42)
        var failures: [String] = []
        for round in 0..<4 {
            var order = files.keys.sorted()
            rng.shuffle(&order)
            let shuffled = analyze(order.map { SourceFile(path: $0, text: files[$0]!) })
            if shuffled.diagnostics != reference.diagnostics || shuffled.summaries != reference.summaries {
                failures.append("\(library.name): round \(round): the files in another order give another result")
            }
            // in batches of random sizes, in that order
            let session = AnalysisSession(files, libraries: libraries)
            var k = 0
            while k < order.count {
                let n = 1 + rng.int(8)
                _ = session.apply(Array(order[k..<min(order.count, k + n)]))
                k += n
            }
            let batched = session.workspace.result
            if batched.diagnostics != reference.diagnostics || batched.summaries != reference.summaries {
                failures.append("\(library.name): round \(round): the files a few at a time give another result")
            }
        }
        return failures
    }
}
