import WiringAnalysis
import WiringSyntax

struct NoInstantiable: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/no-instantiable", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiated property, reachable from a root, whose type no @Instantiable type or extension fulfils",
        details: """
        SafeDI builds every @Instantiated property through the @Instantiable type (or extension with \
        'instantiate()') registered for its type: the property's type, or the type named by fulfilledByType:, \
        looked through Instantiator<T>, optionals and any/some. When nothing is registered for it, SafeDITool \
        stops with "No `@Instantiable`-decorated type or extension found to fulfill `@Instantiated`-decorated \
        property with type ...". Wiring reports each such property that a root reaches, with the chain.

        Decorate the type with @Instantiable, list it in another type's fulfillingAdditionalTypes, or add an \
        @Instantiable extension with a 'public static func instantiate()' for a type from another module.
        """,
        fixTitles: ["Create @Instantiable extension"],
        triggeringExamples: ["""
        import Foundation

        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(session: URLSession) { self.session = session }
            @Instantiated let session: URLSession
        }
        """],
        nonTriggeringExamples: ["""
        import Foundation

        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(session: URLSession) { self.session = session }
            @Instantiated let session: URLSession
        }
        @Instantiable
        extension URLSession: Instantiable {
            public static func instantiate() -> URLSession { .shared }
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for case .noInstantiable(let type, let refs) in tree.problems {
            let message = "No `@Instantiable`-decorated type or extension found to fulfill `@Instantiated`-decorated property with type `\(type.asSource)`"
            for ref in refs {
                let dep = tree.dependency(ref)
                var at = tree.anchor(ref)
                if case .instantiated(let f, _) = dep.source, f != nil, let a = dep.attribute {
                    at.role = .argumentValue(attribute: a, 0)
                } else if dep.parameter == nil {
                    at.role = .typeAnnotation
                }
                let chain = tree.chain(to: ref.record) ?? []
                let root = chain.first?.record ?? ref.record
                var fixes: [FixRecipe] = []
                if case .simple(let name, let generics) = type, generics.isEmpty, name.first?.isUppercase == true {
                    let stub = "\n\n@Instantiable\nextension \(name): Instantiable {\n    public static func instantiate() -> \(name) {\n        \(name)()\n    }\n}"
                    let top = Anchor(file: tree.records[ref.record].path, decl: tree.records[ref.record].record.topLevelDecl, role: .declaration)
                    fixes.append(FixRecipe(title: "Create @Instantiable extension", isPreferred: false, edits: [.insertAfter(top, stub)]))
                }
                out.append(finding(message, at: at, related: tree.chainRelated(root: root, path: chain + [ref]), fixes: fixes))
            }
        }
    }
}
