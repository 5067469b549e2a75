import XCTest
import WiringAnalysis
import WiringLibraries
import WiringSyntax

/// The catalogue: every rule documented, with examples that do what they say.
final class RuleCatalogTests: XCTestCase {
    /// The registry's rules.
    let rules = RuleCatalog(Registry.libraries)

    func testCatalogueHasEveryInitializableRule() {
        let ids = Set(rules.all.map(\.id))
        XCTAssertEqual(ids.count, rules.all.count, "duplicate rule ids")
        let expected = [
            "waitfor-requires-async", "waitfor-requires-throws", "waitfor-requires-async-throws",
            "waitfor-not-conforming", "waitfor-not-in-type", "autoawait-not-conforming", "duplicate-waitfor",
            "skipinit-requires-async", "skipinit-outside-autoawait",
            "opener-gated", "gate-never-opened", "opener-awaits-gated", "extension-member-ungated", "static-stamped",
            "typed-throws-stamped", "ungated-async", "skipinit-no-effect", "waitfor-on-initializer",
        ].map { "initializable/" + $0 }
        XCTAssertEqual(Set(expected), Set(rules.rules(library: "Initializable").map(\.id)))
    }

    func testSeveritiesAndKinds() {
        func rule(_ id: String) -> RuleInfo { rules.rule(id: "initializable/" + id)! }
        // a macro's diagnostic keeps the macro's severity: errors, but for SwinjectMacros' two warnings
        let macroWarnings: Set<String> = ["swinject/self-dependency", "swinject/factory-without-runtime-parameters"]
        for r in rules.all where r.kind == .parity {
            XCTAssertEqual(r.defaultSeverity, macroWarnings.contains(r.id) ? .warning : .error, r.id)
        }
        XCTAssertEqual(rules.rules(library: "Initializable").filter { $0.kind == .parity }.count, 9)
        XCTAssertEqual(rule("opener-gated").defaultSeverity, .error)
        XCTAssertEqual(rule("gate-never-opened").defaultSeverity, .error)
        XCTAssertEqual(rule("opener-awaits-gated").defaultSeverity, .warning)
        XCTAssertEqual(rule("extension-member-ungated").defaultSeverity, .warning)
        XCTAssertEqual(rule("static-stamped").defaultSeverity, .error)
        XCTAssertEqual(rule("typed-throws-stamped").defaultSeverity, .error)
        XCTAssertEqual(rule("ungated-async").defaultSeverity, .hint)
        XCTAssertEqual(rule("skipinit-no-effect").defaultSeverity, .warning)
        XCTAssertEqual(rule("waitfor-on-initializer").defaultSeverity, .warning)
        XCTAssertNil(rules.rule(id: "initializable/nope"))
    }

    /// Each rule's own examples: triggering ones report the rule at least
    /// once, non-triggering ones never.
    func testRuleExamples() {
        // the core's rules about manifests read a workspace: ModuleDiscoveryTests runs theirs
        for r in rules.all where r.library != "Wiring" {
            XCTAssertFalse(r.triggeringExamples.isEmpty, "\(r.id) has no triggering example")
            XCTAssertFalse(r.nonTriggeringExamples.isEmpty, "\(r.id) has no non-triggering example")
            for (i, code) in r.triggeringExamples.enumerated() {
                let found = Analyzer.analyze([SourceFile(path: "Example.swift", text: code)], libraries: Registry.libraries).diagnostics
                XCTAssertTrue(found.contains { $0.rule == r.id }, "\(r.id): triggering example \(i + 1) reports nothing:\n\(code)")
            }
            for (i, code) in r.nonTriggeringExamples.enumerated() {
                let found = Analyzer.analyze([SourceFile(path: "Example.swift", text: code)], libraries: Registry.libraries).diagnostics
                    .filter { $0.rule == r.id }
                XCTAssertTrue(found.isEmpty, "\(r.id): non-triggering example \(i + 1) reports \(found.map(\.message))")
            }
        }
    }

    /// Every example is also free of parity errors it does not mean: a
    /// non-triggering example is correct code, apart from other rules' hints.
    func testNonTriggeringExamplesHaveNoErrors() {
        for r in rules.all {
            for code in r.nonTriggeringExamples {
                let errors = Analyzer.analyze([SourceFile(path: "Example.swift", text: code)], libraries: Registry.libraries).diagnostics
                    .filter { $0.severity == .error }
                XCTAssertTrue(errors.isEmpty, "\(r.id): non-triggering example has errors \(errors.map(\.message))")
            }
        }
    }

    /// docs/rules/README.md: every rule once, under its library, linked to
    /// its page, with its default severity and summary.
    func testIndexPageListsEveryRule() {
        let index = rules.indexPage
        var library = ""
        var seen: [String: String] = [:]
        for line in index.split(separator: "\n") {
            if line.hasPrefix("## ") { library = String(line.dropFirst(3).prefix { $0 != " " }) }
            guard line.hasPrefix("| [`") else { continue }
            let id = String(line.dropFirst(4).prefix { $0 != "`" })
            XCTAssertNil(seen[id], "\(id) twice")
            seen[id] = library
            let rule = rules.all.first { $0.id == id }
            XCTAssertNotNil(rule, "\(id) is no rule")
            if let rule {
                XCTAssertTrue(line.contains("](\(id).md)"), id)
                XCTAssertTrue(line.contains("| \(rule.defaultSeverity.rawValue) |"), id)
                XCTAssertTrue(line.contains(rule.summary.replacingOccurrences(of: "|", with: "\\|")), id)
            }
        }
        XCTAssertEqual(seen.count, rules.all.count)
        for r in rules.all { XCTAssertEqual(seen[r.id], r.library, r.id) }
    }

    func testDocumentationPrintsWell() {
        for r in rules.all {
            let doc = r.documentation
            XCTAssertTrue(doc.hasPrefix(r.id + "\n"), r.id)
            XCTAssertTrue(doc.contains(r.summary), r.id)
            XCTAssertTrue(doc.contains("```swift"), r.id)
            XCTAssertTrue(doc.contains(r.triggeringExamples[0].trimmingCharacters(in: .newlines)), r.id)
            XCTAssertTrue(doc.contains("wiring:disable-next-line \(r.id)"), r.id)
            for t in r.fixTitles { XCTAssertTrue(doc.contains(t), "\(r.id): \(t)") }
            XCTAssertFalse(doc.contains("\\\n"), "\(r.id): a line continuation leaked into the text")
            XCTAssertFalse(doc.contains("\\'"), "\(r.id): an escaped quote leaked into the text")
            XCTAssertEqual(r.documentationPath, "docs/rules/\(r.id).md")
            XCTAssertFalse(r.summary.contains("\n"), r.id)
        }
        let listing = rules.listing
        XCTAssertEqual(listing.split(separator: "\n").count, rules.all.count)
        XCTAssertTrue(listing.contains("initializable/ungated-async"))
    }
}
