import WiringAnalysis
import WiringSyntax

struct DuplicateInstantiable: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/duplicate-instantiable", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "Two @Instantiable declarations fulfil the same type",
        details: """
        Each type may be fulfilled by one @Instantiable declaration only: a decorated type, an entry of some \
        fulfillingAdditionalTypes list, or the return type of an extension's 'instantiate()' method (SafeDITool \
        registers every extension's 'instantiate()' in a file that mentions @Instantiable, decorated or not). \
        SafeDITool stops with "Found multiple types or extensions fulfilling ..." and names no file; Wiring \
        reports each contributing declaration and points to the others. As SafeDITool checks nothing of the \
        tree after it, neither does Wiring while the duplicate is there.

        Remove one of the declarations, or drop the type from one fulfillingAdditionalTypes list.
        """,
        triggeringExamples: ["""
        public protocol Service {}

        @Instantiable(fulfillingAdditionalTypes: [Service.self])
        public final class LiveService: Service, Instantiable {
            public init() {}
        }
        @Instantiable(fulfillingAdditionalTypes: [Service.self])
        public final class MockService: Service, Instantiable {
            public init() {}
        }
        """],
        nonTriggeringExamples: ["""
        public protocol Service {}

        @Instantiable(fulfillingAdditionalTypes: [Service.self])
        public final class LiveService: Service, Instantiable {
            public init() {}
        }
        @Instantiable
        public final class MockService: Service, Instantiable {
            public init() {}
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for case .duplicate(let type, let contributions) in tree.problems {
            let message = "@Instantiable-decorated types and extensions must have globally unique type names and fulfill globally unique types. Found multiple types or extensions fulfilling `\(type.asSource)`"
            let anchors = contributions.map { anchor($0, tree) }
            for (k, at) in anchors.enumerated() {
                let related = anchors.enumerated().filter { $0.offset != k }.map { other in
                    RelatedFinding(anchor: other.element,
                                   message: "`\(tree.name(record: contributions[other.offset].record))` also fulfils `\(type.asSource)`")
                }
                out.append(finding(message, at: at, related: related))
            }
        }
    }

    /// The `@Instantiable` attribute, the `fulfillingAdditionalTypes` element,
    /// or the `instantiate()` return type.
    private func anchor(_ c: DuplicateContribution, _ tree: SafeDITree) -> Anchor {
        let r = tree.records[c.record].record
        let path = tree.records[c.record].path
        if c.typeIndex > 0, let decl = r.attributeDecl, let a = r.attribute, let arg = r.additionalTypesArgument {
            return Anchor(file: path, decl: decl, role: .argumentElement(attribute: a, arg, element: r.additionalTypesElements[c.typeIndex - 1]))
        }
        if r.isExtension { return Anchor(file: path, decl: r.decl, role: .returnType) }
        if let a = r.attribute { return Anchor(file: path, decl: r.decl, role: .attribute(a)) }
        return Anchor(file: path, decl: r.decl, role: .name)
    }
}
