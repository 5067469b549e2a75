import WiringAnalysis
import WiringSyntax

struct ForwardedNeedsInstantiator: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/forwarded-needs-instantiator", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A type with @Forwarded properties instantiated as a constant instead of through an Instantiator",
        details: """
        A @Forwarded property is a value the instantiating code passes in when it builds the type, so a type \
        with @Forwarded properties can only be built through Instantiator<T> (or ErasedInstantiator, or their \
        Sendable variants): 'instantiate(_ forwarded:)' takes the values. SafeDITool stops with "Property ... \
        has at least one @Forwarded property. Property should instead be of type `Instantiator<T>`." It \
        checks this in the trees from the roots, and on the properties of every type whose mock it generates \
        (`generateMock: true`, or named in `#SafeDIConfiguration(additionalMocksToGenerate:)`), where the \
        built type may be a `mockOnly` declaration that fulfils the property's type in mocks.

        Declare the property as Instantiator<T> and build the instance with instantiate(_:).
        """,
        fixTitles: ["Change type to Instantiator<T>"],
        triggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(detail: Detail) { self.detail = detail }
            @Instantiated let detail: Detail
        }
        @Instantiable
        public final class Detail: Instantiable {
            public init(id: String) { self.id = id }
            @Forwarded let id: String
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(detailBuilder: Instantiator<Detail>) { self.detailBuilder = detailBuilder }
            @Instantiated let detailBuilder: Instantiator<Detail>
        }
        @Instantiable
        public final class Detail: Instantiable {
            public init(id: String) { self.id = id }
            @Forwarded let id: String
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for case .forwardedNeedsInstantiator(let ref, let child) in tree.problems {
            let dep = tree.dependency(ref)
            let concrete = tree.name(record: child)
            let message = "Property `\(dep.property.asSource)` on \(tree.name(record: ref.record)) has at least one @Forwarded property. Property should instead be of type `Instantiator<\(concrete)>`."
            var at = tree.anchor(ref)
            at.role = .typeAnnotation
            let related = tree.records[child].dependencies.enumerated().filter { $0.element.source.isForwarded }.map {
                tree.hop(SafeDITree.DependencyRef(record: child, dependency: $0.offset))
            }
            var fixes: [FixRecipe] = []
            if case .instantiated(nil, _) = dep.source, dep.property.type.asSource == concrete {
                let type = "Instantiator<\(concrete)>"
                var edits: [EditRecipe] = [.replace(at, type)]
                if let p = dep.initParameter, !p.hasDefault {
                    let name = dep.property.label
                    let text = p.label == name ? "\(name): \(type)" : "\(p.label) \(name): \(type)"
                    edits.append(.replace(Anchor(file: at.file, decl: p.decl, role: .parameter(p.index)), text))
                }
                fixes.append(FixRecipe(title: "Change type to \(type)", edits: edits))
            }
            out.append(finding(message, at: at, related: related, fixes: fixes))
        }
    }
}
