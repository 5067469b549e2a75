import Foundation
import XCTest
import WiringAnalysis
import WiringSafeDI
import WiringSyntax
import WiringTestSupport

/// SafeDI's published SafeDITool test suites as data (`Fixtures/safedi-tool/`,
/// see its README): every tree SafeDITool rejects must be reported by Wiring
/// with the matching rule and SafeDITool's exact message, on the property
/// SafeDITool names; every tree it accepts must produce no SafeDI tree error.
///
/// Only the tree rules are compared: SafeDI's tool tests never ran the macros,
/// so their inputs also trip macro rules (missing public initializers, ...).
final class SafeDIToolCorpusTests: XCTestCase {
    /// The rule ids of SafeDITool's tree errors (the unreachable hint is not one).
    static let treeRules: Set<String> = [
        "safedi/unfulfillable-received", "safedi/no-instantiable", "safedi/duplicate-instantiable",
        "safedi/forwarded-needs-instantiator", "safedi/dependency-cycle", "safedi/erased-instantiator-forwarded-type",
        "safedi/duplicate-mock-provider",
    ]

    /// Cases where Wiring disagrees with SafeDITool today, as `errors/<case>`
    /// or `valid/<case>`, with the reason. A listed case that starts passing
    /// fails the test, so this list can only shrink.
    static let knownDifferences: [String: String] = [:]

    struct Case {
        var name: String
        var files: [(path: String, text: String)]
        var expected: String?
    }

    static func corpusRoot() -> URL? {
        FixtureFiles.root.appendingPathComponent("safedi-tool")
    }

    static func loadCases(_ kind: String) throws -> [Case] {
        guard let dir = corpusRoot()?.appendingPathComponent(kind) else { return [] }
        let fm = FileManager.default
        let names = ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return try names.map { name in
            let caseDir = dir.appendingPathComponent(name)
            var files: [(String, String)] = []
            var k = 1
            while fm.fileExists(atPath: caseDir.appendingPathComponent("File\(k).swift").path) {
                let url = caseDir.appendingPathComponent("File\(k).swift")
                files.append(("File\(k).swift", try String(contentsOf: url, encoding: .utf8)))
                k += 1
            }
            let expectedURL = caseDir.appendingPathComponent("expected.txt")
            let expected = fm.fileExists(atPath: expectedURL.path) ? try String(contentsOf: expectedURL, encoding: .utf8) : nil
            return Case(name: name, files: files, expected: expected)
        }
    }

    static func analyze(_ c: Case) -> AnalysisResult {
        Analyzer.analyze(c.files.map { SourceFile(path: $0.path, text: $0.text) }, libraries: [SafeDILibrary()])
    }

    // MARK: Tests

    func testCorpusIsFound() throws {
        let errors = try Self.loadCases("errors"), valid = try Self.loadCases("valid")
        XCTAssertGreaterThanOrEqual(errors.count, 61, "the safedi-tool error corpus is missing or incomplete")
        XCTAssertGreaterThanOrEqual(valid.count, 324, "the safedi-tool valid corpus is missing or incomplete")
        // the mock suites: 17 error cases, 248 valid ones
        XCTAssertGreaterThanOrEqual(errors.filter { $0.name.hasPrefix("mock_") }.count, 17, "the mock error cases are missing")
        XCTAssertGreaterThanOrEqual(valid.filter { $0.name.hasPrefix("mock_") }.count, 200, "the mock valid cases are missing")
        for c in try Self.loadCases("errors") + Self.loadCases("valid") {
            XCTAssertFalse(c.files.isEmpty, "\(c.name): no File1.swift")
        }
    }

    func testKnownDifferencesNameExistingCases() throws {
        let names = Set(try Self.loadCases("errors").map { "errors/" + $0.name } + Self.loadCases("valid").map { "valid/" + $0.name })
        for key in Self.knownDifferences.keys.sorted() where !names.contains(key) {
            XCTFail("knownDifferences lists \(key), which is not a case of the corpus")
        }
    }

    /// The runner's own checks: entry splitting and where a finding must be.
    func testRunnerChecks() {
        let joined = "@Received property `b: B` is not @Instantiated or @Forwarded in chain:\n\tRoot -> A\n\n"
            + "Did you mean one of the following available properties?\n\t`c: B`\n\n"
            + "@Received property `b: B` is not @Instantiated or @Forwarded in chain:\n\tRoot -> C -> A"
        XCTAssertEqual(Self.receivedEntries(joined), [
            "@Received property `b: B` is not @Instantiated or @Forwarded in chain:\n\tRoot -> A\n\n"
                + "Did you mean one of the following available properties?\n\t`c: B`",
            "@Received property `b: B` is not @Instantiated or @Forwarded in chain:\n\tRoot -> C -> A",
        ])
        XCTAssertEqual(Self.kind(of: "@Instantiable-decorated types and extensions must have globally unique type names and fulfill globally unqiue types. x"),
                       .duplicateInstantiable)
        let c = Case(name: "x", files: [("File1.swift", "struct Root {\n    @Instantiated let b: A\n}"),
                                         ("File2.swift", "struct A {\n    let bb: B\n    @Received let b: B\n}")], expected: nil)
        let message = "@Received property `b: B` is not @Instantiated or @Forwarded in chain:\n\tRoot -> A"
        func at(_ file: String, _ offset: Int) -> Diagnostic {
            Diagnostic(rule: Kind.unfulfillableReceived.rawValue, severity: .error, message: message, file: file, range: offset..<offset + 1)
        }
        XCTAssertNil(Self.flagProblem(.unfulfillableReceived, message, [at("File2.swift", 30)], c))
        XCTAssertNotNil(Self.flagProblem(.unfulfillableReceived, message, [at("File1.swift", 17)], c), "a finding in the wrong file")
        XCTAssertNotNil(Self.flagProblem(.unfulfillableReceived, message, [at("File2.swift", 15)], c), "a finding on the wrong line")
    }

    /// Every invalid tree: the rule, SafeDITool's exact message, and the
    /// flagged property.
    func testErrorCases() throws {
        var tally: [String: [Outcome: Int]] = [:]
        for c in try Self.loadCases("errors") {
            let result = Self.analyze(c)
            let problems = Self.errorProblems(c, result)
            tally[Self.suite(c), default: [:]][record("errors/" + c.name, problems, describe: { Self.describe(c, result, expected: c.expected) }), default: 0] += 1
        }
        print("SafeDIToolCorpus errors: \(Self.summary(tally))")
    }

    /// Every valid tree: no SafeDI tree error.
    func testValidCases() throws {
        var tally: [String: [Outcome: Int]] = [:]
        for c in try Self.loadCases("valid") {
            let result = Self.analyze(c)
            let errors = result.diagnostics.filter { Self.treeRules.contains($0.rule) && $0.severity == .error }
            let problems = errors.isEmpty ? [] : ["SafeDITool accepts this tree, but Wiring reports \(errors.count) tree error(s)"]
            tally[Self.suite(c), default: [:]][record("valid/" + c.name, problems, describe: { Self.describe(c, result, expected: nil) }), default: 0] += 1
        }
        print("SafeDIToolCorpus valid: \(Self.summary(tally))")
    }

    enum Outcome { case passed, knownDifference, failed }

    /// The mock suites' cases are named `mock_…`; the others are production's.
    static func suite(_ c: Case) -> String { c.name.hasPrefix("mock_") ? "mock" : "production" }

    static func summary(_ tally: [String: [Outcome: Int]]) -> String {
        tally.keys.sorted(by: >).map { suite in
            let t = tally[suite]!
            let total = t.values.reduce(0, +)
            return "\(suite) \(t[.passed, default: 0])/\(total) pass (\(t[.knownDifference, default: 0]) known differences, \(t[.failed, default: 0]) fail)"
        }.joined(separator: "; ")
    }

    /// Fails for a problem, or for a known difference that no longer differs.
    private func record(_ key: String, _ problems: [String], describe: () -> String) -> Outcome {
        if let reason = Self.knownDifferences[key] {
            if problems.isEmpty {
                XCTFail("\(key) now passes: remove it from knownDifferences (was: \(reason))")
                return .failed
            }
            return .knownDifference
        }
        if !problems.isEmpty {
            XCTFail("\(key):\n" + problems.map { "  - " + $0 }.joined(separator: "\n") + "\n" + describe())
            return .failed
        }
        return .passed
    }

    // MARK: Error-case checks

    enum Kind: String {
        case unfulfillableReceived = "safedi/unfulfillable-received"
        case noInstantiable = "safedi/no-instantiable"
        case duplicateInstantiable = "safedi/duplicate-instantiable"
        case forwardedNeedsInstantiator = "safedi/forwarded-needs-instantiator"
        case dependencyCycle = "safedi/dependency-cycle"
        case erasedInstantiatorForwardedType = "safedi/erased-instantiator-forwarded-type"
        case duplicateMockProvider = "safedi/duplicate-mock-provider"
    }

    /// The tree rule a SafeDITool message belongs to.
    static func kind(of message: String) -> Kind? {
        if message.hasPrefix("@Received property `") { return .unfulfillableReceived }
        if message.hasPrefix("No `@Instantiable`-decorated type or extension found") { return .noInstantiable }
        if message.hasPrefix("@Instantiable-decorated types and extensions must have globally unique type names") { return .duplicateInstantiable }
        if message.hasPrefix("Property `"), message.contains(" has at least one @Forwarded property.") { return .forwardedNeedsInstantiator }
        if message.hasPrefix("Dependency cycle detected") || message.hasPrefix("Dependency received in same chain it is instantiated") {
            return .dependencyCycle
        }
        if message.hasPrefix("Property `"), message.contains(" incorrectly configured. Property should instead be of type `ErasedInstantiator<") {
            return .erasedInstantiatorForwardedType
        }
        if message.hasPrefix("Found multiple hand-written mock providers for `") { return .duplicateMockProvider }
        return nil
    }

    /// Older SafeDI spells "unqiue"; the messages are compared modulo that typo.
    static func normalized(_ message: String) -> String {
        message.replacingOccurrences(of: "unqiue", with: "unique")
    }

    /// SafeDITool joins every unfulfilled @Received property into one error,
    /// entries separated by a blank line; an entry has blank lines of its own
    /// (before its suggestions), so split only before "@Received property".
    static func receivedEntries(_ message: String) -> [String] {
        let separator = "\n\n@Received property `"
        let parts = message.components(separatedBy: separator)
        return parts.enumerated().map { $0.offset == 0 ? $0.element : "@Received property `" + $0.element }
    }

    static func errorProblems(_ c: Case, _ result: AnalysisResult) -> [String] {
        guard let rawExpected = c.expected else { return ["no expected.txt"] }
        let expected = normalized(rawExpected)
        guard let kind = kind(of: expected) else { return ["the expected message is of no SafeDI tree rule: \(String(reflecting: expected))"] }
        let ofRule = result.diagnostics.filter { $0.rule == kind.rawValue }
        guard !ofRule.isEmpty else { return ["no \(kind.rawValue) diagnostic"] }
        var problems: [String] = []
        let entries = kind == .unfulfillableReceived ? receivedEntries(expected) : [expected]
        for entry in entries {
            // Wiring reports a receive once, on its first chain; the other
            // chains SafeDITool lists as entries of their own are related
            // information of that finding ("also not provided in chain: …")
            let firstLine = entry.components(separatedBy: "\n").first ?? entry
            let chain = entry.components(separatedBy: "\n").dropFirst().first?.trimmingCharacters(in: .whitespaces) ?? ""
            let matching = ofRule.filter { d in
                normalized(d.message) == entry
                    || (kind == .unfulfillableReceived && d.message.hasPrefix(firstLine + "\n")
                        && d.related.contains { $0.message == "also not provided in chain: " + chain })
            }
            guard !matching.isEmpty else {
                problems.append("no \(kind.rawValue) diagnostic with the message \(String(reflecting: entry))")
                continue
            }
            if let flag = flagProblem(kind, entry, matching, c) { problems.append(flag) }
        }
        return problems
    }

    /// Whether the property (or type) the message names carries the finding:
    /// the finding's line names it, in the file that declares its owner.
    static func flagProblem(_ kind: Kind, _ message: String, _ matching: [Diagnostic], _ c: Case) -> String? {
        var label: String?
        var owner: String?
        switch kind {
        case .unfulfillableReceived:
            // "@Received property `label: Type` is not ... in chain:\n\tRoot -> ... -> Receiver"
            label = between(message, "@Received property `", ":")
            let lines = message.components(separatedBy: "\n")
            if lines.count > 1, let last = lines[1].trimmingCharacters(in: .whitespaces).components(separatedBy: " -> ").last {
                owner = unwrapInstantiator(last)
            }
        case .forwardedNeedsInstantiator:
            label = between(message, "Property `", ":")
            owner = between(message, "` on ", " has at least one")
        case .erasedInstantiatorForwardedType:
            label = between(message, "Property `", ":")
        case .dependencyCycle:
            if message.hasPrefix("Dependency cycle detected! @Instantiated `") {
                label = between(message, "Declare @Received `", ":")
                owner = between(message, "` on `", "` as @Instantiated")
            }
        case .noInstantiable:
            label = between(message, "property with type `", "`")
        case .duplicateInstantiable, .duplicateMockProvider:
            return nil
        }
        var file: String?
        if let owner {
            guard let f = declaringFile(of: owner, in: c) else { return "no file of the case declares `\(owner)`" }
            file = f
        }
        let ok = matching.contains { d in
            if let file, d.file != file { return false }
            if let label, !containsWord(line(of: d, in: c), label) { return false }
            return true
        }
        if ok { return nil }
        return "the finding is not on \(label.map { "`\($0)`" } ?? "the named property")\(file.map { " in \($0)" } ?? ""): "
            + matching.map { "\($0.file):\(lineNumber(of: $0, in: c))" }.joined(separator: ", ")
    }

    /// Whether `word` occurs in `text` as a whole identifier.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        let pattern = "(?<![A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: word) + "(?![A-Za-z0-9_])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    static func between(_ s: String, _ start: String, _ end: String) -> String? {
        guard let a = s.range(of: start), let b = s.range(of: end, range: a.upperBound..<s.endIndex) else { return nil }
        return String(s[a.upperBound..<b.lowerBound])
    }

    static func unwrapInstantiator(_ type: String) -> String {
        var t = type
        if t.hasSuffix("?") { t.removeLast() }
        for wrapper in ["Instantiator<", "SendableInstantiator<"] where t.hasPrefix(wrapper) && t.hasSuffix(">") {
            t = String(t.dropFirst(wrapper.count).dropLast())
        }
        return t
    }

    /// The file with `class|struct|actor|enum|extension Name`.
    static func declaringFile(of type: String, in c: Case) -> String? {
        let name = type.components(separatedBy: "<")[0]
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard let regex = try? NSRegularExpression(pattern: "\\b(class|struct|actor|enum|extension)\\s+\(escaped)\\b") else { return nil }
        return c.files.first { f in
            regex.firstMatch(in: f.text, range: NSRange(f.text.startIndex..., in: f.text)) != nil
        }?.path
    }

    static func lineNumber(of d: Diagnostic, in c: Case) -> Int {
        guard let text = c.files.first(where: { $0.path == d.file })?.text else { return 0 }
        let bytes = Array(text.utf8)
        return 1 + bytes[..<min(d.range.lowerBound, bytes.count)].filter { $0 == UInt8(ascii: "\n") }.count
    }

    /// The text of the line a finding starts on.
    static func line(of d: Diagnostic, in c: Case) -> String {
        guard let text = c.files.first(where: { $0.path == d.file })?.text else { return "" }
        let lines = text.components(separatedBy: "\n")
        let n = lineNumber(of: d, in: c)
        return n >= 1 && n <= lines.count ? lines[n - 1] : ""
    }

    // MARK: Reporting

    static func describe(_ c: Case, _ result: AnalysisResult, expected: String?) -> String {
        let tree = result.diagnostics.filter { treeRules.contains($0.rule) }
        var out = ""
        if let expected { out += "  expected (SafeDITool): \(String(reflecting: expected))\n" }
        out += "  got \(tree.count) tree diagnostic(s):"
        for d in tree {
            out += "\n    [\(d.rule), \(d.severity.rawValue)] \(d.file):\(lineNumber(of: d, in: c)): \(String(reflecting: d.message))"
        }
        return out
    }
}
