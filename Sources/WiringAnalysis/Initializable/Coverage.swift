import WiringSyntax

extension InitializableModel {
    /// Gate coverage of every gate type (research §3.1), in file order.
    func coverage() -> [GateCoverage] {
        gates.map { g in
            let file = files[g.node.file]
            let members = g.members.map { m in
                GateCoverage.Member(
                    name: m.decl.signatureName, file: files[m.function.file].path,
                    range: m.decl.nameRange ?? m.decl.keywordRange, state: m.state, isOpener: m.isOpener,
                    reason: m.isOpener ? m.reason + " It opens the gate." : m.reason)
            }
            var openers: [String] = []
            for oc in g.openerCalls {
                var name = oc.function.decl.signatureName
                if oc.external, let owner = oc.function.ancestors.last {
                    name = owner.name + "." + name
                }
                if !openers.contains(name) { openers.append(name) }
            }
            func count(_ s: GateCoverage.State) -> Int { g.members.filter { $0.state == s }.count }
            return GateCoverage(type: g.node.qualifiedName, file: file.path,
                                range: g.node.decl.nameRange ?? g.node.decl.keywordRange, isThrowing: g.isThrowing,
                                isAuto: g.isAuto, gated: count(.gated), ungated: count(.ungated),
                                skipped: count(.skipped), openers: openers, members: members, broken: count(.broken))
        }
    }
}
