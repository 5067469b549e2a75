import WiringAnalysis
import WiringSyntax

struct UnfulfillableReceived: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/unfulfillable-received", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A @Received property that nothing above it in the tree instantiates or forwards",
        details: """
        A type receives a dependency from the types that instantiate it: some type on the path from the root \
        must declare a property with exactly the same label and type (@Instantiated, @Forwarded, @Received or \
        a renamed @Received). SafeDITool stops the build with "@Received property ... is not @Instantiated or \
        @Forwarded in chain" and names no file; Wiring reports every such property where it is declared, with \
        the chain from the root as related information and SafeDITool's own suggestions.

        Types are compared exactly as written: 'any P' is not 'P', 'X?' is not 'X', 'Mod.X' is not 'X'. \
        A receive marked onlyIfAvailable: true is never reported.

        Instantiate the dependency in an ancestor, forward it, receive an available property under its own \
        name with fulfilledByDependencyNamed:ofType:, or mark an optional receive onlyIfAvailable.
        """,
        fixTitles: ["Add onlyIfAvailable: true", "Receive '<name>' via fulfilledByDependencyNamed:", "Change to @Instantiated"],
        triggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(child: Child) { self.child = child }
            @Instantiated let child: Child
        }
        @Instantiable
        public final class Child: Instantiable {
            public init(session: Session) { self.session = session }
            @Received let session: Session
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(session: Session, child: Child) {
                self.session = session
                self.child = child
            }
            @Instantiated let session: Session
            @Instantiated let child: Child
        }
        @Instantiable
        public final class Session: Instantiable {
            public init() {}
        }
        @Instantiable
        public final class Child: Instantiable {
            public init(session: Session) { self.session = session }
            @Received let session: Session
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for case .unfulfillable(let u) in tree.problems {
            let dep = tree.dependency(u.dependency)
            var at = tree.anchor(u.dependency)
            if case .aliased = dep.source, let a = dep.attribute { at.role = .argument(attribute: a, 0) }
            var related = tree.chainRelated(root: u.root, path: u.path)
            // the other chains it fails in, each at the instantiation that starts it
            for other in u.others {
                let place = other.path.last.map { tree.anchor($0) } ?? tree.anchor(record: other.root)
                related.append(RelatedFinding(anchor: place, message: "also not provided in chain: " + other.chain.joined(separator: " -> ")))
            }
            // what else is needed when instantiating it here cannot be offered
            if tree.builder(of: u.dependency) == nil {
                let type = dep.instantiatedType.asSource
                related.append(RelatedFinding(anchor: at, message: "`\(type)` is not @Instantiable, so `\(u.property.label)` cannot be "
                    + "@Instantiated here: make `\(type)` @Instantiable (or list it in another type's fulfillingAdditionalTypes:), "
                    + "or have an ancestor instantiate or forward `\(u.property.label)`"))
            }
            out.append(finding(u.message, at: at, related: related, fixes: fixes(u, dep, tree)))
        }
    }

    private func fixes(_ u: SafeDIProblem.Unfulfilled, _ dep: SafeDIDependency, _ tree: SafeDITree) -> [FixRecipe] {
        guard let attribute = tree.attributeAnchor(u.dependency) else { return [] }
        var out: [FixRecipe] = []
        let property = u.property
        if case .received = dep.source {
            if property.type.isOptional,
               u.suggestions.contains(where: { $0.label == property.label && $0.type == property.type.unwrapped }) {
                out.append(FixRecipe(title: "Add onlyIfAvailable: true",
                                     edits: [.replace(attribute, "@Received(onlyIfAvailable: true)")]))
            }
            for s in u.suggestions where s.label != property.label && s.type == property.type {
                let type = s.type.asSource
                let metatype = type.contains(" ") ? "(\(type)).self" : type + ".self"
                out.append(FixRecipe(title: "Receive '\(s.label)' via fulfilledByDependencyNamed:", isPreferred: out.isEmpty,
                                     edits: [.replace(attribute, "@Received(fulfilledByDependencyNamed: \"\(s.label)\", ofType: \(metatype))")]))
            }
        }
        // only when an @Instantiable type builds it: else the change trades this error for "No @Instantiable"
        if tree.builder(of: u.dependency) != nil {
            out.append(FixRecipe(title: "Change to @Instantiated", isPreferred: false, edits: [.replace(attribute, "@Instantiated")]))
        }
        return out
    }
}
