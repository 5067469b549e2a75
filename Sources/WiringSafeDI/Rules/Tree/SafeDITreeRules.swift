import WiringAnalysis
import WiringSyntax

/// A rule over the whole workspace's SafeDI tree: it words the problems
/// `SafeDITree` found (SafeDITool's errors, located) as findings.
protocol SafeDITreeRule: Rule {
    func check(_ tree: SafeDITree, into out: inout [Finding])
}

enum SafeDITreeRules {
    /// In the order `wiring rules` lists them.
    static let all: [any SafeDITreeRule] = [
        UnfulfillableReceived(), NoInstantiable(), DuplicateInstantiable(), DuplicateMockProvider(), ForwardedNeedsInstantiator(),
        DependencyCycle(), ErasedInstantiatorForwardedType(), MultipleConfigurations(), UnreachableInstantiable(),
    ]
}

extension SafeDITree {
    /// `Root` / `extension … instantiate()`: how related information names a record.
    func name(record k: Int) -> String { types.source[Int(records[k].ids.concrete)] }

    /// `label: Type` of a dependency's property (its type's text made once).
    func propertySource(_ ref: DependencyRef) -> String {
        let r = records[ref.record]
        return r.dependencies[ref.dependency].property.label + ": " + types.source[Int(r.depTypes[ref.dependency])]
    }

    /// The kind of a dependency as the attribute says it.
    func kindWord(_ dep: SafeDIDependency) -> String {
        switch dep.source {
        case .instantiated: return "@Instantiated"
        case .received, .aliased: return dep.parameter == nil ? "@Received" : "parameter"
        case .forwarded: return "@Forwarded"
        }
    }

    /// "`Root` instantiates `child: Child`", for one hop of a chain (made
    /// once per record: `Record.hopNotes`).
    func hop(_ ref: DependencyRef) -> RelatedFinding {
        let r = records[ref.record]
        if r.hopNotes.isEmpty { r.hopNotes = Array(repeating: nil, count: r.dependencies.count) }
        if let known = r.hopNotes[ref.dependency] { return known }
        let verb: String
        switch r.dependencies[ref.dependency].source {
        case .instantiated: verb = "instantiates"
        case .received, .aliased: verb = "receives"
        case .forwarded: verb = "takes @Forwarded"
        }
        let note = RelatedFinding(anchor: anchor(ref), message: "`\(name(record: ref.record))` \(verb) `\(propertySource(ref))`")
        r.hopNotes[ref.dependency] = note
        return note
    }

    /// The chain from a root: the root's declaration, then each instantiation.
    func chainRelated(root: Int, path: [DependencyRef]) -> [RelatedFinding] {
        var out = [RelatedFinding(anchor: anchor(record: root), message: "root `\(name(record: root))`")]
        out.reserveCapacity(path.count + 1)
        for ref in path { out.append(hop(ref)) }
        return out
    }

    /// The SafeDI attribute of a dependency (a `@Received` to rewrite).
    func attributeAnchor(_ ref: DependencyRef) -> Anchor? {
        let dep = dependency(ref)
        guard let a = dep.attribute else { return nil }
        return Anchor(file: records[ref.record].path, decl: dep.decl, role: .attribute(a))
    }
}
