import WiringAnalysis

struct DuplicateMockProvider: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/duplicate-mock-provider", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "Two hand-written mocks for one type",
        details: """
        SafeDITool merges a `mockOnly` declaration into the production declaration of the same type, to \
        generate mocks with its hand-written `mock()`. A type can have one hand-written mock: two `mockOnly` \
        declarations fulfilling it, or a `mockOnly` one beside a production declaration that has its own \
        `mock()`, stop the build. Reported on each mock method (or on the declaration without one), with \
        the others as related information.

        Keep one of them.
        """,
        triggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock() -> Clock { Clock() }
        }
        @Instantiable(mockOnly: true)
        extension Clock {
            public static func mock() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
        }
        @Instantiable(mockOnly: true)
        extension Clock {
            public static func mock() -> Clock { Clock() }
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for case .duplicateMockProvider(let type, let records) in tree.problems {
            let message = "Found multiple hand-written mock providers for `\(type.asSource)`. A type can have at most one hand-written mock — either on the production declaration or via `mockOnly: true`, not both."
            let anchors = records.map { anchor($0, tree) }
            for (k, at) in anchors.enumerated() {
                let related = anchors.enumerated().filter { $0.offset != k }.map {
                    RelatedFinding(anchor: $0.element, message: "another hand-written mock of `\(type.asSource)`")
                }
                out.append(finding(message, at: at, related: related))
            }
        }
    }

    /// The mock method, else the `@Instantiable` attribute.
    private func anchor(_ k: Int, _ tree: SafeDITree) -> Anchor {
        let r = tree.records[k].record
        let path = tree.records[k].path
        if let mock = r.mockMethod { return Anchor(file: path, decl: mock, role: .declaration) }
        if let decl = r.attributeDecl, let a = r.attribute { return Anchor(file: path, decl: decl, role: .attribute(a)) }
        return Anchor(file: path, decl: r.decl, role: .name)
    }
}
