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
        dependency(ref).property.label + ": " + types.source[Int(records[ref.record].depTypes[ref.dependency])]
    }

    /// The kind of a dependency as the attribute says it.
    func kindWord(_ dep: SafeDIDependency) -> String {
        switch dep.source {
        case .instantiated: return "@Instantiated"
        case .received, .aliased: return dep.parameter == nil ? "@Received" : "parameter"
        case .forwarded: return "@Forwarded"
        }
    }

    /// "`Root` instantiates `child: Child`", for one hop of a chain.
    func hop(_ ref: DependencyRef) -> RelatedFinding {
        let dep = dependency(ref)
        let verb: String
        switch dep.source {
        case .instantiated: verb = "instantiates"
        case .received, .aliased: verb = "receives"
        case .forwarded: verb = "takes @Forwarded"
        }
        return RelatedFinding(anchor: anchor(ref), message: "`\(name(record: ref.record))` \(verb) `\(propertySource(ref))`")
    }

    /// The chain from a root: the root's declaration, then each instantiation.
    func chainRelated(root: Int, path: [DependencyRef]) -> [RelatedFinding] {
        var out = [RelatedFinding(anchor: anchor(record: root), message: "root `\(name(record: root))`")]
        out.reserveCapacity(path.count + 1)
        for ref in path {
            if let known = hopNotes[ref] {
                out.append(known)
            } else {
                let note = hop(ref)
                hopNotes[ref] = note
                out.append(note)
            }
        }
        return out
    }

    /// The SafeDI attribute of a dependency (a `@Received` to rewrite).
    func attributeAnchor(_ ref: DependencyRef) -> Anchor? {
        let dep = dependency(ref)
        guard let a = dep.attribute else { return nil }
        return Anchor(file: records[ref.record].path, decl: dep.decl, role: .attribute(a))
    }
}
