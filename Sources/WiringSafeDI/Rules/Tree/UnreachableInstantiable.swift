import WiringAnalysis
import WiringSyntax

struct UnreachableInstantiable: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/unreachable-instantiable", library: "SafeDI", defaultSeverity: .hint, kind: .wiring,
        summary: "An @Instantiable type no root reaches: SafeDI never checks or builds its dependencies",
        details: """
        SafeDITool validates and generates only the trees that start at @Instantiable(isRoot: true) types \
        and follow @Instantiated properties. A type outside every such tree is neither built by SafeDI nor \
        checked: its @Received properties may have no provider and nothing says so.

        Shown only when the workspace has a root (a library whose roots live in another module would be all \
        hints otherwise). Instantiate the type somewhere in a tree, make it a root, or delete it.
        """,
        triggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init() {}
        }
        @Instantiable
        public final class Orphan: Instantiable {
            public init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(child: Child) { self.child = child }
            @Instantiated let child: Child
        }
        @Instantiable
        public final class Child: Instantiable {
            public init() {}
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        guard !tree.roots.isEmpty, !tree.stoppedAtRegistry else { return }
        let related = tree.roots.map { RelatedFinding(anchor: tree.anchor(record: $0), message: "root `\(tree.name(record: $0))`") }
        for k in tree.records.indices where !tree.reachable[k] {
            let r = tree.records[k].record
            guard !r.isRoot, !r.mockOnly, !r.isExtension || r.attribute != nil else { continue }
            out.append(finding("`\(r.concrete.asSource)` is not reachable from any root: SafeDI neither builds it nor checks its dependencies",
                               at: tree.anchor(record: k), related: related))
        }
    }
}
