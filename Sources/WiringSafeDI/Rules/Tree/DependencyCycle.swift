import WiringAnalysis
import WiringSyntax

struct DependencyCycle: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/dependency-cycle", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A dependency cycle SafeDI cannot generate code for",
        details: """
        Walking the tree from each root, SafeDITool rejects a type that needs, directly or through received \
        properties, a property that is being built above it: with only constant properties in the cycle \
        ("Dependency cycle detected"), with a mix of constant and Instantiator properties ("Cycles with a mix \
        of constant and lazy (Instantiator) dependencies cannot be resolved"), with an Instantiator that is \
        @Received inside the tree it builds ("Declare @Received ... as @Instantiated to fix"), and a property \
        received in the very chain that instantiates it ("Dependency received in same chain it is \
        instantiated"). A cycle made only of @Instantiated Instantiators is fine: SafeDI builds it lazily. \
        SafeDITool walks the mock tree of every type whose mock it generates (`generateMock: true`, or named \
        in `#SafeDIConfiguration(additionalMocksToGenerate:)`) the same way, whether a root reaches it or not, \
        and also after building the mock's parameters (its unfulfilled received properties) at its top.

        Wiring reports the property that closes the cycle, with every hop as related information. Break the \
        cycle, make every property in it an Instantiator, or do what the message says.
        """,
        fixTitles: ["Change to @Instantiated"],
        triggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(a: A) { self.a = a }
            @Instantiated let a: A
        }
        @Instantiable
        public final class A: Instantiable {
            public init(b: B) { self.b = b }
            @Instantiated let b: B
        }
        @Instantiable
        public final class B: Instantiable {
            public init(a: A) { self.a = a }
            @Received let a: A
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(a: A) { self.a = a }
            @Instantiated let a: A
        }
        @Instantiable
        public final class A: Instantiable {
            public init(bBuilder: Instantiator<B>) { self.bBuilder = bBuilder }
            @Instantiated let bBuilder: Instantiator<B>
        }
        @Instantiable
        public final class B: Instantiable {
            public init(aBuilder: Instantiator<A>) { self.aBuilder = aBuilder }
            @Instantiated let aBuilder: Instantiator<A>
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for problem in tree.problems {
            switch problem {
            case .cycle(let c):
                let display = c.types.map(\.asSource).reversed().joined(separator: " -> ")
                let message: String
                var fixes: [FixRecipe] = []
                switch c.kind {
                case .constant:
                    message = "Dependency cycle detected:\n\t" + display
                case .partiallyLazy:
                    message = "Dependency cycle detected. Cycles with a mix of constant and lazy (Instantiator) dependencies cannot be resolved. Make all dependencies in the cycle lazy by using Instantiator:\n\t" + display
                case .receivedInstantiator:
                    let p = c.property.asSource
                    message = "Dependency cycle detected! @Instantiated `\(p)` is @Received in tree created by @Instantiated `\(p)`. Declare @Received `\(p)` on `\(tree.name(record: c.directParent))` as @Instantiated to fix. Full cycle:\n\t" + display
                    if let attribute = tree.attributeAnchor(c.closing) {
                        fixes.append(FixRecipe(title: "Change to @Instantiated", edits: [.replace(attribute, "@Instantiated")]))
                    }
                }
                // root first: the instantiations from the root, then the cycle's own hops down to the closing one
                let hops = c.hops.dropFirst().filter { $0 != c.closing }.reversed()
                var related = c.root.map { tree.chainRelated(root: $0, path: c.path.filter { $0 != c.closing && !hops.contains($0) }) } ?? []
                related += hops.map(tree.hop)
                out.append(finding(message, at: tree.anchor(c.closing), related: related, fixes: fixes))
            case .receivedInSameChain(let c):
                let message = "Dependency received in same chain it is instantiated:\n\t@Instantiated \(c.instantiated.asSource) -> "
                    + c.chain.map { "@Received \($0.asSource)" }.joined(separator: " -> ")
                var related: [RelatedFinding] = []
                if let at = c.instantiatedAt { related.append(tree.hop(at)) }
                related += c.hops.dropLast().map(tree.hop)
                out.append(finding(message, at: tree.anchor(c.closing), related: related))
            default:
                continue
            }
        }
    }
}
